import {
  DEFAULT_PREMISE_PROBABILITY,
  UNDEFINED_TABLE_ALL_TRUE,
  UNDEFINED_TABLE_OTHER,
} from '../constants';
import { normalizeArgumentType } from '../probability/argumentType';
import { probabilityOr } from '../probability/clamp';
import { readRowValues } from '../probability/rows';
import type { ArgumentType, EvaluationInput, PremiseInput } from '../probability/types';

/** A premise's credence as the engine reads it: clamped to [0, 1], 0.5 when absent or not finite. */
export function effectiveCredence(premise: PremiseInput): number {
  return probabilityOr(premise.probability, DEFAULT_PREMISE_PROBABILITY);
}

/** The argument type `evaluateArgument` uses: INDUCTIVE when absent, unknown values DEDUCTIVE. */
export function effectiveArgumentType(input: EvaluationInput): ArgumentType {
  return input.argumentType === undefined
    ? 'INDUCTIVE'
    : normalizeArgumentType(input.argumentType).type;
}

/** The truth table as the engine reads it for `premiseCount` premises (defaults filled in). */
export function effectiveTable(input: EvaluationInput, premiseCount: number): Float64Array {
  return readRowValues(input.truthTableData?.rowValues, premiseCount, {
    allTrue: UNDEFINED_TABLE_ALL_TRUE,
    other: UNDEFINED_TABLE_OTHER,
  }).values;
}

/**
 * Throws a `RangeError` unless `other` has the premise ids of `reference`, in the same order.
 * `names` say what the two inputs are (`['member 0', 'member 3']`).
 */
export function assertSamePremises(
  reference: EvaluationInput,
  other: EvaluationInput,
  caller: string,
  names: readonly [reference: string, other: string],
): void {
  const [referenceName, otherName] = names;
  if (other.premises.length !== reference.premises.length)
    throw new RangeError(
      `${caller}: ${otherName} has ${other.premises.length} premises, ${referenceName} has ${reference.premises.length}`,
    );
  reference.premises.forEach((premise, index) => {
    const id = other.premises[index]!.id;
    if (id !== premise.id)
      throw new RangeError(
        `${caller}: premise ${index} is "${id}" in ${otherName} but "${premise.id}" in ${referenceName}`,
      );
  });
}

/**
 * Whether two values are equal as data: numbers by value (NaN equals NaN), arrays and typed arrays
 * element by element, plain objects key by key, a key holding `undefined` counting as absent.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aList = Array.isArray(a) || ArrayBuffer.isView(a);
  const bList = Array.isArray(b) || ArrayBuffer.isView(b);
  if (aList || bList) {
    if (!(aList && bList)) return false;
    const x = a as ArrayLike<unknown>;
    const y = b as ArrayLike<unknown>;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameData(x[i], y[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const key of keys) if (!sameData(x[key], y[key])) return false;
  return true;
}
