import { DEFAULT_PREMISE_PROBABILITY } from '../constants';
import { probabilityOr } from '../probability/clamp';
import type { EvaluationInput } from '../probability/types';
import { assertPremise, assertProbability, isAffineIn, pCWithCredence } from './shared';

/** What {@link credenceForTarget} found. */
export type CredenceForTarget =
  | {
      reachable: true;
      /** The premise's credence that makes P(C) equal the target. */
      credence: number;
      /** The P(C) reachable by moving this premise alone, as in the unreachable case. */
      range: readonly [low: number, high: number];
    }
  | {
      reachable: false;
      /** The lowest and highest P(C) reachable by moving this premise alone. */
      range: readonly [low: number, high: number];
    };

/** Grid points tried along a premise's credence when P(C) is not affine in it. */
const SCAN_POINTS = 16;
/** The root search stops when the credence is known to this width. */
const CREDENCE_WIDTH = 1e-13;
/**
 * P(C) within this of the target counts as reaching it: the engine's sums over rows hold to
 * about 1e-12, so a credence at which P(C) is 0.3 may compute it as 0.30000000000000004.
 */
const TARGET_TOLERANCE = 1e-12;
/** A root found by the search must give P(C) within this of the target. */
const ROOT_TOLERANCE = 1e-10;
/** An interior extreme of the range is located to this width of credence. */
const EXTREME_WIDTH = 1e-6;

/**
 * "What would it take?": the credence `premiseId` needs, all else unchanged, for P(C) to equal
 * `target`; or, when no credence reaches it, the range of P(C) that moving this premise can reach.
 *
 * - When P(C) is affine in the credence (an unlinked premise in fallback or truth-table mode,
 *   or a one-premise Bayesian argument), `P(C) = b + (a − b)·p` with a = P(C) at credence 1 and
 *   b at 0, and the answer is `(target − b)/(a − b)`, exact.
 * - Otherwise (a premise linked by dependencies, whose credence also feeds derived conditionals;
 *   direct mode's max/min rule; the Bayesian fit for several premises) P(C) is a continuous but
 *   curved function of the credence. It is scanned at 17 points; the crossing of the target
 *   nearest to the premise's current credence is then narrowed by regula falsi (Illinois) to
 *   1e-13; an extreme of the range found inside the scan is refined by golden-section search.
 *   (A Bayesian fit of several premises that stops short of converging is not smooth: its range
 *   is as good as the scan, which can step over a narrow dip.)
 *   A premise whose credence is fixed by its dependencies (both conditionals on its one parent
 *   given) cannot move P(C): its range is the single current value.
 *
 * Throws a `RangeError` for an unknown premise or a target outside [0, 1].
 *
 * @example
 * ```ts
 * const input = {
 *   mode: 'fallback',
 *   premises: [{ id: 'p1', probability: 0.9 }, { id: 'p2', probability: 0.6 }],
 *   pCGivenPremises: 0.9,
 *   pCGivenNotPremises: 0.2,
 * } as const;
 * credenceForTarget(input, 'p2', 0.7); // { reachable: true, credence: 0.7936…, range: [0.2, 0.83] }
 * credenceForTarget(input, 'p2', 0.9); // { reachable: false, range: [0.2, 0.83] }
 * ```
 * (P(C) = 0.2 + 0.63·p₂, so p₂ = 0.5/0.63 for 0.7; even p₂ = 1 gives only 0.83.)
 */
export function credenceForTarget(
  input: EvaluationInput,
  premiseId: string,
  target: number,
): CredenceForTarget {
  assertPremise(input, premiseId);
  assertProbability(target, 'The target P(C)');
  const f = (credence: number) => pCWithCredence(input, premiseId, credence);
  const current = probabilityOr(
    input.premises.find((premise) => premise.id === premiseId)!.probability,
    DEFAULT_PREMISE_PROBABILITY,
  );

  if (isAffineIn(input, [premiseId])) {
    const atZero = f(0);
    const atOne = f(1);
    const range = [Math.min(atZero, atOne), Math.max(atZero, atOne)] as const;
    if (target < range[0] || target > range[1]) return { reachable: false, range };
    // A flat line reaches its one value at every credence: the current one needs no change.
    if (atOne === atZero) return { reachable: true, credence: current, range };
    const credence = Math.min(1, Math.max(0, (target - atZero) / (atOne - atZero)));
    return { reachable: true, credence, range };
  }

  const grid = Array.from({ length: SCAN_POINTS + 1 }, (_, k) => k / SCAN_POINTS);
  const values = grid.map(f);
  const low = refineExtreme(f, grid, values, -1);
  const high = refineExtreme(f, grid, values, 1);
  const range = [low.value, high.value] as const;
  if (target < range[0] || target > range[1]) return { reachable: false, range };

  // The current credence may already do it (a flat stretch reaches its value everywhere).
  if (Math.abs(f(current) - target) <= TARGET_TOLERANCE)
    return { reachable: true, credence: current, range };
  // Candidate credences: exact hits on the grid, and a root inside every bracketing interval.
  let best: number | undefined;
  const consider = (credence: number) => {
    if (best === undefined || Math.abs(credence - current) < Math.abs(best - current))
      best = credence;
  };
  const bracket = (a: number, b: number) => {
    const gapA = f(a) - target;
    const gapB = f(b) - target;
    if (Math.abs(gapA) <= TARGET_TOLERANCE) consider(a);
    else if (Math.abs(gapB) <= TARGET_TOLERANCE) consider(b);
    else if (gapA < 0 !== gapB < 0) {
      const root = illinoisRoot(f, target, a, b, gapA, gapB);
      // A jump (a derived conditional whose divisor reaches 0.001 falls back to 0.5) can straddle
      // the target without reaching it: keep only a credence that really gives the target.
      if (Math.abs(f(root) - target) <= ROOT_TOLERANCE) consider(root);
    }
  };
  for (let k = 0; k < grid.length; k++) {
    const hit = (j: number) => Math.abs(values[j]! - target) <= TARGET_TOLERANCE;
    if (hit(k)) consider(grid[k]!);
    else if (k > 0 && !hit(k - 1) && values[k - 1]! < target !== values[k]! < target)
      bracket(grid[k - 1]!, grid[k]!);
  }
  // The target lies only in a narrow peak or dip that the scan stepped over (every scan point is
  // on one side of it): it is crossed between the refined extreme and the scan point next to it.
  if (best === undefined) {
    const extreme = values[0]! < target ? high : low;
    if (Math.abs(extreme.value - target) <= TARGET_TOLERANCE) consider(extreme.at);
    else {
      const next = Math.round(extreme.at * SCAN_POINTS) / SCAN_POINTS;
      bracket(Math.min(next, extreme.at), Math.max(next, extreme.at));
    }
  }
  if (best === undefined) return { reachable: false, range };
  return { reachable: true, credence: best, range };
}

/** Regula falsi with the Illinois modification: superlinear, and never leaves the bracket. */
function illinoisRoot(
  f: (x: number) => number,
  target: number,
  low: number,
  high: number,
  gapLow: number,
  gapHigh: number,
): number {
  let a = low;
  let b = high;
  let fa = gapLow;
  let fb = gapHigh;
  let side = 0;
  for (let iteration = 0; iteration < 200 && b - a > CREDENCE_WIDTH; iteration++) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c) - target;
    if (fc === 0) return c;
    if (fc < 0 === fa < 0) {
      a = c;
      fa = fc;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = c;
      fb = fc;
      if (side === 1) fa /= 2;
      side = 1;
    }
  }
  return Math.abs(fa) < Math.abs(fb) ? a : b;
}

/**
 * The scanned minimum (`sign` −1) or maximum (+1) and where it is. An extreme inside the scan is
 * refined by golden-section search between its neighbours (a curve's peak rarely sits on a scan
 * point); one at either end is the exact value there.
 */
function refineExtreme(
  f: (x: number) => number,
  grid: readonly number[],
  values: readonly number[],
  sign: -1 | 1,
): { value: number; at: number } {
  let index = 0;
  for (let k = 1; k < values.length; k++) if (sign * values[k]! > sign * values[index]!) index = k;
  let best = { value: values[index]!, at: grid[index]! };
  if (index === 0 || index === grid.length - 1) return best;
  let a = grid[index - 1]!;
  let b = grid[index + 1]!;
  const ratio = (Math.sqrt(5) - 1) / 2;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let fc = f(c);
  let fd = f(d);
  while (b - a > EXTREME_WIDTH) {
    if (sign * fc > sign * best.value) best = { value: fc, at: c };
    if (sign * fd > sign * best.value) best = { value: fd, at: d };
    if (sign * fc > sign * fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - ratio * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + ratio * (b - a);
      fd = f(d);
    }
  }
  return best;
}
