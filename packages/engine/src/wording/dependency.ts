/**
 * The dependency sentence of the add-dependency form and the dependency card colour bands.
 *
 * Spec: 'Learning that [premise] is [TRUE/FALSE toggle] makes me [confidence wording] that
 * [other premise]', on an 11-band scale from 'virtually certain' to 'completely reject'; we use
 * the belief scale {@link BELIEF_BANDS} for it.
 */
import { BELIEF_BANDS, bandFor, bandIndex, DEPENDENCY_COLOR_BANDS } from './bands';
import { claimInSentence, quoteClaim } from './quote';

/** What a dependency sentence is built from. */
export interface DependencyWordingInput {
  /** Text of the premise that is learned (the parent). */
  readonly antecedentText: string;
  /** Whether the antecedent is learned to be TRUE (`true`) or FALSE (`false`). */
  readonly antecedentValue: boolean;
  /** Text of the premise whose credence changes (the target). */
  readonly consequentText: string;
  /** P(consequent | antecedent has that value), 0..1. */
  readonly probability: number;
}

/**
 * The dependency sentence, without a final full stop:
 * `Learning that "It rains" is TRUE makes me very confident that the ground is wet`.
 * The antecedent is always quoted verbatim (it is named as a claim, "[premise] is TRUE"); the
 * consequent follows {@link claimInSentence}; the wording is {@link BELIEF_BANDS}' phrase.
 *
 * @throws RangeError when `probability` is NaN.
 */
export function dependencyWording(input: DependencyWordingInput): string {
  const { antecedentText, antecedentValue, consequentText, probability } = input;
  const wording = bandFor(BELIEF_BANDS, probability).text;
  const value = antecedentValue ? 'TRUE' : 'FALSE';
  return `Learning that ${quoteClaim(antecedentText)} is ${value} makes me ${wording} that ${claimInSentence(consequentText)}`;
}

/**
 * Colour band of a dependency card for its conditional probability: an index into
 * {@link DEPENDENCY_COLOR_BANDS}, 0 for ≥ 0.9 (strongest strengthening), 1 for 0.8 up to 0.9, …,
 * 8 for 0.1 up to 0.2, 9 for < 0.1 (strongest weakening). 0.5 up to 0.6 (neutral) is 4.
 *
 * @throws RangeError when `probability` is NaN.
 */
export function dependencyColorBand(probability: number): number {
  return bandIndex(DEPENDENCY_COLOR_BANDS, probability);
}
