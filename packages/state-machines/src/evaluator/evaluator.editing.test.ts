import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectDisplayMode,
  selectEvaluationState,
  selectInferenceStrength,
} from './evaluator.selectors';
import { makeArgument, makeEvaluation, readyEvaluator } from './evaluator.test-helpers';

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('evaluatorMachine: editing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('recalculates on a premise change and refuses unknown premises and values outside 0..1', async () => {
    const { actor } = await readyEvaluator(advance);
    const before = actor.getSnapshot().context.calculatedValues?.pC;
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.9 });
    const after = actor.getSnapshot().context;
    expect(after.premiseConfidences.p1).toBe(0.9);
    expect(after.calculatedValues?.pC).not.toBe(before);
    expect(after.conclusionConfidence).toBe(after.calculatedValues?.pC);
    for (const event of [
      { premiseId: 'nope', value: 0.4 },
      { premiseId: 'p2', value: 1.2 },
      { premiseId: 'p2', value: -0.1 },
      { premiseId: 'p2', value: Number.NaN },
    ]) {
      actor.send({ type: 'SET_PREMISE_CONFIDENCE', ...event });
    }
    expect(actor.getSnapshot().context.premiseConfidences).toEqual({ p1: 0.9, p2: 0.5 });
  });

  it('toggles premise locks with 2 s toasts and refuses changes to a locked premise', async () => {
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p1' });
    expect(actor.getSnapshot().context.lockedPremiseIds).toEqual(['p1']);
    expect(actor.getSnapshot().context.toast).toEqual({
      kind: 'info',
      text: 'Premise locked - protected from auto-updates',
      duration: 'lockToast',
    });
    await advance(1999);
    expect(actor.getSnapshot().context.toast?.text).toBe(
      'Premise locked - protected from auto-updates',
    );
    await advance(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
    expect(actor.getSnapshot().matches({ toast: 'hidden' })).toBe(true);

    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.9 });
    expect(actor.getSnapshot().context.premiseConfidences.p1).toBe(0.5);
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'error',
      text: 'Cannot change locked premise',
    });
    await advance(4999);
    expect(actor.getSnapshot().context.toast?.text).toBe('Cannot change locked premise');
    await advance(1);
    expect(actor.getSnapshot().context.toast).toBeNull();

    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p1' });
    expect(actor.getSnapshot().context.lockedPremiseIds).toEqual([]);
    expect(actor.getSnapshot().context.toast?.text).toBe('Premise unlocked - can be auto-updated');
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'ghost' });
    expect(actor.getSnapshot().context.lockedPremiseIds).toEqual([]);
  });

  it('a new toast restarts the timer', async () => {
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p1' });
    await advance(1500);
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p2' });
    await advance(1999);
    expect(actor.getSnapshot().context.toast?.text).toBe(
      'Premise locked - protected from auto-updates',
    );
    await advance(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
    actor.send({ type: 'SELECT_VERSION', versionId: 2 });
    actor.send({ type: 'DISMISS_TOAST' });
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('locks the conclusion: it stops following P(C) and refuses changes', async () => {
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    expect(actor.getSnapshot().context.toast?.text).toBe(
      'Conclusion locked - protected from auto-updates',
    );
    const held = actor.getSnapshot().context.conclusionConfidence;
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.95 });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(held);
    actor.send({ type: 'SET_CONCLUSION_CONFIDENCE', value: 0.1 });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(held);
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'error',
      text: 'Cannot change locked conclusion',
    });
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    expect(actor.getSnapshot().context.toast?.text).toBe(
      'Conclusion unlocked - can be auto-updated',
    );
    await advance(1999);
    expect(actor.getSnapshot().context.toast).not.toBeNull();
    await advance(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
    actor.send({ type: 'SET_CONCLUSION_CONFIDENCE', value: 0.1 });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(0.1);
  });

  it('deductive: strength forced to 1, the bar refused, the conclusion only 0, 0.5 or 1', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ argumentType: 'DEDUCTIVE' }));
    expect(selectInferenceStrength(actor.getSnapshot())).toBe(1);
    expect(selectDisplayMode(actor.getSnapshot())).toBe('demonstration');
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.7 });
    expect(actor.getSnapshot().context.evaluationMode).toBe('fallback');
    expect(actor.getSnapshot().context.calculatedValues?.pCGivenPremises).toBe(1);
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(0.5);
    actor.send({ type: 'SET_CONCLUSION_CONFIDENCE', value: 0.7 });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(0.5);
    actor.send({ type: 'SET_CONCLUSION_CONFIDENCE', value: 1 });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(1);
    actor.send({ type: 'SET_CONCLUSION_CONFIDENCE', value: 0 });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(0);
    // A premise change does not move a deductive conclusion.
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.9 });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(0);
  });

  it('the inference bar outside DIRECT switches to DIRECT with P(C|¬Premises) 0.2', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ evaluation: makeEvaluation() }));
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.75 });
    let context = actor.getSnapshot().context;
    expect(context.evaluationMode).toBe('direct');
    expect(context.evaluationSettings.direct).toEqual({
      pCGivenPremises: 0.75,
      pCGivenNotPremises: 0.2,
    });
    expect(context.evaluationSettings.fallback).toMatchObject({
      pCGivenPremises: 0.8,
      pCGivenNotPremises: 0.3,
    });
    expect(context.calculatedValues?.debugData.mode).toBe('direct');
    expect(selectInferenceStrength(actor.getSnapshot())).toBe(0.75);
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.6 });
    context = actor.getSnapshot().context;
    expect(context.evaluationSettings.direct).toEqual({
      pCGivenPremises: 0.6,
      pCGivenNotPremises: 0.2,
    });
    // The bar spans 0.5..1.
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.49 });
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 1.01 });
    expect(actor.getSnapshot().context.evaluationSettings.direct?.pCGivenPremises).toBe(0.6);
  });

  it('in DIRECT mode dependencies are read from and written to the FALLBACK settings', async () => {
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.9 });
    actor.send({
      type: 'UPDATE_DEPENDENCIES',
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.7 },
    });
    const context = actor.getSnapshot().context;
    expect(context.evaluationSettings.fallback).toEqual({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.7 },
    });
    expect(context.evaluationSettings.direct).not.toHaveProperty('dependencies');
    expect(context.calculatedValues?.debugData.method).toBe('chain rule');
  });

  it('switches modes and applies the dialog’s settings', async () => {
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'SET_EVALUATION_MODE', mode: 'truth_table' });
    expect(actor.getSnapshot().context.calculatedValues?.debugData.mode).toBe('truth_table');
    actor.send({ type: 'SET_EVALUATION_MODE', mode: 'nonsense' as never });
    expect(actor.getSnapshot().context.evaluationMode).toBe('truth_table');
    actor.send({
      type: 'APPLY_EVALUATION_SETTINGS',
      mode: 'bayesian',
      settings: {
        bayesianNetworkData: {
          conditionalProbabilities: { p1: 0.9, p2: 0.8 },
          reverseConditionalProbabilities: { p1: 0.2, p2: 0.3 },
        },
        dependencies: { p2: ['p1'] },
        premiseConditionals: { 'p2|p1': 0.6 },
      },
    });
    const context = actor.getSnapshot().context;
    expect(context.evaluationMode).toBe('bayesian');
    expect(context.evaluationSettings.bayesian?.dependencies).toEqual({ p2: ['p1'] });
    expect(context.calculatedValues?.debugData.mode).toBe('bayesian');
  });

  it('applying the conviction setting makes the argument deductive with an 8 s toast linking to /settings', async () => {
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'APPLY_CONVICTION' });
    const context = actor.getSnapshot().context;
    expect(context.argumentType).toBe('DEDUCTIVE');
    expect(context.convictionApplied).toBe(true);
    expect(selectDisplayMode(actor.getSnapshot())).toBe('demonstration');
    expect(context.toast).toEqual({
      kind: 'info',
      text: 'Your conviction setting was applied: this argument is now treated as deductive.',
      duration: 'convictionNotice',
      link: { href: '/settings', label: 'Adjust conviction' },
    });
    await advance(7999);
    expect(actor.getSnapshot().context.toast).not.toBeNull();
    await advance(1);
    expect(actor.getSnapshot().context.toast).toBeNull();
    actor.send({ type: 'APPLY_CONVICTION' });
    expect(actor.getSnapshot().context.toast).toBeNull();
  });

  it('moving the bar up across the conviction line (1 − conviction/2) applies the conviction; back below it undoes it', async () => {
    // Conviction 0.3: the line is strength 0.85, 70 % of the bar.
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.7 });
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.84 });
    expect(actor.getSnapshot().context.argumentType).toBe('INDUCTIVE');
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.85 });
    const context = actor.getSnapshot().context;
    expect(context.argumentType).toBe('DEDUCTIVE');
    expect(context.convictionApplied).toBe(true);
    expect(context.toast?.link).toEqual({ href: '/settings', label: 'Adjust conviction' });
    expect(context.calculatedValues?.pC).toBeGreaterThan(0);
    // Still above the line: still deductive; the bar keeps the strength given (P(C) uses 1).
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.9 });
    expect(actor.getSnapshot().context.argumentType).toBe('DEDUCTIVE');
    expect(actor.getSnapshot().context.evaluationSettings.direct?.pCGivenPremises).toBe(0.9);
    // Back below the line: inductive again, with the bar's strength, and a notice saying so.
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.6 });
    const back = actor.getSnapshot().context;
    expect(back.argumentType).toBe('INDUCTIVE');
    expect(back.convictionApplied).toBe(false);
    expect(selectInferenceStrength(actor.getSnapshot())).toBe(0.6);
    expect(back.toast?.text).toBe(
      'Below your conviction line again: this argument is treated as inductive again.',
    );
    // And crossing again applies it again.
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.95 });
    expect(actor.getSnapshot().context.argumentType).toBe('DEDUCTIVE');
  });

  it('an argument deductive by itself (not by conviction) keeps its bar at 100 %', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ argumentType: 'DEDUCTIVE' }));
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.6 });
    expect(actor.getSnapshot().context.argumentType).toBe('DEDUCTIVE');
    expect(selectInferenceStrength(actor.getSnapshot())).toBe(1);
  });

  it('a conclusion the user set stays there as premises change; following P(C) again is a choice', async () => {
    const { actor } = await readyEvaluator(advance);
    actor.send({ type: 'SET_CONCLUSION_CONFIDENCE', value: 0.7 });
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.9 });
    let context = actor.getSnapshot().context;
    expect(context.conclusionConfidence).toBe(0.7);
    expect(context.conclusionSetByUser).toBe(true);
    expect(context.calculatedValues?.pC).not.toBe(0.7);
    actor.send({ type: 'FOLLOW_COMPUTED_CONCLUSION' });
    context = actor.getSnapshot().context;
    expect(context.conclusionSetByUser).toBe(false);
    expect(context.conclusionConfidence).toBe(context.calculatedValues?.pC);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.3 });
    context = actor.getSnapshot().context;
    expect(context.conclusionConfidence).toBe(context.calculatedValues?.pC);
  });

  it('never applies the conviction on load, or when the bar only moves above or below the line', async () => {
    const { actor } = await readyEvaluator(
      advance,
      makeArgument({ evaluation: makeEvaluation() }),
      {
        settings: async () => ({
          settings: {
            detailLevel: 'complete',
            conviction: 0.1,
            constraintResolutionMode: 'coherentist',
          },
        }),
      },
    );
    // Conviction 0.1: the line is 0.95.
    expect(actor.getSnapshot().context.convictionApplied).toBe(false);
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.9 });
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 0.94 });
    expect(actor.getSnapshot().context.argumentType).toBe('INDUCTIVE');
    actor.send({ type: 'SET_INFERENCE_STRENGTH', value: 1 });
    expect(actor.getSnapshot().context.argumentType).toBe('DEDUCTIVE');
  });

  it('a valid counterexample reverts to inductive; an invalid one is stored; the modal closes', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ argumentType: 'DEDUCTIVE' }));
    actor.send({ type: 'OPEN_COUNTEREXAMPLE' });
    expect(selectEvaluationState(actor.getSnapshot()).showCounterexampleModal).toBe(true);
    const invalid = {
      isValid: false,
      message: 'Not a counterexample',
      mode: 'propositional' as const,
    };
    actor.send({ type: 'COUNTEREXAMPLE_COMPLETE', data: invalid });
    expect(selectEvaluationState(actor.getSnapshot()).showCounterexampleModal).toBe(false);
    expect(actor.getSnapshot().context.argumentType).toBe('DEDUCTIVE');
    expect(actor.getSnapshot().context.evaluationSettings.fallback?.counterexampleData).toEqual(
      invalid,
    );

    actor.send({ type: 'OPEN_COUNTEREXAMPLE' });
    actor.send({ type: 'COUNTEREXAMPLE_COMPLETE', data: { isValid: true } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ screen: { ready: { counterexample: 'closed' } } })).toBe(true);
    expect(snapshot.context.argumentType).toBe('INDUCTIVE');
    expect(snapshot.context.toast).toMatchObject({
      kind: 'info',
      text: 'Valid counterexample found. Argument reverted to inductive mode.',
    });
    expect(snapshot.context.calculatedValues?.debugData.argumentType).toBe('INDUCTIVE');
    // Only a deductive argument offers the counterexample finder.
    actor.send({ type: 'OPEN_COUNTEREXAMPLE' });
    expect(selectEvaluationState(actor.getSnapshot()).showCounterexampleModal).toBe(false);
  });

  it('closing the counterexample modal changes nothing', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ argumentType: 'DEDUCTIVE' }));
    actor.send({ type: 'OPEN_COUNTEREXAMPLE' });
    actor.send({ type: 'CLOSE_COUNTEREXAMPLE' });
    expect(selectEvaluationState(actor.getSnapshot()).showCounterexampleModal).toBe(false);
    expect(
      actor.getSnapshot().context.evaluationSettings.fallback?.counterexampleData,
    ).toBeUndefined();
  });

  it('a demonstration stores probability 1 only when successful, and not on a locked conclusion', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ argumentType: 'DEDUCTIVE' }));
    actor.send({ type: 'APPLY_DEMONSTRATION', isSuccessful: false });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(0.5);
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    actor.send({ type: 'APPLY_DEMONSTRATION', isSuccessful: true });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(0.5);
    expect(actor.getSnapshot().context.toast?.text).toBe('Cannot change locked conclusion');
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    actor.send({ type: 'APPLY_DEMONSTRATION', isSuccessful: true });
    expect(actor.getSnapshot().context.conclusionConfidence).toBe(1);
    expect(actor.getSnapshot().context.evaluationSettings.demonstration).toEqual({
      demonstrationData: { isSuccessful: true },
    });
  });

  it('Reset Evaluation restores unlocked premises to 0.5 and clears strengths, keeping dependencies', async () => {
    const argument = makeArgument({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.7 },
      evaluation: makeEvaluation(),
    });
    const { actor } = await readyEvaluator(advance, argument);
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', premiseId: 'p1' });
    actor.send({ type: 'RESET_EVALUATION' });
    const context = actor.getSnapshot().context;
    expect(context.premiseConfidences).toEqual({ p1: 0.8, p2: 0.5 });
    expect(context.evaluationSettings).toEqual({
      fallback: { dependencies: { p2: ['p1'] }, premiseConditionals: { 'p2|p1': 0.7 } },
    });
    expect(context.calculatedValues?.pCGivenPremises).toBe(0.9);
  });

  it('a failing calculation is reported and leaves no values', async () => {
    const argument = makeArgument({
      dependencies: { p1: ['p2'], p2: ['p1'] },
      premiseConditionals: { 'p1|p2': 0.7, 'p2|p1': 0.7 },
    });
    const { actor } = await readyEvaluator(advance, argument);
    expect(actor.getSnapshot().context.calculatedValues).toBeNull();
    expect(actor.getSnapshot().context.calculationError).toBe(
      'Dependencies form a cycle: p1 → p2 → p1. Remove one of these dependencies to evaluate the argument.',
    );
  });
});
