/**
 * Test fixtures for the evaluator's tests (not exported from the package).
 */
import type { CalculatedValues } from '@credence/engine';
import { createActor, fromPromise } from 'xstate';
import type { LoadUserSettingsOutput } from '../userSettings/userSettings.types';
import { evaluatorMachine } from './evaluator.machine';
import type {
  EvaluateArgumentInput,
  EvaluatorArgument,
  EvaluatorEmitted,
  EvaluatorInput,
  EvaluatorSavedEvaluation,
  LoadEvaluatorArgumentInput,
  SaveEvaluationInput,
  SaveEvaluationOutput,
  SaveEvaluatorDependenciesInput,
  UpdateUserArgumentInput,
} from './evaluator.types';

/** An inductive argument: premises p1 ("Y") and p2 ("X"), conclusion c, no dependencies. */
export function makeArgument(overrides: Partial<EvaluatorArgument> = {}): EvaluatorArgument {
  return {
    id: 7,
    title: 'Rain',
    summarizedDescription: 'Whether it will rain',
    argumentType: 'INDUCTIVE',
    visibility: 'PRIVATE',
    premises: [
      { id: 'p1', content: 'Y', type: 'PREMISE' },
      { id: 'p2', content: 'X', type: 'PREMISE' },
    ],
    conclusion: { id: 'c', content: 'It will rain' },
    dependencies: {},
    premiseConditionals: {},
    evaluation: null,
    ...overrides,
  };
}

/** A saved fallback evaluation. */
export function makeEvaluation(
  overrides: Partial<EvaluatorSavedEvaluation> = {},
): EvaluatorSavedEvaluation {
  return {
    evaluationMode: 'fallback',
    inferenceStrength: 0.8,
    fallbackSupport: 0.3,
    evaluationSettings: {},
    premises: [
      { id: 'p1', probability: 0.8 },
      { id: 'p2', probability: 0.6 },
    ],
    conclusion: { id: 'c', probability: 0.5 },
    ...overrides,
  };
}

/** Fakes for the injected actors; each records its inputs. */
export interface Fakes {
  load?: (input: LoadEvaluatorArgumentInput) => Promise<EvaluatorArgument | null>;
  save?: (input: SaveEvaluationInput) => Promise<SaveEvaluationOutput>;
  update?: (input: UpdateUserArgumentInput) => Promise<void>;
  saveDependencies?: (input: SaveEvaluatorDependenciesInput) => Promise<void>;
  settings?: () => Promise<LoadUserSettingsOutput>;
  /** The off-thread evaluation; default the machine's own (same thread, a step later). */
  evaluate?: (input: EvaluateArgumentInput, signal: AbortSignal) => Promise<CalculatedValues>;
}

/** Starts the evaluator with fakes; returns the actor, the recorded calls and emitted events. */
export function startEvaluator(fakes: Fakes = {}, input: EvaluatorInput = { argumentId: 7 }) {
  const calls = {
    load: [] as LoadEvaluatorArgumentInput[],
    save: [] as SaveEvaluationInput[],
    update: [] as UpdateUserArgumentInput[],
    dependencies: [] as SaveEvaluatorDependenciesInput[],
  };
  const actor = createActor(
    evaluatorMachine.provide({
      actors: {
        loadArgument: fromPromise(
          async ({ input: loadInput }: { input: LoadEvaluatorArgumentInput }) => {
            calls.load.push(loadInput);
            return { argument: await (fakes.load ?? (async () => makeArgument()))(loadInput) };
          },
        ),
        saveEvaluation: fromPromise(
          async ({ input: saveInput }: { input: SaveEvaluationInput }) => {
            calls.save.push(saveInput);
            return (
              fakes.save ??
              (async (i: SaveEvaluationInput) => ({
                success: true as const,
                argumentId: i.argumentId || 99,
                evaluationMode: i.evaluationMode,
              }))
            )(saveInput);
          },
        ),
        updateUserArgument: fromPromise(
          async ({ input: updateInput }: { input: UpdateUserArgumentInput }) => {
            calls.update.push(updateInput);
            await (fakes.update ?? (async () => {}))(updateInput);
            return { success: true as const };
          },
        ),
        saveDependencies: fromPromise(
          async ({ input: dependencyInput }: { input: SaveEvaluatorDependenciesInput }) => {
            calls.dependencies.push(dependencyInput);
            await (fakes.saveDependencies ?? (async () => {}))(dependencyInput);
          },
        ),
        loadUserSettings: fromPromise(
          fakes.settings ??
            (async () => ({
              settings: {
                detailLevel: 'complete' as const,
                conviction: 0.3,
                constraintResolutionMode: 'coherentist' as const,
              },
            })),
        ),
        ...(fakes.evaluate
          ? {
              evaluateArgument: fromPromise(
                ({
                  input: evaluateInput,
                  signal,
                }: {
                  input: EvaluateArgumentInput;
                  signal: AbortSignal;
                }) => fakes.evaluate!(evaluateInput, signal),
              ),
            }
          : {}),
      },
    }),
    { input },
  );
  const emitted: EvaluatorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

/** Starts the evaluator and lets the load finish. */
export async function readyEvaluator(
  advance: (ms: number) => Promise<unknown>,
  argument: EvaluatorArgument = makeArgument(),
  fakes: Fakes = {},
  input: EvaluatorInput = { argumentId: 7 },
) {
  const started = startEvaluator({ load: async () => argument, ...fakes }, input);
  await advance(0);
  return started;
}
