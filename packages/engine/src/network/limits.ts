/**
 * The most distinct claims an argument network may hold (the root's conclusion aside): P(C) is an
 * exact sum over their 2ⁿ truth assignments, as a single argument's truth table is over its
 * premises (`MAX_TABLE_PREMISES`, also 24).
 */
export const MAX_NETWORK_CLAIMS = 24;

/**
 * Every credence that enters the odds of a derived claim — the user's prior and each linked
 * argument's P(conclusion | row) — and the combined result are kept in [0.001, 0.999], so that no
 * single argument can make a claim certain and odds stay finite.
 */
export const NETWORK_CREDENCE_MIN = 0.001;
/** See {@link NETWORK_CREDENCE_MIN}. */
export const NETWORK_CREDENCE_MAX = 0.999;

/** Clamps to [{@link NETWORK_CREDENCE_MIN}, {@link NETWORK_CREDENCE_MAX}]. */
export function clampNetworkCredence(value: number): number {
  return Math.min(NETWORK_CREDENCE_MAX, Math.max(NETWORK_CREDENCE_MIN, value));
}
