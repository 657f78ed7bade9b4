/**
 * How a claim's text is placed inside a generated sentence.
 *
 * Spec (reconstruction editor): premise text that has if/then, unless, provided that or given
 * that patterns, or is longer than 80 characters, is quoted verbatim in the belief sentence.
 */
import { LONG_TEXT_LENGTH } from '../constants';

/**
 * Conditional patterns that make a text quoted verbatim, case-insensitive, whole words:
 * "if" followed later by "then", "unless", "provided that", "given that".
 */
const VERBATIM_PATTERNS: readonly RegExp[] = [
  /\bif\b[\s\S]*\bthen\b/i,
  /\bunless\b/i,
  /\bprovided\s+that\b/i,
  /\bgiven\s+that\b/i,
];

/**
 * Whether `text` must be quoted verbatim rather than lower-cased into a sentence: it contains an
 * if … then pattern ("if" followed later by "then", both whole words), "unless", "provided that"
 * or "given that" (case-insensitive, whole words), or it is longer than `LONG_TEXT_LENGTH` (80)
 * characters after trimming (81 is long, 80 is not; characters are Unicode code points).
 */
export function shouldQuoteVerbatim(text: string): boolean {
  const trimmed = text.trim();
  if ([...trimmed].length > LONG_TEXT_LENGTH) return true;
  return VERBATIM_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** The trimmed text in double quotes, original case: `"It rains"`. */
export function quoteClaim(text: string): string {
  return `"${text.trim()}"`;
}

/**
 * Whether the first word of a sentence should keep its capital: "I" and its contractions
 * ("I'm", "I've"), and all-capital words of two or more letters (acronyms such as "AI").
 */
function keepsCapital(text: string): boolean {
  const firstWord = /^[\p{L}\p{N}'’]+/u.exec(text)?.[0] ?? '';
  if (/^I(?:['’]\p{L}+)?$/u.test(firstWord)) return true;
  const letters = firstWord.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  );
}

/**
 * A claim text ready to follow "that" in a sentence. Texts matching
 * {@link shouldQuoteVerbatim} are returned quoted verbatim (see {@link quoteClaim}); others are
 * trimmed and their first letter lower-cased ("God exists" → "god exists"), except "I", its
 * contractions and acronyms ("AI will …"), which keep their capital. The rest of the text is
 * never changed.
 */
export function claimInSentence(text: string): string {
  if (shouldQuoteVerbatim(text)) return quoteClaim(text);
  const trimmed = text.trim();
  if (trimmed === '' || keepsCapital(trimmed)) return trimmed;
  const [first = '', ...rest] = trimmed;
  return first.toLowerCase() + rest.join('');
}
