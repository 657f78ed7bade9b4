import { rowRecordView, rowViewBacking } from './rows';
import type { CalculatedValues, DebugData, EvaluationInput } from './types';

/**
 * Inputs and results in the shape `postMessage` carries (the structured clone): the engine's row
 * views are proxies, which cannot be cloned, so a view travels as its array and premise count and
 * is rebuilt on the other side, where it reads exactly as before.
 */

/** An evaluation input ready for `postMessage`. See {@link packEvaluationInput}. */
export interface PackedEvaluationInput {
  /** The input, without its truth table when that table is an engine view. */
  input: EvaluationInput;
  /** The view's array and premise count, when the truth table was one. */
  rowView?: { values: Float64Array; premiseCount: number };
}

/** An evaluation result ready for `postMessage`. See {@link packCalculatedValues}. */
export interface PackedCalculatedValues {
  result: Omit<CalculatedValues, 'conditionalRowProbabilities' | 'debugData'> & {
    debugData: Omit<DebugData, 'truthTableData' | 'rawInputs'>;
  };
  /** The arrays a sender may transfer instead of copying (the result no longer needs them). */
  transfer: ArrayBuffer[];
}

/** `input` in a form `postMessage` can clone; {@link unpackEvaluationInput} restores it. */
export function packEvaluationInput(input: EvaluationInput): PackedEvaluationInput {
  const rowView = rowViewBacking(input.truthTableData?.rowValues);
  if (!rowView) return { input };
  const { truthTableData: _view, ...rest } = input;
  return { input: rest, rowView: { values: rowView.values, premiseCount: rowView.premiseCount } };
}

/** The input {@link packEvaluationInput} packed, its view rebuilt over the received array. */
export function unpackEvaluationInput(packed: PackedEvaluationInput): EvaluationInput {
  if (!packed.rowView) return packed.input;
  const { values, premiseCount } = packed.rowView;
  return { ...packed.input, truthTableData: { rowValues: rowRecordView(values, premiseCount) } };
}

/**
 * A result in a form `postMessage` can clone: its row views and `rawInputs` are left out (the
 * receiver has the input it sent). `transfer` lists the row arrays' buffers: posting with them
 * moves a 20-premise result's 16 MiB instead of copying it, and the sender must not use the
 * result afterwards.
 */
export function packCalculatedValues(values: CalculatedValues): PackedCalculatedValues {
  const { conditionalRowProbabilities: _view, debugData, ...numbers } = values;
  const { truthTableData: _table, rawInputs: _input, ...debug } = debugData;
  const { weights, conditionals } = debugData.rows;
  const transfer = [weights.buffer, conditionals.buffer].filter(
    (buffer, index, all): buffer is ArrayBuffer =>
      buffer instanceof ArrayBuffer && all.indexOf(buffer) === index,
  );
  return { result: { ...numbers, debugData: debug }, transfer };
}

/** The result {@link packCalculatedValues} packed, for `input` (which becomes `rawInputs`). */
export function unpackCalculatedValues(
  packed: PackedCalculatedValues['result'],
  input: EvaluationInput,
): CalculatedValues {
  const { rows } = packed.debugData;
  const view = rowRecordView(rows.conditionals, rows.premiseIds.length);
  const debugData: DebugData = { ...packed.debugData, rawInputs: input };
  if (debugData.mode === 'truth_table') debugData.truthTableData = { rowValues: view };
  return { ...packed, debugData, conditionalRowProbabilities: view };
}
