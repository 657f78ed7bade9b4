import { describe, expect, it } from 'vitest';
import { assessArgument, generateLinked, reconstructionReceipt } from './offlineAi';
import { type OfflineAiCall, runOfflineAiJob } from './offlineAiWorker';

const argument = {
  title: 'Rain',
  description: '',
  type: 'INDUCTIVE' as const,
  premises: [{ content: 'Dark clouds are gathering.' }],
  conclusion: { content: 'It will rain.' },
};

describe('@credence/mocks/offline-ai-worker', () => {
  it('answers a job with the offline function’s own answer, options included', () => {
    expect(
      runOfflineAiJob({ id: 1, call: 'assessArgument', body: { argument, mode: 'single' } }),
    ).toEqual({
      id: 1,
      ok: true,
      value: assessArgument({ argument, mode: 'single' }),
    });
    const linked = {
      mode: 'refute' as const,
      conclusion: 'It rains.',
      userInstructions: '',
      model: 'm',
    };
    expect(
      runOfflineAiJob({
        id: 2,
        call: 'generateLinked',
        body: linked,
        options: { ruleBased: true },
      }),
    ).toEqual({ id: 2, ok: true, value: generateLinked(linked, { ruleBased: true }) });
  });

  it('computes a reconstruction’s receipt (the engine’s work, off a server’s request thread)', () => {
    const request = {
      premises: [{ formula: 'F(a)', content: 'Socrates is a man.' }],
      conclusion: { formula: 'G(a)', content: 'Socrates is mortal.' },
      argumentType: 'DEDUCTIVE' as const,
    };
    const result = runOfflineAiJob({ id: 5, call: 'reconstructionReceipt', body: request });
    expect(result).toEqual({ id: 5, ok: true, value: reconstructionReceipt(request) });
    expect(result.ok && (result.value as { valid: { status: string } }).valid.status).toBe(
      'invalid',
    );
  });

  it('reports a failure instead of throwing, so the host can answer it', () => {
    expect(runOfflineAiJob({ id: 3, call: 'nope' as OfflineAiCall, body: {} })).toEqual({
      id: 3,
      ok: false,
      message: 'Unknown offline AI call "nope"',
    });
    expect(runOfflineAiJob({ id: 4, call: 'assessArgument', body: null })).toMatchObject({
      id: 4,
      ok: false,
    });
  });
});
