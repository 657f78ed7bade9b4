import { evaluatePredicate, parseFormula } from '@credence/engine';
import type {
  CounterexampleStorageKeyInput,
  EvaluatePredicateModelInput,
  EvaluatePredicateModelOutput,
  SaveStoredCounterexampleInput,
  StoredCounterexample,
} from '@credence/state-machines';
import { fromPromise } from 'xstate';

/** The part of the Web Storage API the counterexample modal uses. */
export type CounterexampleStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRegimentedItem = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.regimentedContent === 'string' &&
  typeof value.isConfirmed === 'boolean';

/**
 * Reads what local storage holds. Storage is written by any script of the origin (and by older
 * versions of this modal), so anything that is not a stored counterexample reads as nothing.
 */
export function readStoredCounterexample(text: string | null): StoredCounterexample | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { mode, regimentedPremises, regimentedConclusion } = value;
  if (mode !== 'propositional' && mode !== 'predicate') return null;
  if (!Array.isArray(regimentedPremises) || !regimentedPremises.every(isRegimentedItem)) {
    return null;
  }
  if (!isRegimentedItem(regimentedConclusion)) return null;
  return value as unknown as StoredCounterexample;
}

/**
 * The model the engine evaluates: a constant denotes the item that lists it as an alternative
 * name (a constant missing there denotes the item with its own name).
 */
function engineModel(model: EvaluatePredicateModelInput['model']) {
  const constants: Record<string, string> = {};
  for (const [item, names] of Object.entries(model.alternativeNames)) {
    for (const name of names) constants[name] = item;
  }
  return { domain: model.domain, interpretations: model.interpretations, constants };
}

/** Evaluates one formula; a formula that does not parse throws the parser's message. */
function truthOf(text: string, model: ReturnType<typeof engineModel>): boolean {
  const parsed = parseFormula(text, { system: 'predicate' });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return evaluatePredicate(parsed.formula, model);
}

/**
 * The counterexample machine's browser-side actors (the ones `counterexampleActorsFromClient`
 * leaves to the app):
 * - `loadStored` / `saveStored` / `clearStored`: the counterexample kept in `storage` (the
 *   browser's local storage by default) under the machine's key; when there is no storage
 *   (private mode, server rendering) loading finds nothing and saving fails, which the machine
 *   only logs;
 * - `evaluatePredicateModel`: the engine's `evaluatePredicate` on the user's model, so the logic
 *   lives in `@credence/engine` only. A constant that names nothing rejects with the engine's
 *   message, which the machine shows.
 */
export function counterexampleBrowserActors(storage: CounterexampleStorage | null) {
  return {
    loadStored: fromPromise<StoredCounterexample | null, CounterexampleStorageKeyInput>(
      async ({ input }) => readStoredCounterexample(storage?.getItem(input.key) ?? null),
    ),
    saveStored: fromPromise<void, SaveStoredCounterexampleInput>(async ({ input }) => {
      if (!storage) throw new Error('Local storage is not available');
      storage.setItem(input.key, JSON.stringify(input.data));
    }),
    clearStored: fromPromise<void, CounterexampleStorageKeyInput>(async ({ input }) => {
      storage?.removeItem(input.key);
    }),
    evaluatePredicateModel: fromPromise<EvaluatePredicateModelOutput, EvaluatePredicateModelInput>(
      async ({ input }) => {
        const model = engineModel(input.model);
        return {
          premises: input.premises.map((premise) => truthOf(premise, model)),
          conclusion: truthOf(input.conclusion, model),
        };
      },
    ),
  };
}

/** The browser's local storage, or null where there is none or it is blocked. */
export function browserLocalStorage(): CounterexampleStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
