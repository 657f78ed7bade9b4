import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { proofLoaderMachine } from './proofLoader.machine';
import { parseSavedProof } from './proofLoader.parse';
import type { LoadSavedProofInput, LoadSavedProofOutput } from './proofLoader.types';

const savedProof = {
  proofLines: [
    { content: 'P → Q', type: 'premise', justification: { rule: 'Premise', premises: [] } },
    { content: { nested: true }, type: 'premise' },
    { content: '[object Object]', type: 'derived' },
    'not json',
    JSON.stringify({ content: 'P', type: 'premise' }),
    {
      content: 'Q',
      type: 'derived',
      justification: { rule: '→E', premises: [1, 5, {}], notes: 'modus ponens' },
    },
    null,
  ],
  subproofs: [
    { assumption: 'P', status: 'closed', level: 1 },
    { assumption: 42, status: 'open' },
    { assumption: '[object Object]' },
    { assumption: '¬Q', status: 'weird' },
  ],
  timestamp: '2024-05-01T10:00:00.000Z',
};

function start(load: (input: LoadSavedProofInput) => Promise<LoadSavedProofOutput>) {
  const calls: LoadSavedProofInput[] = [];
  const actor = createActor(
    proofLoaderMachine.provide({
      actors: {
        loadSavedProof: fromPromise<LoadSavedProofOutput, LoadSavedProofInput>(
          async ({ input }) => {
            calls.push(input);
            return load(input);
          },
        ),
      },
    }),
    { input: { argumentId: 12 } },
  ).start();
  return { actor, calls };
}

const httpError = (status: number, body?: unknown) =>
  Object.assign(new Error(`HTTP ${status}`), { status, statusText: '', body });

describe('parseSavedProof', () => {
  it('keeps readable lines with their saved numbers and skips the rest', () => {
    const proof = parseSavedProof(savedProof);
    expect(proof?.lines).toEqual([
      {
        lineNumber: 1,
        content: 'P → Q',
        type: 'premise',
        justification: { rule: 'Premise', premises: [], notes: null },
      },
      { lineNumber: 5, content: 'P', type: 'premise', justification: null },
      {
        lineNumber: 6,
        content: 'Q',
        type: 'derived',
        justification: { rule: '→E', premises: [1, 5], notes: 'modus ponens' },
      },
    ]);
    expect(proof?.subproofs).toEqual([
      { assumption: 'P', status: 'closed', level: 1 },
      { assumption: '¬Q', status: null, level: 0 },
    ]);
    expect(proof?.timestamp).toBe('2024-05-01T10:00:00.000Z');
  });

  it('reads a proof without subproofs and refuses one without lines', () => {
    expect(parseSavedProof({ proofLines: [], timestamp: 't' })).toEqual({
      lines: [],
      subproofs: [],
      timestamp: 't',
    });
    expect(parseSavedProof({ subproofs: [] })).toBeNull();
    expect(parseSavedProof(null)).toBeNull();
  });
});

describe('proofLoaderMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the saved proof and shows its header', async () => {
    const { actor, calls } = start(async () => ({ success: true, proofStateV4: savedProof }));
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ argumentId: 12 }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.header).toBe('Valid Proof (3 lines)');
    expect(snapshot.context.proof?.lines.map((line) => line.content)).toEqual(['P → Q', 'P', 'Q']);
    expect(snapshot.context.proof?.subproofs).toHaveLength(2);
    expect(snapshot.context.error).toBeNull();
  });

  it.each([
    [
      'a 404',
      () => Promise.reject(httpError(404, { error: 'Not found' })),
      'No saved proof found for this argument',
    ],
    [
      'another status with an error',
      () => Promise.reject(httpError(500, { error: 'Database down' })),
      'API error: Database down',
    ],
    [
      'another status without an error',
      () => Promise.reject(httpError(403, 'Forbidden')),
      'API error: Unknown error',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('fetch failed')),
      'Failed to load proof',
    ],
    [
      'an answer with success false',
      () => Promise.resolve({ success: false, message: 'Proof is corrupt' }),
      'API error: Proof is corrupt',
    ],
    [
      'an answer without a proof',
      () => Promise.resolve({ success: true }),
      'API error: Unknown error',
    ],
    [
      'an unreadable proof',
      () => Promise.resolve({ success: true, proofStateV4: { timestamp: 't' } as never }),
      'Failed to load proof',
    ],
  ])('shows the error for %s', async (_, load, text) => {
    const { actor } = start(load as () => Promise<LoadSavedProofOutput>);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe(text);
    expect(actor.getSnapshot().context.proof).toBeNull();
    expect(actor.getSnapshot().context.header).toBeNull();
  });

  it('retries after an error', async () => {
    let attempt = 0;
    const { actor, calls } = start(() =>
      attempt++ === 0
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve({ success: true, proofStateV4: savedProof }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(calls).toHaveLength(2);
  });

  it('ignores RETRY once loaded', async () => {
    const { actor, calls } = start(async () => ({ success: true, proofStateV4: savedProof }));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(calls).toHaveLength(1);
  });

  it('fails with the network text when the app did not provide the actor', async () => {
    const actor = createActor(proofLoaderMachine, { input: { argumentId: 1 } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('Failed to load proof');
  });
});
