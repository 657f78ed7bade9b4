/**
 * Credence's `credence` extension on AIF nodes: the evaluation inputs written from an argument,
 * and the extension read back and checked (every probability a number from 0 to 1, every field
 * of the shape {@link AifCredence} gives it).
 */
import type {
  ArgumentType,
  BayesianNetworkInput,
  EvaluationInput,
  EvaluationMode,
  RowValuesInput,
} from '../probability/types';
import type { AifCredence } from './types';

const MODES: readonly EvaluationMode[] = ['direct', 'fallback', 'bayesian', 'truth_table'];
const ARGUMENT_TYPES: readonly ArgumentType[] = ['DEDUCTIVE', 'INDUCTIVE'];

/** The evaluation input fields an RA's extension carries, under their own names. */
export type InferenceFields = Pick<
  AifCredence,
  | 'argumentType'
  | 'mode'
  | 'pCGivenPremises'
  | 'pCGivenNotPremises'
  | 'prior'
  | 'dependencies'
  | 'premiseConditionals'
  | 'externalClaims'
  | 'bayesianNetworkData'
  | 'truthTableData'
>;

// ——— writing ———

const isProbability = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/**
 * Throws a `RangeError` naming the argument and the field when a probability of `input` is not a
 * finite number from 0 to 1, or its mode or type is not one Credence knows: what {@link toAif}
 * writes must read back.
 */
export function assertWritable(argumentId: string, input: EvaluationInput): void {
  const fail = (what: string, value: unknown): never => {
    throw new RangeError(
      `Argument "${argumentId}": ${what} is ${String(value)}, not a probability from 0 to 1.`,
    );
  };
  const check = (what: string, value: unknown) => {
    if (value !== undefined && !isProbability(value)) fail(what, value);
  };
  const checkRecord = (what: string, record: Readonly<Record<string, unknown>> | undefined) => {
    for (const [key, value] of Object.entries(record ?? {})) check(`${what} "${key}"`, value);
  };
  if (!MODES.includes(input.mode))
    throw new RangeError(`Argument "${argumentId}": mode "${String(input.mode)}" is unknown.`);
  if (input.argumentType !== undefined && !ARGUMENT_TYPES.includes(input.argumentType))
    throw new RangeError(
      `Argument "${argumentId}": argument type "${String(input.argumentType)}" is unknown.`,
    );
  for (const premise of input.premises)
    check(`the credence of premise "${premise.id}"`, premise.probability);
  check('pCGivenPremises', input.pCGivenPremises);
  check('pCGivenNotPremises', input.pCGivenNotPremises);
  check('prior', input.prior);
  checkRecord('premise conditional', input.premiseConditionals);
  checkRecord('external claim', input.externalClaims);
  checkRecord('Bayesian P(C | premise)', input.bayesianNetworkData?.conditionalProbabilities);
  checkRecord(
    'Bayesian P(C | ¬premise)',
    input.bayesianNetworkData?.reverseConditionalProbabilities,
  );
  const rows = input.truthTableData?.rowValues;
  if (rows) {
    if (isRowArray(rows))
      for (let row = 0; row < rows.length; row++) check(`truth-table row ${row}`, rows[row]);
    else checkRecord('truth-table row', rows);
  }
  for (const [key, parents] of Object.entries(input.dependencies ?? {}))
    if (!Array.isArray(parents) || parents.some((parent) => typeof parent !== 'string'))
      throw new RangeError(
        `Argument "${argumentId}": the dependencies of "${key}" are not a list of claim ids.`,
      );
}

function isRowArray(rows: RowValuesInput): rows is readonly number[] | Float64Array {
  return Array.isArray(rows) || rows instanceof Float64Array;
}

/** The evaluation inputs of an argument as its RA's extension writes them (fresh JSON values). */
export function inferenceFields(input: EvaluationInput): InferenceFields {
  const fields: InferenceFields = {};
  if (input.argumentType !== undefined) fields.argumentType = input.argumentType;
  fields.mode = input.mode;
  if (input.pCGivenPremises !== undefined) fields.pCGivenPremises = input.pCGivenPremises;
  if (input.pCGivenNotPremises !== undefined) fields.pCGivenNotPremises = input.pCGivenNotPremises;
  if (input.prior !== undefined) fields.prior = input.prior;
  if (input.dependencies)
    fields.dependencies = Object.fromEntries(
      Object.entries(input.dependencies).map(([key, parents]) => [key, [...parents]]),
    );
  if (input.premiseConditionals) fields.premiseConditionals = { ...input.premiseConditionals };
  if (input.externalClaims) fields.externalClaims = { ...input.externalClaims };
  if (input.bayesianNetworkData)
    fields.bayesianNetworkData = {
      conditionalProbabilities: { ...input.bayesianNetworkData.conditionalProbabilities },
      reverseConditionalProbabilities: {
        ...input.bayesianNetworkData.reverseConditionalProbabilities,
      },
    };
  const rows = input.truthTableData?.rowValues;
  if (rows)
    fields.truthTableData = { rowValues: isRowArray(rows) ? Array.from(rows) : { ...rows } };
  return fields;
}

// ——— reading ———

/** Where the reader reports a malformed extension. */
export type Report = (nodeID: string, message: string) => void;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the fields of `raw` that `spec` names, each with its reader; a field that is present but
 * malformed is reported (naming the node and the field) and left out.
 */
function readFields(
  nodeID: string,
  raw: unknown,
  spec: Record<string, (value: unknown) => unknown>,
  error: Report,
): AifCredence | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    error(nodeID, `Node ${nodeID}: "credence" is not an object.`);
    return undefined;
  }
  const read: Record<string, unknown> = {};
  for (const [field, reader] of Object.entries(spec)) {
    if (!Object.hasOwn(raw, field) || raw[field] === undefined) continue;
    const value = reader(raw[field]);
    if (value === INVALID)
      error(
        nodeID,
        `Node ${nodeID}: credence.${field} is ${describe(raw[field])}; ${HINTS[field]}.`,
      );
    else read[field] = value;
  }
  return read as AifCredence;
}

const INVALID = Symbol('invalid');

const describe = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

const HINTS: Record<string, string> = {
  p: 'a credence is a number from 0 to 1',
  lo: 'a credence is a number from 0 to 1',
  hi: 'a credence is a number from 0 to 1',
  claimId: 'it must be a non-empty string',
  sameAs: 'it must be a list of node ids',
  argumentId: 'it must be a non-empty string',
  root: 'it must be true or false',
  title: 'it must be a non-empty string',
  conclusionId: 'it must be a non-empty string',
  linked: 'it must be true or false',
  argumentType: 'it must be "DEDUCTIVE" or "INDUCTIVE"',
  mode: 'it must be "direct", "fallback", "bayesian" or "truth_table"',
  pCGivenPremises: 'a probability is a number from 0 to 1',
  pCGivenNotPremises: 'a probability is a number from 0 to 1',
  prior: 'a probability is a number from 0 to 1',
  dependencies: 'it must map claim ids to lists of claim ids',
  premiseConditionals: 'it must map keys to probabilities, numbers from 0 to 1',
  externalClaims: 'it must map claim ids to credences, numbers from 0 to 1',
  bayesianNetworkData:
    'it must hold conditionalProbabilities and reverseConditionalProbabilities, maps of probabilities from 0 to 1',
  truthTableData: 'it must hold rowValues, a map or list of probabilities from 0 to 1',
  premiseOrder: 'it must be a list of claim ids',
  premiseCredences: 'it must map claim ids to credences from 0 to 1 (or null)',
  objections: 'it must be a list of argument ids',
};

const probability = (value: unknown) => (isProbability(value) ? value : INVALID);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : INVALID);
const nonEmpty = (value: unknown) => (typeof value === 'string' && value !== '' ? value : INVALID);
const anId = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : nonEmpty(value);
const list = (item: (value: unknown) => unknown) => (value: unknown) => {
  if (!Array.isArray(value)) return INVALID;
  const items = value.map(item);
  return items.includes(INVALID) ? INVALID : items;
};
const record = (item: (value: unknown) => unknown) => (value: unknown) => {
  if (!isObject(value)) return INVALID;
  const entries = Object.entries(value).map(([key, v]) => [key, item(v)] as const);
  return entries.some(([, v]) => v === INVALID) ? INVALID : Object.fromEntries(entries);
};
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown) =>
    values.includes(value as T) ? value : INVALID;
const bayesian = (value: unknown) => {
  if (!isObject(value)) return INVALID;
  const forward = record(probability)(value.conditionalProbabilities ?? {});
  const reverse = record(probability)(value.reverseConditionalProbabilities ?? {});
  if (forward === INVALID || reverse === INVALID) return INVALID;
  return {
    conditionalProbabilities: forward,
    reverseConditionalProbabilities: reverse,
  } as BayesianNetworkInput;
};
const truthTable = (value: unknown) => {
  if (!isObject(value)) return INVALID;
  const rows = Array.isArray(value.rowValues)
    ? list(probability)(value.rowValues)
    : record(probability)(value.rowValues);
  return rows === INVALID ? INVALID : { rowValues: rows };
};

const CLAIM_FIELDS = {
  p: probability,
  lo: probability,
  hi: probability,
  claimId: nonEmpty,
  sameAs: list(anId),
};

const INFERENCE_FIELDS = {
  argumentId: nonEmpty,
  root: flag,
  title: nonEmpty,
  conclusionId: nonEmpty,
  linked: flag,
  argumentType: oneOf(ARGUMENT_TYPES),
  mode: oneOf(MODES),
  pCGivenPremises: probability,
  pCGivenNotPremises: probability,
  prior: probability,
  dependencies: record(list(nonEmpty)),
  premiseConditionals: record(probability),
  externalClaims: record(probability),
  bayesianNetworkData: bayesian,
  truthTableData: truthTable,
  premiseOrder: list(nonEmpty),
  premiseCredences: record((value) => (value === null ? null : probability(value))),
};

const CONFLICT_FIELDS = { argumentId: nonEmpty, objections: list(nonEmpty) };

/**
 * An I-node's extension: `p`, `lo` with `hi` (both, `lo` ≤ `hi`), `claimId`, `sameAs`. A range
 * without `p` gives `p` its midpoint, with a warning.
 */
export function readClaimCredence(
  nodeID: string,
  raw: unknown,
  error: Report,
  warn: Report,
): AifCredence | undefined {
  const read = readFields(nodeID, raw, CLAIM_FIELDS, error);
  if (!read) return undefined;
  const hasLo = read.lo !== undefined;
  const hasHi = read.hi !== undefined;
  if (hasLo !== hasHi || (hasLo && read.lo! > read.hi!)) {
    error(
      nodeID,
      `Node ${nodeID}: a credence range needs both credence.lo and credence.hi, lo ≤ hi.`,
    );
    return { ...read, lo: undefined, hi: undefined };
  }
  if (hasLo && read.p === undefined) {
    read.p = (read.lo! + read.hi!) / 2;
    warn(
      nodeID,
      `Node ${nodeID}: the credence range ${read.lo}–${read.hi} is read as its midpoint, ${read.p} (a claim in Credence has one credence).`,
    );
  }
  return read;
}

/** An RA-node's extension (see {@link AifCredence}). */
export function readInferenceCredence(
  nodeID: string,
  raw: unknown,
  error: Report,
): AifCredence | undefined {
  return readFields(nodeID, raw, INFERENCE_FIELDS, error);
}

/** A CA-node's extension: `argumentId`, `objections`. */
export function readConflictCredence(
  nodeID: string,
  raw: unknown,
  error: Report,
): AifCredence | undefined {
  return readFields(nodeID, raw, CONFLICT_FIELDS, error);
}

/** The evaluation input fields of a read RA extension, those present only. */
export function presentInferenceFields(
  credence: AifCredence | undefined,
): Partial<EvaluationInput> {
  if (!credence) return {};
  const fields: Partial<EvaluationInput> = {};
  if (credence.argumentType !== undefined) fields.argumentType = credence.argumentType;
  if (credence.mode !== undefined) fields.mode = credence.mode;
  if (credence.pCGivenPremises !== undefined) fields.pCGivenPremises = credence.pCGivenPremises;
  if (credence.pCGivenNotPremises !== undefined)
    fields.pCGivenNotPremises = credence.pCGivenNotPremises;
  if (credence.prior !== undefined) fields.prior = credence.prior;
  if (credence.dependencies !== undefined) fields.dependencies = credence.dependencies;
  if (credence.premiseConditionals !== undefined)
    fields.premiseConditionals = credence.premiseConditionals;
  if (credence.externalClaims !== undefined) fields.externalClaims = credence.externalClaims;
  if (credence.bayesianNetworkData !== undefined)
    fields.bayesianNetworkData = credence.bayesianNetworkData;
  if (credence.truthTableData !== undefined) fields.truthTableData = credence.truthTableData;
  return fields;
}
