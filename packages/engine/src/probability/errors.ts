/** A dependency cycle among premises: the network has no order to evaluate in. */
export class DependencyCycleError extends Error {
  /** The claim ids along the cycle, each depending on the next; the first is repeated at the end. */
  readonly cycle: readonly string[];

  constructor(cycle: readonly string[]) {
    super(
      `Dependencies form a cycle: ${cycle.join(' → ')}. Remove one of these dependencies to evaluate the argument.`,
    );
    this.name = 'DependencyCycleError';
    this.cycle = cycle;
  }
}

/** A truth table (or one dependency group's joint) too large to hold: 2^n numbers of 8 bytes. */
export class TooManyPremisesError extends Error {
  constructor(count: number, limit: number, what = 'premises for a truth table') {
    super(`Too many ${what}: ${count} (at most ${limit}).`);
    this.name = 'TooManyPremisesError';
  }
}
