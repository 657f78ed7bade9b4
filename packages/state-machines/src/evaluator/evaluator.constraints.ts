import {
  analyzeConstraints,
  type ConstraintInput,
  DEFAULT_PREMISE_PROBABILITY,
  ENFORCEMENT_CASCADE_DEPTH,
  type EnforcementResult,
  enforceConstraints,
  MAX_CORRECTION_PASSES,
} from '@credence/engine';
import { errorMessage } from '../userSettings/userSettings.rules';
import { recalculated } from './evaluator.calculation';
import {
  constraintDependencies,
  dependencySettings,
  hasDependencies,
  numericConditionals,
} from './evaluator.settings';
import type { EvaluatorContext } from './evaluator.types';

/** The constraint system's mode: forced to `'deductive'` for deductive arguments. */
export type EvaluatorConstraintSystemMode = 'coherentist' | 'foundationalist' | 'deductive';

/** The mode the constraint system runs in. */
export function constraintSystemMode(context: EvaluatorContext): EvaluatorConstraintSystemMode {
  return context.argumentType === 'DEDUCTIVE'
    ? 'deductive'
    : context.userSettings.constraintResolutionMode;
}

/**
 * The constraint system (and auto-propagation) is enabled only when constraints are on, the
 * argument is INDUCTIVE and the resolution mode is coherentist.
 */
export function isConstraintSystemEnabled(context: EvaluatorContext): boolean {
  return context.constraints.enabled && constraintSystemMode(context) === 'coherentist';
}

/** The engine's constraint input: premise credences, kept dependencies, numeric conditionals. */
export function constraintInput(context: EvaluatorContext): ConstraintInput {
  const premises = context.argument?.premises ?? [];
  const { dependencies, premiseConditionals } = dependencySettings(context);
  const claimTexts: Record<string, string> = {};
  for (const premise of premises) claimTexts[premise.id] = premise.content;
  return {
    premises: premises.map((premise) => ({
      id: premise.id,
      probability: context.premiseConfidences[premise.id] ?? DEFAULT_PREMISE_PROBABILITY,
    })),
    dependencies: constraintDependencies(
      dependencies,
      premises.map((premise) => premise.id),
    ),
    premiseConditionals: numericConditionals(premiseConditionals),
    claimTexts,
  };
}

/** A correction run: the engine's result, or the message it threw. */
export type CorrectionRun =
  | { ok: true; result: EnforcementResult }
  | { ok: false; message: string };

/** Detects and corrects violations (locked premises untouched, at most 10 passes). */
export function runCorrection(context: EvaluatorContext): CorrectionRun {
  try {
    const result = enforceConstraints(constraintInput(context), {
      locked: context.lockedPremiseIds,
      maxPasses: MAX_CORRECTION_PASSES,
    });
    return { ok: true, result };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}

/**
 * The first premise a change of dependencies newly fixed by marginalization, with its parent,
 * by name; null when none (or when the engine cannot analyse either state).
 */
export function newlyMarginalized(
  before: EvaluatorContext,
  after: EvaluatorContext,
): { premiseName: string; parentName: string } | null {
  try {
    const wasFixed = new Set(
      analyzeConstraints(constraintInput(before))
        .premises.filter((p) => p.constraintMode === 'marginalization')
        .map((p) => p.premiseId),
    );
    const fixed = analyzeConstraints(constraintInput(after)).premises.find(
      (p) => p.constraintMode === 'marginalization' && !wasFixed.has(p.premiseId),
    );
    const parent = fixed?.allConditionals[0];
    return fixed && parent
      ? { premiseName: fixed.premiseName, parentName: parent.parentContent }
      : null;
  } catch {
    return null;
  }
}

/**
 * How many 200 ms highlight steps a set of corrections takes: one per cascade level (the
 * engine's `pass`), at most {@link ENFORCEMENT_CASCADE_DEPTH}; deeper levels share the last step.
 */
export function correctionCascadeSteps(corrections: readonly { pass: number }[]): number {
  const deepest = corrections.reduce((depth, correction) => Math.max(depth, correction.pass), 1);
  return Math.min(deepest, ENFORCEMENT_CASCADE_DEPTH);
}

/**
 * The credences the constraint system moved, merged into what it moved since the user last set
 * each of them: a premise keeps its first `from` (the value the user gave it) and its latest
 * `to`; one moved back where the user put it is dropped.
 */
export function movedCredences(
  before: Readonly<Record<string, { from: number; to: number }>>,
  corrections: readonly { premiseId: string; from: number; to: number }[],
): Record<string, { from: number; to: number }> {
  const moved = { ...before };
  for (const { premiseId, from, to } of corrections) {
    const first = moved[premiseId]?.from ?? from;
    if (Math.abs(first - to) < 1e-9) delete moved[premiseId];
    else moved[premiseId] = { from: first, to };
  }
  return moved;
}

/**
 * A loaded argument as the screen first shows it: when its dependencies fix or bound a premise,
 * the premise shows the corrected credence and says it moved (the saved value is not what is
 * shown). Unchanged when the constraint system is off or finds nothing to correct.
 */
export function settledLoadedContext(context: EvaluatorContext): EvaluatorContext {
  if (!isConstraintSystemEnabled(context) || !hasDependencies(context)) return context;
  const run = runCorrection(context);
  if (!run.ok || run.result.corrections.length === 0) return context;
  const premiseConfidences = { ...context.premiseConfidences };
  for (const correction of run.result.corrections)
    premiseConfidences[correction.premiseId] = correction.to;
  return recalculated({
    ...context,
    premiseConfidences,
    constraints: {
      ...context.constraints,
      moved: movedCredences({}, run.result.corrections),
      violations: run.result.remaining,
    },
  });
}
