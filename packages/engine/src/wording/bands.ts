/**
 * Every wording and colour band table, named once.
 *
 * Each table is a readonly array ordered from the highest threshold to the lowest. A value
 * belongs to the first row whose `min` it reaches ("at least" semantics): 0.95 is in the
 * `min: 0.95` row and 0.9499 in the next one. The last row has `min: 0` and also catches
 * anything below 0. A value within {@link BAND_TOLERANCE} below a threshold counts as reaching
 * it, so floating-point noise such as 0.8499999999999999 for 0.85 lands in the intended band.
 *
 * Unless a row says otherwise, texts are copied exactly from the specification
 * (evaluator-and-inference-dialog.md §9 and dependencies-counterexamples-sharing-reconstruction.md §9).
 */
import { INFERENCE_STRENGTH_BAND_EDGES } from '../constants';

/** A value this little below a threshold still counts as reaching it (absorbs floating-point error). */
export const BAND_TOLERANCE = 1e-9;

/** A row of a band table: values at or above `min` (and below the row above) fall in it. */
export interface Band {
  /** Lowest value of the band (inclusive). */
  readonly min: number;
}

/** A band with a phrase. */
export interface WordingBand extends Band {
  /** The phrase shown for values in this band. */
  readonly text: string;
}

/** A belief band: the phrase, and the words that put it after "I" in a first-person sentence. */
export interface BeliefBand extends WordingBand {
  /** `'I am'` before an adjective ("I am very confident that …"), `'I'` before a verb ("I completely reject that …"). */
  readonly lead: 'I am' | 'I';
}

/**
 * An influence band: the spec's phrase and our sentence around it. `sentence` is a template in
 * which `{premise}` and `{conclusion}` are replaced by the (quoted) claim texts.
 */
export interface InfluenceBand extends WordingBand {
  /** Sentence template containing `text`, with `{premise}` and `{conclusion}` placeholders. */
  readonly sentence: string;
}

/** Names of the five inference-strength bands, weakest to strongest. */
export type InferenceStrengthBandName =
  | 'very-weak'
  | 'weak'
  | 'moderate'
  | 'strong'
  | 'very-strong';

/** An inference-strength band: a name the UI maps to a colour. */
export interface NamedBand<Name extends string> extends Band {
  /** Stable name of the band. */
  readonly name: Name;
}

/**
 * Belief wording, 11 bands, used for belief sentences and for the dependency sentence.
 *
 * Spec: thresholds 0.95, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15, 0.05 and the end
 * points 'virtually certain' (≥ 0.95) and 'completely reject' (< 0.05).
 * The in-between texts are ours: 'very confident' … 'somewhat confident' and 'somewhat doubtful'
 * … 'very doubtful' borrow the spec's confidence-wording phrases for the same thresholds;
 * 'neither accept nor reject' and 'almost completely reject' are our own.
 */
export const BELIEF_BANDS: readonly BeliefBand[] = [
  { min: 0.95, text: 'virtually certain', lead: 'I am' },
  { min: 0.85, text: 'very confident', lead: 'I am' },
  { min: 0.75, text: 'quite confident', lead: 'I am' },
  { min: 0.65, text: 'moderately confident', lead: 'I am' },
  { min: 0.55, text: 'somewhat confident', lead: 'I am' },
  { min: 0.45, text: 'neither accept nor reject', lead: 'I' },
  { min: 0.35, text: 'somewhat doubtful', lead: 'I am' },
  { min: 0.25, text: 'quite doubtful', lead: 'I am' },
  { min: 0.15, text: 'very doubtful', lead: 'I am' },
  { min: 0.05, text: 'almost completely reject', lead: 'I' },
  { min: 0, text: 'completely reject', lead: 'I' },
];

/** Confidence wording, 10 bands; every threshold and text is the spec's. */
export const CONFIDENCE_BANDS: readonly WordingBand[] = [
  { min: 0.95, text: 'virtually certain' },
  { min: 0.85, text: 'very confident' },
  { min: 0.75, text: 'quite confident' },
  { min: 0.65, text: 'moderately confident' },
  { min: 0.55, text: 'somewhat confident' },
  { min: 0.45, text: 'neutral' },
  { min: 0.35, text: 'somewhat doubtful' },
  { min: 0.25, text: 'quite doubtful' },
  { min: 0.15, text: 'very doubtful' },
  { min: 0, text: 'virtually certain it is false' },
];

/**
 * Forward-influence wording by P(C|Pi), 11 bands. Thresholds and `text` are the spec's; the
 * sentence templates (the verb "is … for", "has … on" and the claim placement) are ours.
 */
export const FORWARD_INFLUENCE_BANDS: readonly InfluenceBand[] = [
  {
    min: 0.95,
    text: 'virtually guarantees',
    sentence: '{premise} virtually guarantees {conclusion}',
  },
  { min: 0.85, text: 'strongly supports', sentence: '{premise} strongly supports {conclusion}' },
  { min: 0.75, text: 'good evidence', sentence: '{premise} is good evidence for {conclusion}' },
  {
    min: 0.65,
    text: 'moderately supports',
    sentence: '{premise} moderately supports {conclusion}',
  },
  { min: 0.55, text: 'slightly favors', sentence: '{premise} slightly favors {conclusion}' },
  { min: 0.45, text: 'little bearing', sentence: '{premise} has little bearing on {conclusion}' },
  {
    min: 0.35,
    text: 'slightly undermines',
    sentence: '{premise} slightly undermines {conclusion}',
  },
  { min: 0.25, text: 'moderately opposes', sentence: '{premise} moderately opposes {conclusion}' },
  {
    min: 0.15,
    text: 'strongly argues against',
    sentence: '{premise} strongly argues against {conclusion}',
  },
  { min: 0.05, text: 'nearly rules out', sentence: '{premise} nearly rules out {conclusion}' },
  { min: 0, text: 'completely rules out', sentence: '{premise} completely rules out {conclusion}' },
];

/**
 * Reverse wording by P(C|not Pi), 10 bands. Thresholds and `text` are the spec's; the sentence
 * templates ("If … is false, … is …", and "still true" after 'very likely' and 'probably') are ours.
 */
export const REVERSE_INFLUENCE_BANDS: readonly InfluenceBand[] = [
  {
    min: 0.9,
    text: 'almost certainly still true',
    sentence: 'If {premise} is false, {conclusion} is almost certainly still true',
  },
  {
    min: 0.8,
    text: 'very likely',
    sentence: 'If {premise} is false, {conclusion} is very likely still true',
  },
  {
    min: 0.7,
    text: 'probably',
    sentence: 'If {premise} is false, {conclusion} is probably still true',
  },
  {
    min: 0.6,
    text: 'might still be true',
    sentence: 'If {premise} is false, {conclusion} might still be true',
  },
  { min: 0.5, text: 'uncertain', sentence: 'If {premise} is false, {conclusion} is uncertain' },
  {
    min: 0.4,
    text: 'somewhat doubtful',
    sentence: 'If {premise} is false, {conclusion} is somewhat doubtful',
  },
  {
    min: 0.3,
    text: 'quite unlikely',
    sentence: 'If {premise} is false, {conclusion} is quite unlikely',
  },
  {
    min: 0.2,
    text: 'very unlikely',
    sentence: 'If {premise} is false, {conclusion} is very unlikely',
  },
  {
    min: 0.1,
    text: 'extremely unlikely',
    sentence: 'If {premise} is false, {conclusion} is extremely unlikely',
  },
  {
    min: 0,
    text: 'virtually impossible',
    sentence: 'If {premise} is false, {conclusion} is virtually impossible',
  },
];

/**
 * Dependency card colour bands (spec: 0.9, 0.8, …, 0.1). Ten bands; a band's index is its
 * position here: 0 for ≥ 0.9 (strongest strengthening) … 9 for < 0.1 (strongest weakening).
 */
export const DEPENDENCY_COLOR_BANDS: readonly Band[] = [
  { min: 0.9 },
  { min: 0.8 },
  { min: 0.7 },
  { min: 0.6 },
  { min: 0.5 },
  { min: 0.4 },
  { min: 0.3 },
  { min: 0.2 },
  { min: 0.1 },
  { min: 0 },
];

const [WEAK_EDGE, MODERATE_EDGE, STRONG_EDGE, VERY_STRONG_EDGE] = INFERENCE_STRENGTH_BAND_EDGES;

/**
 * Inference-strength colour bands, split at the spec's edges 0.625, 0.75, 0.875 and 0.9375
 * (from `INFERENCE_STRENGTH_BAND_EDGES`). The band names are ours.
 */
export const INFERENCE_STRENGTH_BANDS: readonly NamedBand<InferenceStrengthBandName>[] = [
  { min: VERY_STRONG_EDGE, name: 'very-strong' },
  { min: STRONG_EDGE, name: 'strong' },
  { min: MODERATE_EDGE, name: 'moderate' },
  { min: WEAK_EDGE, name: 'weak' },
  { min: 0, name: 'very-weak' },
];

/**
 * Index of the band `value` falls in: the first row whose `min` it reaches (within
 * {@link BAND_TOLERANCE}), else the last row. Values above 1 fall in the first band.
 *
 * @throws RangeError when `value` is NaN.
 */
export function bandIndex(bands: readonly Band[], value: number): number {
  if (Number.isNaN(value)) {
    throw new RangeError('A wording band needs a number, got NaN');
  }
  const index = bands.findIndex((band) => value + BAND_TOLERANCE >= band.min);
  return index === -1 ? bands.length - 1 : index;
}

/**
 * The band row `value` falls in (see {@link bandIndex}).
 *
 * @throws RangeError when `value` is NaN.
 */
export function bandFor<B extends Band>(bands: readonly B[], value: number): B {
  return bands[bandIndex(bands, value)]!;
}
