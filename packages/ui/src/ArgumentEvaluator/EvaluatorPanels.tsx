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
import { ToggleButton } from 'react-aria-components';
import { CalculationResultsPanel } from '../CalculationResultsPanel/CalculationResultsPanel';
import { DependencyCard } from '../DependencyEditor/DependencyCard';
import { useDependencyEditor } from '../DependencyEditor/useDependencyEditor';
import { useArgumentEvaluator } from './ArgumentEvaluatorProvider';
import * as styles from './EvaluatorPanels.css';

/** Which of the evaluator's two optional panels are shown. */
export interface EvaluatorPanelsShown {
  dependencies: boolean;
  results: boolean;
}

/** Texts of the panel toggles (the spec names the panels and their icons, not the labels). */
export const EVALUATOR_PANEL_TEXT = {
  dependencies: 'Dependency configuration',
  results: 'Calculation results',
} as const;

/** Props of {@link EvaluatorPanelToggles}. */
export interface EvaluatorPanelTogglesProps {
  shown: EvaluatorPanelsShown;
  onChange: (shown: EvaluatorPanelsShown) => void;
}

/** The two toggles: dependency configuration (lightning icon) and calculation results (calculator icon). */
export function EvaluatorPanelToggles({ shown, onChange }: EvaluatorPanelTogglesProps) {
  return (
    <div className={styles.toggles}>
      <ToggleButton
        className={styles.toggle}
        isSelected={shown.dependencies}
        onChange={(dependencies) => onChange({ ...shown, dependencies })}
      >
        <LightningIcon />
        {EVALUATOR_PANEL_TEXT.dependencies}
      </ToggleButton>
      <ToggleButton
        className={styles.toggle}
        isSelected={shown.results}
        onChange={(results) => onChange({ ...shown, results })}
      >
        <CalculatorIcon />
        {EVALUATOR_PANEL_TEXT.results}
      </ToggleButton>
    </div>
  );
}

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

/** The calculation results panel on the evaluator's current result. */
export function EvaluatorResultsPanel({ snapshot }: { snapshot: EvaluatorSnapshot }) {
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

/** Inline icons: emoji glyphs are missing from many system fonts. */
function LightningIcon() {
  return (
    <svg className={styles.icon.text} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M9 1 3 9h4l-1 6 6-8H8l1-6z" fill="currentColor" />
    </svg>
  );
}

function CalculatorIcon() {
  return (
    <svg className={styles.icon.text} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="1" width="10" height="14" rx="1.5" fill="none" stroke="currentColor" />
      <rect x="5" y="3" width="6" height="3" fill="currentColor" />
      <path
        d="M5 8.5h1.5M7.25 8.5h1.5M9.5 8.5H11M5 11h1.5M7.25 11h1.5M9.5 11H11M5 13h1.5M7.25 13h1.5M9.5 13H11"
        stroke="currentColor"
      />
    </svg>
  );
}
