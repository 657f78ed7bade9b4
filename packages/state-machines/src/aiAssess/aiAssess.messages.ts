/**
 * The AI Assess message strip texts of the Bayesian and Truth Table tabs (evaluator spec §8),
 * copied exactly.
 */

/** Bayesian tab: progress, with N the number of premises. */
export const analyzingBayesian = (premiseCount: number) =>
  `Analyzing Bayesian network for ${premiseCount} premises...`;

/** Bayesian tab: success, with N the number of conditional probabilities returned. */
export const bayesianEstimated = (count: number) =>
  `AI successfully estimated ${count} conditional probabilities.`;

/** Bayesian tab: the AI returned no conditional probabilities. */
export const NO_BAYESIAN_ESTIMATES = 'AI could not generate Bayesian estimates.';

/** Truth Table tab: progress, with n the number of rows (2^premises). */
export const analyzingTruthTable = (rowCount: number) =>
  `Analyzing ${rowCount} truth table rows...`;

/** Truth Table tab: success, with n the number of row values returned. */
export const truthTableEstimated = (count: number) =>
  `AI successfully estimated ${count} truth table values.`;

/** Truth Table tab: the AI returned no row values. */
export const NO_TRUTH_TABLE_VALUES = 'AI could not generate truth table values.';

/** Both tabs: the call failed. */
export const assessmentFailed = (message: string) => `Assessment failed: ${message}`;

/**
 * Bayesian tab: success when the offline rules answered (the picked "model" is the host's
 * rule-based provider): ours, since "AI successfully estimated" would claim an AI did.
 */
export const bayesianEstimatedByRules = (count: number) =>
  `Rule-based estimate: ${count} conditional probabilities set by offline rules (no AI model is configured).`;

/** Truth Table tab: success when the offline rules answered (ours, as above). */
export const truthTableEstimatedByRules = (count: number) =>
  `Rule-based estimate: ${count} truth table values set by offline rules (no AI model is configured).`;
