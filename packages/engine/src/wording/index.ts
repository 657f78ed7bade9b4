/**
 * Wording: every phrase the spec fixes for probabilities, and the band lookups behind them.
 *
 * Shape shared by the wording functions: each returns a string — the band's phrase when no claim
 * texts are given (`confidenceWording` takes none), a full sentence (no final full stop) when they
 * are (`dependencyWording` takes them as one object); `*Band(p)` returns
 * the band's index in its table (0 = highest band), except {@link inferenceStrengthBand}, which
 * returns a band name. All throw a RangeError on NaN; {@link formatPercent} returns '—' instead.
 */
export {
  BAND_TOLERANCE,
  type Band,
  BELIEF_BANDS,
  type BeliefBand,
  bandFor,
  bandIndex,
  CONFIDENCE_BANDS,
  DEPENDENCY_COLOR_BANDS,
  FORWARD_INFLUENCE_BANDS,
  INFERENCE_STRENGTH_BANDS,
  type InferenceStrengthBandName,
  type InfluenceBand,
  type NamedBand,
  REVERSE_INFLUENCE_BANDS,
  type WordingBand,
} from './bands';
export { beliefBand, beliefWording } from './belief';
export { confidenceBand, confidenceWording } from './confidence';
export {
  type DependencyWordingInput,
  dependencyColorBand,
  dependencyWording,
} from './dependency';
export { inferenceStrengthBand, inferenceStrengthPercent } from './inferenceStrength';
export {
  DEFAULT_CONCLUSION_REFERENCE,
  DEFAULT_PREMISE_REFERENCE,
  forwardInfluenceBand,
  forwardInfluenceWording,
  reverseInfluenceBand,
  reverseInfluenceWording,
} from './influence';
export {
  type FormatPercentOptions,
  formatDebugPercent,
  formatPercent,
  NO_PERCENT,
  roundToWholePercent,
} from './percent';
export { claimInSentence, quoteClaim, shouldQuoteVerbatim } from './quote';
