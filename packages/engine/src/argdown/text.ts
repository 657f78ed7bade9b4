/**
 * Argdown's inline syntax in statement text, both ways: what an import strips or unwraps (tags,
 * links, mentions, bold and italic ranges, escapes, comments) and what an export escapes so
 * that plain claim text reads back unchanged.
 */

/** Characters that start Argdown syntax anywhere in a line; an export escapes them with `\`. */
const SPECIAL = /[\\[\]<>{}#@*_]|\/(?=[/*])/g;

/** Plain text as Argdown statement text: one line, special characters escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SPECIAL, (char) => `\\${char}`);
}

/**
 * An argument title: one line, without the angle brackets that would end it early, and with a
 * space before a start that Argdown would read otherwise (`<!--` opens a comment, `<-` a relation).
 */
export function escapeTitle(title: string): string {
  const line = title.replace(/\s+/g, ' ').trim().replace(/</g, '‹').replace(/>/g, '›');
  return /^(?:!--|-)/.test(line) ? ` ${line}` : line;
}

/**
 * Escaped characters (`\x`) as private-use placeholders, so that no later step reads them as
 * syntax; {@link restoreEscapes} puts them back.
 */
export interface Escapes {
  protect(text: string): string;
  restore(text: string): string;
}

export function escapes(): Escapes {
  const placeholderOf = new Map<string, string>();
  const charOf = new Map<string, string>();
  return {
    protect: (text) =>
      text.replace(/\\([^\n])/g, (_, char: string) => {
        let placeholder = placeholderOf.get(char);
        if (placeholder === undefined) {
          placeholder = String.fromCharCode(0xe000 + placeholderOf.size);
          placeholderOf.set(char, placeholder);
          charOf.set(placeholder, char);
        }
        return placeholder;
      }),
    restore: (text) =>
      text.replace(/[\ue000-\uf8ff]/g, (placeholder) => charOf.get(placeholder) ?? placeholder),
  };
}

/** Marks where a comment was, until {@link stripComments} drops the lines it emptied. */
export const COMMENT_MARK = '\u0001';

/**
 * Removes comments (`//…`, `/* … *\/`, `<!-- … -->`) as Argdown's lexer does: not inside a link
 * `[text](url)`, a title (`[…]`, `<…>`) or a data element `{…}`, which it reads first. The comment's characters become
 * {@link COMMENT_MARK} and its line breaks stay, so the caller can number lines first and then
 * drop the lines a comment emptied (Argdown skips them: they do not end a block).
 */
export function stripComments(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '\\') {
      out += text.slice(at, at + 2); // an escaped character is never syntax
      at += 2;
      continue;
    }
    const comment =
      char === '/' || char === '<'
        ? /^(?:\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|\/\/[^\n]*)/.exec(text.slice(at, at + 100_000))
        : null;
    if (comment) {
      out += comment[0].replace(/[^\n]/g, COMMENT_MARK);
      at += comment[0].length;
      continue;
    }
    // Links, titles and data are read whole before anything inside them could be a comment.
    const whole =
      char === '['
        ? /^\[[^\]\n]+?\](?:\([^)\n]+?\))?/.exec(text.slice(at, at + 2000))
        : char === '<'
          ? /^<[^-\n][^>\n]*>/.exec(text.slice(at, at + 2000))
          : null;
    if (whole) {
      out += whole[0];
      at += whole[0].length;
      continue;
    }
    if (char === '{') {
      const end = closingBrace(text, at);
      if (end > 0) {
        out += text.slice(at, end + 1);
        at = end + 1;
        continue;
      }
    }
    out += char;
    at++;
  }
  return out;
}

/** The index of the `}` closing the data element that opens at `start`, or -1. */
export function closingBrace(text: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let at = start; at < text.length; at++) {
    const char = text[at]!;
    if (quote) {
      if (char === '\\' && quote === '"') at++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at;
  }
  return -1;
}

/**
 * Statement text as plain claim text: links become their text, mentions their title, tags and
 * bold/italic markers go, whitespace collapses to single spaces.
 */
export function plainText(text: string): { text: string; tags: string[] } {
  const tags: string[] = [];
  const plain = text
    .replace(/\[([^\]\n]+?)\]\(([^)\n]+?)\)/g, '$1')
    .replace(/@\[([^\]\n]+?)\]/g, '$1')
    .replace(/@<([^>\n]+?)>/g, '$1')
    .replace(
      /#\(([^)]+)\)|#([A-Za-z0-9\-\u00a0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef]+)/g,
      (_, bracketed, plainTag) => {
        tags.push(bracketed ?? plainTag);
        return '';
      },
    )
    .replace(/\*\*(\S(?:[^*]*?\S)?)\*\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])__(\S(?:[^_]*?\S)?)__(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/\*(\S(?:[^*]*?\S)?)\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}])_(\S(?:[^_]*?\S)?)_(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  return { text: plain, tags };
}

/** Whether a text leaves a data element `{…` open at its end (so the next line belongs to it). */
export function hasOpenData(text: string): boolean {
  let depth = 0;
  let quote = '';
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quote) {
      if (char === '\\' && quote === '"') at++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '\\') at++;
    else if (depth > 0 && (char === '"' || char === "'")) quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && depth > 0) depth--;
  }
  return depth > 0;
}
