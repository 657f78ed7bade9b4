/**
 * Test support for the inference dialog's tests: an argument, stored records, and an actor
 * started with fake network actors that record their inputs. Not exported from the package.
 */
import { createActor, fromPromise } from 'xstate';
import { inferenceDialogMachine } from './inferenceDialog.machine';
import type {
  DialogConditionalRecord,
  DialogDependencySettings,
  DialogPremise,
  DialogTabSettings,
  DialogToast,
  DialogUserArgumentRecord,
  InferenceDialogEmitted,
  InferenceDialogInput,
  LoadConditionalsInput,
  LoadDialogDependenciesInput,
  LoadUserArgumentInput,
  SaveBayesianToDbInput,
  SaveDialogDependenciesInput,
  SaveDialogSettingsInput,
  SaveFallbackToDbInput,
  SaveTruthTableToDbInput,
} from './inferenceDialog.types';

export const premises: DialogPremise[] = [
  { id: 'p1', content: 'It rained', probability: 0.8 },
  { id: 'p2', content: 'The sprinkler was off', probability: 0.6 },
];
export const conclusion = { id: 'c', content: 'The grass is wet' };

/** A stored P(c | antecedents). */
export function record(
  antecedentClaims: string[],
  conditionalProbability: number,
  createdAt = '2024-01-01T00:00:00.000Z',
  consequentClaims = ['c'],
): DialogConditionalRecord {
  return { id: 1, antecedentClaims, consequentClaims, conditionalProbability, createdAt };
}

/** Fake network actors; each defaults to an empty answer. */
export interface Fakes {
  loadDependencies?: (input: LoadDialogDependenciesInput) => Promise<DialogDependencySettings>;
  loadConditionals?: (input: LoadConditionalsInput) => Promise<DialogConditionalRecord[]>;
  loadUserArgument?: (input: LoadUserArgumentInput) => Promise<DialogUserArgumentRecord | null>;
  saveDependencies?: (input: SaveDialogDependenciesInput) => Promise<void>;
  saveSettings?: (input: SaveDialogSettingsInput) => Promise<void>;
  saveFallbackToDb?: (input: SaveFallbackToDbInput) => Promise<void>;
  saveBayesianToDb?: (input: SaveBayesianToDbInput) => Promise<void>;
  saveTruthTableToDb?: (input: SaveTruthTableToDbInput) => Promise<void>;
}

/** What the fakes were called with, by actor name. */
export type Calls = { [K in keyof Fakes]-?: Parameters<NonNullable<Fakes[K]>>[0][] };

/** Starts the dialog with fake actors; collects calls and emitted events. */
export function startDialog(input: Partial<InferenceDialogInput> = {}, fakes: Fakes = {}) {
  const calls: Calls = {
    loadDependencies: [],
    loadConditionals: [],
    loadUserArgument: [],
    saveDependencies: [],
    saveSettings: [],
    saveFallbackToDb: [],
    saveBayesianToDb: [],
    saveTruthTableToDb: [],
  };
  const fake = <I, O>(name: keyof Fakes, body: (input: I) => Promise<O>) =>
    fromPromise<O, I>(({ input: actorInput }) => {
      (calls[name] as I[]).push(actorInput);
      return body(actorInput);
    });
  const machine = inferenceDialogMachine.provide({
    actors: {
      loadDependencies: fake(
        'loadDependencies',
        fakes.loadDependencies ?? (async () => ({ dependencies: {}, premiseConditionals: {} })),
      ),
      loadConditionals: fake('loadConditionals', fakes.loadConditionals ?? (async () => [])),
      loadUserArgument: fake('loadUserArgument', fakes.loadUserArgument ?? (async () => null)),
      saveDependencies: fake('saveDependencies', fakes.saveDependencies ?? (async () => {})),
      saveSettings: fake('saveSettings', fakes.saveSettings ?? (async () => {})),
      saveFallbackToDb: fake('saveFallbackToDb', fakes.saveFallbackToDb ?? (async () => {})),
      saveBayesianToDb: fake('saveBayesianToDb', fakes.saveBayesianToDb ?? (async () => {})),
      saveTruthTableToDb: fake('saveTruthTableToDb', fakes.saveTruthTableToDb ?? (async () => {})),
    },
  });
  const actor = createActor(machine, {
    input: { argumentId: 7, mode: 'fallback', conclusion, premises, ...input },
  });
  const toasts: DialogToast[] = [];
  const applied: { mode: string; settings: DialogTabSettings }[] = [];
  const graphChanges: Extract<InferenceDialogEmitted, { type: 'dependency-graph-changed' }>[] = [];
  actor.on('toast', (event) => toasts.push(event.toast));
  actor.on('settings-applied', ({ mode, settings }) => applied.push({ mode, settings }));
  actor.on('dependency-graph-changed', (event) => graphChanges.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const region = (name: string) => (actor.getSnapshot().value as Record<string, unknown>)[name];
  return { actor, calls, toasts, applied, graphChanges, context, region };
}

/** A promise that never settles before the test resolves it. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
