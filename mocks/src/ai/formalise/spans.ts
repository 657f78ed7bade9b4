/**
 * Where a claim stands in the submitted text: `[start, end)` character offsets (UTF-16 code
 * units) of its words. Claims are compared word by word, case-insensitively and ignoring
 * punctuation, which is what the offline extractor changes (it capitalises, trims clause
 * punctuation, adds a final stop and drops the so/therefore and because/since markers).
 */
import { asciiLower, type Word, wordsOf } from './words';

/** `[start, end)` in the submitted text. */
export type SourceSpan = readonly [start: number, end: number];

/** Words that end a claim before them or start one after them, as the extractor splits. */
const MARKERS = new Set(['so', 'therefore', 'thus', 'hence', 'consequently', 'because', 'since']);
const SENTENCE_END = /[.!?\n]/;
const CLAUSE_PUNCTUATION = /[;:,()]/;

/** 3 for what ends a sentence, 1 for clause punctuation, 0 for spaces alone. */
function strength(between: string): number {
  if (SENTENCE_END.test(between)) return 3;
  return CLAUSE_PUNCTUATION.test(between) ? 1 : 0;
}

/** The submitted text's words, with what is needed to place claims in it. */
export class SourceText {
  private readonly words: Word[];
  private readonly keys: string[];
  /** Each word's sentence number (a new sentence after . ! ? or a line break). */
  private readonly sentence: number[];
  private readonly used = new Set<number>();

  constructor(private readonly text: string) {
    this.words = wordsOf(text);
    this.keys = this.words.map((word) => key(word.text));
    this.sentence = [];
    let current = 0;
    this.words.forEach((word, index) => {
      const previous = this.words[index - 1];
      if (previous && SENTENCE_END.test(text.slice(previous.end, word.start))) {
        current++;
      }
      this.sentence.push(current);
    });
  }

  /**
   * The spans of `claim`'s words: one span where its words stand together (the occurrence that
   * best stands alone, between sentence ends or markers rather than commas, then one no other
   * claim took, then the first); else, within
   * one sentence, the words in order with what stands between them left out (several spans);
   * null when the text does not hold them (an implicit claim).
   */
  spansOf(claim: string): SourceSpan[] | null {
    const wanted = wordsOf(claim).map((word) => key(word.text));
    if (wanted.length === 0) return null;
    const whole = this.together(wanted);
    if (whole !== null) {
      this.used.add(whole);
      const first = this.words[whole]!;
      const last = this.words[whole + wanted.length - 1]!;
      return [[first.start, last.end]];
    }
    return this.scattered(wanted);
  }

  /** The best place where `wanted` stands as consecutive words (Knuth–Morris–Pratt: linear). */
  private together(wanted: readonly string[]): number | null {
    const failure = prefixFunction(wanted);
    let best: number | null = null;
    let bestScore = -1;
    let matched = 0;
    for (let index = 0; index < this.keys.length; index++) {
      while (matched > 0 && this.keys[index] !== wanted[matched]) matched = failure[matched - 1]!;
      if (this.keys[index] === wanted[matched]) matched++;
      if (matched === wanted.length) {
        const start = index - wanted.length + 1;
        const score =
          2 * (this.boundaryBefore(start) + this.boundaryAfter(index)) +
          (this.used.has(start) ? 0 : 1);
        if (score > bestScore) {
          best = start;
          bestScore = score;
        }
        matched = failure[matched - 1]!;
      }
    }
    return best;
  }

  /**
   * How clearly a claim may start at word `index`: 3 at the start of the text or of a sentence
   * or after a marker word (so, therefore, because, …), 1 after clause punctuation, else 0.
   */
  private boundaryBefore(index: number): number {
    const previous = this.words[index - 1];
    if (!previous || MARKERS.has(this.keys[index - 1]!)) return 3;
    return strength(this.text.slice(previous.end, this.words[index]!.start));
  }

  /** How clearly a claim may end at word `index`, as {@link boundaryBefore}. */
  private boundaryAfter(index: number): number {
    const next = this.words[index + 1];
    if (!next || MARKERS.has(this.keys[index + 1]!)) return 3;
    return strength(this.text.slice(this.words[index]!.end, next.start));
  }

  /** `wanted` in order within one sentence, greedily; consecutive words make one span. */
  private scattered(wanted: readonly string[]): SourceSpan[] | null {
    let index = 0;
    while (index < this.words.length) {
      const sentence = this.sentence[index]!;
      const picked: number[] = [];
      let at = index;
      for (; at < this.words.length && this.sentence[at] === sentence; at++) {
        if (picked.length < wanted.length && this.keys[at] === wanted[picked.length]) {
          picked.push(at);
        }
      }
      if (picked.length === wanted.length) return this.join(picked);
      index = at;
    }
    return null;
  }

  private join(picked: readonly number[]): SourceSpan[] {
    const spans: [number, number][] = [];
    let previous = -2;
    for (const index of picked) {
      const word = this.words[index]!;
      const last = spans[spans.length - 1];
      if (last && index === previous + 1) last[1] = word.end;
      else spans.push([word.start, word.end]);
      previous = index;
    }
    return spans;
  }
}

/** A word's comparison key: lowercased, with straight apostrophes. */
function key(word: string): string {
  return asciiLower(word).toLowerCase().replace(/’/g, "'");
}

/** The Knuth–Morris–Pratt failure function of `pattern`. */
function prefixFunction(pattern: readonly string[]): number[] {
  const failure = new Array<number>(pattern.length).fill(0);
  let length = 0;
  for (let index = 1; index < pattern.length; index++) {
    while (length > 0 && pattern[index] !== pattern[length]) length = failure[length - 1]!;
    if (pattern[index] === pattern[length]) length++;
    failure[index] = length;
  }
  return failure;
}

/**
 * Each claim's spans in `text`, placed in order as {@link SourceText.spansOf} places them (a
 * claim prefers an occurrence an earlier one did not take); null for a claim whose words the
 * text does not hold (implicit). For a claim whose spans a model or an editor gave, this is the
 * fallback when those spans do not fit the text.
 */
export function placeClaims(text: string, claims: readonly string[]): (SourceSpan[] | null)[] {
  const source = new SourceText(text);
  return claims.map((claim) => source.spansOf(claim));
}
