import { describe, expect, it } from 'vitest';
import {
  assertNoLocksKey,
  LOCKS_KEY,
  locksWithout,
  splitStoredSettings,
  withStoredLocks,
} from './evaluationLocks.server.ts';

describe('evaluation locks in the settings column', () => {
  const locks = { premiseIds: ['p1', 'p2'], conclusion: true };

  it('round-trips: stored beside the modes, read back apart from them', () => {
    const stored = withStoredLocks({ fallback: { pCGivenPremises: 0.8 } }, locks);
    expect(stored).toEqual({ fallback: { pCGivenPremises: 0.8 }, [LOCKS_KEY]: locks });
    expect(splitStoredSettings(stored)).toEqual({
      settings: { fallback: { pCGivenPremises: 0.8 } },
      locks,
    });
  });

  it('reads rows without locks, or with malformed ones, as no locks', () => {
    expect(splitStoredSettings({ bayesian: {} }).locks).toBeUndefined();
    expect(splitStoredSettings({ [LOCKS_KEY]: { premiseIds: 'p1' } })).toEqual({
      settings: {},
      locks: undefined,
    });
    expect(withStoredLocks({ bayesian: {} }, undefined)).toEqual({ bayesian: {} });
  });

  it('refuses settings under the locks’ key with a 400', () => {
    expect(() => assertNoLocksKey({ [LOCKS_KEY]: locks })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => assertNoLocksKey({ fallback: {} })).not.toThrow();
  });

  it('drops the locks of removed premises', () => {
    expect(locksWithout(locks, new Set(['p1']))).toEqual({ premiseIds: ['p2'], conclusion: true });
  });
});
