import { describe, expect, it } from 'vitest';
import { TooManyPremisesError } from './errors';
import { effectiveDirectConditionals, evaluateArgument } from './evaluate';
import { rowRecordView } from './rows';

const two = [
  { id: 'a', probability: 0.8 },
  { id: 'b', probability: 0.5 },
];

describe('evaluateArgument — fallback mode', () => {
  it('applies total probability with the user conditionals', () => {
    const result = evaluateArgument({
      mode: 'fallback',
      premises: two,
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.3,
    });
    expect(result.pPremises).toBeCloseTo(0.4, 15);
    expect(result.pNotPremises).toBeCloseTo(0.6, 15);
    expect(result.pC).toBeCloseTo(0.9 * 0.4 + 0.3 * 0.6, 15);
    expect(result.formula).toBe(
      'P(C) = P(C|Premises) × P(Premises) + P(C|¬Premises) × P(¬Premises) = 0.9 × 0.4 + 0.3 × 0.6 = 0.54',
    );
    expect({ ...result.conditionalRowProbabilities }).toEqual({
      '00': 0.3,
      '01': 0.3,
      '10': 0.3,
      '11': 0.9,
    });
  });

  it('uses the defaults 0.9 and 0.2 and clamps to 0.01..0.99', () => {
    const defaults = evaluateArgument({ mode: 'fallback', premises: two });
    expect([defaults.pCGivenPremises, defaults.pCGivenNotPremises]).toEqual([0.9, 0.2]);
    const extreme = evaluateArgument({
      mode: 'fallback',
      premises: two,
      pCGivenPremises: 1,
      pCGivenNotPremises: 0,
    });
    expect([extreme.pCGivenPremises, extreme.pCGivenNotPremises]).toEqual([0.99, 0.01]);
  });

  it('forces P(C|Premises) to 1 for a deductive argument', () => {
    const result = evaluateArgument({
      mode: 'fallback',
      argumentType: 'DEDUCTIVE',
      premises: two,
      pCGivenPremises: 0.4,
    });
    expect(result.pCGivenPremises).toBe(1);
    expect(result.debugData.argumentType).toBe('DEDUCTIVE');
  });

  it('treats an unknown argument type as deductive', () => {
    const result = evaluateArgument({
      mode: 'fallback',
      argumentType: 'ABDUCTIVE' as never,
      premises: two,
    });
    expect(result.debugData.argumentType).toBe('DEDUCTIVE');
    expect(result.pCGivenPremises).toBe(1);
  });
});

describe('evaluateArgument — direct mode', () => {
  it('selects the standard calculation when it is largest', () => {
    const result = evaluateArgument({
      mode: 'direct',
      premises: two,
      pCGivenPremises: 0.9,
      prior: 0.1,
    });
    expect(result.debugData.selectedBy).toBe('standard_calculation');
    expect(result.pC).toBeCloseTo(0.36, 15);
    expect(result.debugData.standardCalculation).toBeCloseTo(0.36, 15);
    expect(result.debugData.lowestPremise).toEqual({ id: 'b', value: 0.5 });
    expect(result.debugData.priorConfidence).toBe(0.1);
  });

  it('selects the prior when it is larger, and the rows still add up to it', () => {
    const result = evaluateArgument({
      mode: 'direct',
      premises: two,
      pCGivenPremises: 0.9,
      prior: 0.7,
    });
    expect(result.debugData.selectedBy).toBe('prior');
    expect(result.pC).toBeCloseTo(0.7, 15);
    // The excess over 0.36 is carried by the other rows: (0.7 − 0.36)/0.6.
    expect(result.pCGivenNotPremises).toBeCloseTo(0.34 / 0.6, 12);
    expect(result.pCGivenPremises).toBeCloseTo(0.9, 12);
  });

  it('selects the lowest premise when the network holds the premises higher than typed', () => {
    // p2 is fixed at 0.9 by marginalization, but the user typed 0.05: lowest premise 0.05 < 0.9 × 0.9 × 0.9.
    const result = evaluateArgument({
      mode: 'direct',
      premises: [
        { id: 'p1', probability: 0.9 },
        { id: 'p2', probability: 0.05 },
      ],
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.9 },
      pCGivenPremises: 0.9,
    });
    expect(result.debugData.selectedBy).toBe('lowest_premise');
    expect(result.pC).toBeCloseTo(0.05, 12);
    expect(result.debugData.lowestPremise).toEqual({ id: 'p2', value: 0.05 });
  });

  it('has effective conditionals that stay in [0, 1] even when the prior is out of reach of the rows', () => {
    expect(effectiveDirectConditionals(0.9, 0.9, 0.1)).toEqual({
      whenTrue: expect.closeTo(0.8 / 0.9, 12),
      whenFalse: 1,
    });
    expect(effectiveDirectConditionals(0.5, 1, 0.2)).toEqual({ whenTrue: 0.5, whenFalse: 0 });
    expect(effectiveDirectConditionals(0.2, 0, 0.7)).toEqual({ whenTrue: 0.7, whenFalse: 0.2 });
  });
});

describe('evaluateArgument — Bayesian mode', () => {
  it('uses the slider defaults 0.8 and 0.3', () => {
    const result = evaluateArgument({
      mode: 'bayesian',
      premises: [{ id: 'a', probability: 0.5 }],
    });
    expect(result.conditionalRowProbabilities['1']).toBeCloseTo(0.8, 12);
    expect(result.conditionalRowProbabilities['0']).toBe(0.3);
    expect(result.pC).toBeCloseTo(0.55, 12);
  });

  it('fits a noisy-OR model for several premises and reports the fit', () => {
    const result = evaluateArgument({
      mode: 'bayesian',
      premises: two,
      bayesianNetworkData: {
        conditionalProbabilities: { a: 0.9, b: 0.4 },
        reverseConditionalProbabilities: { a: 0.3, b: 0.6 },
      },
    });
    const bayesian = result.debugData.bayesianNetworkData!;
    expect(bayesian.conditionalProbabilities).toEqual({ a: 0.9, b: 0.4 });
    expect(bayesian.fitIterations).toBeGreaterThan(0);
    expect(Number.isFinite(bayesian.fitError)).toBe(true);
    // A preventive premise (P(C|b) < P(C|¬b)) cannot raise C: the all-true row is below the a-only row.
    expect(result.conditionalRowProbabilities['11']!).toBeLessThanOrEqual(
      result.conditionalRowProbabilities['10']!,
    );
  });
});

describe('evaluateArgument — truth-table mode', () => {
  it('reads the rows, takes the all-true row and weight-averages the others', () => {
    const result = evaluateArgument({
      mode: 'truth_table',
      premises: two,
      truthTableData: { rowValues: { '11': 0.95, '10': 0.6, '01': 0.4, '00': 0.1 } },
    });
    // Weights: 11 → 0.4, 10 → 0.4, 01 → 0.1, 00 → 0.1.
    expect(result.pCGivenPremises).toBe(0.95);
    expect(result.pC).toBeCloseTo(0.4 * 0.95 + 0.4 * 0.6 + 0.1 * 0.4 + 0.1 * 0.1, 15);
    expect(result.pCGivenNotPremises).toBeCloseTo((0.24 + 0.04 + 0.01) / 0.6, 12);
  });

  it('fills missing rows with 0.9 (all true) and 0.5, and notes keys that do not fit', () => {
    const result = evaluateArgument({
      mode: 'truth_table',
      premises: two,
      truthTableData: { rowValues: { '111': 0.2 } },
    });
    expect({ ...result.conditionalRowProbabilities }).toEqual({
      '00': 0.5,
      '01': 0.5,
      '10': 0.5,
      '11': 0.9,
    });
    expect(result.debugData.notes).toContain(
      'Ignored 1 truth-table row(s) that do not fit 2 premises.',
    );
  });

  it('gives P(C|¬Premises) = 0.1 when the other rows weigh nothing', () => {
    const certain = [
      { id: 'a', probability: 1 },
      { id: 'b', probability: 1 },
    ];
    const result = evaluateArgument({
      mode: 'truth_table',
      premises: certain,
      truthTableData: { rowValues: { '11': 0.7 } },
    });
    expect(result.pCGivenNotPremises).toBe(0.1);
    expect(result.pC).toBe(0.7);
  });

  it('reads an engine view without copying, and never writes to it', () => {
    const table = Float64Array.of(0.1, 0.2, 0.3, 0.4);
    const view = rowRecordView(table, 2);
    const result = evaluateArgument({
      mode: 'truth_table',
      premises: two,
      truthTableData: { rowValues: view },
    });
    expect(result.debugData.rows.conditionals).toBe(table);
    const deductive = evaluateArgument({
      mode: 'truth_table',
      argumentType: 'DEDUCTIVE',
      premises: two,
      truthTableData: { rowValues: view },
    });
    expect(deductive.conditionalRowProbabilities['11']).toBe(1);
    expect(view['11']).toBe(0.4);
  });
});

describe('evaluateArgument — limits and degenerate input', () => {
  it('evaluates an argument with no premises as one vacuous all-true row', () => {
    const result = evaluateArgument({ mode: 'fallback', premises: [], pCGivenPremises: 0.7 });
    expect(result.pPremises).toBe(1);
    expect(result.pC).toBeCloseTo(0.7, 15);
  });

  it('refuses more than 24 premises with a clear error', () => {
    const premises = Array.from({ length: 25 }, (_, i) => ({ id: `p${i}` }));
    expect(() => evaluateArgument({ mode: 'fallback', premises })).toThrow(TooManyPremisesError);
    expect(() => evaluateArgument({ mode: 'fallback', premises })).toThrow(
      'Too many premises for a truth table: 25 (at most 24).',
    );
  });

  it('treats out-of-range and non-numeric inputs as clamped or missing', () => {
    const result = evaluateArgument({
      mode: 'fallback',
      premises: [
        { id: 'a', probability: 7 },
        { id: 'b', probability: Number.NaN },
      ],
      pCGivenPremises: Number.POSITIVE_INFINITY,
    });
    expect(result.debugData.premiseValues.a!.input).toBe(1);
    expect(result.debugData.premiseValues.b!.input).toBe(0.5);
    expect(result.pCGivenPremises).toBe(0.9);
  });
});

describe('evaluateArgument — notes and precision', () => {
  it('records the warning for an unknown argument type', () => {
    const result = evaluateArgument({
      mode: 'fallback',
      argumentType: 'ABDUCTIVE' as never,
      premises: two,
    });
    expect(result.debugData.notes).toContain(
      'Unknown argument type "ABDUCTIVE"; treating it as DEDUCTIVE.',
    );
  });

  it('keeps P(C|¬Premises) exact when the other rows weigh almost nothing', () => {
    const result = evaluateArgument({
      mode: 'truth_table',
      premises: [{ id: 'a', probability: 1 - 1e-15 }],
      truthTableData: { rowValues: { '1': 0.9, '0': 0.3 } },
    });
    expect(result.pCGivenNotPremises).toBeCloseTo(0.3, 12);
  });

  it('hands out row views that refuse to be frozen rather than break later', () => {
    const result = evaluateArgument({ mode: 'fallback', premises: two });
    expect(() => Object.freeze(result.conditionalRowProbabilities)).toThrow(TypeError);
    expect(Object.keys(result.conditionalRowProbabilities)).toHaveLength(4);
    expect(Object.isFrozen(Object.freeze({ ...result.conditionalRowProbabilities }))).toBe(true);
  });
});
