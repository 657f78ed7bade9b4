import {
  type EvaluatorSnapshot,
  mutableDependencies,
  selectCalculationPending,
  selectConstraintSystemMode,
  selectConstraintsPending,
  selectDependencySettings,
  selectDisplayMode,
  selectOverriddenPremiseIds,
} from '@credence/state-machines';
import { CalculationResultsPanel } from '../CalculationResultsPanel/CalculationResultsPanel';
import { DependencyCard } from '../DependencyEditor/DependencyCard';
import { useDependencyEditor } from '../DependencyEditor/useDependencyEditor';
import type { SensitivityBar } from '../SensitivityChart/SensitivityChart';
import { useArgumentEvaluator } from './ArgumentEvaluatorProvider';

/**
 * The dependency configuration panel: the dependency editor on the evaluator's argument,
 * credences and dependencies; its changes go back to the evaluator (`UPDATE_DEPENDENCIES` with
 * the whole graph), which re-evaluates and re-runs the constraint system.
 */
export function EvaluatorDependencyPanel({ snapshot }: { snapshot: EvaluatorSnapshot }) {
  const evaluator = useArgumentEvaluator();
  const { context } = snapshot;
  const { dependencies, premiseConditionals } = selectDependencySettings(snapshot);
  const actorRef = useDependencyEditor({
    argumentId: context.argumentId,
    premises: (context.argument?.premises ?? []).map((premise) => ({
      id: premise.id,
      content: premise.content,
      negationContent: premise.negationContent ?? null,
    })),
    premiseProbabilities: context.premiseConfidences,
    dependencies,
    premiseConditionals,
    resolutionMode: context.userSettings.constraintResolutionMode,
    // Premises an objection or a supporting argument aims at: their formal argument prevails.
    overriddenClaimIds: selectOverriddenPremiseIds(snapshot),
    // Both emitted events carry the whole graph after the change.
    onEvent: (event) =>
      evaluator.send({
        type: 'UPDATE_DEPENDENCIES',
        dependencies: mutableDependencies(event.dependencies),
        premiseConditionals: { ...event.premiseConditionals },
      }),
  });
  return <DependencyCard actorRef={actorRef} defaultExpanded />;
}

/**
 * The calculation results panel on the evaluator's current result; with the network view on,
 * its sensitivity chart ranks the network's leaf claims (`networkSensitivity`).
 */
export function EvaluatorResultsPanel({
  snapshot,
  networkSensitivity,
}: {
  snapshot: EvaluatorSnapshot;
  networkSensitivity?: { bars: readonly SensitivityBar[]; pC: number };
}) {
  const { context } = snapshot;
  const argument = context.argument;
  const mode = selectDisplayMode(snapshot);
  return (
    <CalculationResultsPanel
      calculated={context.calculatedValues}
      isUpdating={selectCalculationPending(snapshot)}
      mode={mode === 'demonstration' ? undefined : mode}
      premises={(argument?.premises ?? []).map(({ id, content }) => ({ id, content }))}
      conclusion={argument?.conclusion ?? undefined}
      // The user's Detail level: Basic the result and its formula, Complete every step.
      detailLevel={context.userSettings.detailLevel}
      networkSensitivity={networkSensitivity}
      constraintStatus={{
        system: capitalized(selectConstraintSystemMode(snapshot)),
        processing: selectConstraintsPending(snapshot),
      }}
    />
  );
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
