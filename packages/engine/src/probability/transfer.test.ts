import { describe, expect, it } from 'vitest';
import { evaluateArgument } from './evaluate';
import { rowRecordView } from './rows';
import {
  packCalculatedValues,
  packEvaluationInput,
  unpackCalculatedValues,
  unpackEvaluationInput,
} from './transfer';
import { exampleTruthTable } from './truthTable';
import type { EvaluationInput } from './types';

const premises = [
  { id: 'p1', probability: 0.7 },
  { id: 'p2', probability: 0.6 },
  { id: 'p3', probability: 0.9 },
];

/** What `postMessage` does to a value. */
const posted = <T>(value: T): T => structuredClone(value);

describe('packing for postMessage', () => {
  it('carries an input whose truth table is an engine view, which cloning alone refuses', () => {
    const input: EvaluationInput = {
      mode: 'truth_table',
      premises,
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.8, 'p2|~p1': 0.3 },
      truthTableData: { rowValues: exampleTruthTable(3) },
    };
    expect(() => structuredClone(input)).toThrow();
    const received = unpackEvaluationInput(posted(packEvaluationInput(input)));
    expect(received.truthTableData?.rowValues).toEqual({ ...exampleTruthTable(3) });
    expect(evaluateArgument(received)).toMatchObject({
      pC: evaluateArgument(input).pC,
      pCGivenNotPremises: evaluateArgument(input).pCGivenNotPremises,
    });
    // A view of another premise count still reads as a record that does not fit.
    const odd = {
      ...input,
      truthTableData: { rowValues: rowRecordView(Float64Array.of(1, 0), 1) },
    };
    const oddReceived = unpackEvaluationInput(posted(packEvaluationInput(odd)));
    expect(evaluateArgument(oddReceived).debugData.notes).toEqual(
      evaluateArgument(odd).debugData.notes,
    );
  });

  it('leaves plain records and arrays as they are', () => {
    const input: EvaluationInput = {
      mode: 'truth_table',
      premises,
      truthTableData: { rowValues: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8] },
    };
    expect(packEvaluationInput(input)).toEqual({ input });
  });

  it('carries a result and rebuilds its row views over the received arrays', () => {
    const input: EvaluationInput = {
      mode: 'truth_table',
      premises,
      truthTableData: { rowValues: exampleTruthTable(3) },
    };
    const original = evaluateArgument(input);
    const packed = packCalculatedValues(original);
    expect(packed.transfer).toHaveLength(2);
    const received = unpackCalculatedValues(posted(packed.result), input);
    expect(received.pC).toBe(original.pC);
    expect(received.formula).toBe(original.formula);
    expect(received.debugData.rawInputs).toBe(input);
    expect(received.conditionalRowProbabilities).toEqual({
      ...original.conditionalRowProbabilities,
    });
    expect(received.debugData.truthTableData?.rowValues['110']).toBe(
      original.conditionalRowProbabilities['110'],
    );
    expect(Array.from(received.debugData.rows.weights)).toEqual(
      Array.from(original.debugData.rows.weights),
    );
    // Other modes have no table in their debug data.
    const fallback = evaluateArgument({ mode: 'fallback', premises });
    const back = unpackCalculatedValues(
      posted(packCalculatedValues(fallback).result),
      fallback.debugData.rawInputs,
    );
    expect(back.debugData.truthTableData).toBeUndefined();
    expect(back.conditionalRowProbabilities).toEqual({ ...fallback.conditionalRowProbabilities });
  });
});
