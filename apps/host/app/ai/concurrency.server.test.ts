import { describe, expect, it } from 'vitest';
import {
  acquireAiSlot,
  aiCallsInFlight,
  MAX_CONCURRENT_AI_CALLS_PER_USER,
  tooManyAiCalls,
} from './concurrency.server.ts';

describe('AI slots per user', () => {
  it('hands out the limit per user, refuses the next, and takes each back once', () => {
    const taken = Array.from({ length: MAX_CONCURRENT_AI_CALLS_PER_USER }, () => acquireAiSlot(1));
    expect(taken.every(Boolean)).toBe(true);
    expect(acquireAiSlot(1)).toBeNull();
    // Another user has slots of their own.
    const other = acquireAiSlot(2);
    expect(other).not.toBeNull();

    taken[0]!.release();
    taken[0]!.release(); // A second release must not free a slot someone else holds.
    expect(aiCallsInFlight(1)).toBe(MAX_CONCURRENT_AI_CALLS_PER_USER - 1);
    const again = acquireAiSlot(1);
    expect(again).not.toBeNull();
    expect(acquireAiSlot(1)).toBeNull();

    for (const slot of [...taken.slice(1), again, other]) slot!.release();
    expect(aiCallsInFlight(1)).toBe(0);
    expect(aiCallsInFlight(2)).toBe(0);
  });

  it('answers 429 with a readable error and Retry-After', async () => {
    const response = tooManyAiCalls();
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({
      error: 'Too many AI requests at once; please wait for the current ones to finish',
    });
  });
});
