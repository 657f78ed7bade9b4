import {
  bayesianAlarm,
  type InferenceDialogContext,
  type InferenceDialogTab,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { CalculationResultsPanel } from '../CalculationResultsPanel/CalculationResultsPanel';
import type { ClaimText } from '../CalculationResultsPanel/format';
import type { ResultsPanelMode } from '../CalculationResultsPanel/formulas';
import type { DependencyEditorActor } from '../DependencyEditor/useDependencyEditor';
import { fallbackViolations } from '../FallbackTab/fallbackViolations';
import { Text } from '../Text/Text';
import type { InferenceDialogActor } from './inferenceDialogActor';

/** Props of {@link DialogResults}. */
export interface DialogResultsProps {
  /** The dialog's machine. */
  actorRef: InferenceDialogActor;
  /**
   * The dialog's dependency editor, whose fetched claims name the parents outside the argument;
   * absent, those parents are named by their ids.
   */
  dependencyEditorRef?: DependencyEditorActor;
}

/** How the panel presents each tab's result (the Demonstration tab has no panel). */
const PANEL_MODES: Readonly<Record<InferenceDialogTab, ResultsPanelMode | undefined>> = {
  FALLBACK: 'fallback',
  BAYESIAN: 'bayesian',
  TRUTH_TABLE: 'truth_table',
  DEMONSTRATION: undefined,
};

/**
 * How many violations the active tab's amber banner shows: the Fallback tab's dependency
 * constraints, the Bayesian tab's alarm (`bayesianAlarm`); the Truth Table tab has no banner.
 */
export function bannerViolationCount(context: InferenceDialogContext): number {
  switch (context.activeTab) {
    case 'FALLBACK':
      return fallbackViolations(context).all.length;
    case 'BAYESIAN':
      return bayesianAlarm(context).length;
    default:
      return 0;
  }
}

/**
 * The calculation results panel of the dialog's Fallback, Bayesian and Truth Table tabs: the
 * dialog machine's `calculated` (the active tab's evaluation, recomputed on every change) in the
 * active tab's mode, with the failure (e.g. a dependency cycle) above it when there is none.
 * While the dialog's opening refresh runs, the panel shows its loading line. With the dialog's
 * dependency editor, the Constraint Status box names the system in force (the editor's
 * resolution mode, or Deductive), and counts the violations the tab's banner shows, so the two
 * never disagree.
 */
export function DialogResults({ actorRef, dependencyEditorRef }: DialogResultsProps) {
  return dependencyEditorRef ? (
    <ResultsWithEditorClaims actorRef={actorRef} editorRef={dependencyEditorRef} />
  ) : (
    <Results actorRef={actorRef} claimTexts={NO_TEXTS} />
  );
}

const NO_TEXTS: Readonly<Record<string, { content: string }>> = {};

/** The panel, with the external parents' texts from the editor's claims. */
function ResultsWithEditorClaims({
  actorRef,
  editorRef,
}: {
  actorRef: InferenceDialogActor;
  editorRef: DependencyEditorActor;
}) {
  const claims = useSelector(editorRef, (snapshot) => snapshot.context.claims);
  const resolutionMode = useSelector(editorRef, (snapshot) => snapshot.context.resolutionMode);
  const isDeductive = useSelector(actorRef, (s) => s.context.argumentType === 'DEDUCTIVE');
  const system = isDeductive ? 'Deductive' : SYSTEM_NAMES[resolutionMode];
  return <Results actorRef={actorRef} claimTexts={claims} system={system} />;
}

/** The Constraint Status box's name of each resolution mode. */
const SYSTEM_NAMES: Readonly<Record<'coherentist' | 'foundationalist', string>> = {
  coherentist: 'Coherentist',
  foundationalist: 'Foundationalist',
};

function Results({
  actorRef,
  claimTexts,
  system,
}: {
  actorRef: InferenceDialogActor;
  claimTexts: Readonly<Record<string, { content: string }>>;
  /** The constraint system in force, for the Constraint Status box; absent: no box. */
  system?: string;
}) {
  const calculated = useSelector(actorRef, (s) => s.context.calculated);
  const calculationError = useSelector(actorRef, (s) => s.context.calculationError);
  const activeTab = useSelector(actorRef, (s) => s.context.activeTab);
  const premiseList = useSelector(actorRef, (s) => s.context.premises);
  const conclusionClaim = useSelector(actorRef, (s) => s.context.conclusion);
  const externalCredences = useSelector(actorRef, (s) => s.context.externalClaims);
  const isLoading = useSelector(actorRef, (s) => s.matches({ status: 'loading' }));
  const violations = useSelector(actorRef, (s) => bannerViolationCount(s.context));

  const premises = useMemo<ClaimText[]>(
    () => premiseList.map(({ id, content }) => ({ id, content: content ?? '' })),
    [premiseList],
  );
  const conclusion = useMemo<ClaimText>(
    () => ({ id: conclusionClaim.id, content: conclusionClaim.content ?? '' }),
    [conclusionClaim],
  );
  const externalClaims = useMemo<ClaimText[]>(
    () =>
      Object.keys(externalCredences).map((id) => ({
        id,
        content: claimTexts[id]?.content || id,
      })),
    [externalCredences, claimTexts],
  );

  return (
    <>
      {calculated === null && calculationError ? (
        <Text component="p" role="alert" tone="critical">
          {calculationError}
        </Text>
      ) : null}
      <CalculationResultsPanel
        calculated={calculated}
        mode={PANEL_MODES[activeTab]}
        premises={premises}
        conclusion={conclusion}
        externalClaims={externalClaims}
        isLoading={isLoading}
        // While the dialog refreshes its values the constraints are being re-read too.
        constraintStatus={system ? { system, processing: isLoading, violations } : undefined}
      />
    </>
  );
}
