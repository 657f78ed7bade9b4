import { describe, expect, it } from 'vitest';
import { isUsableClaimId } from './claimId';

describe('isUsableClaimId', () => {
  it('accepts ids shorter than 100 characters', () => {
    expect(isUsableClaimId('p1')).toBe(true);
    expect(isUsableClaimId('x'.repeat(99))).toBe(true);
  });

  it('ignores ids of 100 characters or more', () => {
    expect(isUsableClaimId('x'.repeat(100))).toBe(false);
    expect(isUsableClaimId('x'.repeat(250))).toBe(false);
  });

  it('rejects empty and non-string ids', () => {
    expect(isUsableClaimId('')).toBe(false);
    expect(isUsableClaimId(undefined)).toBe(false);
    expect(isUsableClaimId(42)).toBe(false);
  });
});
