/**
 * The offline formaliser: per claim of an extracted argument, a formula in the engine's syntax
 * and where the claim stands in the submitted text; and the dictionary of the symbols.
 * Deterministic and linear in the text and claims (connectives nest at most `MAX_FORM_DEPTH`
 * deep, claims are placed by a linear string search).
 */
import { formatFormula, type LogicSystem } from '@credence/engine';
import { ClauseReader } from './clause';
import { nameTest } from './names';
import { type SourceSpan, SourceText } from './spans';
import { needsPredicateLogic, SymbolTable } from './symbols';

/** What the formaliser reads: the submitted text and the claims extracted from it. */
export interface FormaliseInput {
  /** The text the user submitted, which the spans index into. */
  readonly text: string;
  /** The premises' texts, in order (as `reconstructArgument` writes them, or edited). */
  readonly premises: readonly string[];
  /** The conclusion's text. */
  readonly conclusion: string;
}

/** Where a claim comes from: its words' places in the text, or nowhere (implicit). */
export type ClaimSource =
  | {
      /** `[start, end)` offsets into the submitted text, in order, covering the claim's words. */
      readonly sourceSpans: readonly SourceSpan[];
    }
  | {
      /** The claim's words are not in the text (an added premise, a paraphrase). */
      readonly implicit: true;
    };

/** One claim's formalisation. */
export type FormalisedClaim = {
  /**
   * The formula, written by the engine's `formatFormula` (symbolic notation), so
   * `parseFormula(formula, { system })` reads it.
   */
  readonly formula: string;
} & ClaimSource;

/** The formaliser's answer. */
export interface Formalisation {
  /** `'predicate'` when any formula has a predicate or a quantifier, else `'propositional'`. */
  readonly system: LogicSystem;
  readonly premises: readonly FormalisedClaim[];
  readonly conclusion: FormalisedClaim;
  /**
   * Every symbol used → the wording it stands for (its first occurrence, articles left out,
   * negation words taken out): sentence letters `p, q, …` (`'It rains'`), predicate letters
   * `F, G, …` (`'man'`) and individual constants `a, b, …` (`'Socrates'`), in order of first
   * use.
   */
  readonly atoms: Readonly<Record<string, string>>;
}

/**
 * Formalises an extracted argument deterministically. Claims are read for:
 * - conditionals: "if A(,) (then) B", "B if A", "A only if B" (A → B); "A unless B" and
 *   "unless B, A" (¬B → A); "A if and only if B" (A ↔ B);
 * - negation: "it is not the case that", "it is false that", "not …" (at the start), and
 *   "not", "n't", "never", "no" inside a clause (an odd number of them negates it);
 *   "neither A nor B" (¬A ∧ ¬B);
 * - conjunction: "A and B", "both A and B", "A but B"; disjunction: "A or B", "either A or B"
 *   (a connective is read only between clauses of two words or more, so "tall and strong" stays
 *   inside its atom);
 * - quantifiers: "all/every/each/any F are G" (∀x (F(x) → G(x))), "no F are G"
 *   (∀x (F(x) → ¬G(x))), "some F are (not) G" (∃x (F(x) ∧ (¬)G(x)));
 * - a named individual: "Socrates is (a) man" (F(a)), a name being a capitalised word never
 *   written in lowercase in the text or claims.
 *
 * A leading "and", "but", "also", "moreover", "furthermore", "besides", "however" or "yet" is
 * dropped, and contractions are spelt out first (`expandContractions`).
 *
 * The main connective is looked for in that order (conditionals first, then or, then and), at
 * its first occurrence. Wordings share a symbol when they normalise equally (`normalise.ts`
 * documents exactly when). Spans: see {@link SourceText.spansOf}.
 */
export function formalise(input: FormaliseInput): Formalisation {
  const claims = [...input.premises, input.conclusion];
  const reader = new ClauseReader(nameTest([input.text, ...claims]));
  const symbols = new SymbolTable();
  const formulas = claims.map((claim) => symbols.formula(reader.read(claim)));
  const system: LogicSystem = formulas.some(needsPredicateLogic) ? 'predicate' : 'propositional';
  const source = new SourceText(input.text);
  const formalised = claims.map((claim, index): FormalisedClaim => {
    const formula = formatFormula(formulas[index]!);
    const spans = source.spansOf(claim);
    return spans === null ? { formula, implicit: true } : { formula, sourceSpans: spans };
  });
  const conclusion = formalised.pop()!;
  return {
    system,
    premises: formalised,
    conclusion,
    atoms: Object.fromEntries(symbols.wordings),
  };
}
