import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectDialecticManager,
  selectEvaluationState,
  selectOverriddenPremiseIds,
  selectSaveButton,
  selectSubconclusionArgumentIds,
} from './evaluator.selectors';
import {
  makeArgument,
  makeEvaluation,
  readyEvaluator,
  startEvaluator,
} from './evaluator.test-helpers';
import type { SaveEvaluationOutput } from './evaluator.types';

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('evaluatorMachine: Save Evaluation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows Saving... then Saved, sends normalised values to both calls, and disables Save', async () => {
    const argument = makeArgument({
      premises: [
        { id: 'p1', content: 'A' },
        { id: 'p2', content: 'B' },
        { id: 'p3', content: 'C' },
      ],
    });
    const { actor, calls } = await readyEvaluator(advance, argument);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.015 });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p2', value: 0.985 });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p3', value: 0.12345 });
    actor.send({ type: 'SAVE_EVALUATION' });
    expect(selectSaveButton(actor.getSnapshot())).toEqual({ label: 'Saving...', disabled: true });
    expect(selectEvaluationState(actor.getSnapshot()).isSaving).toBe(true);
    await advance(0);
    const pC = actor.getSnapshot().context.conclusionConfidence;
    expect(calls.save).toEqual([
      {
        argumentId: 7,
        evaluationMode: 'fallback',
        inferenceStrength: 0.9,
        fallbackSupport: 0.2,
        evaluationSettings: { fallback: { dependencies: {}, premiseConditionals: {} } },
        locks: { premiseIds: [], conclusion: false },
        premiseIds: ['p1', 'p2', 'p3'],
      },
    ]);
    expect(calls.update).toEqual([
      {
        argumentId: 7,
        evaluationMode: 'fallback',
        inferenceStrength: 0.9,
        fallbackSupport: 0.2,
        premises: [
          { id: 'p1', probability: 0 },
          { id: 'p2', probability: 1 },
          { id: 'p3', probability: 0.1235 },
        ],
        conclusion: { id: 'c', probability: Math.round(pC * 10_000) / 10_000 },
      },
    ]);
    expect(selectSaveButton(actor.getSnapshot())).toEqual({ label: 'Saved', disabled: true });
    expect(selectEvaluationState(actor.getSnapshot())).toMatchObject({
      isSaving: false,
      isSavedRemotely: true,
    });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.save).toHaveLength(1);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.4 });
    expect(selectSaveButton(actor.getSnapshot())).toEqual({
      label: 'Save Evaluation',
      disabled: false,
    });
  });

  it('uses the user-argument id the save returns for the update and later sharing', async () => {
    const { actor, calls, emitted } = startEvaluator(
      {},
      { initialArgument: makeArgument({ id: 0 }) },
    );
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.save[0]?.argumentId).toBe(0);
    expect(calls.update[0]?.argumentId).toBe(99);
    expect(actor.getSnapshot().context.argumentId).toBe(99);
    actor.send({ type: 'SHARE' });
    expect(emitted).toEqual([{ type: 'share', userArgumentId: 99 }]);
  });

  it('undefined P(C|Premises) becomes 0.9 and undefined pC 0.5', async () => {
    const argument = makeArgument({
      dependencies: { p1: ['p2'], p2: ['p1'] },
      premiseConditionals: { 'p1|p2': 0.5 },
      evaluation: makeEvaluation({ evaluationMode: 'bayesian', conclusion: null }),
    });
    const { actor, calls } = await readyEvaluator(advance, argument);
    expect(actor.getSnapshot().context.calculatedValues).toBeNull();
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.3 });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.save[0]).toMatchObject({ inferenceStrength: 0.9, fallbackSupport: 0.2 });
    expect(calls.update[0]?.conclusion).toEqual({ id: 'c', probability: 0.5 });
  });

  it('saves strength 1 for a deductive argument', async () => {
    const { actor, calls } = await readyEvaluator(
      advance,
      makeArgument({ argumentType: 'DEDUCTIVE' }),
    );
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(calls.save[0]?.inferenceStrength).toBe(1);
  });

  it('a failed save returns to unsaved with the error for 5 s; nothing else is called', async () => {
    const { actor, calls } = await readyEvaluator(advance, makeArgument(), {
      save: async () => {
        throw new Error('Failed to save evaluation: Internal Server Error');
      },
    });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(selectSaveButton(actor.getSnapshot())).toEqual({
      label: 'Save Evaluation',
      disabled: false,
    });
    expect(calls.update).toEqual([]);
    expect(actor.getSnapshot().context.toast).toEqual({
      kind: 'error',
      text: 'Failed to save evaluation: Internal Server Error',
      duration: 'message',
    });
    expect(actor.getSnapshot().context.pendingSave).toBeNull();
    await advance(4999);
    expect(actor.getSnapshot().context.toast).not.toBeNull();
    await advance(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('a failed user-argument update is only recorded as a warning; the save succeeds', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument(), {
      update: async () => {
        throw new Error('HTTP 500');
      },
    });
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(selectSaveButton(actor.getSnapshot())).toEqual({ label: 'Saved', disabled: true });
    expect(actor.getSnapshot().context.warnings).toEqual(['User argument update failed: HTTP 500']);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('a change made while saving leaves the evaluation unsaved (with the update failing too)', async () => {
    for (const failUpdate of [false, true]) {
      let release: (value: SaveEvaluationOutput) => void = () => {};
      const { actor, calls } = await readyEvaluator(advance, makeArgument(), {
        save: () =>
          new Promise((resolve) => {
            release = resolve;
          }),
        update: async () => {
          if (failUpdate) throw new Error('down');
        },
      });
      actor.send({ type: 'SAVE_EVALUATION' });
      actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.9 });
      release({ success: true, argumentId: 7, evaluationMode: 'fallback' });
      await advance(0);
      // The save sent the values of the moment it started.
      expect(calls.update[0]?.premises[0]).toEqual({ id: 'p1', probability: 0.5 });
      expect(selectSaveButton(actor.getSnapshot())).toEqual({
        label: 'Save Evaluation',
        disabled: false,
      });
    }
  });

  it('fails loudly when the app did not provide saveEvaluation', async () => {
    const { evaluatorMachine } = await import('./evaluator.machine');
    const { createActor } = await import('xstate');
    const actor = createActor(evaluatorMachine, {
      input: { initialArgument: makeArgument() },
    }).start();
    actor.send({ type: 'SAVE_EVALUATION' });
    await advance(0);
    expect(actor.getSnapshot().context.toast?.text).toBe(
      'The "saveEvaluation" actor was not provided: use machine.provide({ actors })',
    );
  });
});

describe('evaluatorMachine: sharing and navigation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses sharing, visibility and image generation before the argument is saved', async () => {
    const { actor, emitted } = startEvaluator({}, { initialArgument: makeArgument({ id: 0 }) });
    const cases = [
      [{ type: 'SHARE' }, 'Please save your evaluation before sharing'],
      [
        { type: 'CHANGE_VISIBILITY', visibility: 'PUBLIC' },
        'Please save your evaluation before changing visibility',
      ],
      [{ type: 'GENERATE_IMAGE' }, 'Please save your evaluation before generating an image'],
    ] as const;
    for (const [event, message] of cases) {
      actor.send(event);
      expect(actor.getSnapshot().context.toast).toEqual({
        kind: 'error',
        text: message,
        duration: 'message',
      });
    }
    expect(emitted).toEqual([]);
    await advance(5000);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('asks the host to share, change visibility or generate an image for a saved argument', async () => {
    const { actor, emitted } = await readyEvaluator(advance);
    actor.send({ type: 'SHARE' });
    actor.send({ type: 'CHANGE_VISIBILITY', visibility: 'FRIENDS_ONLY' });
    actor.send({ type: 'GENERATE_IMAGE' });
    expect(emitted).toEqual([
      { type: 'share', userArgumentId: 7 },
      { type: 'changeVisibility', userArgumentId: 7, visibility: 'FRIENDS_ONLY' },
      { type: 'generateImage', userArgumentId: 7 },
    ]);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('a sub-conclusion linked to several arguments shows the error toast and stays', async () => {
    const { actor, calls, emitted } = await readyEvaluator(advance);
    actor.send({ type: 'SELECT_SUBCONCLUSION', linkedArgumentIds: [3, 4] });
    expect(actor.getSnapshot().context.toast).toEqual({
      kind: 'error',
      text: 'Multiple linked arguments detected. Argument selection feature coming soon.',
      duration: 'message',
    });
    actor.send({ type: 'SELECT_SUBCONCLUSION', linkedArgumentIds: [] });
    expect(actor.getSnapshot().matches({ screen: 'ready' })).toBe(true);
    expect(calls.load).toHaveLength(1);
    expect(emitted).toEqual([]);
  });

  it('a sub-conclusion with one linked argument, or a dialectical argument, opens it in evaluate mode', async () => {
    const { actor, calls, emitted } = await readyEvaluator(advance);
    actor.send({ type: 'SELECT_SUBCONCLUSION', linkedArgumentIds: [3] });
    expect(actor.getSnapshot().matches({ screen: 'loading' })).toBe(true);
    await advance(0);
    actor.send({ type: 'SELECT_DIALECTICAL_ARGUMENT', argumentId: 5 });
    await advance(0);
    expect(calls.load).toEqual([{ argumentId: 7 }, { argumentId: 3 }, { argumentId: 5 }]);
    expect(emitted).toEqual([
      { type: 'argumentChanged', argumentId: 3 },
      { type: 'argumentChanged', argumentId: 5 },
    ]);
  });

  it('choosing a version only shows "Version loading coming soon!"; a saved linked argument is announced', async () => {
    const { actor, calls } = await readyEvaluator(advance);
    actor.send({ type: 'SELECT_VERSION', versionId: 2 });
    expect(actor.getSnapshot().context.toast).toEqual({
      kind: 'info',
      text: 'Version loading coming soon!',
      duration: 'message',
    });
    expect(calls.load).toHaveLength(1);
    actor.send({ type: 'LINKED_ARGUMENT_SAVED' });
    expect(actor.getSnapshot().context.toast).toEqual({
      kind: 'success',
      text: 'Linked argument saved successfully!',
      duration: 'message',
    });
  });

  it('a saved supporting argument makes its premise a sub-conclusion and overridden, without a reload', async () => {
    const { actor, calls } = await readyEvaluator(advance);
    actor.send({
      type: 'LINKED_ARGUMENT_SAVED',
      link: { premiseId: 'p1', sourceArgumentId: 42, linkType: 'support' },
    });
    const snapshot = actor.getSnapshot();
    expect(selectSubconclusionArgumentIds(snapshot, 'p1')).toEqual([42]);
    expect(selectOverriddenPremiseIds(snapshot)).toEqual(['p1']);
    expect(selectDialecticManager(snapshot).visible).toBe(true);
    expect(calls.load).toHaveLength(1);
    // The same link reported twice is kept once.
    actor.send({
      type: 'LINKED_ARGUMENT_SAVED',
      link: { premiseId: 'p1', sourceArgumentId: 42, linkType: 'support' },
    });
    expect(selectSubconclusionArgumentIds(actor.getSnapshot(), 'p1')).toEqual([42]);
  });
});
