import {
  type EvaluatorSnapshot,
  type NetworkFigures,
  networkActorsFromClient,
  networkMachine,
  selectEvaluationInput,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import {
  type NetworkClaimName,
  type NetworkEquivalenceItem,
  NetworkSummary,
  networkSensitivityBars,
} from '../NetworkSummary/NetworkSummary';
import { createOffThreadNetwork } from '../offThread/offThreadNetwork';
import { OFF_THREAD_PREMISES } from '../offThread/offThreadPremises';
import { SameClaimDialog } from '../SameClaimDialog/SameClaimDialog';
import type { SensitivityBar } from '../SensitivityChart/SensitivityChart';

/** A premise of the root being declared the same as another claim. */
export interface EvaluatorSameClaim {
  id: string;
  label: string;
  text: string;
}

/** Props of {@link EvaluatorNetwork}. */
export interface EvaluatorNetworkProps {
  /** The evaluator's snapshot: the root is evaluated as it stands now. */
  snapshot: EvaluatorSnapshot;
  /** Changes when a linked argument was saved: the network loads again. */
  reloadKey: number;
  /** The premise whose "Same claim as…" dialog is open; null: none. */
  sameClaim: EvaluatorSameClaim | null;
  onCloseSameClaim: () => void;
  /**
   * Called with the figures and the network's leaf claims ranked (named, for the sensitivity
   * chart) each time they change, and with null and none when the view goes.
   */
  onFigures: (figures: NetworkFigures | null, ranking: readonly SensitivityBar[]) => void;
}

/**
 * The network view's lazy part (its machine and the engine's network code load with the first
 * "Network" switched on): runs the network machine for the evaluator's argument (a large
 * network's figures computed in a Web Worker), feeds it the root as the evaluator has it now,
 * shows {@link NetworkSummary}, hands the figures to the
 * evaluator (its derived premises and P(C)), and hosts the "Same claim as…" dialog.
 */
export function EvaluatorNetwork({
  snapshot,
  reloadKey,
  sameClaim,
  onCloseSameClaim,
  onFigures,
}: EvaluatorNetworkProps) {
  const { client } = useCredence();
  const argumentId = snapshot.context.argumentId ?? 0;
  const { argument, argumentType, evaluationMode, evaluationSettings, premiseConfidences } =
    snapshot.context;
  // Recomputed only when something the root's evaluation reads changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot is read through these fields
  const rootInput = useMemo(
    () => selectEvaluationInput(snapshot),
    [argument, argumentType, evaluationMode, evaluationSettings, premiseConfidences],
  );
  // A network with an argument of OFF_THREAD_PREMISES or more is computed in a worker of its own,
  // stopped with the view: on the page a 20-premise root took about half a second per slider move.
  const computer = useMemo(() => createOffThreadNetwork(), []);
  useEffect(() => () => computer.dispose(), [computer]);
  const actorRef = useActorRef(
    networkMachine.provide({
      actors: {
        ...networkActorsFromClient(client),
        computeNetwork: fromPromise(({ input, signal }) => computer.run(input, signal)),
      },
    }),
    { input: { argumentId, rootInput, offThreadFrom: OFF_THREAD_PREMISES } },
  );
  const state = useSelector(actorRef, (s) => s);
  const { figures, network, computeError, computing, error } = state.context;

  useEffect(() => {
    actorRef.send({ type: 'ROOT_INPUT', input: rootInput });
  }, [actorRef, rootInput]);

  const firstReload = useRef(reloadKey);
  useEffect(() => {
    if (reloadKey !== firstReload.current) actorRef.send({ type: 'RELOAD' });
  }, [actorRef, reloadKey]);

  useEffect(() => () => onFigures(null, []), [onFigures]);

  // A declared equivalence reloads the network: the dialog's work is done.
  const marking = state.matches({ ready: 'markingSame' });
  const wasMarking = useRef(false);
  useEffect(() => {
    if (wasMarking.current && !marking && state.matches('loading')) onCloseSameClaim();
    wasMarking.current = marking;
  }, [marking, state, onCloseSameClaim]);

  const claimNames = useMemo(() => {
    const names: Record<string, NetworkClaimName> = {};
    for (const member of network?.arguments ?? []) {
      member.premises.forEach((premise, index) => {
        names[premise.id] ??= {
          label: `P${index + 1} of “${member.title}”`,
          text: premise.content,
        };
      });
      names[member.conclusion.id] ??= {
        label: `C of “${member.title}”`,
        text: member.conclusion.content,
      };
    }
    return names;
  }, [network]);
  const equivalences = useMemo(
    (): NetworkEquivalenceItem[] =>
      (network?.equivalences ?? []).flatMap(({ id, claimIds: [one, other] }) => {
        const [a, b] = [claimNames[one], claimNames[other]];
        return a && b ? [{ id, claims: [a, b] as const }] : [];
      }),
    [network, claimNames],
  );
  const ranking = useMemo(() => networkSensitivityBars(figures, claimNames), [figures, claimNames]);
  useEffect(() => {
    onFigures(figures, ranking);
  }, [figures, ranking, onFigures]);
  const withdrawing = state.matches({ ready: 'unmarkingSame' });
  const [withdrawingId, setWithdrawingId] = useState<number | null>(null);

  const status = state.matches('loading')
    ? 'loading'
    : state.matches('failed')
      ? 'failed'
      : 'ready';
  return (
    <>
      <NetworkSummary
        status={network && status === 'loading' ? 'ready' : status}
        figures={figures}
        computeError={computeError}
        computing={computing}
        error={sameClaim ? null : error}
        hiddenArguments={network?.hiddenArguments ?? 0}
        truncated={network?.truncated ?? false}
        claimNames={claimNames}
        onRetry={() => actorRef.send({ type: 'RETRY' })}
        equivalences={equivalences}
        withdrawingId={withdrawing ? withdrawingId : null}
        onWithdrawEquivalence={(equivalenceId) => {
          setWithdrawingId(equivalenceId);
          actorRef.send({ type: 'UNMARK_SAME', equivalenceId });
        }}
      />
      {sameClaim ? (
        <SameClaimDialog
          claim={sameClaim}
          isPending={marking}
          error={error}
          onClose={onCloseSameClaim}
          onChoose={(otherClaimId) =>
            actorRef.send({ type: 'MARK_SAME', claimId: sameClaim.id, otherClaimId })
          }
        />
      ) : null}
    </>
  );
}
