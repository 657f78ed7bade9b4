/**
 * Belief wording: how confident "I" am in a claim, on the 11-band scale {@link BELIEF_BANDS}
 * ('virtually certain' down to 'completely reject').
 */
import { BELIEF_BANDS, type BeliefBand, bandFor, bandIndex } from './bands';
import { claimInSentence } from './quote';

/**
 * Index of the belief band of `probability` in {@link BELIEF_BANDS}: 0 for ≥ 0.95
 * ('virtually certain') … 10 for < 0.05 ('completely reject').
 *
 * @throws RangeError when `probability` is NaN.
 */
export function beliefBand(probability: number): number {
  return bandIndex(BELIEF_BANDS, probability);
}

/**
 * Belief wording for `probability`. Without `claimText`, the phrase (e.g. `'quite confident'`).
 * With it, a first-person sentence without a final full stop: `I am quite confident that god
 * exists`, `I completely reject that …`. The claim goes through {@link claimInSentence}, so
 * conditional or long texts are quoted verbatim.
 *
 * @throws RangeError when `probability` is NaN.
 */
export function beliefWording(probability: number, claimText?: string): string {
  const band: BeliefBand = bandFor(BELIEF_BANDS, probability);
  if (claimText === undefined) return band.text;
  return `${band.lead} ${band.text} that ${claimInSentence(claimText)}`;
}
