import {
  analyzeConstraints,
  baseClaimId,
  type CalculatedDependency,
  type ConditionalMap,
  type ConstraintAnalysis,
  type ConstraintInput,
  claimText,
  type DependencyMap,
  detectViolations,
  SLIDER_MAX,
  SLIDER_MIN,
} from '@credence/engine';
import { splitDependencyKey } from './dependencyEditor.model';
import type { DependencyEditorContext } from './dependencyEditor.types';

/** The engine's constraint input for the editor's premises and the given conditionals. */
export function constraintInput(
  context: DependencyEditorContext,
  premiseConditionals: ConditionalMap = context.premiseConditionals,
  dependencies: DependencyMap = context.dependencies,
): ConstraintInput {
  const claimTexts: Record<string, string> = {};
  for (const [id, claim] of Object.entries(context.claims)) claimTexts[id] = claim.content;
  return {
    premises: context.premises.map((premise) => ({
      id: premise.id,
      probability: context.premiseProbabilities[premise.id],
    })),
    dependencies,
    premiseConditionals,
    externalClaims: context.externalClaims,
    claimTexts,
  };
}

/** The engine's analysis of one premise, or null (no single-parent constraint, or a cycle). */
export function analysisFor(
  context: DependencyEditorContext,
  premiseConditionals: ConditionalMap,
  premiseId: string,
  dependencies: DependencyMap = context.dependencies,
): ConstraintAnalysis | null {
  try {
    const report = analyzeConstraints(constraintInput(context, premiseConditionals, dependencies));
    return report.premises.find((analysis) => analysis.premiseId === premiseId) ?? null;
  } catch {
    return null;
  }
}

/** The multi-parent dependencies the engine combines by noisy-OR ([] on a cycle). */
export function calculatedDependencies(context: DependencyEditorContext): CalculatedDependency[] {
  try {
    return analyzeConstraints(constraintInput(context)).calculated;
  } catch {
    return [];
  }
}

/**
 * Coherentist mode: the values of the conditional `key` that keep its target premise within the
 * engine's interval bounds (analyzeConstraints), or null when nothing limits it (no interval
 * constraint, marginalization, or no value fits). The bounds are linear in the conditional, so
 * they are read from the engine at 0 and at 1.
 */
export function validConditionalRange(
  context: DependencyEditorContext,
  key: string,
): { min: number; max: number } | null {
  const { targetId } = splitDependencyKey(key);
  const at = (value: number) =>
    analysisFor(context, { ...context.premiseConditionals, [key]: value }, targetId);
  const low = at(SLIDER_MIN);
  const high = at(SLIDER_MAX);
  if (!low || !high || low.constraintMode !== 'interval') return null;
  const p = low.currentValue;
  let min: number = SLIDER_MIN;
  let max: number = SLIDER_MAX;
  // lower(x) ≤ p and upper(x) ≥ p, with lower/upper linear in x.
  const limit = (a: number, b: number, atMost: boolean) => {
    const slope = b - a;
    if (slope === 0) return (atMost ? a <= p : a >= p) ? undefined : null;
    const root = (p - a) / slope;
    if (atMost === slope > 0) max = Math.min(max, root);
    else min = Math.max(min, root);
    return undefined;
  };
  if (limit(low.intervalBounds.lower, high.intervalBounds.lower, true) === null) return null;
  if (limit(low.intervalBounds.upper, high.intervalBounds.upper, false) === null) return null;
  return min <= max ? { min, max } : null;
}

/** A slider value snapped to the valid range in coherentist mode (unchanged otherwise). */
export function snapConditional(
  context: DependencyEditorContext,
  key: string,
  value: number,
): number {
  if (context.resolutionMode !== 'coherentist') return value;
  const range = validConditionalRange(context, key);
  return range ? Math.min(range.max, Math.max(range.min, value)) : value;
}

/** What a changed conditional does to its target premise. */
export type ConditionalCheck =
  | { kind: 'ok' }
  | { kind: 'violation'; reason: string }
  | { kind: 'marginalization'; premise: string; parent: string };

/**
 * The constraint validator of a changed conditional: a marginalization scenario the change
 * creates (both conditionals on the one parent now given), or an interval violation of the
 * target premise with the engine's reason. `dependencies` are the parent lists after the change
 * (a new dependency adds a parent).
 */
export function checkConditionalChange(
  context: DependencyEditorContext,
  key: string,
  value: number,
  dependencies: DependencyMap = context.dependencies,
): ConditionalCheck {
  const { targetId, sourceId } = splitDependencyKey(key);
  const next = { ...context.premiseConditionals, [key]: value };
  const before = analysisFor(context, context.premiseConditionals, targetId);
  const after = analysisFor(context, next, targetId, dependencies);
  if (!after) return { kind: 'ok' };
  if (after.constraintMode === 'marginalization') {
    if (before?.constraintMode === 'marginalization') return { kind: 'ok' };
    return {
      kind: 'marginalization',
      premise: claimText(targetId, context.claims),
      parent: claimText(baseClaimId(sourceId), context.claims),
    };
  }
  if (!after.isViolating) return { kind: 'ok' };
  const violation = violationsFor(context, next, dependencies).find(
    (candidate) => candidate.premiseId === targetId,
  );
  return violation ? { kind: 'violation', reason: violation.reason } : { kind: 'ok' };
}

function violationsFor(
  context: DependencyEditorContext,
  premiseConditionals: ConditionalMap,
  dependencies: DependencyMap,
) {
  try {
    return detectViolations(constraintInput(context, premiseConditionals, dependencies));
  } catch {
    return [];
  }
}
