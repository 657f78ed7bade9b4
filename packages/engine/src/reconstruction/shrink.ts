/**
 * Deletion-based shrinking, internal to the reconstruction module: the minimal conflicting set
 * and the premises a conclusion follows from are both found this way.
 */

/** A property of a subset: holds, fails, or could not be decided. */
export type Verdict = 'yes' | 'no' | 'undecided';

/**
 * Drops the items one by one, in order, keeping each drop after which `holds` is still `'yes'`.
 * Given a set for which `holds` is `'yes'`, the result is a subset for which it is `'yes'` and,
 * when every answer was decided, minimal: dropping any one more item makes it fail (for a
 * property that is preserved by adding items, as unsatisfiability and entailment are). It is
 * not necessarily the smallest such subset. Uses one call of `holds` per item.
 *
 * @example
 * shrinkByDeletion([1, 2, 3, 4], (xs) => (xs.reduce((a, b) => a + b, 0) >= 5 ? 'yes' : 'no'));
 * // [3, 4]  (1 and 2 are dropped in turn; without 3 or without 4 the sum is below 5)
 */
export function shrinkByDeletion<T>(
  items: readonly T[],
  holds: (subset: readonly T[]) => Verdict,
): T[] {
  let kept = [...items];
  for (const item of items) {
    const without = kept.filter((other) => other !== item);
    if (holds(without) === 'yes') kept = without;
  }
  return kept;
}
