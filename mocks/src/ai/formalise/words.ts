/**
 * Words with their places: the one tokeniser the formaliser reads claims and the submitted text
 * with, so a claim's words and the text's words compare one to one.
 */

/** A word: letters and digits, with inner apostrophes (`isn't`, `Socrates’s`). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** One word of a text and its place, `[start, end)` in UTF-16 code units. */
export interface Word {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** The words of `text` in order (one pass; punctuation and spaces only separate them). */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/**
 * `text` with its ASCII capitals lowercased and nothing else changed, so every index of the
 * result is the same character's index in `text` (`toLowerCase` may lengthen some letters).
 */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (char) => char.toLowerCase());
}
