import {
  type EvaluatorArgument,
  type EvaluatorSnapshot,
  type EvaluatorUserSettings,
  evaluatorActorsFromClient,
  evaluatorMachine,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import { createOffThreadEvaluator } from '../offThread/offThreadEvaluator';
import { OFF_THREAD_PREMISES } from '../offThread/offThreadPremises';

export { OFF_THREAD_PREMISES } from '../offThread/offThreadPremises';

/** The running evaluator machine. */
export type ArgumentEvaluatorActor = ActorRefFrom<typeof evaluatorMachine>;

/**
 * The message of the error {@link useArgumentEvaluator} throws outside an
 * {@link ArgumentEvaluatorProvider}. Shown as `String(error)` it reads exactly as the spec
 * words it: "Error: ArgumentEvaluator must be used within ArgumentEvaluatorProvider".
 */
export const ARGUMENT_EVALUATOR_PROVIDER_MISSING =
  'ArgumentEvaluator must be used within ArgumentEvaluatorProvider';

const ArgumentEvaluatorContext = createContext<ArgumentEvaluatorActor | null>(null);

/** Props of {@link ArgumentEvaluatorProvider}. */
export interface ArgumentEvaluatorProviderProps {
  /** The argument to evaluate; changing it loads the other argument. */
  argumentId: number;
  /** Called when the machine opens another argument itself (`argumentChanged`). */
  onArgumentChange?: (argumentId: number) => void;
  /**
   * The argument as the server read it — the API's `getArgument` answer, with the
   * `getDialecticalSource` relationships as `sourceRelationships` — for the first render: the
   * machine starts from it evaluated, without fetching it, so a server render already shows
   * the premises and P(C). Read once, when the provider mounts.
   */
  initialArgument?: EvaluatorArgument | null;
  /** The user's settings as the server read them, for the same first render. */
  initialUserSettings?: EvaluatorUserSettings | null;
  children?: ReactNode;
}

/**
 * Runs the evaluator machine with the actors of the nearest `CredenceProvider`'s client and
 * shares it with the screen's parts. Arguments of {@link OFF_THREAD_PREMISES} premises or more
 * are evaluated in a Web Worker (`createOffThreadEvaluator`), the latest edit first; where no
 * worker can run, on the page.
 */
export function ArgumentEvaluatorProvider({
  argumentId,
  onArgumentChange,
  initialArgument,
  initialUserSettings,
  children,
}: ArgumentEvaluatorProviderProps) {
  const { client, userId } = useCredence();
  const evaluator = useMemo(() => createOffThreadEvaluator(), []);
  // Stops the worker with the screen (a later request would start another).
  useEffect(() => () => evaluator.dispose(), [evaluator]);
  const machine = useMemo(
    () =>
      evaluatorMachine.provide({
        actors: {
          ...evaluatorActorsFromClient(client, { userId }),
          evaluateArgument: fromPromise(({ input, signal }) =>
            evaluator.evaluate(input.input, signal),
          ),
        },
      }),
    [client, userId, evaluator],
  );
  const actorRef = useActorRef(machine, {
    input: {
      argumentId,
      offThreadFrom: OFF_THREAD_PREMISES,
      initialArgument: initialArgument?.id === argumentId ? initialArgument : null,
      userSettings: initialUserSettings,
    },
  });
  const loaded = useRef(argumentId);
  useEffect(() => {
    if (loaded.current === argumentId) return;
    loaded.current = argumentId;
    actorRef.send({ type: 'LOAD', argumentId });
  }, [actorRef, argumentId]);
  const latestOnChange = useRef(onArgumentChange);
  latestOnChange.current = onArgumentChange;
  useEffect(() => {
    // The machine is already loading that argument: the prop coming back must not reload it.
    const subscription = actorRef.on('argumentChanged', (event) => {
      loaded.current = event.argumentId;
      latestOnChange.current?.(event.argumentId);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);
  return (
    <ArgumentEvaluatorContext.Provider value={actorRef}>
      {children}
    </ArgumentEvaluatorContext.Provider>
  );
}

/** The evaluator machine of the nearest {@link ArgumentEvaluatorProvider}. */
export function useArgumentEvaluator(): ArgumentEvaluatorActor {
  const actorRef = useContext(ArgumentEvaluatorContext);
  if (actorRef === null) throw new Error(ARGUMENT_EVALUATOR_PROVIDER_MISSING);
  return actorRef;
}

/** The evaluator's current snapshot. */
export function useArgumentEvaluatorSnapshot(): EvaluatorSnapshot {
  return useSelector(useArgumentEvaluator(), (snapshot) => snapshot);
}
