/**
 * Symbols for wordings: sentence letters `p q r s t u v w` (then `p1 … w1`, `p2` …),
 * predicate letters `F G H J K L M N` (then `F1` …) and individual constants `a b c d e`
 * (then `a1` …), handed out in order of first use; one symbol per normalised key.
 */
import type { Formula, Term } from '@credence/engine';
import type { Form, Wording } from './clause';

const SENTENCE_LETTERS = 'pqrstuvw';
const PREDICATE_LETTERS = 'FGHJKLMN';
const CONSTANT_LETTERS = 'abcde';
/** The one variable the quantified forms bind: never a sentence letter or a constant. */
const VARIABLE = 'x';

/** One alphabet's symbols: the same key always gets the same symbol. */
class Alphabet {
  private readonly given = new Map<string, string>();

  constructor(
    private readonly letters: string,
    private readonly wordings: Map<string, string>,
  ) {}

  symbol(wording: Wording): string {
    let symbol = this.given.get(wording.key);
    if (symbol === undefined) {
      const index = this.given.size;
      const letter = this.letters.charAt(index % this.letters.length);
      const round = Math.floor(index / this.letters.length);
      symbol = round === 0 ? letter : `${letter}${round}`;
      this.given.set(wording.key, symbol);
      this.wordings.set(symbol, wording.text);
    }
    return symbol;
  }
}

/** Turns forms into engine formulas, sharing symbols across all the claims of one argument. */
export class SymbolTable {
  /** Symbol → the wording it was first given for, in order of first use. */
  readonly wordings = new Map<string, string>();
  private readonly sentences = new Alphabet(SENTENCE_LETTERS, this.wordings);
  private readonly predicates = new Alphabet(PREDICATE_LETTERS, this.wordings);
  private readonly constants = new Alphabet(CONSTANT_LETTERS, this.wordings);

  /** The formula of `form` (left to right, so symbols follow the reading order). */
  formula(form: Form): Formula {
    switch (form.kind) {
      case 'atom':
        return { kind: 'atom', name: this.sentences.symbol(form.wording) };
      case 'predication':
        return this.apply(form.predicate, {
          kind: 'constant',
          name: this.constants.symbol(form.individual),
        });
      case 'all':
      case 'some': {
        const x: Term = { kind: 'variable', name: VARIABLE };
        const subject = this.apply(form.subject, x);
        const predicate = this.apply(form.predicate, x);
        const said: Formula = form.negated ? { kind: 'not', operand: predicate } : predicate;
        return form.kind === 'all'
          ? {
              kind: 'forall',
              variable: VARIABLE,
              body: { kind: 'implies', left: subject, right: said },
            }
          : {
              kind: 'exists',
              variable: VARIABLE,
              body: { kind: 'and', left: subject, right: said },
            };
      }
      case 'not':
        return { kind: 'not', operand: this.formula(form.operand) };
      default:
        return { kind: form.kind, left: this.formula(form.left), right: this.formula(form.right) };
    }
  }

  private apply(predicate: Wording, term: Term): Formula {
    return { kind: 'predicate', name: this.predicates.symbol(predicate), args: [term] };
  }
}

/** Whether a formula needs predicate logic (a predicate or a quantifier anywhere in it). */
export function needsPredicateLogic(formula: Formula): boolean {
  switch (formula.kind) {
    case 'atom':
      return false;
    case 'predicate':
    case 'forall':
    case 'exists':
      return true;
    case 'not':
      return needsPredicateLogic(formula.operand);
    default:
      return needsPredicateLogic(formula.left) || needsPredicateLogic(formula.right);
  }
}
