/**
 * Every number the specification fixes, named once. Durations are in milliseconds.
 * Wording bands (thresholds paired with sentences) live with the wording in `wording/bands.ts`.
 */

/** Credence of a premise or claim with no value yet. */
export const DEFAULT_PREMISE_PROBABILITY = 0.5;
/** The conclusion prior in Bayesian mode is fixed. */
export const FIXED_PRIOR_PROBABILITY = 0.5;

/** Fallback mode defaults: P(C|Premises) and P(C|¬Premises). */
export const DEFAULT_P_C_GIVEN_PREMISES = 0.9;
export const DEFAULT_P_C_GIVEN_NOT_PREMISES = 0.2;
/** The explanation panel shows this for P(C|¬Premises) when it is absent. */
export const EXPLANATION_DEFAULT_P_C_GIVEN_NOT_PREMISES = 0.5;
/** Fallback conditionals are kept away from certainty. */
export const FALLBACK_MIN = 0.01;
export const FALLBACK_MAX = 0.99;
/** When the not-all-true rows of a truth table weigh nothing, P(C|¬Premises) is this. */
export const ZERO_WEIGHT_P_C_GIVEN_NOT_PREMISES = 0.1;
/** Moving the inference-strength bar outside direct mode sets P(C|¬Premises) to this. */
export const DIRECT_SWITCH_P_C_GIVEN_NOT_PREMISES = 0.2;

/** Bayesian tab slider defaults. */
export const DEFAULT_BAYESIAN_FORWARD = 0.8;
export const DEFAULT_BAYESIAN_REVERSE = 0.3;
/** Unified-estimate defaults. */
export const UNIFIED_DEFAULT_FORWARD = 0.8;
export const UNIFIED_DEFAULT_REVERSE = 0.1;
export const UNIFIED_DEFAULT_P_C_GIVEN_NOT_PREMISES = 0.2;
/** Bayesian → truth-table conversion defaults. */
export const CONVERSION_DEFAULT_PRIOR = 0.5;
export const CONVERSION_DEFAULT_CONDITIONAL = 0.8;
export const CONVERSION_DEFAULT_REVERSE = 0.3;
export const CONVERSION_DEFAULT_LEAK = 0.1;

/** Noisy-OR fitting for the unified estimate. */
export const FIT_MAX_ITERATIONS = 1000;
export const FIT_STEP = 0.01;
export const FIT_FINITE_DIFFERENCE = 1e-4;
export const FIT_ERROR_STOP = 1e-6;

/** Truth tables: the all-true row and the others when no table is stored. */
export const UNDEFINED_TABLE_ALL_TRUE = 0.9;
export const UNDEFINED_TABLE_OTHER = 0.5;
/** A table regenerated after the premise count changes. */
export const REGENERATED_TABLE_ALL_TRUE = 0.9;
export const REGENERATED_TABLE_OTHER = 0.2;
/** Initial value of a truth-table row slider. */
export const INITIAL_ROW_VALUE = 0.5;
/** Example fill: all true, all false, else base + span × share of true premises. */
export const EXAMPLE_ALL_TRUE = 0.95;
export const EXAMPLE_ALL_FALSE = 0.05;
export const EXAMPLE_BASE = 0.2;
export const EXAMPLE_SPAN = 0.6;

/** Two values closer than this are the same; a constraint is violated beyond it. */
export const TOLERANCE = 0.001;
/** A stored versus calculated conditional mismatch above this is flagged. */
export const DISCREPANCY_TOLERANCE = 0.01;
/** Probabilities (and divisors) at or below this count as zero. */
export const NEAR_ZERO = 0.001;
/** A Bayes-theorem disagreement above this gets advice to adjust the two fallback values. */
export const BAYES_ADVICE_THRESHOLD = 0.05;
/** Truth table and Bayesian data are consistent when their largest difference is below this. */
export const BIDIRECTIONAL_TOLERANCE = 0.05;
/** A slider commits only when it moved more than this. */
export const COMMIT_THRESHOLD = 0.001;
/** Local-versus-prop slider synchronisation tolerance. */
export const SYNC_TOLERANCE = 0.01;
/** At most this many constraint-correction passes. */
export const MAX_CORRECTION_PASSES = 10;
/** Depth of the marginalization auto-enforcer's cascade. */
export const ENFORCEMENT_CASCADE_DEPTH = 3;

/** Scenarios contributing at or below this are not listed. */
export const SCENARIO_CONTRIBUTION_CUTOFF = 1e-5;
/** A row or scenario probability below this is labelled negligible. */
export const NEGLIGIBLE_PROBABILITY = 0.001;

/** Saving snaps values at or below the low threshold to 0, at or above the high one to 1, else rounds. */
export const SAVE_SNAP_LOW = 0.02;
export const SAVE_SNAP_HIGH = 0.98;
export const SAVE_DECIMALS = 4;

/** Slider range and step. */
export const SLIDER_MIN = 0;
export const SLIDER_MAX = 1;
export const SLIDER_STEP = 0.01;

/** Inference-strength bar: 0.5..1 maps to 0..100 %; colour bands start at these strengths. */
export const INFERENCE_BAR_MIN = 0.5;
export const INFERENCE_STRENGTH_BAND_EDGES = [0.625, 0.75, 0.875, 0.9375] as const;

/** Text longer than this many characters is a long text and is quoted verbatim. */
export const LONG_TEXT_LENGTH = 80;
/** Claim ids this long or longer are ignored. */
export const MAX_CLAIM_ID_LENGTH = 100;

/** New dependencies and logical expressions start from these. */
export const DEFAULT_DEPENDENCY_CONDITIONAL = 0.7;
export const DEFAULT_EXPRESSION_PROBABILITY = 0.8;

/** User settings defaults. */
export const DEFAULT_DETAIL_LEVEL = 'complete';
export const DEFAULT_CONVICTION = 0.3;
export const DEFAULT_CONSTRAINT_RESOLUTION_MODE = 'coherentist';

/** Default user conditional pattern. */
export const DEFAULT_USER_PATTERN = {
  averageStrength: 0.75,
  typicalRange: { min: 0.6, max: 0.9 },
  commonDependencyCount: 2,
  leakParameter: 0.1,
  strongThreshold: 0.8,
  weakThreshold: 0.3,
} as const;
/** Strong and weak thresholds come from these percentiles, capped and floored. */
export const PATTERN_STRONG_PERCENTILE = 0.75;
export const PATTERN_WEAK_PERCENTILE = 0.25;
export const PATTERN_STRONG_CAP = 0.8;
export const PATTERN_WEAK_FLOOR = 0.3;
/** At most this many user patterns are sent to the AI. */
export const MAX_USER_PATTERNS_FOR_AI = 10;

/** Saved modal settings version; the truth-table tab's own data version. */
export const MODAL_SETTINGS_VERSION = '3.0';
export const TRUTH_TABLE_TAB_VERSION = '2.0';

/** Durations (milliseconds). */
export const DURATIONS = {
  settingsCache: 86_400_000,
  successIndicator: 2_000,
  errorIndicator: 3_000,
  message: 5_000,
  sliderDebounce: 300,
  dependencySavePause: 100,
  syncGuard: 100,
  correctionDelay: 100,
  animation: 300,
  enforcerAnimationDelay: 200,
  lockToast: 2_000,
  constraintFeedback: 3_000,
  convictionNotice: 8_000,
  marginalizationToast: 4_000,
  linkCopied: 2_000,
  claimFetchTimeout: 10_000,
  claimFetchRetryDelay: 2_000,
  claimFetchBackoffStart: 1_000,
  forcedDisplay: 15_000,
  calculationCacheDebounce: 150,
  calculationCacheTtl: 5_000,
} as const;
/** Claim fetch retries: on time-out, and attempts on network errors. */
export const CLAIM_FETCH_TIMEOUT_RETRIES = 2;
export const CLAIM_FETCH_NETWORK_ATTEMPTS = 3;
/** Calculation cache capacity. */
export const CALCULATION_CACHE_ENTRIES = 100;

/** Default AI model (first in the model list). */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

/** Debug-panel percentages have one decimal. */
export const DEBUG_PERCENT_DECIMALS = 1;
