import { evaluateArgument, fromArgdown, toArgdown } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { evaluationFromImport, inferenceForExport } from './argdownInference.ts';

const premises = [
  { id: 'c1', probability: 0.8 },
  { id: 'c2', probability: 0.7 },
];

type Saved = Parameters<typeof inferenceForExport>[0] & object;

function saved(mode: Saved['evaluationMode'], settings: Record<string, unknown>): Saved {
  return {
    evaluationMode: mode,
    inferenceStrength: 0.85,
    fallbackSupport: 0.3,
    evaluationSettings: { [mode]: settings },
    premises,
    conclusion: { id: 'c', probability: 0.6 },
  };
}

/** Export to Argdown text, read it back, and rebuild the evaluation on new premise ids. */
function roundTrip(evaluation: Saved) {
  const ids = premises.map((premise) => premise.id);
  const { inference, sliders } = inferenceForExport(evaluation, ids);
  const text = toArgdown({
    premises: ids.map((id, k) => ({
      id,
      text: `Premise ${k + 1}`,
      credence: premises[k]!.probability,
      ...(sliders.has(id) ? { pCIfTrue: sliders.get(id)![0], pCIfFalse: sliders.get(id)![1] } : {}),
    })),
    conclusion: { text: 'C' },
    ...(inference ? { inference } : {}),
  });
  const { argument, warnings } = fromArgdown(text);
  expect(warnings).toEqual([]);
  const idOf = new Map(argument.premises.map((premise, k) => [premise.id, `new${k + 1}`]));
  return evaluationFromImport(argument, idOf);
}

describe('Argdown inference settings', () => {
  it('keep a fallback evaluation: mode, P(C|Premises) and P(C|¬Premises) of the mode', () => {
    const back = roundTrip(saved('fallback', { pCGivenPremises: 0.95, pCGivenNotPremises: 0.1 }));
    expect(back).toEqual({
      evaluationMode: 'fallback',
      inferenceStrength: 0.95,
      fallbackSupport: 0.1,
      evaluationSettings: { fallback: { pCGivenPremises: 0.95, pCGivenNotPremises: 0.1 } },
    });
  });

  it('keep Bayesian sliders on the renamed premises, and P(C) with them', () => {
    const bayesianNetworkData = {
      conditionalProbabilities: { c1: 0.9, c2: 0.7 },
      reverseConditionalProbabilities: { c1: 0.2, c2: 0.4 },
    };
    const back = roundTrip(saved('bayesian', { bayesianNetworkData }));
    expect(back.evaluationMode).toBe('bayesian');
    expect(back.evaluationSettings.bayesian?.bayesianNetworkData).toEqual({
      conditionalProbabilities: { new1: 0.9, new2: 0.7 },
      reverseConditionalProbabilities: { new1: 0.2, new2: 0.4 },
    });
    const pC = (forward: Record<string, number>, reverse: Record<string, number>, ids: string[]) =>
      evaluateArgument({
        mode: 'bayesian',
        premises: ids.map((id, k) => ({ id, probability: premises[k]!.probability })),
        bayesianNetworkData: {
          conditionalProbabilities: forward,
          reverseConditionalProbabilities: reverse,
        },
      }).pC;
    const imported = back.evaluationSettings.bayesian!
      .bayesianNetworkData as typeof bayesianNetworkData;
    expect(
      pC(imported.conditionalProbabilities, imported.reverseConditionalProbabilities, [
        'new1',
        'new2',
      ]),
    ).toBeCloseTo(
      pC(
        bayesianNetworkData.conditionalProbabilities,
        bayesianNetworkData.reverseConditionalProbabilities,
        ['c1', 'c2'],
      ),
      12,
    );
  });

  it('keep truth-table rows, from the record or the array form', () => {
    const rows = { '11': 0.9, '10': 0.5, '01': 0.4, '00': 0.05 };
    expect(
      roundTrip(saved('truth_table', { truthTableData: { rowValues: rows } })).evaluationSettings
        .truth_table?.truthTableData,
    ).toEqual({ rowValues: rows });
    expect(
      roundTrip(saved('truth_table', { truthTableData: { rowValues: [0.05, 0.4, 0.5, 0.9] } }))
        .evaluationSettings.truth_table?.truthTableData,
    ).toEqual({ rowValues: rows });
  });

  it("fall back to the saved strength values when the mode's settings have none", () => {
    const back = roundTrip(saved('direct', {}));
    expect(back).toMatchObject({
      evaluationMode: 'direct',
      inferenceStrength: 0.85,
      fallbackSupport: 0.3,
    });
  });

  it("without settings in the file, use Credence's defaults and save no mode settings", () => {
    const { argument } = fromArgdown('(1) A\n----\n(2) C\n');
    expect(evaluationFromImport(argument, new Map([['p1', 'x']]))).toEqual({
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      evaluationSettings: {},
    });
  });
});
