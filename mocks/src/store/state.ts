import type { MockData } from '../types';

/** The live data behind a store, and its clock. Slices read `state.data` on every call. */
export interface StoreState {
  data: MockData;
  now: () => Date;
}

/** The next free numeric id in a list. */
export function nextId(items: ReadonlyArray<{ id: number }>): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

/** Whether two id lists hold the same ids, in any order. */
export function sameClaims(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((id, index) => id === sorted[index]);
}

/** The current time as an ISO string. */
export function timestamp(state: StoreState): string {
  return state.now().toISOString();
}
