/**
 * Story and test support (not exported from the package): the Truth Table tab on a real
 * `inferenceDialogMachine` whose actors call the API through the nearest `CredenceProvider`'s
 * client, opened on a seeded argument of `@credence/mocks`.
 */

import { formatPercent } from '@credence/engine';
import { claimFixtures, RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import {
  type InferenceDialogInput,
  inferenceDialogActorsFromClient,
  inferenceDialogMachine,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { TruthTableTab } from './TruthTableTab';

/** The seeded arguments the examples open on. */
export const EXAMPLE_ARGUMENTS = {
  /** 'Rain slows driving': two premises (c201, c202), conclusion c200. */
  twoPremises: { argumentId: RAIN_ID, conclusionId: 'c200', premiseIds: ['c201', 'c202'] },
  /** 'Remote work raises productivity': four premises (c101–c104), conclusion c100. */
  fourPremises: {
    argumentId: REMOTE_WORK_ID,
    conclusionId: 'c100',
    premiseIds: ['c101', 'c102', 'c103', 'c104'],
  },
} as const;

export type ExampleArgument = keyof typeof EXAMPLE_ARGUMENTS;

const contentOf = (id: string) => claimFixtures.find((claim) => claim.id === id)?.content;

/** The dialog's input for a seeded argument, opened on the Truth Table tab, as the evaluator would. */
export function exampleInput(argument: ExampleArgument): InferenceDialogInput {
  const { argumentId, conclusionId, premiseIds } = EXAMPLE_ARGUMENTS[argument];
  return {
    argumentId,
    argumentType: 'INDUCTIVE',
    mode: 'truth_table',
    conclusion: { id: conclusionId, content: contentOf(conclusionId) },
    premises: premiseIds.map((id) => ({ id, content: contentOf(id), probability: 0.7 })),
    hasFallbackSaveHandler: false,
  };
}

/** Props of {@link TruthTableExample}. */
export interface TruthTableExampleProps {
  argument: ExampleArgument;
  /** Opens the dialog with this input instead of the seeded argument's. */
  input?: InferenceDialogInput;
  /** Receives the running dialog (tests read its context). */
  onActor?: (actor: InferenceDialogActor) => void;
}

/**
 * The tab on a fresh dialog machine, and under it what the machine has synced (its
 * `settings.truthTableData.rowValues`, after the 300 ms debounce), so a story shows and checks
 * that an edit reached the machine.
 */
export function TruthTableExample({ argument, input, onActor }: TruthTableExampleProps) {
  const { client } = useCredence();
  const machine = useMemo(
    () => inferenceDialogMachine.provide({ actors: inferenceDialogActorsFromClient(client) }),
    [client],
  );
  const actorRef = useActorRef(machine, { input: input ?? exampleInput(argument) });
  useEffect(() => {
    onActor?.(actorRef);
  }, [actorRef, onActor]);
  return (
    <>
      <TruthTableTab actorRef={actorRef} />
      <SyncedRows actorRef={actorRef} />
    </>
  );
}

/** The machine's synced rows: 'Synced 11: 90%', one item per row. */
function SyncedRows({ actorRef }: { actorRef: InferenceDialogActor }) {
  const rows = useSelector(actorRef, (s) => s.context.settings.truthTableData.rowValues);
  return (
    <ul aria-label="Synced rows" style={{ fontSize: '0.75rem', columns: 4 }}>
      {Object.keys(rows)
        .sort()
        .reverse()
        .map((key) => (
          <li key={key}>{`Synced ${key}: ${formatPercent(rows[key] ?? Number.NaN)}`}</li>
        ))}
    </ul>
  );
}
