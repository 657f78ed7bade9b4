import { describe, expect, it } from 'vitest';
import {
  bayesianFromTruthTable,
  defaultTruthTable,
  exampleTruthTable,
  truthTableFromBayesian,
} from './truthTable';

describe('default and example tables', () => {
  it('regenerates a table with 0.9 for all true and 0.2 for the rest', () => {
    expect({ ...defaultTruthTable(2) }).toEqual({ '00': 0.2, '01': 0.2, '10': 0.2, '11': 0.9 });
  });

  it('offers the missing-table (0.9/0.5) and initial (0.5) variants', () => {
    expect({ ...defaultTruthTable(1, 'missing') }).toEqual({ '0': 0.5, '1': 0.9 });
    expect({ ...defaultTruthTable(1, 'initial') }).toEqual({ '0': 0.5, '1': 0.5 });
  });

  it('fills the example with 0.95, 0.05 and 0.2 + 0.6 × share of true premises', () => {
    const table = exampleTruthTable(3);
    expect(table['111']).toBe(0.95);
    expect(table['000']).toBe(0.05);
    expect(table['100']).toBeCloseTo(0.4, 15);
    expect(table['110']).toBeCloseTo(0.6, 15);
  });
});

describe('truth table ⇄ Bayesian sliders', () => {
  const premises = [
    { id: 'a', probability: 0.6 },
    { id: 'b', probability: 0.3 },
  ];

  it('reads each premise’s sliders off the table, weighted by the rows', () => {
    const sliders = bayesianFromTruthTable({
      premises,
      rowValues: { '11': 0.9, '10': 0.7, '01': 0.4, '00': 0.1 },
    });
    // P(C|a) = (0.18·0.9 + 0.42·0.7)/0.6; P(C|¬a) = (0.12·0.4 + 0.28·0.1)/0.4.
    expect(sliders.conditionalProbabilities.a).toBeCloseTo((0.18 * 0.9 + 0.42 * 0.7) / 0.6, 12);
    expect(sliders.reverseConditionalProbabilities.a).toBeCloseTo(
      (0.12 * 0.4 + 0.28 * 0.1) / 0.4,
      12,
    );
    expect(sliders.conditionalProbabilities.b).toBeCloseTo((0.18 * 0.9 + 0.12 * 0.4) / 0.3, 12);
  });

  it('falls back to the plain row average for a premise that is never true', () => {
    const sliders = bayesianFromTruthTable({
      premises: [
        { id: 'a', probability: 0 },
        { id: 'b', probability: 0.5 },
      ],
      rowValues: { '11': 0.9, '10': 0.5, '01': 0.4, '00': 0.2 },
    });
    expect(sliders.conditionalProbabilities.a).toBeCloseTo(0.7, 12);
  });

  it('round-trips a noisy-OR table through its sliders', () => {
    const generated = truthTableFromBayesian({
      premises,
      conditionalProbabilities: { a: 0.85, b: 0.6 },
      reverseConditionalProbabilities: { a: 0.35, b: 0.5 },
    });
    const sliders = bayesianFromTruthTable({ premises, rowValues: generated.rowValues });
    const again = truthTableFromBayesian({ premises, ...sliders });
    expect(again.fit.maxResidual).toBeLessThan(1e-3);
    for (const key of ['00', '01', '10', '11']) {
      expect(again.rowValues[key]).toBeCloseTo(generated.rowValues[key]!, 2);
    }
  });

  it('uses the conversion defaults 0.8 and 0.3 for missing sliders, and the leak 0.1 with no premises', () => {
    const one = truthTableFromBayesian({ premises: [{ id: 'a', probability: 0.5 }] });
    expect(one.rowValues['0']).toBe(0.3);
    expect(one.rowValues['1']).toBeCloseTo(0.8, 14);
    expect(truthTableFromBayesian({ premises: [] }).rowValues['']).toBe(0.1);
  });
});
