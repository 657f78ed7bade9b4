import type { CalculatedValues } from '@credence/engine';
import type { StoredEvaluationMode } from '@credence/state-machines';
import { useId, useMemo } from 'react';
import * as shared from '../CalculationResultsPanel/CalculationResultsPanel.css';
import type { ClaimText } from '../CalculationResultsPanel/format';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { DEBUG_PANEL_TEXT as T } from './DebugPanel.text';
import { debugView } from './debugView';
import { ActualCalculationDataSection } from './sections/ActualCalculationDataSection';
import { CalculatedValuesSection } from './sections/CalculatedValuesSection';
import { CalculationDetailsSection } from './sections/CalculationDetailsSection';
import { ConclusionSection } from './sections/ConclusionSection';
import { ConditionalProbabilitiesSection } from './sections/ConditionalProbabilitiesSection';
import { DependenciesSection } from './sections/DependenciesSection';
import { EvaluationModeSection } from './sections/EvaluationModeSection';
import { ExtendedDependencyValuesSection } from './sections/ExtendedDependencyValuesSection';
import { ExtendedPremiseValuesSection } from './sections/ExtendedPremiseValuesSection';
import { PremiseValuesSection } from './sections/PremiseValuesSection';

/** Props of {@link DebugPanel}: the evaluator's state and the engine's result, as plain data. */
export interface DebugPanelProps {
  /** The engine's result (`context.calculatedValues`); null before or after a failed evaluation. */
  calculated: CalculatedValues | null;
  /** The engine's message when the evaluation threw (`context.calculationError`). */
  calculationError?: string | null;
  /** The stored mode (`context.evaluationMode`). */
  evaluationMode: StoredEvaluationMode;
  /** The argument's premises in order (`context.argument.premises`). */
  premises: readonly ClaimText[];
  /** The conclusion (`context.argument.conclusion`). */
  conclusion: ClaimText | null;
  /** Premise id → confidence (`context.premiseConfidences`); a missing one shows 0.5. */
  premiseConfidences: Readonly<Record<string, number>>;
  /** `context.conclusionConfidence`; missing or not finite shows 0.5. */
  conclusionConfidence?: number;
  /** Texts of parent claims outside the argument, to name them (their ids otherwise). */
  externalClaims?: readonly ClaimText[];
}

/**
 * The admin debug panel: the numbers behind an evaluation, in the spec's ten sections (Evaluation
 * Mode, Premise Values, Extended Premise Values, Dependencies, Conditional Probabilities,
 * Extended Dependency Values, Actual Calculation Data, Calculated Values, Calculation Details,
 * Conclusion), percentages with one decimal (`formatDebugPercent`), row and scenario lists
 * scrolling at 16rem.
 *
 * Purely presentational: it has no machine, raises no events and never computes maths itself.
 * Every number is the engine's: the fields of `calculated` (`debugData.premiseValues`,
 * `usedConditionals` with their `calculated`/`mismatch` and derivation `note`s,
 * `calculatedDependencies`, `chainRuleTerms`, `rows`, …), `scenarioBreakdown(calculated)` and
 * `analyzeConstraints(calculated.debugData.rawInputs)`.
 *
 * **Mounting it in the evaluator.** The evaluator screen shows it to a session role ADMIN only
 * (`useCredence().userRole === 'ADMIN'`), behind its own show/hide button (UI state, no machine
 * event opens it and it sends no result back). Pass the evaluator snapshot's context:
 *
 * ```tsx
 * const { context } = snapshot; // evaluatorMachine (EvaluatorContext)
 * <DebugPanel
 *   calculated={context.calculatedValues}
 *   calculationError={context.calculationError}
 *   evaluationMode={context.evaluationMode}
 *   premises={context.argument?.premises ?? []}
 *   conclusion={context.argument?.conclusion ?? null}
 *   premiseConfidences={context.premiseConfidences}
 *   conclusionConfidence={context.conclusionConfidence}
 * />
 * ```
 *
 * It re-renders with each new snapshot, so it follows every slider and settings change.
 */
export function DebugPanel(props: DebugPanelProps) {
  const headingId = useId();
  const {
    calculated,
    calculationError,
    evaluationMode,
    premises,
    conclusion,
    premiseConfidences,
    conclusionConfidence,
    externalClaims,
  } = props;
  const view = useMemo(
    () =>
      debugView({
        calculated,
        calculationError,
        evaluationMode,
        premises,
        conclusion,
        premiseConfidences,
        conclusionConfidence,
        externalClaims,
      }),
    [
      calculated,
      calculationError,
      evaluationMode,
      premises,
      conclusion,
      premiseConfidences,
      conclusionConfidence,
      externalClaims,
    ],
  );
  return (
    <Card component="section" rounded space="medium" aria-labelledby={headingId}>
      <Heading level="3" component="h2" id={headingId}>
        {T.title}
      </Heading>
      {view.calculationError ? (
        <p className={shared.notice} role="alert">
          {T.calculationError} {view.calculationError}
        </p>
      ) : null}
      <EvaluationModeSection view={view} />
      <PremiseValuesSection view={view} />
      <ExtendedPremiseValuesSection view={view} />
      <DependenciesSection view={view} />
      <ConditionalProbabilitiesSection view={view} />
      <ExtendedDependencyValuesSection view={view} />
      <ActualCalculationDataSection view={view} />
      <CalculatedValuesSection view={view} />
      <CalculationDetailsSection view={view} />
      <ConclusionSection view={view} />
    </Card>
  );
}
