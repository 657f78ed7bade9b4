import { evaluateArgument, rowKey } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { readEvaluationSettings } from './evaluator.settings';

describe('readEvaluationSettings — truth tables', () => {
  it('reads the record form as it is', () => {
    const settings = readEvaluationSettings({
      truth_table: { truthTableData: { rowValues: { '0': 0.2, '1': 0.9 } } },
    });
    expect(settings.truth_table?.truthTableData?.rowValues).toEqual({ '0': 0.2, '1': 0.9 });
  });

  it('reads the array form (row number → value) as a row view keyed like the record', () => {
    const rows = Array.from({ length: 1024 }, (_, row) => (row % 10) / 10);
    const settings = readEvaluationSettings({
      truth_table: { truthTableData: { rowValues: rows } },
    });
    const view = settings.truth_table!.truthTableData!.rowValues;
    expect(view['0000000110']).toBe(0.6);
    expect(Object.keys(view)).toHaveLength(1024);
    expect(Object.keys(view)[5]).toBe(rowKey(5, 10));
    const premises = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, probability: 0.5 }));
    expect(
      evaluateArgument({ mode: 'truth_table', premises, truthTableData: { rowValues: view } }).pC,
    ).toBe(
      evaluateArgument({ mode: 'truth_table', premises, truthTableData: { rowValues: rows } }).pC,
    );
  });

  it('drops an array that is not a whole table of numbers', () => {
    for (const rowValues of [[0.1, 0.2, 0.3], [0.1, 'x'], []]) {
      const settings = readEvaluationSettings({ truth_table: { truthTableData: { rowValues } } });
      expect(settings.truth_table?.truthTableData).toBeUndefined();
    }
  });
});

describe('readEvaluationSettings — the inference dialog’s value origins', () => {
  it('keeps the text origins the dialog saved and drops anything else', () => {
    const settings = readEvaluationSettings({
      fallback: { valueOrigins: { pCGivenPremises: 'user', bayesian: 'BAYESIAN', truthTable: 3 } },
    });
    expect(settings.fallback?.valueOrigins).toEqual({
      pCGivenPremises: 'user',
      bayesian: 'BAYESIAN',
    });
  });
});
