/**
 * Reading one claim's logical form from its words: conditionals, negation, conjunction,
 * disjunction, the four quantified forms and sentences about a named individual. The result
 * still holds wordings (keys from `normalise.ts`), not symbols; `symbols.ts` names them.
 */

import { stripEnd, stripStart } from '../trim';
import { normaliseWording } from './normalise';
import { asciiLower, wordsOf } from './words';

/** A wording and its key: the words as written, and what they normalise to. */
export interface Wording {
  readonly key: string;
  readonly text: string;
}

/** A claim's form before symbols are handed out. */
export type Form =
  | { readonly kind: 'atom'; readonly wording: Wording }
  | { readonly kind: 'predication'; readonly predicate: Wording; readonly individual: Wording }
  | {
      /** all/every/each/any F are G (∀), some F are G (∃); `negated`: not G (and "no F are G"). */
      readonly kind: 'all' | 'some';
      readonly subject: Wording;
      readonly predicate: Wording;
      readonly negated: boolean;
    }
  | { readonly kind: 'not'; readonly operand: Form }
  | {
      readonly kind: 'implies' | 'and' | 'or' | 'iff';
      readonly left: Form;
      readonly right: Form;
    };

/**
 * How deeply connectives nest before the rest of a clause is read as one atom. Each level
 * rereads what is left, so the bound keeps "a or a or …" linear; no sentence a person writes
 * nests 16 connectives.
 */
export const MAX_FORM_DEPTH = 16;

const NEGATION_PREFIXES = [
  'it is not the case that ',
  'it is not true that ',
  'it is false that ',
  'not ',
];
const NEUTRAL_PREFIXES = ['it is the case that ', 'it is true that '];
/** Words that join a claim to what came before and say nothing of their own. */
const DISCOURSE = /^(?:and|but|also|moreover|furthermore|besides|however|yet)\b[\s,]*/;
const BE = new Set(['is', 'are', 'was', 'were']);
const AUXILIARIES = new Set(['do', 'does', 'did']);
const NEGATIONS = new Set(['not', 'never', 'no']);
const QUANTIFIERS: Readonly<Record<string, 'all' | 'some' | 'no'>> = {
  all: 'all',
  every: 'all',
  each: 'all',
  any: 'all',
  some: 'some',
  no: 'no',
};

const isEdge = (char: string) => char === ',' || char === ';' || char === ':' || char.trim() === '';
const isStop = (char: string) => char === '.' || char === '!' || char === '?';

/** `text` without surrounding spaces, clause punctuation and final stops (loops: linear). */
function trimClause(text: string): string {
  return stripStart(stripEnd(stripEnd(text, isEdge), isStop), isEdge).trim();
}

/**
 * Spells out contractions: `isn't` → `is not`, `can't` and `cannot` → `can not`, `won't` →
 * `will not`; `'re` → ` are`, `'m` → ` am`, `'ve` → ` have`, `'ll` → ` will`; and `'s` → ` is`
 * after it, that, there, here, he, she, what, who, where (elsewhere `'s` is a possessive).
 */
export function expandContractions(text: string): string {
  return text
    .replace(/\b(ca)n['’]t\b/gi, '$1n not')
    .replace(/\bwon['’]t\b/gi, (word) => `${word.charAt(0)}ill not`)
    .replace(/\bshan['’]t\b/gi, (word) => `${word.charAt(0)}hall not`)
    .replace(/\b(can)not\b/gi, '$1 not')
    .replace(/n['’]t\b/gi, ' not')
    .replace(/\b(it|that|there|here|he|she|what|who|where)['’]s\b/gi, '$1 is')
    .replace(/['’]re\b/gi, ' are')
    .replace(/['’]m\b/gi, ' am')
    .replace(/['’]ve\b/gi, ' have')
    .replace(/['’]ll\b/gi, ' will');
}

/** The number of words in `text` (spaces collapsed). */
function wordCount(text: string): number {
  return text.trim() === '' ? 0 : text.trim().split(' ').length;
}

/** Reads claims' forms; `isName` tells proper names (see `names.ts`). */
export class ClauseReader {
  constructor(private readonly isName: (word: string) => boolean) {}

  /** The form of one claim as written (a sentence, with or without its final stop). */
  read(claim: string): Form {
    return this.form(trimClause(expandContractions(claim).replace(/\s+/g, ' ')), 0);
  }

  private form(text: string, depth: number): Form {
    const clause = trimClause(text);
    if (depth >= MAX_FORM_DEPTH) return this.atomic(clause);
    const low = asciiLower(clause);
    const inner = (part: string) => this.form(part, depth + 1);
    const binary = (kind: 'implies' | 'and' | 'or' | 'iff', left: string, right: string): Form => ({
      kind,
      left: inner(left),
      right: inner(right),
    });

    const discourse = DISCOURSE.exec(low);
    if (discourse && discourse[0].length < clause.length) {
      return inner(clause.slice(discourse[0].length));
    }
    for (const prefix of NEUTRAL_PREFIXES) {
      if (low.startsWith(prefix)) return inner(clause.slice(prefix.length));
    }
    for (const prefix of NEGATION_PREFIXES) {
      if (low.startsWith(prefix))
        return { kind: 'not', operand: inner(clause.slice(prefix.length)) };
    }
    if (low.startsWith('neither ')) {
      const nor = low.indexOf(' nor ');
      if (nor > 0) {
        return {
          kind: 'and',
          left: { kind: 'not', operand: inner(clause.slice(8, nor)) },
          right: { kind: 'not', operand: inner(clause.slice(nor + 5)) },
        };
      }
    }
    if (low.startsWith('if ')) {
      const then = low.indexOf(' then ');
      if (then > 0) return binary('implies', clause.slice(3, then), clause.slice(then + 6));
      const comma = low.indexOf(', ');
      if (comma > 0) return binary('implies', clause.slice(3, comma), clause.slice(comma + 2));
    }
    if (low.startsWith('unless ')) {
      // Unless B, A ≡ ¬B → A.
      const comma = low.indexOf(', ');
      if (comma > 0) {
        return {
          kind: 'implies',
          left: { kind: 'not', operand: inner(clause.slice(7, comma)) },
          right: inner(clause.slice(comma + 2)),
        };
      }
    }
    for (const [opener, word, kind] of [
      ['either ', ' or ', 'or'],
      ['both ', ' and ', 'and'],
    ] as const) {
      if (!low.startsWith(opener)) continue;
      const at = low.indexOf(word);
      if (at > 0)
        return binary(kind, clause.slice(opener.length, at), clause.slice(at + word.length));
    }
    const iff = low.indexOf(' if and only if ');
    if (iff > 0) return binary('iff', clause.slice(0, iff), clause.slice(iff + 16));
    const onlyIf = low.indexOf(' only if ');
    if (onlyIf > 0) return binary('implies', clause.slice(0, onlyIf), clause.slice(onlyIf + 9));
    const unless = low.indexOf(' unless ');
    if (unless > 0) {
      // A unless B ≡ ¬B → A.
      return {
        kind: 'implies',
        left: { kind: 'not', operand: inner(clause.slice(unless + 8)) },
        right: inner(clause.slice(0, unless)),
      };
    }
    const backwardIf = low.indexOf(' if ');
    if (backwardIf > 0) {
      // B if A ≡ A → B.
      return binary('implies', clause.slice(backwardIf + 4), clause.slice(0, backwardIf));
    }
    for (const [word, kind] of [
      [' or ', 'or'],
      [' and ', 'and'],
      [' but ', 'and'],
    ] as const) {
      const at = low.indexOf(word);
      if (at < 0) continue;
      const left = clause.slice(0, at);
      const right = clause.slice(at + word.length);
      // "tall and strong", "Socrates and Plato": a connective between single words joins
      // words, not clauses; the whole is read as one atom.
      if (wordCount(trimClause(left)) >= 2 && wordCount(trimClause(right)) >= 2) {
        return binary(kind, left, right);
      }
    }
    return this.quantified(clause) ?? this.atomic(clause);
  }

  /** "all/every/each/any F are G", "no F are G", "some F are (not) G"; null otherwise. */
  private quantified(clause: string): Form | null {
    const words = wordsOf(clause).map((word) => word.text);
    const quantifier = QUANTIFIERS[asciiLower(words[0] ?? '')];
    if (!quantifier) return null;
    const copula = words.findIndex((word, index) => index > 1 && BE.has(asciiLower(word)));
    if (copula < 0 || copula === words.length - 1) return null;
    const subject = words.slice(1, copula);
    let predicate = words.slice(copula + 1);
    let negated = quantifier === 'no';
    if (asciiLower(predicate[0] ?? '') === 'not' && predicate.length > 1) {
      negated = !negated;
      predicate = predicate.slice(1);
    }
    return {
      kind: quantifier === 'some' ? 'some' : 'all',
      subject: wording(subject),
      predicate: wording(predicate),
      negated,
    };
  }

  /**
   * A clause without connectives: its negation words taken out (`not`, `never`, `no`, with a
   * `do/does/did` before `not`; an odd number of them writes one `¬`), then "Name is (a) P" is a
   * predication, anything else an atom.
   */
  private atomic(clause: string): Form {
    const words = wordsOf(clause).map((word) => word.text);
    const kept: string[] = [];
    let negations = 0;
    for (const word of words) {
      const low = asciiLower(word);
      if (NEGATIONS.has(low)) {
        negations++;
        if (low === 'not' && AUXILIARIES.has(asciiLower(kept[kept.length - 1] ?? ''))) kept.pop();
        continue;
      }
      kept.push(word);
    }
    const positive = this.predication(kept) ?? { kind: 'atom', wording: wording(kept) };
    return negations % 2 === 1 ? { kind: 'not', operand: positive } : positive;
  }

  /** "Socrates is a man", "Mount Everest was high": a name, a copula, a predicate. */
  private predication(words: readonly string[]): Form | null {
    let end = 0;
    while (end < words.length && this.isName(words[end]!)) end++;
    if (end === 0 || end >= words.length - 1 || !BE.has(asciiLower(words[end]!))) return null;
    return {
      kind: 'predication',
      individual: wording(words.slice(0, end)),
      predicate: wording(words.slice(end + 1)),
    };
  }
}

/** A wording from its words: the key by `normaliseWording`, the text without articles. */
function wording(words: readonly string[]): Wording {
  const shown = words.filter((word) => !/^(?:a|an|the)$/i.test(word));
  return { key: normaliseWording(words), text: shown.join(' ') };
}
