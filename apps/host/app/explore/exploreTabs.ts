/**
 * The tabs of /explore for one argument, and which one opens: the spec's `initialTab` query
 * parameter when it names one, else the map in dialectic mode and the argument itself otherwise.
 */

/** The tabs, in order: id (the `initialTab` value) and label. */
export const EXPLORE_TABS = [
  { id: 'argument', label: 'Argument' },
  { id: 'map', label: 'Map' },
  { id: 'linked', label: 'Linked arguments' },
] as const;

/** A tab's id. */
export type ExploreTabId = (typeof EXPLORE_TABS)[number]['id'];

/** Whether `value` is a tab's id. */
export function isExploreTab(value: unknown): value is ExploreTabId {
  return EXPLORE_TABS.some((tab) => tab.id === value);
}

/** The tab that opens: `initialTab` when it is one, else the mode's default. */
export function openingTab(
  initialTab: string | null | undefined,
  dialectic: boolean,
): ExploreTabId {
  if (isExploreTab(initialTab)) return initialTab;
  return dialectic ? 'map' : 'argument';
}

/**
 * The page's query with `initialTab` set to `tab`, the rest kept: choosing a tab updates the
 * address in place, so a reload or a shared link opens the same tab.
 */
export function withTab(search: URLSearchParams, tab: ExploreTabId): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('initialTab', tab);
  return next;
}

/** The most significant argument of a group: one that answers no other (else the first). */
export function rootArgumentId(
  argumentIds: readonly number[],
  relationships: readonly { sourceArgumentId: number }[],
): number | undefined {
  const sources = new Set(relationships.map((link) => link.sourceArgumentId));
  return argumentIds.find((id) => !sources.has(id)) ?? argumentIds[0];
}
