import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectEvaluationState } from './evaluator.selectors';
import {
  makeArgument,
  makeEvaluation,
  readyEvaluator,
  startEvaluator,
} from './evaluator.test-helpers';
import type { SaveEvaluationOutput } from './evaluator.types';

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Toasts, constraint runs and saves live in separate regions: none may reset another. */
describe('evaluatorMachine: regions stay independent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a toast leaves the counterexample modal open', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ argumentType: 'DEDUCTIVE' }));
    actor.send({ type: 'OPEN_COUNTEREXAMPLE' });
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p1' });
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p2' });
    expect(selectEvaluationState(actor.getSnapshot()).showCounterexampleModal).toBe(true);
  });

  it('a toast during a save neither restarts nor cancels it', async () => {
    let release: (value: SaveEvaluationOutput) => void = () => {};
    const { actor, calls } = await readyEvaluator(advance, makeArgument(), {
      save: () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    actor.send({ type: 'SAVE_EVALUATION' });
    actor.send({ type: 'SELECT_VERSION', versionId: 1 });
    await advance(0);
    expect(calls.save).toHaveLength(1);
    expect(selectEvaluationState(actor.getSnapshot()).isSaving).toBe(true);
    release({ success: true, argumentId: 7, evaluationMode: 'fallback' });
    await advance(0);
    expect(selectEvaluationState(actor.getSnapshot()).isSavedRemotely).toBe(true);
  });

  it('a constraint check does not reset the save status', async () => {
    const argument = makeArgument({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.5 },
      evaluation: makeEvaluation(),
    });
    const { actor } = await readyEvaluator(advance, argument);
    expect(selectEvaluationState(actor.getSnapshot()).isSavedRemotely).toBe(true);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.3 });
    expect(selectEvaluationState(actor.getSnapshot()).isSavedRemotely).toBe(false);
    await advance(100);
    expect(selectEvaluationState(actor.getSnapshot()).isSavedRemotely).toBe(false);
  });

  it('LOAD while loading restarts the load; a pending toast survives it', async () => {
    const { actor, calls } = startEvaluator({ load: async () => makeArgument() });
    actor.send({ type: 'LOAD', argumentId: 9 });
    await advance(0);
    expect(calls.load).toEqual([{ argumentId: 7 }, { argumentId: 9 }]);
    actor.send({ type: 'SELECT_VERSION', versionId: 1 });
    actor.send({ type: 'LOAD', argumentId: 7 });
    expect(actor.getSnapshot().context.toast?.text).toBe('Version loading coming soon!');
    await advance(0);
    expect(actor.getSnapshot().matches({ screen: 'ready' })).toBe(true);
  });
});
