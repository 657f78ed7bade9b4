import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import { counterexampleMachine } from './counterexample.machine';
import type {
  CounterexampleInput,
  CounterexampleStorageKeyInput,
  RegimentInput,
  RegimentOutput,
  SaveStoredCounterexampleInput,
  StoredCounterexample,
} from './counterexample.types';

/** Test-only: an argument with two premises. */
export const ARGUMENT: CounterexampleInput = {
  argumentId: 12,
  premises: [
    { id: 'p1', content: 'If it rains, the street is wet' },
    { id: 'p2', content: 'The street is wet' },
  ],
  conclusion: { id: 'c', content: 'It rains' },
};

/** Test-only: the regimentation of {@link ARGUMENT} (affirming the consequent). */
export const REGIMENTED: RegimentOutput = {
  regimentedPremises: [
    { id: 'p1', regimentedContent: 'R → W' },
    { id: 'p2', regimentedContent: 'W' },
  ],
  regimentedConclusion: { id: 'c', regimentedContent: 'R' },
};

/** Test-only: local storage in memory, recording every call. */
export function memoryStorage(initial: Record<string, StoredCounterexample> = {}) {
  const items = new Map(Object.entries(initial));
  const calls: string[] = [];
  return {
    items,
    calls,
    actors: {
      loadStored: fromPromise(async ({ input }: { input: CounterexampleStorageKeyInput }) => {
        calls.push(`load ${input.key}`);
        return items.get(input.key) ?? null;
      }),
      saveStored: fromPromise(async ({ input }: { input: SaveStoredCounterexampleInput }) => {
        calls.push(`save ${input.key}`);
        items.set(input.key, input.data);
      }),
      clearStored: fromPromise(async ({ input }: { input: CounterexampleStorageKeyInput }) => {
        calls.push(`clear ${input.key}`);
        items.delete(input.key);
      }),
    },
  };
}

/** Test-only: a `regiment` actor answering {@link REGIMENTED}, recording its inputs. */
export function regimentActor(seen: RegimentInput[] = [], output: RegimentOutput = REGIMENTED) {
  return fromPromise(async ({ input }: { input: RegimentInput }) => {
    seen.push(input);
    return output;
  });
}

/** Test-only: starts the finder with fake actors. */
export function startFinder(
  input: Partial<CounterexampleInput> = {},
  actors: Record<string, AnyActorLogic> = {},
) {
  const machine = counterexampleMachine.provide({ actors } as Parameters<
    typeof counterexampleMachine.provide
  >[0]);
  const actor = createActor(machine, { input: { ...ARGUMENT, ...input } }).start();
  const context = () => actor.getSnapshot().context;
  const value = () => actor.getSnapshot().value;
  const toastTexts = () => context().toasts.map((toast) => toast.text);
  return { actor, context, value, toastTexts };
}

/** Test-only: regiments, confirms every row and proceeds to the countermodel. */
export async function reachCountermodel(
  finder: ReturnType<typeof startFinder>,
  advance: () => Promise<unknown>,
) {
  finder.actor.send({ type: 'REGIMENT' });
  await advance();
  for (const item of finder.context().regimentedPremises) {
    finder.actor.send({ type: 'CONFIRM_PREMISE', id: item.id });
  }
  finder.actor.send({ type: 'CONFIRM_CONCLUSION' });
  finder.actor.send({ type: 'PROCEED' });
  await advance();
}
