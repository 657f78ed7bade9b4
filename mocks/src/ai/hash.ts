/**
 * Deterministic stand-ins for AI answers: the same texts always give the same numbers.
 */

/** 32-bit FNV-1a hash of a string (UTF-16 code units). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A number in [0, 1) determined by the texts. */
export function unitFrom(...texts: string[]): number {
  return fnv1a(texts.join('\u241f')) / 2 ** 32;
}

/** Rounds to 2 decimals. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A probability in [min, max], rounded to 2 decimals, determined by the texts. */
export function probabilityFrom(min: number, max: number, ...texts: string[]): number {
  return round2(min + unitFrom(...texts) * (max - min));
}

/** Clamps to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The text without a final full stop (or ! ? ;) and surrounding spaces. */
export function withoutFinalStop(text: string): string {
  return text
    .trim()
    .replace(/[.!?;]+$/, '')
    .trim();
}

/** First letter lower-cased (`Nuclear power…` → `nuclear power…`). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** At most `length` characters, with an ellipsis when cut. */
export function shorten(text: string, length = 60): string {
  const clean = withoutFinalStop(text);
  return clean.length <= length ? clean : `${clean.slice(0, length - 1).trimEnd()}…`;
}

const stopWords = new Set(
  'that this with from have more less than their there which when what will would should about into very also only some such they them were been being does each other these those under over'.split(
    ' ',
  ),
);

/** The content words of a text: lower-cased words of 4+ letters that are not stop words. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? [];
  return new Set(words.filter((word) => !stopWords.has(word)));
}
