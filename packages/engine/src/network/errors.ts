/**
 * Linked arguments form a loop: a claim would, through the links, be a reason for itself, and the
 * network has no order to evaluate in. Thrown by {@link evaluateNetwork} and the functions built on
 * it; {@link findLinkCycle} finds such a loop before a link is saved.
 *
 * @example
 * ```ts
 * try {
 *   evaluateNetwork(network);
 * } catch (error) {
 *   if (error instanceof NetworkCycleError) console.log(error.cycle); // ['A', 'B', 'A']
 *   else throw error;
 * }
 * ```
 */
export class NetworkCycleError extends Error {
  /**
   * The argument ids along the loop, each linked to a premise of the next (or, for the root,
   * concluding one); the first is repeated at the end.
   */
  readonly cycle: readonly string[];

  constructor(cycle: readonly string[]) {
    super(
      `Linked arguments form a loop: ${cycle.join(' → ')} (each bears on a premise of the next). Remove one of these links to evaluate the network.`,
    );
    this.name = 'NetworkCycleError';
    this.cycle = cycle;
  }
}

/**
 * More distinct claims in a network than are summed exactly (more than {@link MAX_NETWORK_CLAIMS}).
 *
 * @example
 * ```ts
 * try {
 *   evaluateNetwork(network);
 * } catch (error) {
 *   if (error instanceof TooManyNetworkClaimsError) console.log(error.count, error.limit); // 25 24
 *   else throw error;
 * }
 * ```
 */
export class TooManyNetworkClaimsError extends Error {
  /** The number of distinct claims the network holds. */
  readonly count: number;
  /** The most that are enumerated: {@link MAX_NETWORK_CLAIMS}. */
  readonly limit: number;

  constructor(count: number, limit: number) {
    super(
      `Too many distinct claims in an argument network: ${count} (at most ${limit}). Declare repeated claims equivalent, or evaluate a smaller part of the network.`,
    );
    this.name = 'TooManyNetworkClaimsError';
    this.count = count;
    this.limit = limit;
  }
}
