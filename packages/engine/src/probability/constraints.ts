import { DEFAULT_PREMISE_PROBABILITY, MAX_CORRECTION_PASSES, TOLERANCE } from '../constants';
import { parentLists } from './dependencies';
import { formatNumber } from './format';
import { buildPremiseNetwork } from './network';
import type { CalculatedDependency, PremiseInput, PremiseNetworkInput } from './types';

/** How a premise's credence is tied to its one parent. */
export type ConstraintMode = 'marginalization' | 'interval';

/** One parent's conditionals as the dependencies panel shows them (null when not given). */
export interface ParentConditionalsView {
  parentId: string;
  parentContent: string;
  positiveValue: number | null;
  negativeValue: number | null;
}

/** The spec's constraint analysis of one premise. */
export interface ConstraintAnalysis {
  premiseId: string;
  premiseName: string;
  constraintMode: ConstraintMode;
  /** Allowed values; equal bounds in marginalization mode. */
  intervalBounds: { lower: number; upper: number };
  currentValue: number;
  isViolating: boolean;
  allConditionals: ParentConditionalsView[];
  positiveConditional: { description: string; value: number | null };
  negativeConditional: { description: string; value: number | null };
}

/** Input of the constraint functions: the premise network and, optionally, claim texts. */
export type ConstraintInput = PremiseNetworkInput & {
  /** Claim id → text, for names in the analysis and messages (ids are used otherwise). */
  claimTexts?: Record<string, string>;
};

/** The constraints of every premise that depends on exactly one parent, and the calculated ones. */
export interface ConstraintReport {
  /** Single-parent premises with at least one given conditional, in premise order. */
  premises: ConstraintAnalysis[];
  /** Premises with several parents, combined by noisy-OR (shown, not constrained). */
  calculated: CalculatedDependency[];
}

/**
 * Works out, for each premise with one parent `j` and at least one given conditional, what its
 * credence may be: fixed at `P(i|j)·P(j) + P(i|¬j)·(1 − P(j))` when both conditionals are given
 * (marginalization), or the Fréchet interval when one is (e.g. `[P(i|j)·P(j), P(i|j)·P(j) + 1 −
 * P(j)]`). The parent's value is its value in the network, so chains are followed in order.
 * A credence outside its bounds by more than 0.001 is violating.
 */
export function analyzeConstraints(input: ConstraintInput): ConstraintReport {
  const network = buildPremiseNetwork(input);
  const ids = network.premiseIds;
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  const parents = parentLists(ids, input.dependencies);
  const conditionals = input.premiseConditionals ?? {};
  const nameOf = (id: string) => input.claimTexts?.[id] ?? id;
  const premises: ConstraintAnalysis[] = [];

  ids.forEach((id, premise) => {
    const list = parents[premise]!;
    if (list.length !== 1) return;
    const parentId = list[0]!;
    const positive = numberOrNull(conditionals[`${id}|${parentId}`]);
    const negative = numberOrNull(conditionals[`${id}|~${parentId}`]);
    if (positive === null && negative === null) return;
    const parentIndex = indexOf.get(parentId);
    const parentValue =
      parentIndex !== undefined ? network.marginals[parentIndex]! : externalValue(input, parentId);
    const bounds = boundsFor(positive, negative, parentValue);
    const currentValue = network.summary.premiseValues[id]!.input;
    premises.push({
      premiseId: id,
      premiseName: nameOf(id),
      constraintMode: positive !== null && negative !== null ? 'marginalization' : 'interval',
      intervalBounds: bounds,
      currentValue,
      isViolating:
        currentValue < bounds.lower - TOLERANCE || currentValue > bounds.upper + TOLERANCE,
      allConditionals: [
        {
          parentId,
          parentContent: nameOf(parentId),
          positiveValue: positive,
          negativeValue: negative,
        },
      ],
      positiveConditional: {
        description: `P(${nameOf(id)} | ${nameOf(parentId)})`,
        value: positive,
      },
      negativeConditional: {
        description: `P(${nameOf(id)} | ¬${nameOf(parentId)})`,
        value: negative,
      },
    });
  });
  return { premises, calculated: network.summary.calculatedDependencies };
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(1, Math.max(0, value))
    : null;
}

function externalValue(input: PremiseNetworkInput, id: string): number {
  return numberOrNull(input.externalClaims?.[id]) ?? DEFAULT_PREMISE_PROBABILITY;
}

/** The allowed range for P(i) given the known conditionals and P(j). */
function boundsFor(positive: number | null, negative: number | null, parent: number) {
  if (positive !== null && negative !== null) {
    const fixed = positive * parent + negative * (1 - parent);
    return { lower: fixed, upper: fixed };
  }
  if (positive !== null) return { lower: positive * parent, upper: positive * parent + 1 - parent };
  const base = negative! * (1 - parent);
  return { lower: base, upper: base + parent };
}

/** A premise credence that breaks its constraint, and the nearest value that keeps it. */
export interface ConstraintViolation {
  premiseId: string;
  premiseName: string;
  constraintMode: ConstraintMode;
  currentValue: number;
  intervalBounds: { lower: number; upper: number };
  suggestedValue: number;
  /** |current − suggested|. */
  difference: number;
  reason: string;
}

/** Every violating premise (outside its bounds by more than 0.001), with a readable reason. */
export function detectViolations(input: ConstraintInput): ConstraintViolation[] {
  return analyzeConstraints(input)
    .premises.filter((analysis) => analysis.isViolating)
    .map((analysis) => {
      const { lower, upper } = analysis.intervalBounds;
      const suggestedValue = Math.min(upper, Math.max(lower, analysis.currentValue));
      const parentName = analysis.allConditionals[0]!.parentContent;
      const current = formatNumber(analysis.currentValue);
      const reason =
        analysis.constraintMode === 'marginalization'
          ? `P(${analysis.premiseName}) is ${current}, but its conditionals on ${parentName} fix it at ${formatNumber(lower)} by marginalization.`
          : `P(${analysis.premiseName}) is ${current}, but its conditional on ${parentName} allows only ${formatNumber(lower)} to ${formatNumber(upper)}.`;
      return {
        premiseId: analysis.premiseId,
        premiseName: analysis.premiseName,
        constraintMode: analysis.constraintMode,
        currentValue: analysis.currentValue,
        intervalBounds: analysis.intervalBounds,
        suggestedValue,
        difference: Math.abs(analysis.currentValue - suggestedValue),
        reason,
      };
    });
}

/** Options of {@link enforceConstraints}. */
export interface EnforceOptions {
  /** Premise ids the user locked: never changed. */
  locked?: Iterable<string>;
  /** At most this many correction passes (default 10). */
  maxPasses?: number;
}

/** One change made by {@link enforceConstraints}. */
export interface ConstraintCorrection {
  premiseId: string;
  from: number;
  to: number;
  pass: number;
  reason: string;
}

/** Result of {@link enforceConstraints}. */
export interface EnforcementResult {
  premises: PremiseInput[];
  corrections: ConstraintCorrection[];
  passes: number;
  /** Violations left: on locked premises, or not settled within the passes. */
  remaining: ConstraintViolation[];
}

/**
 * Moves each violating, unlocked premise to the nearest allowed value, pass after pass (a corrected
 * parent moves its children's bounds), until nothing violates or 10 passes are done.
 */
export function enforceConstraints(
  input: ConstraintInput,
  options: EnforceOptions = {},
): EnforcementResult {
  const locked = new Set(options.locked ?? []);
  const maxPasses = options.maxPasses ?? MAX_CORRECTION_PASSES;
  let premises = input.premises.map((premise) => ({ ...premise }));
  const corrections: ConstraintCorrection[] = [];
  let passes = 0;
  let violations = detectViolations({ ...input, premises });
  while (passes < maxPasses) {
    const fixable = violations.filter((violation) => !locked.has(violation.premiseId));
    if (fixable.length === 0) break;
    passes++;
    const next = new Map(fixable.map((violation) => [violation.premiseId, violation]));
    premises = premises.map((premise) => {
      const violation = next.get(premise.id);
      if (!violation) return premise;
      corrections.push({
        premiseId: premise.id,
        from: violation.currentValue,
        to: violation.suggestedValue,
        pass: passes,
        reason: violation.reason,
      });
      return { ...premise, probability: violation.suggestedValue };
    });
    violations = detectViolations({ ...input, premises });
  }
  return { premises, corrections, passes, remaining: violations };
}
