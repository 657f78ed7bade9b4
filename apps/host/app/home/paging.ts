/**
 * Pages of the home page's lists and short descriptions on its cards, so the page stays small
 * however many arguments there are: each list shows {@link HOME_PAGE_SIZE} cards a page, with
 * plain links to the other pages (no scripts needed), and each card at most
 * {@link DESCRIPTION_PREVIEW_CHARS} characters of its description, cut at a word.
 */

/** Cards per page of one list. */
export const HOME_PAGE_SIZE = 20;

/** The most characters of a description a card shows (then `…`). */
export const DESCRIPTION_PREVIEW_CHARS = 240;

/** The lists and the query parameter that holds each one's page (`?publicPage=2`). */
export const PAGE_PARAMS = {
  mine: 'minePage',
  shared: 'sharedPage',
  public: 'publicPage',
} as const;

export type ListName = keyof typeof PAGE_PARAMS;

/** One page of a list. */
export interface Page<T> {
  items: T[];
  /** 1-based, within 1..pageCount. */
  page: number;
  /** At least 1 (an empty list has one empty page). */
  pageCount: number;
}

/** The page asked for in `param`: plain decimal digits, else page 1. */
export function requestedPage(url: URL, param: string): number {
  const value = url.searchParams.get(param) ?? '';
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : 1;
}

/** The `page`-th page of `list` (a page past the end shows the last one). */
export function pageOf<T>(list: readonly T[], page: number, size = HOME_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: list.slice((current - 1) * size, current * size), page: current, pageCount };
}

/**
 * The address of another page of one list: the current address with that list's page changed
 * (the search and the other lists' pages kept; page 1 leaves the parameter out), ending at the
 * list's heading.
 */
export function pageHref(url: URL, param: string, page: number, anchor: string): string {
  const params = new URLSearchParams(url.searchParams);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}#${anchor}`;
}

/**
 * `text` cut to at most `max` characters at the last space before the limit, with `…` (within
 * the limit); a first word longer than half the limit is cut inside it. Shorter texts unchanged.
 */
export function truncateAtWord(text: string, max = DESCRIPTION_PREVIEW_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max - 1);
  const space = room.search(/\s\S*$/);
  const cut = space >= max / 2 ? room.slice(0, space) : room;
  return `${cut.trimEnd().replace(/[\s,;:.–—-]+$/u, '')}…`;
}
