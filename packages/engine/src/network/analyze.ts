import { clamp01 } from '../probability/clamp';
import { evaluateArgument } from '../probability/evaluate';
import type { CalculatedValues } from '../probability/types';
import { marginalSums } from './eliminate';
import { type NetworkPlan, networkPlan } from './factors';
import { type NetworkStructure, networkStructure } from './structure';
import type { NetworkInput } from './types';

/** Everything one exact pass over a network yields, for the public functions to read. */
export interface NetworkAnalysis {
  structure: NetworkStructure;
  /** Each argument's single-argument evaluation, in `structure.nodes` order. */
  evaluations: CalculatedValues[];
  plan: NetworkPlan;
  sums: NetworkSums;
}

/** Exact sums over every assignment of the network's claims (variables numbered as the plan). */
export interface NetworkSums {
  /** Σ joint (1 up to rounding). */
  total: number;
  /** Σ joint · P(C | row): the root's P(C) (over `total`). */
  totalC: number;
  /** Per variable: Σ joint where it is true, and where it is false. */
  whenTrue: Float64Array;
  whenFalse: Float64Array;
  /** Per variable: Σ joint · P(C | row) where it is true, and where it is false. */
  whenTrueC: Float64Array;
  whenFalseC: Float64Array;
}

/**
 * Walks the network, evaluates each argument once, and sums the joint exactly twice: alone (each
 * claim's credence) and times the root's P(C | row) (P(C), and P(C) given each claim).
 */
export function analyzeNetwork(input: NetworkInput): NetworkAnalysis {
  const structure = networkStructure(input);
  const evaluations = structure.nodes.map(({ argument }) => evaluateArgument(argument.input));
  const plan = networkPlan(structure, evaluations);
  const n = plan.variables.length;
  const plain = marginalSums(n, plan.factors);
  const withC = marginalSums(n, [...plan.factors, plan.conclusion]);
  const sums: NetworkSums = {
    total: plain.total,
    totalC: withC.total,
    whenTrue: plain.whenTrue,
    whenFalse: plain.whenFalse,
    whenTrueC: withC.whenTrue,
    whenFalseC: withC.whenFalse,
  };
  return { structure, evaluations, plan, sums };
}

/** The root's P(C) from the sums: Σ joint·P(C | row) over Σ joint (1 up to rounding). */
export function rootPC(sums: NetworkSums): number {
  return clamp01(sums.totalC / sums.total);
}
