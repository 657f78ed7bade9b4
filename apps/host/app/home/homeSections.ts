/**
 * The home page's lists: the arguments a reader may see, searched by title and sorted into the
 * reader's own ("My arguments"), their friends' FRIENDS_ONLY ones ("Shared with me") and other
 * people's PUBLIC ones ("Public").
 */

/** The most characters of a search that count (a longer `q` is cut, not refused). */
export const MAX_SEARCH_CHARS = 200;

/** What sorting needs of an argument. */
export interface Listed {
  id: number;
  title: string;
  visibility: 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE';
}

/** The three lists, each in the order given. */
export interface HomeSections<T> {
  mine: T[];
  shared: T[];
  public: T[];
}

/** The search as typed in `?q=`: trimmed and cut to {@link MAX_SEARCH_CHARS}; '' for none. */
export function searchQuery(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_CHARS);
}

/**
 * Whether a title matches a search: every word of the search appears in the title, ignoring
 * case and accents ("picnic rain" finds "Rain and the picnic"). An empty search matches all.
 */
export function titleMatches(title: string, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('en');
  const words = fold(query).split(/\s+/).filter(Boolean);
  const folded = fold(title);
  return words.every((word) => folded.includes(word));
}

/** The arguments matching `query`, sorted into the reader's three lists. */
export function homeSections<T extends Listed>(
  list: readonly T[],
  ownIds: readonly number[],
  query: string,
): HomeSections<T> {
  const own = new Set(ownIds);
  const sections: HomeSections<T> = { mine: [], shared: [], public: [] };
  for (const argument of list) {
    if (!titleMatches(argument.title, query)) continue;
    if (own.has(argument.id)) sections.mine.push(argument);
    else if (argument.visibility === 'FRIENDS_ONLY') sections.shared.push(argument);
    else if (argument.visibility === 'PUBLIC') sections.public.push(argument);
  }
  return sections;
}
