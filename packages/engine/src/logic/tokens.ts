/**
 * The lexer: formula text → tokens. Internal to the logic module (the parser is the public entry).
 *
 * A name token is one letter followed by any digits (`p`, `p1`, `a27`), so `Rxy` is the three
 * tokens `R`, `x`, `y` and `pq` is two atoms; the parser reads adjacency from the positions.
 * The keywords `forall` and `exists` are recognised where a word starts and when no letter or
 * digit follows them (`forall x`, `forall(`…), so they never swallow the start of a name list.
 */

/** What a token is. */
export type TokenKind =
  | 'not'
  | 'and'
  | 'or'
  | 'implies'
  | 'iff'
  | 'forall'
  | 'exists'
  | 'lparen'
  | 'rparen'
  | 'comma'
  | 'name'
  | 'end';

/** One token, with its text as written and its place in the input. */
export interface Token {
  readonly kind: TokenKind;
  /** The characters as written (`'->'`, `'∧'`, `'forall'`, `'p1'`); empty for `end`. */
  readonly text: string;
  /** Index of the first character (UTF-16 code units, 0-based). */
  readonly start: number;
  /** Index just past the last character. */
  readonly end: number;
}

/** A lexing failure: the message names the position. */
export interface LexError {
  readonly message: string;
  readonly position: number;
}

/** The outcome of {@link tokenize}: tokens ending with one `end` token, or the first error. */
export type LexResult =
  | { readonly ok: true; readonly tokens: readonly Token[] }
  | { readonly ok: false; readonly error: LexError };

const SINGLE: Readonly<Record<string, TokenKind>> = {
  '¬': 'not',
  '~': 'not',
  '!': 'not',
  '∧': 'and',
  '&': 'and',
  '∨': 'or',
  '|': 'or',
  '→': 'implies',
  '↔': 'iff',
  '∀': 'forall',
  '∃': 'exists',
  '(': 'lparen',
  ')': 'rparen',
  ',': 'comma',
};

/** Multi-character operators, longest first so `<->` wins over a shorter reading. */
const MULTI: readonly (readonly [string, TokenKind])[] = [
  ['<->', 'iff'],
  ['<=>', 'iff'],
  ['->', 'implies'],
  ['=>', 'implies'],
];

const KEYWORDS: readonly (readonly [string, TokenKind])[] = [
  ['forall', 'forall'],
  ['exists', 'exists'],
];

const HINTS: Readonly<Record<string, string>> = {
  '-': ' (for "implies" write -> or →)',
  '=': ' (for "implies" write => or →)',
  '<': ' (for "if and only if" write <-> or ↔)',
  '>': ' (for "implies" write -> or →)',
};

/** Whether `char` is an ASCII letter. */
function isLetter(char: string | undefined): boolean {
  return char !== undefined && /^[A-Za-z]$/.test(char);
}

/** Whether `char` is an ASCII digit. */
function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

/** Whether `char` is an uppercase ASCII letter. */
export function isUppercase(char: string | undefined): boolean {
  return char !== undefined && char >= 'A' && char <= 'Z';
}

/**
 * Splits formula text into tokens. Whitespace separates tokens and is otherwise ignored.
 * Returns the first unknown character as an error naming its position.
 */
export function tokenize(text: string): LexResult {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    const single = SINGLE[char];
    if (single !== undefined) {
      tokens.push({ kind: single, text: char, start: i, end: i + 1 });
      i++;
      continue;
    }
    const multi = MULTI.find(([spelling]) => text.startsWith(spelling, i));
    if (multi !== undefined) {
      const [spelling, kind] = multi;
      tokens.push({ kind, text: spelling, start: i, end: i + spelling.length });
      i += spelling.length;
      continue;
    }
    if (isLetter(char)) {
      const wordStart = i === 0 || !/[A-Za-z0-9]/.test(text[i - 1]!);
      const keyword = wordStart
        ? KEYWORDS.find(
            ([spelling]) =>
              text.startsWith(spelling, i) && !/[A-Za-z0-9]/.test(text[i + spelling.length] ?? ''),
          )
        : undefined;
      if (keyword !== undefined) {
        const [spelling, kind] = keyword;
        tokens.push({ kind, text: spelling, start: i, end: i + spelling.length });
        i += spelling.length;
        continue;
      }
      let end = i + 1;
      while (isDigit(text[end])) end++;
      tokens.push({ kind: 'name', text: text.slice(i, end), start: i, end });
      i = end;
      continue;
    }
    if (isDigit(char)) {
      return {
        ok: false,
        error: {
          message: `Unexpected digit "${char}" at position ${i}: a name starts with a letter (p1, not 1p)`,
          position: i,
        },
      };
    }
    const shown = String.fromCodePoint(text.codePointAt(i)!);
    return {
      ok: false,
      error: {
        message: `Unknown character "${shown}" at position ${i}${HINTS[char] ?? ''}`,
        position: i,
      },
    };
  }
  tokens.push({ kind: 'end', text: '', start: text.length, end: text.length });
  return { ok: true, tokens };
}
