import type { ClaimEquivalence } from './types';

/**
 * Claims declared the same, grouped: `classOf(id)` is one representative id for every claim of a
 * group (a claim in no pair is its own). Union–find with path halving, so long chains of pairs
 * (a = b, b = c, …) cost nothing to follow.
 */
export function claimClasses(
  equivalences: readonly ClaimEquivalence[] = [],
): (id: string) => string {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let current = id;
    for (;;) {
      const up = parent.get(current);
      if (up === undefined || up === current) return current;
      const grand = parent.get(up) ?? up;
      parent.set(current, grand);
      current = grand;
    }
  };
  for (const [a, b] of equivalences) {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent.set(rootB, rootA);
  }
  return find;
}
