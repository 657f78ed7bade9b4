/**
 * Deterministic stand-ins for AI answers: the same texts always give the same numbers.
 */

import { charClass, stripEnd } from './trim';

const FNV_OFFSET_BASIS = 0x811c9dc5;

/** Joins the texts {@link unitFrom} hashes (a character no claim text uses). */
const SEPARATOR = '\u241f';

/** FNV-1a continued from `hash` over `text`: hashing a shared prefix once serves many suffixes. */
function fnv1aFrom(hash: number, text: string): number {
  let next = hash;
  for (let i = 0; i < text.length; i++) {
    next ^= text.charCodeAt(i);
    next = Math.imul(next, 0x01000193) >>> 0;
  }
  return next >>> 0;
}

/** 32-bit FNV-1a hash of a string (UTF-16 code units). */
export function fnv1a(text: string): number {
  return fnv1aFrom(FNV_OFFSET_BASIS, text);
}

/** A number in [0, 1) determined by the texts. */
export function unitFrom(...texts: string[]): number {
  return fnv1a(texts.join(SEPARATOR)) / 2 ** 32;
}

/**
 * `unitFrom(first, ...rest, last)` for many `last`s, with the leading texts hashed once: the
 * same numbers, without rehashing long shared texts for every pair or row (FNV-1a reads its
 * input left to right, so it can resume after the prefix).
 */
export function unitAfter(first: string, ...rest: string[]): (last: string) => number {
  const prefix = fnv1aFrom(FNV_OFFSET_BASIS, [first, ...rest, ''].join(SEPARATOR));
  return (last) => fnv1aFrom(prefix, last) / 2 ** 32;
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

const isFinalStop = charClass('.!?;');

/** The text without a final full stop (or ! ? ;) and surrounding spaces (linear time: `trim.ts`). */
export function withoutFinalStop(text: string): string {
  return stripEnd(text.trim(), isFinalStop).trim();
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
