import type { CredenceForTarget } from './goalSeek';

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
 * The search behind {@link credenceForTarget} and `networkCredenceForTarget`: the credence at
 * which `f` (P(C) as a function of one credence, all else fixed) equals `target`, nearest to
 * `current`; or the range `f` reaches. `affine`: the caller knows `f` is affine, so its two ends
 * settle it exactly; otherwise a scan, regula falsi and golden-section search (see
 * {@link credenceForTarget}).
 */
export function seekCredence(
  f: (credence: number) => number,
  current: number,
  affine: boolean,
  target: number,
): CredenceForTarget {
  if (affine) {
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
