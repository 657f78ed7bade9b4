import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shrinkByDeletion } from './shrink';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('shrinkByDeletion', () => {
  it('drops items in order while the property holds', () => {
    expect(shrinkByDeletion([1, 2, 3, 4], (xs) => (sum(xs) >= 5 ? 'yes' : 'no'))).toEqual([3, 4]);
  });

  it('keeps an item whose removal cannot be decided', () => {
    const holds = (xs: readonly number[]) => (xs.includes(1) ? 'yes' : 'undecided');
    expect(shrinkByDeletion([1, 2, 3], holds)).toEqual([1]);
    expect(shrinkByDeletion([2, 1], (xs) => (xs.length === 2 ? 'yes' : 'undecided'))).toEqual([
      2, 1,
    ]);
  });

  it('returns a minimal subset for a monotone property (checked against every subset)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 60 }),
        (items, target) => {
          fc.pre(sum(items) >= target);
          const holds = (xs: readonly number[]) => (sum(xs) >= target ? 'yes' : 'no');
          const kept = shrinkByDeletion(items, holds);
          expect(holds(kept)).toBe('yes');
          expect(kept.every((x) => items.includes(x))).toBe(true);
          for (const dropped of kept) expect(holds(kept.filter((x) => x !== dropped))).toBe('no');
        },
      ),
      { seed: 15 },
    );
  });
});
