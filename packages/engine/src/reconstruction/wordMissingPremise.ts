/**
 * Sentences for a missing premise, in the claims' own words where they were given: "If
 * Socrates is a man, then Socrates is mortal." for the bridge conditional, "Every man is
 * mortal." for the generalisation over one individual.
 */
import type { Formula } from '../logic/ast';
import { formatFormula } from '../logic/format';

/** A claim as the wording sees it: its formula and, when given, its text. */
export interface WordedClaim {
  readonly formula: Formula;
  readonly text?: string;
}

/** First words that are not names, so they are lowercased inside a sentence. */
const COMMON_FIRST_WORDS = new Set([
  'a',
  'all',
  'an',
  'any',
  'both',
  'either',
  'every',
  'everyone',
  'everything',
  'he',
  'if',
  'it',
  'neither',
  'no',
  'nobody',
  'nothing',
  'she',
  'some',
  'someone',
  'something',
  'that',
  'the',
  'there',
  'these',
  'they',
  'this',
  'those',
  'unless',
  'we',
  'you',
]);

const COPULAS = new Set(['is', 'are', 'was', 'were']);

/**
 * A claim's text without its final punctuation, ready to sit inside a sentence; without text,
 * its formula (a compound one in parentheses).
 */
function clause(claim: WordedClaim): string {
  const text = claim.text?.trim().replace(/[\s.!?;:]+$/u, '') ?? '';
  if (text === '') {
    const formula = formatFormula(claim.formula);
    const simple = ['atom', 'predicate', 'not', 'forall', 'exists'].includes(claim.formula.kind);
    return simple ? formula : `(${formula})`;
  }
  const first = /^\p{L}+/u.exec(text)?.[0] ?? '';
  if (first !== 'I' && COMMON_FIRST_WORDS.has(first.toLowerCase()))
    return first.toLowerCase() + text.slice(first.length);
  return text;
}

/** `['a']` → `'a'`, `['a', 'b']` → `'a and b'`, `['a', 'b', 'c']` → `'a, b and c'`. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A clause inside "If …, then …": one that is itself compound (it starts with "if", "either",
 * "unless", "both" or "neither", or has a comma) goes in parentheses, so the sentence still
 * reads one way: "If (if it rains, the street is wet) and the street is wet, then it rained."
 */
function nested(text: string): string {
  return /^(if|either|unless|both|neither)\b/iu.test(text) || text.includes(',')
    ? `(${text})`
    : text;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The sentence of the bridge conditional (P1 ∧ … ∧ Pn) → C: "If P1, P2 and P3, then C.", each
 * claim in its own words (its text without final punctuation, a common first word such as
 * "the" or "it" lowercased; a compound claim in parentheses) or, without text, its formula.
 * With no premises it is the conclusion.
 *
 * @example
 * bridgeSentence(
 *   [{ formula: { kind: 'atom', name: 'p' }, text: 'It rains.' }],
 *   { formula: { kind: 'atom', name: 'q' }, text: 'The street is wet.' },
 * ); // 'If it rains, then the street is wet.'
 */
export function bridgeSentence(premises: readonly WordedClaim[], conclusion: WordedClaim): string {
  if (premises.length === 0)
    return `${capitalised(conclusion.text === undefined ? formatFormula(conclusion.formula) : clause(conclusion))}.`;
  const premiseClauses = premises.map((claim) => nested(clause(claim)));
  return `If ${joinWithAnd(premiseClauses)}, then ${nested(clause(conclusion))}.`;
}

/**
 * What the claims about one individual say of it, when their texts share a subject and a
 * copula ("Socrates is a man", "Socrates is mortal" → `['a man']`, `'mortal'`).
 */
function predicatePhrases(
  antecedents: readonly WordedClaim[],
  consequent: WordedClaim,
): { antecedents: string[]; consequent: string } | null {
  const claims = [...antecedents, consequent];
  const texts = claims.map((claim) => claim.text?.trim().replace(/[\s.!?;:]+$/u, '') ?? '');
  if (texts.some((text) => text === '')) return null;
  const words = texts.map((text) => text.split(/\s+/u));
  let common = 0;
  while (words.every((list) => list.length > common + 1 && list[common] === words[0]![common]))
    common++;
  // The shared words must end with a copula after a non-empty subject.
  while (common > 1 && !COPULAS.has(words[0]![common - 1]!.toLowerCase())) common--;
  if (common < 2) return null;
  const phrases = words.map((list) => list.slice(common).join(' '));
  return { antecedents: phrases.slice(0, -1), consequent: phrases.at(-1)! };
}

/** `F(x)` for the generalisation's variable: the predicate's name, else `null`. */
function predicateName(formula: Formula, variable: string): string | null {
  if (formula.kind !== 'predicate' || formula.args.length !== 1) return null;
  const [term] = formula.args;
  return term!.kind === 'variable' && term!.name === variable ? formula.name : null;
}

/**
 * The sentence of a generalisation ∀x ((A1 ∧ … ∧ Ak) → G) over one individual, given the claims
 * about that individual (`antecedents`: the premises, `consequent`: the conclusion, with their
 * texts) and the formulas with the individual replaced by `variable`:
 *
 * - texts sharing subject and copula ("Socrates is a man", "Socrates is mortal"): "Every man is
 *   mortal." (one antecedent with an article "a"/"an"), else "Everything that is a man and
 *   Greek is mortal.";
 * - otherwise, one-place predicates by name: "Every H is M." / "Everything that is F and H is G.";
 * - otherwise the formulas: "For every x: if F(x) ∧ H(x, x), then G(x)."
 *
 * @example
 * generalisationSentence(
 *   [{ formula: { kind: 'predicate', name: 'H', args: [{ kind: 'constant', name: 's' }] }, text: 'Socrates is a man.' }],
 *   { formula: { kind: 'predicate', name: 'M', args: [{ kind: 'constant', name: 's' }] }, text: 'Socrates is mortal.' },
 *   {
 *     variable: 'x',
 *     antecedents: [{ kind: 'predicate', name: 'H', args: [{ kind: 'variable', name: 'x' }] }],
 *     consequent: { kind: 'predicate', name: 'M', args: [{ kind: 'variable', name: 'x' }] },
 *   },
 * ); // 'Every man is mortal.'
 */
export function generalisationSentence(
  antecedents: readonly WordedClaim[],
  consequent: WordedClaim,
  open: {
    readonly variable: string;
    readonly antecedents: readonly Formula[];
    readonly consequent: Formula;
  },
): string {
  const phrases = predicatePhrases(antecedents, consequent);
  if (phrases !== null) {
    const [only] = phrases.antecedents;
    const article = only === undefined ? null : /^(a|an)\s+(.+)$/iu.exec(only);
    if (phrases.antecedents.length === 1 && article !== null)
      return `Every ${article[2]} is ${phrases.consequent}.`;
    if (phrases.antecedents.length === 0) return `Everything is ${phrases.consequent}.`;
    return `Everything that is ${joinWithAnd(phrases.antecedents)} is ${phrases.consequent}.`;
  }
  const names = open.antecedents.map((formula) => predicateName(formula, open.variable));
  const consequentName = predicateName(open.consequent, open.variable);
  if (consequentName !== null && names.every((name) => name !== null)) {
    if (names.length === 1) return `Every ${names[0]} is ${consequentName}.`;
    if (names.length === 0) return `Everything is ${consequentName}.`;
    return `Everything that is ${joinWithAnd(names as string[])} is ${consequentName}.`;
  }
  const antecedent = open.antecedents.reduce<Formula | null>(
    (tree, formula) => (tree === null ? formula : { kind: 'and', left: tree, right: formula }),
    null,
  );
  const then = formatFormula(open.consequent);
  if (antecedent === null) return `For every ${open.variable}: ${then}.`;
  return `For every ${open.variable}: if ${formatFormula(antecedent)}, then ${then}.`;
}
