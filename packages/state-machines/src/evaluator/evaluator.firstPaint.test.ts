import { describe, expect, it } from 'vitest';
import { evaluatorFirstPaint } from './evaluator.firstPaint';
import { selectInferenceStrength } from './evaluator.selectors';
import { makeArgument, makeEvaluation, startEvaluator } from './evaluator.test-helpers';
import type { EvaluatorArgument, EvaluatorInput } from './evaluator.types';

/** What the running machine shows for the same server data, in the first paint's shape. */
function machineShows(input: EvaluatorInput & { initialArgument: EvaluatorArgument }) {
  const { context } = startEvaluator({}, input).actor.getSnapshot();
  return {
    credences: input.initialArgument.premises.map((p) => context.premiseConfidences[p.id]),
    conclusion: context.conclusionConfidence,
    pC: context.calculatedValues?.pC ?? null,
  };
}

describe('evaluatorFirstPaint', () => {
  it('shows the numbers the machine starts from: saved credences, strength and P(C)', () => {
    const argument = makeArgument({ evaluation: makeEvaluation() });
    const paint = evaluatorFirstPaint(argument);
    const machine = machineShows({ initialArgument: argument });
    expect(paint?.premises.map((p) => p.credence)).toEqual([0.8, 0.6]);
    expect(paint?.premises.map((p) => p.credence)).toEqual(machine.credences);
    expect(paint?.conclusion).toEqual({ content: 'It will rain', credence: machine.conclusion });
    expect(paint?.pC).not.toBeNull();
    expect(paint?.pC).toBe(machine.pC);
    const { actor } = startEvaluator({}, { initialArgument: argument });
    expect(paint?.inferenceStrength).toBe(selectInferenceStrength(actor.getSnapshot()));
    expect(paint).toMatchObject({ title: 'Rain', evaluationMode: 'fallback' });
  });

  it('settles dependencies as the machine does: a premise they fix shows the fixed value', () => {
    const argument = makeArgument({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.8, 'p2|~p1': 0.3 },
    });
    const paint = evaluatorFirstPaint(argument);
    // 0.8 · 0.5 + 0.3 · 0.5 = 0.55, moved from the default 0.5.
    expect(paint?.premises[1]?.credence).toBeCloseTo(0.55, 10);
    expect(paint?.premises[1]?.movedFrom).toBe(0.5);
    expect(paint?.premises.map((p) => p.credence)).toEqual(
      machineShows({ initialArgument: argument }).credences,
    );
    expect(paint?.pC).toBe(machineShows({ initialArgument: argument }).pC);
  });

  it('leaves P(C) to the worker for an argument of offThreadFrom premises or more', () => {
    const paint = evaluatorFirstPaint(makeArgument(), { offThreadFrom: 2 });
    expect(paint?.pC).toBeNull();
    expect(paint?.premises).toHaveLength(2);
  });

  it('is null for an argument without a conclusion (the screen says data is missing)', () => {
    expect(evaluatorFirstPaint(makeArgument({ conclusion: null }))).toBeNull();
  });
});
