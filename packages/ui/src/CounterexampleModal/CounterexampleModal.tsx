import type {
  CounterexampleClaim,
  CounterexampleData,
  CounterexampleMode,
  EvaluatorCounterexampleData,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { CounterexampleDialog } from './CounterexampleDialog';
import type { CounterexampleStorage } from './counterexampleBrowserActors';
import { useCounterexampleFinder } from './useCounterexampleFinder';

/**
 * The counterexample data in the evaluator's shape (`EvaluatorCounterexampleData`): the same
 * fields, with a missing validation message left out rather than null.
 */
export function toEvaluatorCounterexampleData(
  data: CounterexampleData,
): EvaluatorCounterexampleData {
  const { validationMessage, ...rest } = data;
  return validationMessage === null ? { ...rest } : { ...rest, validationMessage };
}

/** Props of {@link CounterexampleModal}. */
export interface CounterexampleModalProps {
  /** Open (controlled): the evaluator's `showCounterexampleModal` selector. */
  isOpen: boolean;
  /** The argument's id: keys the counterexample kept in local storage. */
  argumentId: string | number;
  /** The argument's premises (`{ id, content }`). */
  premises: readonly CounterexampleClaim[];
  /** The argument's conclusion (`{ id, content }`). */
  conclusion: CounterexampleClaim;
  /** The argument's logic system, when it fixes the mode (the other tab is then locked). */
  logicSystem?: CounterexampleMode | null;
  /** The AI model picked at first; default 'gpt-4o-mini'. */
  modelId?: string;
  /**
   * The completion callback: a counterexample was validated (valid or not). The modal does not
   * close itself: the evaluator's `COUNTEREXAMPLE_COMPLETE` closes it.
   */
  onComplete: (data: EvaluatorCounterexampleData) => void;
  /** Close (Escape, the close button) or Cancel: the evaluator's `CLOSE_COUNTEREXAMPLE`. */
  onClose: () => void;
  /** Where the counterexample is kept; default the browser's local storage. */
  storage?: CounterexampleStorage | null;
  /**
   * Called when 'Find Counterexample' searched the whole propositional truth table and found no
   * row: the argument is proved valid.
   */
  onProvedValid?: () => void;
}

type FinderProps = Omit<CounterexampleModalProps, 'isOpen'>;

/** The machine and the dialog, alive while the modal is open. */
function OpenCounterexampleModal({ onComplete, onClose, onProvedValid, ...options }: FinderProps) {
  const actorRef = useCounterexampleFinder({
    ...options,
    onComplete: (data) => onComplete(toEvaluatorCounterexampleData(data)),
    onCancel: onClose,
  });
  const provedValid = useSelector(
    actorRef,
    ({ context }) => context.mode === 'propositional' && context.foundRowIds?.length === 0,
  );
  useEffect(() => {
    if (provedValid) onProvedValid?.();
  }, [provedValid, onProvedValid]);
  return (
    <CounterexampleDialog
      actorRef={actorRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    />
  );
}

/**
 * The Find a Counterexample modal for deductive arguments, with its own machine
 * (`counterexampleMachine`) on the nearest `CredenceProvider`. Each opening starts a fresh
 * machine with the premises and conclusion of that moment; stored regimentations are offered
 * again on Regiment.
 *
 * How the evaluator mounts it (`evaluatorMachine` in `@credence/state-machines`):
 * - opening: send `{ type: 'OPEN_COUNTEREXAMPLE' }` (the machine accepts it only for DEDUCTIVE
 *   arguments); pass `isOpen={selectors.showCounterexampleModal}` (true in
 *   `screen.ready.counterexample.open`);
 * - input from the evaluator's context: `argumentId={context.argumentId}`,
 *   `premises={context.argument.premises}` and `conclusion={context.argument.conclusion}`
 *   (`EvaluatorPremise` / `EvaluatorConclusion` carry `id` and `content`; mount it only when the
 *   conclusion is not null); `logicSystem` is left out unless the argument fixes it;
 * - result: `onComplete={(data) => send({ type: 'COUNTEREXAMPLE_COMPLETE', data })}` — a valid
 *   counterexample reverts the argument to inductive, an invalid one is stored, and the modal
 *   closes;
 * - closing: `onClose={() => send({ type: 'CLOSE_COUNTEREXAMPLE' })}` (Escape, the close button
 *   and Cancel; Cancel also clears the stored counterexample).
 */
export function CounterexampleModal({ isOpen, ...props }: CounterexampleModalProps) {
  return isOpen ? <OpenCounterexampleModal {...props} /> : null;
}
