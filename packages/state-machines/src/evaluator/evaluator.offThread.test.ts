import { type CalculatedValues, evaluateArgument } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluationInput } from './evaluator.calculation';
import { selectCalculationPending, selectSaveButton } from './evaluator.selectors';
import { type Fakes, makeArgument, readyEvaluator } from './evaluator.test-helpers';
import type {
  EvaluateArgumentInput,
  SaveEvaluationInput,
  SaveEvaluationOutput,
} from './evaluator.types';

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/**
 * The evaluator, loaded with argument 7 (`argument`), handing arguments of `offThreadFrom`
 * premises or more to the `evaluate` fake.
 */
const offThreadEvaluator = (fakes: Fakes, offThreadFrom: number, argument = makeArgument()) =>
  readyEvaluator(advance, argument, fakes, { argumentId: 7, offThreadFrom });

/** The P(C) shown is the one the engine computes in place from the same context. */
function expectInPlacePC(actor: Awaited<ReturnType<typeof readyEvaluator>>['actor']) {
  const context = actor.getSnapshot().context;
  expect(context.calculatedValues?.pC).toBe(evaluateArgument(evaluationInput(context)).pC);
  return context;
}

/** An `evaluateArgument` actor whose runs the test finishes by hand. */
function manualEvaluator() {
  const runs: {
    input: EvaluateArgumentInput;
    signal: AbortSignal;
    finish: () => void;
  }[] = [];
  const evaluate = (input: EvaluateArgumentInput, signal: AbortSignal) =>
    new Promise<CalculatedValues>((resolve) => {
      runs.push({ input, signal, finish: () => resolve(evaluateArgument(input.input)) });
    });
  return { runs, evaluate };
}

describe('evaluatorMachine: evaluation off the main thread', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a large argument to the evaluateArgument actor and applies its answer', async () => {
    const { runs, evaluate } = manualEvaluator();
    const { actor } = await offThreadEvaluator({ evaluate }, 2);
    expect(runs).toHaveLength(1);
    expect(actor.getSnapshot().context.calculatedValues).toBeNull();
    expect(selectCalculationPending(actor.getSnapshot())).toBe(true);
    runs[0]!.finish();
    await advance(0);
    expect(selectCalculationPending(actor.getSnapshot())).toBe(false);
    const context = expectInPlacePC(actor);
    // An unlocked inductive conclusion follows P(C), as it does in place.
    expect(context.conclusionConfidence).toBe(context.calculatedValues?.pC);
  });

  it('runs only the latest request: an older answer arriving late is never shown', async () => {
    const { runs, evaluate } = manualEvaluator();
    const { actor } = await offThreadEvaluator({ evaluate }, 2);
    runs[0]!.finish();
    await advance(0);
    const first = actor.getSnapshot().context.calculatedValues;
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.9 });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.2 });
    expect(runs).toHaveLength(3);
    // The run for 0.9 was stopped when the request for 0.2 came.
    expect(runs[1]!.signal.aborted).toBe(true);
    expect(runs[2]!.signal.aborted).toBe(false);
    // Until the answer comes, the last values of the same premises stay on screen.
    expect(actor.getSnapshot().context.calculatedValues).toBe(first);
    runs[2]!.finish();
    await advance(0);
    runs[1]!.finish();
    await advance(0);
    const context = expectInPlacePC(actor);
    expect(context.premiseConfidences.p1).toBe(0.2);
    expect(context.calculatedValues?.debugData.rawInputs.premises[0]?.probability).toBe(0.2);
    expect(selectCalculationPending(actor.getSnapshot())).toBe(false);
  });

  it('drops a late answer for a large argument once a smaller one is loaded', async () => {
    const { runs, evaluate } = manualEvaluator();
    const large = makeArgument({
      premises: [
        { id: 'p1', content: 'Y', type: 'PREMISE' },
        { id: 'p2', content: 'X', type: 'PREMISE' },
        { id: 'p3', content: 'Z', type: 'PREMISE' },
      ],
    });
    const small = makeArgument({ id: 8 });
    const { actor } = await offThreadEvaluator(
      { evaluate, load: async ({ argumentId }) => (argumentId === 8 ? small : large) },
      3,
      large,
    );
    expect(runs).toHaveLength(1);
    actor.send({ type: 'LOAD', argumentId: 8 });
    await advance(0);
    const shown = actor.getSnapshot().context.calculatedValues;
    expect(shown?.debugData.rows.premiseIds).toEqual(['p1', 'p2']);
    runs[0]!.finish();
    await advance(0);
    expect(actor.getSnapshot().context.calculatedValues).toBe(shown);
    expect(selectCalculationPending(actor.getSnapshot())).toBe(false);
  });

  it('leaves the evaluation unsaved when an answer moves the conclusion during a save', async () => {
    const { runs, evaluate } = manualEvaluator();
    let finishSave = () => {};
    const save = (input: SaveEvaluationInput) =>
      new Promise<SaveEvaluationOutput>((resolve) => {
        finishSave = () =>
          resolve({
            success: true,
            argumentId: input.argumentId,
            evaluationMode: input.evaluationMode,
          });
      });
    const { actor, calls } = await offThreadEvaluator({ evaluate, save }, 2);
    runs[0]!.finish();
    await advance(0);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.95 });
    actor.send({ type: 'SAVE_EVALUATION' });
    const sentConclusion = calls.save.length;
    runs[1]!.finish();
    await advance(0);
    finishSave();
    await advance(0);
    expect(sentConclusion).toBe(1);
    // The save carried the conclusion from before the answer: saving again is offered.
    expect(selectSaveButton(actor.getSnapshot())).toEqual({
      label: 'Save Evaluation',
      disabled: false,
    });
  });

  it('evaluates smaller arguments in the transition, without the actor', async () => {
    const { runs, evaluate } = manualEvaluator();
    const { actor } = await offThreadEvaluator({ evaluate }, 3);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p2', value: 0.7 });
    expect(runs).toHaveLength(0);
    expectInPlacePC(actor);
  });

  it('falls back to evaluating on the same thread when no actor is provided', async () => {
    const { actor } = await offThreadEvaluator({}, 2);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p2', value: 0.7 });
    expect(selectCalculationPending(actor.getSnapshot())).toBe(true);
    await advance(0);
    expect(selectCalculationPending(actor.getSnapshot())).toBe(false);
    expectInPlacePC(actor);
  });
});
