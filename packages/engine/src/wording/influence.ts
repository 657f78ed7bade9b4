/**
 * Premise-influence wording for the Bayesian tab: forward by P(C|Pi) (blue sentence box) and
 * reverse by P(C|not Pi) (orange sentence box).
 */
import {
  bandFor,
  bandIndex,
  FORWARD_INFLUENCE_BANDS,
  type InfluenceBand,
  REVERSE_INFLUENCE_BANDS,
} from './bands';
import { quoteClaim } from './quote';

/** Stands for the premise in an influence sentence when no premise text is given. */
export const DEFAULT_PREMISE_REFERENCE = 'this premise';
/** Stands for the conclusion in an influence sentence when no conclusion text is given. */
export const DEFAULT_CONCLUSION_REFERENCE = 'the conclusion';

function influenceWording(
  band: InfluenceBand,
  premiseText: string | undefined,
  conclusionText: string | undefined,
): string {
  if (premiseText === undefined && conclusionText === undefined) return band.text;
  const premise = premiseText === undefined ? DEFAULT_PREMISE_REFERENCE : quoteClaim(premiseText);
  const conclusion =
    conclusionText === undefined ? DEFAULT_CONCLUSION_REFERENCE : quoteClaim(conclusionText);
  const sentence = band.sentence.replace(/\{(premise|conclusion)\}/g, (_, slot: string) =>
    slot === 'premise' ? premise : conclusion,
  );
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * Index of the forward-influence band of P(C|Pi) in {@link FORWARD_INFLUENCE_BANDS}: 0 for
 * ≥ 0.95 ('virtually guarantees') … 10 for < 0.05 ('completely rules out').
 *
 * @throws RangeError when `pCGivenPremise` is NaN.
 */
export function forwardInfluenceBand(pCGivenPremise: number): number {
  return bandIndex(FORWARD_INFLUENCE_BANDS, pCGivenPremise);
}

/**
 * Forward-influence wording for P(C|Pi). With neither text, the spec's phrase (e.g.
 * `'strongly supports'`). With either, a sentence without a final full stop in which given texts
 * are quoted verbatim and missing ones read "this premise" / "the conclusion":
 * `"All men are mortal" strongly supports "Socrates is mortal"`.
 *
 * @throws RangeError when `pCGivenPremise` is NaN.
 */
export function forwardInfluenceWording(
  pCGivenPremise: number,
  premiseText?: string,
  conclusionText?: string,
): string {
  return influenceWording(
    bandFor(FORWARD_INFLUENCE_BANDS, pCGivenPremise),
    premiseText,
    conclusionText,
  );
}

/**
 * Index of the reverse band of P(C|not Pi) in {@link REVERSE_INFLUENCE_BANDS}: 0 for ≥ 0.9
 * ('almost certainly still true') … 9 for < 0.1 ('virtually impossible').
 *
 * @throws RangeError when `pCGivenNotPremise` is NaN.
 */
export function reverseInfluenceBand(pCGivenNotPremise: number): number {
  return bandIndex(REVERSE_INFLUENCE_BANDS, pCGivenNotPremise);
}

/**
 * Reverse wording for P(C|not Pi). With neither text, the spec's phrase (e.g. `'very likely'`).
 * With either, a sentence without a final full stop, texts quoted as in
 * {@link forwardInfluenceWording}: `If "P" is false, "C" is very likely still true`.
 *
 * @throws RangeError when `pCGivenNotPremise` is NaN.
 */
export function reverseInfluenceWording(
  pCGivenNotPremise: number,
  premiseText?: string,
  conclusionText?: string,
): string {
  return influenceWording(
    bandFor(REVERSE_INFLUENCE_BANDS, pCGivenNotPremise),
    premiseText,
    conclusionText,
  );
}
