import {
  analyzeConstraints,
  type CalculatedValues,
  type ConstraintReport,
  formatDebugPercent,
  type ScenarioBreakdown,
  scenarioBreakdown,
  type UsedConditional,
} from '@credence/engine';
import type { StoredEvaluationMode } from '@credence/state-machines';
import { type ClaimNames, type ClaimText, claimNames } from '../CalculationResultsPanel/format';

/** Everything the sections read: the props plus what the engine derives from the result. */
export interface DebugView {
  calculated: CalculatedValues | null;
  calculationError: string | null;
  evaluationMode: StoredEvaluationMode;
  premises: readonly ClaimText[];
  conclusion: ClaimText | null;
  premiseConfidences: Readonly<Record<string, number>>;
  conclusionConfidence: number | undefined;
  names: ClaimNames;
  /** `scenarioBreakdown` of the result (null without a result). */
  breakdown: ScenarioBreakdown | null;
  /** `analyzeConstraints` over the inputs the engine evaluated (null without a result). */
  constraints: ConstraintReport | null;
}

/** A percentage with the debug panel's one decimal (the engine's `formatDebugPercent`). */
export const debugPercent = formatDebugPercent;

/** Builds the view: claim names, the engine's scenario breakdown and constraint analysis. */
export function debugView(input: {
  calculated: CalculatedValues | null;
  calculationError?: string | null;
  evaluationMode: StoredEvaluationMode;
  premises: readonly ClaimText[];
  conclusion: ClaimText | null;
  premiseConfidences: Readonly<Record<string, number>>;
  conclusionConfidence?: number;
  externalClaims?: readonly ClaimText[];
}): DebugView {
  const names = claimNames(input.premises, input.conclusion ?? undefined, input.externalClaims);
  const { calculated } = input;
  return {
    calculated,
    calculationError: input.calculationError ?? null,
    evaluationMode: input.evaluationMode,
    premises: input.premises,
    conclusion: input.conclusion,
    premiseConfidences: input.premiseConfidences,
    conclusionConfidence: input.conclusionConfidence,
    names,
    breakdown: calculated ? scenarioBreakdown(calculated) : null,
    constraints: calculated ? constraintsOf(calculated, names) : null,
  };
}

/**
 * The constraint analysis of the very inputs the engine evaluated. The same network evaluated
 * without error, so this cannot throw in practice; a panel for admins still must not crash.
 */
function constraintsOf(calculated: CalculatedValues, names: ClaimNames): ConstraintReport | null {
  try {
    return analyzeConstraints({ ...calculated.debugData.rawInputs, claimTexts: names.texts });
  } catch {
    return null;
  }
}

/** A used conditional as the panel names it, e.g. `P(P2|¬P1)`. */
export function conditionalLabel(conditional: UsedConditional, names: ClaimNames): string {
  const parent = names.short(conditional.parentId);
  return `P(${names.short(conditional.premiseId)}|${conditional.negated ? '¬' : ''}${parent})`;
}

/** An own, finite number from a record, else undefined (ids like `constructor` are not read). */
export function ownNumber(
  record: Readonly<Record<string, number>> | undefined,
  id: string,
): number | undefined {
  if (!record || !Object.hasOwn(record, id)) return undefined;
  const value = record[id];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
