import {
  FIT_ERROR_STOP,
  FIT_FINITE_DIFFERENCE,
  FIT_MAX_ITERATIONS,
  FIT_STEP,
  NEAR_ZERO,
  UNIFIED_DEFAULT_FORWARD,
  UNIFIED_DEFAULT_REVERSE,
} from '../constants';
import { probabilityOr } from './clamp';
import { productExpectations } from './joint';
import { solveLinearSystem } from './linearSolve';
import { buildPremiseNetwork, type PremiseNetwork } from './network';
import { noisyOrFromSliders } from './noisyOr';
import type { NoisyOrModel, PremiseNetworkInput } from './types';

/** What a noisy-OR model implies for each premise's two sliders, marginalised over the others. */
export interface ImpliedSliders {
  /** P(C | Pᵢ) under the model. */
  forward: Float64Array;
  /** P(C | ¬Pᵢ) under the model. */
  reverse: Float64Array;
  /** P(C) under the model. */
  pC: number;
}

/** The unified estimate: a noisy-OR model fitted to the sliders, and how well it fits. */
export interface NoisyOrFit {
  model: NoisyOrModel;
  implied: ImpliedSliders;
  /** Sum of squared differences between implied and given sliders (what the fit minimises). */
  error: number;
  /** Largest single difference between an implied and a given slider. */
  maxResidual: number;
  iterations: number;
}

/**
 * The sliders a model implies. `c(x) = H(x) − (1 − L)·G(x)·H(x)` where `G` multiplies
 * `(1 − sᵢ)` over true generative premises and `H` multiplies `(1 − qᵢ)` over true preventive
 * ones; both are products of per-premise factors, so their expectations factorise over the
 * independent groups of the premise network.
 */
export function impliedSliders(network: PremiseNetwork, model: NoisyOrModel): ImpliedSliders {
  const n = network.premiseIds.length;
  const ones = new Float64Array(n).fill(1);
  const preventiveTrue = new Float64Array(n);
  const bothTrue = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const power = model.powers[i]!;
    preventiveTrue[i] = power < 0 ? 1 + power : 1;
    bothTrue[i] = power >= 0 ? 1 - power : 1 + power;
  }
  const preventive = productExpectations(network, preventiveTrue, ones);
  const both = productExpectations(network, bothTrue, ones);
  const leakMiss = 1 - model.leak;
  const forward = new Float64Array(n);
  const reverse = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = network.marginals[i]!;
    const cTrue = preventive.whenTrue[i]! - leakMiss * both.whenTrue[i]!;
    const cFalse = preventive.whenFalse[i]! - leakMiss * both.whenFalse[i]!;
    forward[i] = p > 0 ? cTrue / p : Number.NaN;
    reverse[i] = p < 1 ? cFalse / (1 - p) : Number.NaN;
  }
  return { forward, reverse, pC: preventive.total - leakMiss * both.total };
}

/** Options for {@link fitNoisyOr}. */
export interface FitOptions {
  maxIterations?: number;
}

/**
 * Fits the leak and signed powers so that the sliders the model implies (marginalised over the
 * other premises, under the premise network) match the given ones. Levenberg–Marquardt on a
 * finite-difference Jacobian (difference 1e-4, initial damping 0.01), at most 1000 iterations,
 * stopping once the squared error is below 1e-6; parameters stay in range (leak in [0, 1],
 * powers in [−1, 1]). A missing (non-numeric) slider takes the unified-estimate default, 0.8
 * forward or 0.1 reverse; values are clamped to [0, 1]. Premises that are (almost) certainly
 * true or false constrain only the slider that can be observed. The remaining error is reported,
 * not hidden.
 *
 * `network` may be a built network or the input to build one.
 */
export function fitNoisyOr(
  network: PremiseNetwork | PremiseNetworkInput,
  forward: ArrayLike<number>,
  reverse: ArrayLike<number>,
  options: FitOptions = {},
): NoisyOrFit {
  const built = 'summary' in network ? network : buildPremiseNetwork(network);
  const n = built.premiseIds.length;
  // A missing slider takes the unified estimate's defaults.
  forward = Float64Array.from({ length: n }, (_, i) =>
    probabilityOr(forward[i], UNIFIED_DEFAULT_FORWARD),
  );
  reverse = Float64Array.from({ length: n }, (_, i) =>
    probabilityOr(reverse[i], UNIFIED_DEFAULT_REVERSE),
  );
  const maxIterations = options.maxIterations ?? FIT_MAX_ITERATIONS;
  const observable = (i: number, whenTrue: boolean) => {
    const p = built.marginals[i]!;
    return whenTrue ? p > NEAR_ZERO : 1 - p > NEAR_ZERO;
  };

  const toModel = (theta: Float64Array): NoisyOrModel => ({
    leak: theta[0]!,
    powers: theta.subarray(1),
  });
  const residuals = (theta: Float64Array): Float64Array => {
    const implied = impliedSliders(built, toModel(theta));
    const out = new Float64Array(2 * n);
    for (let i = 0; i < n; i++) {
      out[2 * i] = observable(i, true) ? implied.forward[i]! - forward[i]! : 0;
      out[2 * i + 1] = observable(i, false) ? implied.reverse[i]! - reverse[i]! : 0;
    }
    return out;
  };
  const squared = (r: Float64Array) => r.reduce((sum, value) => sum + value * value, 0);

  const starts = [noisyOrFromSliders(forward, reverse)];
  if (n > 1) {
    // More starts from lower leaks: with several premises the spec's leak (1 − Π(1 − rᵢ))
    // overshoots, and a fit that reaches the leak's bound of 0 from above can stall there.
    // Later starts run only while the earlier ones leave an error above the stop.
    let minReverse = 1;
    for (let i = 0; i < n; i++) minReverse = Math.min(minReverse, reverse[i]!);
    for (const leak of [minReverse, minReverse / 2, 0]) starts.push({ ...starts[0]!, leak });
  }

  let best: { theta: Float64Array; error: number; iterations: number } | undefined;
  for (const start of starts) {
    const result = levenbergMarquardt(
      Float64Array.of(start.leak, ...start.powers),
      residuals,
      squared,
      maxIterations,
    );
    if (!best || result.error < best.error) best = result;
    if (best.error < FIT_ERROR_STOP) break;
  }
  const theta = best!.theta;
  const model = { leak: theta[0]!, powers: Float64Array.from(theta.subarray(1)) };
  const finalResiduals = residuals(theta);
  return {
    model,
    implied: impliedSliders(built, model),
    error: best!.error,
    maxResidual: finalResiduals.reduce((max, value) => Math.max(max, Math.abs(value)), 0),
    iterations: best!.iterations,
  };
}

const clampParameter = (index: number, value: number) =>
  Math.min(1, Math.max(index === 0 ? 0 : -1, value));

function levenbergMarquardt(
  initial: Float64Array,
  residuals: (theta: Float64Array) => Float64Array,
  squared: (r: Float64Array) => number,
  maxIterations: number,
): { theta: Float64Array; error: number; iterations: number } {
  const size = initial.length;
  let theta = initial.map((value, index) => clampParameter(index, value));
  let r = residuals(theta);
  let error = squared(r);
  let damping = FIT_STEP;
  let iterations = 0;

  while (iterations < maxIterations && error >= FIT_ERROR_STOP) {
    iterations++;
    // Forward differences, stepping inward at a bound.
    const m = r.length;
    const jacobian = new Float64Array(m * size);
    for (let k = 0; k < size; k++) {
      const step =
        theta[k]! + FIT_FINITE_DIFFERENCE > 1 ? -FIT_FINITE_DIFFERENCE : FIT_FINITE_DIFFERENCE;
      const shifted = Float64Array.from(theta);
      shifted[k]! += step;
      const rShifted = residuals(shifted);
      for (let row = 0; row < m; row++)
        jacobian[row * size + k] = (rShifted[row]! - r[row]!) / step;
    }
    const normal = new Float64Array(size * size);
    const gradient = new Float64Array(size);
    for (let row = 0; row < m; row++) {
      for (let a = 0; a < size; a++) {
        const ja = jacobian[row * size + a]!;
        if (ja === 0) continue;
        gradient[a]! += ja * r[row]!;
        for (let b = 0; b < size; b++) normal[a * size + b]! += ja * jacobian[row * size + b]!;
      }
    }

    let improved = false;
    while (damping < 1e12) {
      const damped = Float64Array.from(normal);
      for (let k = 0; k < size; k++)
        damped[k * size + k]! += damping * (normal[k * size + k]! + 1e-9);
      const delta = solveLinearSystem(
        damped,
        gradient.map((g) => -g),
        size,
      );
      const candidate = theta.map((value, index) => clampParameter(index, value + delta[index]!));
      const rCandidate = residuals(candidate);
      const candidateError = squared(rCandidate);
      if (candidateError < error) {
        const gain = error - candidateError;
        theta = candidate;
        r = rCandidate;
        error = candidateError;
        damping = Math.max(damping / 10, 1e-12);
        improved = gain > 1e-15;
        break;
      }
      damping *= 10;
    }
    if (!improved) break;
  }
  return { theta, error, iterations };
}
