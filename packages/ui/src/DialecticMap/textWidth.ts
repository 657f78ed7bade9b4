import { eastAsianWidth } from 'get-east-asian-width';

/**
 * How wide text is in the map's boxes, in columns of an average lower-case Latin letter: SVG text
 * does not wrap, so the layout wraps it, and it must know that a Chinese, Japanese or Korean
 * character, a full-width form or an emoji takes about two such columns, a capital a little more
 * than one ("WHY MOST WOMEN WANT MORE" ran past its box), and an accent mark none. Widths of wide
 * characters come from Unicode's East Asian Width (`get-east-asian-width`), per user-perceived
 * character (`Intl.Segmenter`'s graphemes), as terminals count them (`string-width`'s rules,
 * without its RegExp `v` flag, which the browsers the host supports do not all parse). The
 * map's font is the reader's system font, unknown here: the weights of capitals are an upper
 * bound over common sans-serif faces rather than any one font's metrics.
 */

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;

/** Marks, joiners, variation selectors and controls: nothing of their own to see. */
const INVISIBLE = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}]+$/u;
/** An emoji shown as a picture: of emoji presentation, or asked for with VS16. */
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;
/** The widest letters (about an em in bold), then capitals and the wide lower-case letters. */
const WIDEST = /^[MWÆŒ]/u;
const WIDER = /^[\p{Lu}mw]/u;

/** The text's user-perceived characters (its code points where `Intl.Segmenter` is missing). */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), ({ segment }) => segment) : [...text];
}

/** One user-perceived character's columns: 0 to 2. */
export function graphemeWidth(grapheme: string): number {
  if (INVISIBLE.test(grapheme)) return 0;
  if (EMOJI.test(grapheme)) return 2;
  if (eastAsianWidth(grapheme.codePointAt(0) ?? 0) === 2) return 2;
  if (WIDEST.test(grapheme)) return 1.6;
  if (WIDER.test(grapheme)) return 1.3;
  return 1;
}

/**
 * The text's columns: a lower-case Latin letter 1, a capital 1.3 (M and W 1.6), a CJK character
 * or an emoji 2, a combining accent 0.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const grapheme of graphemes(text)) width += graphemeWidth(grapheme);
  return width;
}

/**
 * The text cut into pieces of at most `width` columns, never inside a character (a character
 * wider than `width` is a piece of its own).
 */
export function cutToWidth(text: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let used = 0;
  for (const grapheme of graphemes(text)) {
    const columns = graphemeWidth(grapheme);
    if (piece && used + columns > width) {
      pieces.push(piece);
      piece = '';
      used = 0;
    }
    piece += grapheme;
    used += columns;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
