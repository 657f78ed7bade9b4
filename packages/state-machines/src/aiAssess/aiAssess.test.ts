import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { aiAssessMachine } from './aiAssess.machine';
import type {
  AiAssessEmitted,
  AiAssessInput,
  EstimateSettingsRequest,
  EstimateSettingsResponse,
} from './aiAssess.types';

const premises = [
  { id: 'p1', content: 'All men are mortal' },
  { id: 'p2', content: 'Socrates is a man' },
  { id: 'p3', content: 'Socrates exists' },
];
const conclusion = { id: 'c', content: 'Socrates is mortal' };

function start(
  answer: (request: EstimateSettingsRequest) => Promise<EstimateSettingsResponse>,
  input: Partial<AiAssessInput> = {},
) {
  const requests: EstimateSettingsRequest[] = [];
  const emitted: AiAssessEmitted[] = [];
  const actor = createActor(
    aiAssessMachine.provide({
      actors: {
        estimateSettings: fromPromise(async ({ input: request }) => {
          requests.push(request);
          return answer(request);
        }),
      },
    }),
    { input: { tabId: 'BAYESIAN', premises, conclusion, ...input } },
  );
  actor.on('estimated', (event) => emitted.push(event));
  actor.start();
  return { actor, requests, emitted };
}

const bayesianAnswer: EstimateSettingsResponse = {
  settings: {
    bayesianNetworkData: {
      conditionalProbabilities: { p1: 0.9, p2: 0.8, p3: 0.7 },
      reverseConditionalProbabilities: { p1: 0.2, p2: 0.3, p3: 0.1 },
    },
  },
};

describe('aiAssessMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Bayesian: shows progress, then success for exactly 5 s, and emits the estimate', async () => {
    let resolve: (answer: EstimateSettingsResponse) => void = () => {};
    const { actor, requests, emitted } = start(
      () => new Promise<EstimateSettingsResponse>((r) => (resolve = r)),
    );
    actor.send({ type: 'ASSESS' });
    expect(actor.getSnapshot().value).toBe('assessing');
    expect(actor.getSnapshot().context.message).toEqual({
      kind: 'info',
      text: 'Analyzing Bayesian network for 3 premises...',
    });
    expect(requests).toEqual([
      {
        currentTabId: 'BAYESIAN',
        premises,
        conclusion,
        modelId: 'gpt-4o-mini',
        userEvaluations: [],
      },
    ]);
    resolve(bayesianAnswer);
    await vi.advanceTimersByTimeAsync(0);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('success');
    expect(snapshot.context.message).toEqual({
      kind: 'success',
      text: 'AI successfully estimated 3 conditional probabilities.',
    });
    const estimate = {
      tabId: 'BAYESIAN',
      bayesianNetworkData: bayesianAnswer.settings?.bayesianNetworkData,
    };
    expect(snapshot.context.estimate).toEqual(estimate);
    expect(emitted).toEqual([{ type: 'estimated', estimate }]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('labels the offline rules’ answer as a rule-based estimate, never as an AI’s', async () => {
    const bayes = start(async () => bayesianAnswer, { modelId: 'offline-rules' });
    bayes.actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(bayes.actor.getSnapshot().context.message).toEqual({
      kind: 'success',
      text: 'Rule-based estimate: 3 conditional probabilities set by offline rules (no AI model is configured).',
    });
    expect(bayes.requests[0]?.modelId).toBe('offline-rules');

    // Picked in the model picker after the machine started: the same label.
    const table = start(async () => ({ truthTableData: { rowValues: { '11': 0.9, '10': 0.4 } } }), {
      tabId: 'TRUTH_TABLE',
      premises: premises.slice(0, 2),
    });
    table.actor.send({ type: 'SET_MODEL', modelId: 'offline-rules' });
    table.actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(table.actor.getSnapshot().context.message?.text).toBe(
      'Rule-based estimate: 2 truth table values set by offline rules (no AI model is configured).',
    );
  });

  it('Bayesian: reads the top-level data when settings are absent; missing reverse is empty', async () => {
    const { actor } = start(async () => ({
      bayesianNetworkData: { conditionalProbabilities: { p1: 0.6 } },
    }));
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.estimate).toEqual({
      tabId: 'BAYESIAN',
      bayesianNetworkData: {
        conditionalProbabilities: { p1: 0.6 },
        reverseConditionalProbabilities: {},
      },
    });
    expect(actor.getSnapshot().context.message?.text).toBe(
      'AI successfully estimated 1 conditional probabilities.',
    );
  });

  it('Bayesian: no conditional probabilities is an error for exactly 5 s', async () => {
    const { actor, emitted } = start(async () => ({
      bayesianNetworkData: { conditionalProbabilities: {}, reverseConditionalProbabilities: {} },
    }));
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.message).toEqual({
      kind: 'error',
      text: 'AI could not generate Bayesian estimates.',
    });
    expect(emitted).toEqual([]);
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().value).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('Bayesian: a failed call reads "Assessment failed: {message}"', async () => {
    const { actor } = start(async () => {
      throw new Error('HTTP 502');
    });
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.message).toEqual({
      kind: 'error',
      text: 'Assessment failed: HTTP 502',
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('an answer with only an error field is a failure with that message', async () => {
    const { actor } = start(async () => ({ error: 'Model overloaded' }));
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.message?.text).toBe('Assessment failed: Model overloaded');
  });

  it('Truth table: progress counts 2^n rows, success counts the values returned', async () => {
    const rowValues = { '11': 0.9, '10': 0.5, '01': 0.4, '00': 0.1 };
    const { actor, requests, emitted } = start(async () => ({ truthTableData: { rowValues } }), {
      tabId: 'TRUTH_TABLE',
      premises: premises.slice(0, 2),
      modelId: 'o3-mini',
      userEvaluations: [{ p1: 0.7 }],
    });
    actor.send({ type: 'ASSESS' });
    expect(actor.getSnapshot().context.message?.text).toBe('Analyzing 4 truth table rows...');
    expect(requests[0]).toEqual({
      currentTabId: 'TRUTH_TABLE',
      premises: premises.slice(0, 2),
      conclusion,
      modelId: 'o3-mini',
      userEvaluations: [{ p1: 0.7 }],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.message).toEqual({
      kind: 'success',
      text: 'AI successfully estimated 4 truth table values.',
    });
    expect(emitted).toEqual([
      { type: 'estimated', estimate: { tabId: 'TRUTH_TABLE', truthTableData: { rowValues } } },
    ]);
  });

  it('Truth table: prefers settings.truthTableData over the top level', async () => {
    const { actor } = start(
      async () => ({
        settings: { truthTableData: { rowValues: { '1': 0.8, '0': 0.2 } } },
        truthTableData: { rowValues: { '1': 0.1 } },
      }),
      { tabId: 'TRUTH_TABLE', premises: premises.slice(0, 1) },
    );
    actor.send({ type: 'ASSESS' });
    expect(actor.getSnapshot().context.message?.text).toBe('Analyzing 2 truth table rows...');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.message?.text).toBe(
      'AI successfully estimated 2 truth table values.',
    );
  });

  it('Truth table: no row values is an error; a failed call reads "Assessment failed: …"', async () => {
    let fail = false;
    const { actor } = start(
      async () => {
        if (fail) throw new Error('Network down');
        return { settings: {} };
      },
      { tabId: 'TRUTH_TABLE' },
    );
    actor.send({ type: 'ASSESS' });
    expect(actor.getSnapshot().context.message?.text).toBe('Analyzing 8 truth table rows...');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.message).toEqual({
      kind: 'error',
      text: 'AI could not generate truth table values.',
    });
    fail = true;
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.message).toEqual({
      kind: 'error',
      text: 'Assessment failed: Network down',
    });
  });

  it('is disabled while running: a second ASSESS is refused and not called again', async () => {
    const { actor, requests } = start(
      () => new Promise((resolve) => setTimeout(() => resolve(bayesianAnswer), 1000)),
    );
    actor.send({ type: 'ASSESS' });
    expect(actor.getSnapshot().can({ type: 'ASSESS' })).toBe(false);
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().can({ type: 'ASSESS' })).toBe(true);
  });

  it('is disabled with no premises', () => {
    const { actor, requests } = start(async () => bayesianAnswer, { premises: [] });
    expect(actor.getSnapshot().can({ type: 'ASSESS' })).toBe(false);
    actor.send({ type: 'ASSESS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(requests).toHaveLength(0);
    actor.send({ type: 'SET_ARGUMENT', premises: premises.slice(0, 1), conclusion });
    expect(actor.getSnapshot().can({ type: 'ASSESS' })).toBe(true);
  });

  it('can assess again while an outcome is shown; the new progress replaces it', async () => {
    const { actor, requests } = start(async () => bayesianAnswer);
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SET_MODEL', modelId: 'claude-3-haiku-20240307' });
    actor.send({ type: 'ASSESS' });
    expect(actor.getSnapshot().context.message?.text).toBe(
      'Analyzing Bayesian network for 3 premises...',
    );
    expect(requests[1]?.modelId).toBe('claude-3-haiku-20240307');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('fails loudly when the app did not provide the actor', async () => {
    const actor = createActor(aiAssessMachine, {
      input: { tabId: 'BAYESIAN', premises, conclusion },
    }).start();
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.message?.text).toBe(
      'Assessment failed: The "estimateSettings" actor was not provided: use machine.provide({ actors })',
    );
  });
});
