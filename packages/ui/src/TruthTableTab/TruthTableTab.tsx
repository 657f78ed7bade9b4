import { exampleTruthTable, MAX_TABLE_PREMISES } from '@credence/engine';
import {
  shownBayesianSliders,
  shownRowValues,
  truthTableChecks,
  valueDerivedFrom,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { DependencyEditorActor } from '../DependencyEditor/useDependencyEditor';
import { DerivedNote } from '../InferenceDialog/DerivedNote';
import { DialogDependencies } from '../InferenceDialog/DialogDependencies';
import { DialogResults } from '../InferenceDialog/DialogResults';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TruthTableActions } from './TruthTableActions';
import { TruthTableChecksNotice } from './TruthTableChecksNotice';
import { TruthTableGrid } from './TruthTableGrid';
import { TruthTableHelp } from './TruthTableHelp';
import { TRUTH_TABLE_TAB_TEXT as T } from './TruthTableTab.text';
import { useTruthTableAssess } from './useTruthTableAssess';

/** Props of {@link TruthTableTab}. */
export interface TruthTableTabProps {
  /** The running Inference Evaluation dialog (`inferenceDialogMachine`). */
  actorRef: InferenceDialogActor;
  /**
   * The dialog's dependency editor (`InferenceDialog` runs one per opening); absent, the tab's
   * dependency card runs its own while mounted.
   */
  dependencyEditorRef?: DependencyEditorActor;
}

/**
 * The Inference Evaluation dialog's Truth Table tab (evaluator spec §2 "Truth Table tab"):
 * the 'Learn about Truth Tables' help with 'Show me an example', the table (one T/F column per
 * premise, a 0–100 % slider of P(C | row) per row, 400 px high at most), Save to DB / Reset from
 * DB with their status, a note when the rows were derived from the Bayesian tab, AI Assess with the model picker, the 'Configure Premise Dependencies'
 * card and the calculated-results panel (truth-table mode). Needs a `CredenceProvider` (AI
 * Assess, the model picker and the dependency editor call the server through its client).
 *
 * Each slider step sends `TRUTH_TABLE_CHANGED` with that one row; the machine shows it at once
 * (`shownRowValues`) and syncs the table (Bayesian data, fallback values, results) after 300 ms of
 * quiet, so nothing is recomputed per keystroke here. Only the rows in view are rendered.
 */
export function TruthTableTab({ actorRef, dependencyEditorRef }: TruthTableTabProps) {
  const premises = useSelector(actorRef, (s) => s.context.premises);
  const conclusion = useSelector(actorRef, (s) => s.context.conclusion);
  const rowValues = useSelector(actorRef, (s) => shownRowValues(s.context));
  const sliders = useSelector(actorRef, (s) => shownBayesianSliders(s.context));
  const context = useSelector(actorRef, (s) => s.context);
  // The spec's near-zero-row rule and truth-table ↔ Bayesian consistency, on what is shown.
  const checks = useMemo(
    () => truthTableChecks(context, rowValues, sliders),
    [context, rowValues, sliders],
  );
  const derivedFrom = useSelector(actorRef, (s) => valueDerivedFrom(s.context, 'truthTable'));
  const assessRef = useTruthTableAssess(actorRef);
  const premiseCount = premises.length;
  const hasTable = premiseCount > 0 && premiseCount <= MAX_TABLE_PREMISES;

  const onRowChange = useCallback(
    (key: string, value: number) =>
      actorRef.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { [key]: value } }),
    [actorRef],
  );
  const showExample = () => {
    if (!hasTable) return;
    // Spread: the engine's table is a read-only view; the machine wants a plain record.
    actorRef.send({
      type: 'TRUTH_TABLE_CHANGED',
      rowValues: { ...exampleTruthTable(premiseCount) },
    });
  };

  return (
    <Stack component="section" space="medium" aria-label={T.title}>
      <TruthTableHelp onShowExample={showExample} isExampleDisabled={!hasTable} />
      {premiseCount === 0 ? <Note>{T.noPremises}</Note> : null}
      {premiseCount > MAX_TABLE_PREMISES ? (
        <Note>{T.tooManyPremises(MAX_TABLE_PREMISES)}</Note>
      ) : null}
      {hasTable ? (
        <>
          <Note>{T.rowCount(2 ** premiseCount, premiseCount)}</Note>
          {derivedFrom ? (
            <DerivedNote subject="These rows are" from={derivedFrom} action="Move a row’s slider" />
          ) : null}
          <TruthTableGrid
            premises={premises}
            conclusion={conclusion}
            rowValues={rowValues}
            onRowChange={onRowChange}
          />
          <TruthTableChecksNotice
            checks={checks}
            names={premises.map((_, index) => `P${index + 1}`)}
          />
        </>
      ) : null}
      <TruthTableActions actorRef={actorRef} assessRef={assessRef} />
      <DialogDependencies actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />
      <DialogResults actorRef={actorRef} dependencyEditorRef={dependencyEditorRef} />
    </Stack>
  );
}

/** A small muted line about the table. */
function Note({ children }: { children: string }) {
  return (
    <Text component="p" size="small" tone="secondary">
      {children}
    </Text>
  );
}
