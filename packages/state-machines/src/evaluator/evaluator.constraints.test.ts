import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { correctionCascadeSteps } from './evaluator.constraints';
import { selectConstraintSystemMode } from './evaluator.selectors';
import { makeArgument, readyEvaluator } from './evaluator.test-helpers';

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** p2 depends on p1 with both conditionals: P(p2) is fixed at 0.9·P(p1) + 0.5·(1 − P(p1)). */
const marginalized = makeArgument({
  dependencies: { p2: ['p1'] },
  premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.5 },
});
/** p2 as the load settles it (coherentist): 0.9·0.5 + 0.5·0.5, its stored 0.5 replaced. */
const SETTLED_P2 = 0.7;

describe('evaluatorMachine: constraint system', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a marginalized premise at its fixed value from the load, as an unchanged evaluation', async () => {
    const { actor } = await readyEvaluator(advance, marginalized);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.premiseConfidences.p1).toBe(0.5);
    expect(snapshot.context.premiseConfidences.p2).toBeCloseTo(SETTLED_P2, 12);
    expect(snapshot.context.constraints.violations).toEqual([]);
    // Settling is not an edit: nothing highlighted, nothing scheduled; but the premise says it moved.
    expect(snapshot.context.constraints.corrections).toEqual([]);
    expect(snapshot.context.constraints.moved).toEqual({
      p2: { from: 0.5, to: expect.closeTo(SETTLED_P2, 12) },
    });
    expect(snapshot.matches({ screen: { ready: { constraints: 'idle' } } })).toBe(true);
  });

  it('corrects violations exactly 100 ms after a premise change, then highlights for 200 ms', async () => {
    const { actor } = await readyEvaluator(advance, marginalized);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    expect(actor.getSnapshot().matches({ screen: { ready: { constraints: 'scheduled' } } })).toBe(
      true,
    );
    // The slider value passes through at once.
    expect(actor.getSnapshot().context.premiseConfidences.p1).toBe(0.8);
    expect(actor.getSnapshot().context.premiseConfidences.p2).toBeCloseTo(SETTLED_P2, 12);
    await advance(99);
    expect(actor.getSnapshot().context.premiseConfidences.p2).toBeCloseTo(SETTLED_P2, 12);
    await advance(1);
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ screen: { ready: { constraints: 'highlighting' } } })).toBe(true);
    expect(snapshot.context.premiseConfidences.p2).toBeCloseTo(0.82, 12);
    expect(snapshot.context.constraints.corrections).toEqual([
      expect.objectContaining({ premiseId: 'p2', from: expect.closeTo(SETTLED_P2, 12), pass: 1 }),
    ]);
    expect(snapshot.context.constraints.violations).toEqual([]);
    expect(snapshot.context.calculatedValues?.debugData.rawInputs.premises).toEqual([
      { id: 'p1', probability: 0.8 },
      { id: 'p2', probability: snapshot.context.premiseConfidences.p2 },
    ]);
    await advance(199);
    expect(
      actor.getSnapshot().matches({ screen: { ready: { constraints: 'highlighting' } } }),
    ).toBe(true);
    await advance(1);
    snapshot = actor.getSnapshot();
    expect(snapshot.matches({ screen: { ready: { constraints: 'idle' } } })).toBe(true);
    expect(snapshot.context.constraints.corrections).toEqual([]);
    // The move is still told at the premise after the highlight, from the value the user gave
    // p2 (0.5, before the load settled it), until the user sets p2 themselves.
    expect(snapshot.context.constraints.moved).toEqual({
      p2: { from: 0.5, to: expect.closeTo(0.82, 12) },
    });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8005 });
    expect(actor.getSnapshot().context.constraints.moved).toHaveProperty('p2');
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p2', value: 0.6 });
    expect(actor.getSnapshot().context.constraints.moved).toEqual({});
  });

  it('a new change restarts the 100 ms wait', async () => {
    const { actor } = await readyEvaluator(advance, marginalized);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    await advance(60);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.6 });
    await advance(99);
    expect(actor.getSnapshot().context.premiseConfidences.p2).toBeCloseTo(SETTLED_P2, 12);
    await advance(1);
    expect(actor.getSnapshot().context.premiseConfidences.p2).toBeCloseTo(0.74, 12);
  });

  it('does not run for changes of 0.001 or less, nor without dependencies', async () => {
    const linked = await readyEvaluator(advance, marginalized);
    linked.actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.501 });
    expect(linked.actor.getSnapshot().matches({ screen: { ready: { constraints: 'idle' } } })).toBe(
      true,
    );
    linked.actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.5021 });
    expect(
      linked.actor.getSnapshot().matches({ screen: { ready: { constraints: 'scheduled' } } }),
    ).toBe(true);
    const plain = await readyEvaluator(advance, makeArgument());
    plain.actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.9 });
    expect(plain.actor.getSnapshot().matches({ screen: { ready: { constraints: 'idle' } } })).toBe(
      true,
    );
  });

  it('is off when constraints are off, in foundationalist mode, and for deductive arguments', async () => {
    const off = await readyEvaluator(advance, marginalized);
    off.actor.send({ type: 'SET_CONSTRAINTS_ENABLED', enabled: false });
    off.actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    expect(off.actor.getSnapshot().matches({ screen: { ready: { constraints: 'idle' } } })).toBe(
      true,
    );

    const foundationalist = await readyEvaluator(advance, marginalized, {
      settings: async () => ({
        settings: {
          detailLevel: 'complete',
          conviction: 0.3,
          constraintResolutionMode: 'foundationalist',
        },
      }),
    });
    expect(selectConstraintSystemMode(foundationalist.actor.getSnapshot())).toBe('foundationalist');
    foundationalist.actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    await advance(100);
    expect(foundationalist.actor.getSnapshot().context.premiseConfidences.p2).toBe(0.5);

    const deductive = await readyEvaluator(advance, { ...marginalized, argumentType: 'DEDUCTIVE' });
    expect(selectConstraintSystemMode(deductive.actor.getSnapshot())).toBe('deductive');
    deductive.actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    expect(
      deductive.actor.getSnapshot().matches({ screen: { ready: { constraints: 'idle' } } }),
    ).toBe(true);
  });

  it('skips the run when the system was switched off during the wait', async () => {
    const { actor } = await readyEvaluator(advance, marginalized);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    actor.send({ type: 'SET_CONSTRAINTS_ENABLED', enabled: false });
    await advance(100);
    expect(actor.getSnapshot().matches({ screen: { ready: { constraints: 'idle' } } })).toBe(true);
    expect(actor.getSnapshot().context.premiseConfidences.p2).toBeCloseTo(SETTLED_P2, 12);
  });

  it('leaves locked premises alone and reports their violations', async () => {
    const { actor } = await readyEvaluator(advance, marginalized);
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p2' });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    await advance(100);
    const context = actor.getSnapshot().context;
    expect(context.premiseConfidences.p2).toBeCloseTo(SETTLED_P2, 12);
    expect(context.constraints.corrections).toEqual([]);
    expect(context.constraints.violations).toEqual([
      expect.objectContaining({
        premiseId: 'p2',
        premiseName: 'X',
        constraintMode: 'marginalization',
      }),
    ]);
    expect(actor.getSnapshot().matches({ screen: { ready: { constraints: 'idle' } } })).toBe(true);
  });

  it('when the engine throws: "Constraint processing failed. Operating in direct mode." for 3 s, value kept', async () => {
    const cyclic = makeArgument({
      dependencies: { p1: ['p2'], p2: ['p1'] },
      premiseConditionals: { 'p1|p2': 0.9, 'p2|p1': 0.9 },
    });
    const { actor } = await readyEvaluator(advance, cyclic);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    await advance(100);
    const context = actor.getSnapshot().context;
    expect(context.premiseConfidences.p1).toBe(0.8);
    expect(context.toast).toEqual({
      kind: 'error',
      text: 'Constraint processing failed. Operating in direct mode.',
      duration: 'constraintFeedback',
    });
    expect(context.constraints.error).toMatch(/^Dependencies form a cycle/);
    await advance(2999);
    expect(actor.getSnapshot().context.toast).not.toBeNull();
    await advance(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('a dependency change that fixes a premise by marginalization: 4 s toast, then auto-enforcement', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument());
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.8 });
    actor.send({
      type: 'UPDATE_DEPENDENCIES',
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9 },
    });
    // One conditional: an interval, no marginalization yet.
    expect(actor.getSnapshot().context.toast).toBeNull();
    actor.send({
      type: 'UPDATE_DEPENDENCIES',
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.5 },
    });
    expect(actor.getSnapshot().context.toast).toEqual({
      kind: 'success',
      text: 'P(X) is now fixed by marginalization. It will automatically update when P(Y) changes.',
      duration: 'marginalizationToast',
    });
    await advance(99);
    expect(actor.getSnapshot().context.premiseConfidences.p2).toBe(0.5);
    await advance(1);
    expect(actor.getSnapshot().context.premiseConfidences.p2).toBeCloseTo(0.82, 12);
    await advance(3899);
    expect(actor.getSnapshot().context.toast).not.toBeNull();
    await advance(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('a deleted dependency goes without a refresh; a premise left with no parents leaves the map', async () => {
    const argument = makeArgument({
      premises: [
        { id: 'p1', content: 'A' },
        { id: 'p2', content: 'B' },
        { id: 'p3', content: 'C' },
      ],
      dependencies: { p3: ['p1', '~p2'] },
      premiseConditionals: { 'p3|p1': 0.7, 'p3|~p2': 0.4, 'p3|p2': 0.6 },
    });
    const { actor } = await readyEvaluator(advance, argument);
    actor.send({ type: 'DEPENDENCY_DELETED', premiseId: 'p3', parentId: 'p2' });
    expect(actor.getSnapshot().context.evaluationSettings.fallback).toMatchObject({
      dependencies: { p3: ['p1'] },
      premiseConditionals: { 'p3|p1': 0.7 },
    });
    actor.send({ type: 'DEPENDENCY_DELETED', premiseId: 'p3', parentId: 'p1' });
    expect(actor.getSnapshot().context.evaluationSettings.fallback).toMatchObject({
      dependencies: {},
      premiseConditionals: {},
    });
    expect(actor.getSnapshot().context.calculatedValues?.debugData.method).toBe(
      'independence assumption',
    );
  });
});

describe('correctionCascadeSteps', () => {
  it('takes one 200 ms step per cascade level, at most three', () => {
    expect(correctionCascadeSteps([])).toBe(1);
    expect(correctionCascadeSteps([{ pass: 1 }])).toBe(1);
    expect(correctionCascadeSteps([{ pass: 1 }, { pass: 2 }])).toBe(2);
    expect(correctionCascadeSteps([{ pass: 5 }])).toBe(3);
  });
});
