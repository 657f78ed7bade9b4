import { describe, expect, it } from 'vitest';
import { AiError } from './errors.ts';
import { aiTimeoutMs, DEFAULT_AI_TIMEOUT_MS, withAiTimeout } from './timeout.server.ts';

describe('aiTimeoutMs', () => {
  it('reads AI_TIMEOUT_MS when it is a positive whole number, else 60 s', () => {
    expect(DEFAULT_AI_TIMEOUT_MS).toBe(60_000);
    expect(aiTimeoutMs({})).toBe(60_000);
    expect(aiTimeoutMs({ AI_TIMEOUT_MS: ' 1500 ' })).toBe(1500);
    for (const bad of ['', '0', '-5', '1.5', 'soon', 'Infinity']) {
      expect(aiTimeoutMs({ AI_TIMEOUT_MS: bad }), bad).toBe(60_000);
    }
  });
});

describe('withAiTimeout', () => {
  it('passes an answer or a failure on, and aborts nothing then', async () => {
    let seen: AbortSignal | undefined;
    expect(
      await withAiTimeout(async (signal) => {
        seen = signal;
        return 42;
      }, 1_000),
    ).toBe(42);
    expect(seen?.aborted).toBe(false);
    await expect(withAiTimeout(() => Promise.reject(new Error('boom')), 1_000)).rejects.toThrow(
      'boom',
    );
  });

  it('rejects with a 504 at the deadline and aborts the call, even one that ignores its signal', async () => {
    let seen: AbortSignal | undefined;
    const started = Date.now();
    const error = await withAiTimeout((signal) => {
      seen = signal;
      return new Promise(() => {});
    }, 50).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ status: 504, message: 'The AI service did not answer in time' });
    expect(seen?.aborted).toBe(true);
  });
});
