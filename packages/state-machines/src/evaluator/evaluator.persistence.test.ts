import { CredenceApiError } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectHasUnsavedChanges, selectSaveButton } from './evaluator.selectors';
import { makeArgument, makeEvaluation, readyEvaluator } from './evaluator.test-helpers';
import type { SaveEvaluationOutput } from './evaluator.types';

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

const SAVE_EVALUATION = { label: 'Save Evaluation', disabled: false };
const SAVED = { label: 'Saved', disabled: true };

/** The refusal the client throws for a 400 answer whose body says why. */
function refusal(message: string) {
  return new CredenceApiError(message, {
    kind: 'http',
    status: 400,
    statusText: 'Bad Request',
    body: { error: message },
  });
}

describe('evaluatorMachine: locks are saved with the evaluation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a lock toggled on a saved evaluation makes it unsaved; Save sends the locks', async () => {
    const { actor, calls } = await readyEvaluator(
      advance,
      makeArgument({ evaluation: makeEvaluation() }),
    );
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVED);
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p2' });
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVE_EVALUATION);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.save[0]?.locks).toEqual({ premiseIds: ['p2'], conclusion: true });
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVED);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it('sends locked premises in the argument’s order, and no locks as an empty list', async () => {
    const { actor, calls } = await readyEvaluator(advance);
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.save[0]?.locks).toEqual({ premiseIds: [], conclusion: false });
    // The premises the evaluation was made for: the server refuses it if they have changed.
    expect(calls.save[0]?.premiseIds).toEqual(['p1', 'p2']);
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p2' });
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p1' });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.save[1]?.locks).toEqual({ premiseIds: ['p1', 'p2'], conclusion: false });
  });

  it('restores the saved locks on load (of premises still there); a locked premise refuses changes', async () => {
    const evaluation = makeEvaluation({
      locks: { premiseIds: ['p2', 'gone'], conclusion: true },
    });
    const { actor } = await readyEvaluator(advance, makeArgument({ evaluation }));
    const { context } = actor.getSnapshot();
    expect(context.lockedPremiseIds).toEqual(['p2']);
    expect(context.conclusionLocked).toBe(true);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p2', value: 0.1 });
    expect(actor.getSnapshot().context.premiseConfidences.p2).toBe(0.6);
    expect(actor.getSnapshot().context.toast?.text).toBe('Cannot change locked premise');
    // A refused change is no change.
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVED);
  });

  it('an evaluation saved before locks were saved loads unlocked', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ evaluation: makeEvaluation() }));
    expect(actor.getSnapshot().context.lockedPremiseIds).toEqual([]);
    expect(actor.getSnapshot().context.conclusionLocked).toBe(false);
  });
});

describe('evaluatorMachine: unsaved changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a never-saved, unchanged evaluation has nothing to lose, yet can be saved', async () => {
    const { actor, calls } = await readyEvaluator(advance);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVE_EVALUATION);
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.save).toHaveLength(1);
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVED);
  });

  it('a change is unsaved until saved; a save under way still counts (leaving would stop it)', async () => {
    let release: (value: SaveEvaluationOutput) => void = () => {};
    const { actor } = await readyEvaluator(advance, makeArgument(), {
      save: () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.7 });
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SAVE_EVALUATION' });
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    release({ success: true, argumentId: 7, evaluationMode: 'fallback' });
    await advance(0);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });

  it('Reset Evaluation is a change to save', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ evaluation: makeEvaluation() }));
    actor.send({ type: 'RESET_EVALUATION' });
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
  });

  it('is false while loading', async () => {
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.7 });
    actor.send({ type: 'LOAD', argumentId: 8 });
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(false);
  });
});

describe('evaluatorMachine: Save Evaluation stores dependency changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const changed = {
    type: 'UPDATE_DEPENDENCIES' as const,
    dependencies: { p2: ['p1'] },
    premiseConditionals: { 'p2|p1': 0.8, 'p2|~p1': 0.3 },
  };

  it('stores the dependencies changed in the evaluator, with the argument’s premises', async () => {
    const { actor, calls } = await readyEvaluator(advance);
    actor.send(changed);
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies).toEqual([
      {
        argumentId: 7,
        dependencies: { p2: ['p1'] },
        premiseConditionals: { 'p2|p1': 0.8, 'p2|~p1': 0.3 },
        claimIds: ['p1', 'p2'],
      },
    ]);
    expect(calls.update).toHaveLength(1);
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVED);

    // Stored: the next save, of a credence only, leaves them alone.
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.7 });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies).toHaveLength(1);
    expect(calls.save).toHaveLength(2);
  });

  it('a removed dependency and dependencies applied from the inference dialog are stored too', async () => {
    const argument = makeArgument({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.8 },
    });
    const { actor, calls } = await readyEvaluator(advance, argument);
    actor.send({ type: 'DEPENDENCY_DELETED', premiseId: 'p2', parentId: 'p1' });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies.at(-1)).toMatchObject({ dependencies: {}, premiseConditionals: {} });

    actor.send({
      type: 'APPLY_EVALUATION_SETTINGS',
      mode: 'fallback',
      settings: { pCGivenPremises: 0.7, dependencies: { p1: ['p2'] }, premiseConditionals: {} },
    });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies.at(-1)?.dependencies).toEqual({ p1: ['p2'] });

    // Settings without dependencies are no dependency change.
    actor.send({
      type: 'APPLY_EVALUATION_SETTINGS',
      mode: 'fallback',
      settings: { pCGivenPremises: 0.6 },
    });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies).toHaveLength(2);
  });

  it('mode and credence changes alone never overwrite the stored dependencies', async () => {
    const argument = makeArgument({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.8 },
    });
    const { actor, calls } = await readyEvaluator(advance, argument);
    actor.send({ type: 'SET_EVALUATION_MODE', mode: 'bayesian' });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.9 });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies).toEqual([]);
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVED);
  });

  it('a failed dependency save is shown and leaves the evaluation unsaved; Save tries again', async () => {
    let fail = true;
    const { actor, calls } = await readyEvaluator(advance, makeArgument(), {
      saveDependencies: async () => {
        if (fail) throw refusal('Dependency cycle: p1 → p2 → p1');
      },
    });
    actor.send(changed);
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(actor.getSnapshot().context.toast).toEqual({
      kind: 'error',
      text: 'Dependency cycle: p1 → p2 → p1',
      duration: 'message',
    });
    expect(calls.update).toEqual([]);
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVE_EVALUATION);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);

    fail = false;
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies).toHaveLength(2);
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVED);
  });

  it('a dependency change made while saving is stored by the next save', async () => {
    let release: () => void = () => {};
    let first = true;
    const { actor, calls } = await readyEvaluator(advance, makeArgument(), {
      saveDependencies: () =>
        first
          ? new Promise<void>((resolve) => {
              first = false;
              release = resolve;
            })
          : Promise.resolve(),
    });
    actor.send(changed);
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    actor.send({ ...changed, premiseConditionals: { 'p2|p1': 0.9 } });
    release();
    await advance(0);
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVE_EVALUATION);
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies.at(-1)?.premiseConditionals).toEqual({ 'p2|p1': 0.9 });
  });

  it('uses the argument id the save answers with', async () => {
    const { actor, calls } = await readyEvaluator(advance, makeArgument(), {
      save: async () => ({ success: true, argumentId: 42, evaluationMode: 'fallback' }),
    });
    actor.send(changed);
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.dependencies[0]?.argumentId).toBe(42);
  });
});

describe('evaluatorMachine: saves the server refuses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a refused save (400) shows the server’s reason rather than only the status text', async () => {
    const reason =
      'The premises of argument 7 changed since this page was opened: reload it to evaluate ' +
      'the argument as it is now.';
    const { actor, calls } = await readyEvaluator(advance, makeArgument(), {
      save: async () => {
        throw new CredenceApiError('Failed to save evaluation: Bad Request', {
          kind: 'http',
          status: 400,
          statusText: 'Bad Request',
          body: { error: reason },
        });
      },
    });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.7 });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(actor.getSnapshot().context.toast?.text).toBe(reason);
    expect(calls.update).toEqual([]);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
  });
});

describe('evaluatorMachine: credences the server refuses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the refusal (400) and stays unsaved, instead of claiming Saved', async () => {
    const message =
      'Claim p2 is not a premise of this argument: reload to evaluate it as it is now';
    const { actor } = await readyEvaluator(advance, makeArgument(), {
      update: async () => {
        throw refusal(message);
      },
    });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.7 });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(actor.getSnapshot().context.toast).toEqual({
      kind: 'error',
      text: message,
      duration: 'message',
    });
    expect(selectSaveButton(actor.getSnapshot())).toEqual(SAVE_EVALUATION);
    expect(selectHasUnsavedChanges(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.warnings).toEqual([]);
  });
});
