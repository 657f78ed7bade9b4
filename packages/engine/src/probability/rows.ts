import type { RowValues, RowValuesInput } from './types';

/**
 * Truth-table rows are held as typed arrays indexed by row number: the row number written in
 * binary with `n` digits is the row key, so row `'110'` is number 6 and the all-true row is the
 * last. Memory stays at 8 bytes a row; the spec's `Record<rowKey, value>` shape is offered as a
 * read-only view over the array, so a 20-premise table never becomes a million objects.
 */

/** The largest table the engine builds: 2^24 rows, 128 MiB per array. */
export const MAX_TABLE_PREMISES = 24;

/** Number of rows for `n` premises. */
export function rowCount(premiseCount: number): number {
  return 2 ** premiseCount;
}

/** The row number of the all-true row. */
export function allTrueRow(premiseCount: number): number {
  return rowCount(premiseCount) - 1;
}

/** Row number → key, e.g. `rowKey(6, 3) === '110'`. */
export function rowKey(row: number, premiseCount: number): string {
  return premiseCount === 0 ? '' : row.toString(2).padStart(premiseCount, '0');
}

/** Key → row number, or -1 when the key is not `n` characters of `0` and `1`. */
export function rowIndex(key: string, premiseCount: number): number {
  if (key.length !== premiseCount) return -1;
  let row = 0;
  for (let i = 0; i < key.length; i++) {
    const bit = key.charCodeAt(i) - 48;
    if (bit !== 0 && bit !== 1) return -1;
    row = row * 2 + bit;
  }
  return row;
}

/** Whether premise `premiseIndex` (0 = first) is true in `row`. */
export function isPremiseTrue(row: number, premiseIndex: number, premiseCount: number): boolean {
  return Math.floor(row / 2 ** (premiseCount - 1 - premiseIndex)) % 2 === 1;
}

/** Number of true premises in a row. */
export function truePremiseCount(row: number): number {
  let count = 0;
  for (let rest = row; rest > 0; rest = Math.floor(rest / 2)) count += rest % 2;
  return count;
}

interface Backing {
  values: Float64Array;
  premiseCount: number;
}

const backings = new WeakMap<object, Backing>();

/**
 * A read-only `Record<rowKey, number>` over `values`. Keys are produced only when the record is
 * enumerated (`Object.keys`, spread, `JSON.stringify`); lookups read the array directly. Writes
 * throw in strict mode. Passing the view back into the engine reuses the array without copying.
 */
export function rowRecordView(values: Float64Array, premiseCount: number): RowValues {
  const backing: Backing = { values, premiseCount };
  const target: Record<string, number> = {};
  // Node's console shows a proxy's target: let it print the rows instead of `{}`.
  Object.defineProperty(target, Symbol.for('nodejs.util.inspect.custom'), {
    value: () => Object.fromEntries(Object.entries(view)),
    configurable: true,
  });
  const rowOf = (property: string | symbol): number =>
    typeof property === 'string' ? rowIndex(property, premiseCount) : -1;
  const view = new Proxy(target, {
    get(obj, property, receiver) {
      const row = rowOf(property);
      return row >= 0 ? values[row] : Reflect.get(obj, property, receiver);
    },
    has(obj, property) {
      return rowOf(property) >= 0 || Reflect.has(obj, property);
    },
    ownKeys() {
      const keys = new Array<string>(values.length);
      for (let row = 0; row < values.length; row++) keys[row] = rowKey(row, premiseCount);
      return keys;
    },
    getOwnPropertyDescriptor(_obj, property) {
      const row = rowOf(property);
      if (row < 0) return undefined;
      return { value: values[row], writable: false, enumerable: true, configurable: true };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
    // Freezing would have to list every row as a fixed property: refuse, so Object.freeze throws
    // at once (spread the view into a plain object to freeze or structuredClone it).
    preventExtensions: () => false,
  });
  backings.set(view, backing);
  return view;
}

/**
 * The array and premise count behind a view made by {@link rowRecordView}, or undefined for any
 * other table. Views are proxies, which `postMessage` cannot clone: they travel as their array.
 */
export function rowViewBacking(
  table: RowValuesInput | undefined,
): { values: Float64Array; premiseCount: number } | undefined {
  return table && !isRowArray(table) ? backings.get(table) : undefined;
}

/** What to put in rows a stored table does not mention. */
export interface RowDefaults {
  allTrue: number;
  other: number;
}

/** Result of reading a stored table. */
export interface ReadRowValues {
  values: Float64Array;
  /** Keys that were ignored: wrong length, not binary, or not a finite number. */
  ignoredKeys: string[];
}

/**
 * Reads a stored table into an array. Missing rows take `defaults`; values are clamped to [0, 1];
 * keys that do not fit `premiseCount` are reported, not used. A view made by
 * {@link rowRecordView} for the same premise count is read without copying.
 *
 * The table may also be an array (`number[]` or `Float64Array`) indexed by row number: entries
 * past the last row, and entries that are not finite numbers, are reported (as their index, e.g.
 * `'[9]'`) and not used; a shorter array leaves the missing rows at `defaults`. The array is
 * copied, so the caller may reuse it.
 */
export function readRowValues(
  record: RowValuesInput | undefined,
  premiseCount: number,
  defaults: RowDefaults,
): ReadRowValues {
  if (isRowArray(record)) return readRowArray(record, premiseCount, defaults);
  const backing = record ? backings.get(record) : undefined;
  if (backing && backing.premiseCount === premiseCount) {
    return { values: backing.values, ignoredKeys: [] };
  }
  const values = new Float64Array(rowCount(premiseCount)).fill(defaults.other);
  values[allTrueRow(premiseCount)] = defaults.allTrue;
  const ignoredKeys = record ? readRowRecord(record, premiseCount, values) : [];
  return { values, ignoredKeys };
}

/**
 * Copies a record's usable rows into `values`, clamped, and returns the keys it could not use.
 *
 * Measured at 20 premises (a million keys, see `bench/run.ts`): listing the keys is the floor,
 * since V8 sorts a large object's keys into insertion order before returning them, so the rest
 * is kept to two tight passes over that list. `Object.keys` rather than `for…in`, which checks
 * each key again as it goes and needed an `Object.hasOwn` per key on top; the keys are parsed in
 * a pass of their own before the values are looked up, which measured about a third faster than
 * parsing and looking up each key in turn.
 */
function readRowRecord(record: RowValues, premiseCount: number, values: Float64Array): string[] {
  const keys = Object.keys(record);
  const rowOfKey = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) rowOfKey[i] = rowIndex(keys[i]!, premiseCount);
  const ignoredKeys: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    const row = rowOfKey[i]!;
    const value: unknown = record[keys[i]!];
    if (row < 0 || typeof value !== 'number' || !Number.isFinite(value)) {
      ignoredKeys.push(keys[i]!);
      continue;
    }
    values[row] = value < 0 ? 0 : value > 1 ? 1 : value;
  }
  return ignoredKeys;
}

/** Whether a table is in the array form (row number → value). */
export function isRowArray(
  table: RowValuesInput | undefined,
): table is readonly number[] | Float64Array {
  return Array.isArray(table) || table instanceof Float64Array;
}

function readRowArray(
  table: readonly number[] | Float64Array,
  premiseCount: number,
  defaults: RowDefaults,
): ReadRowValues {
  const rows = rowCount(premiseCount);
  const values = new Float64Array(rows);
  const ignoredKeys: string[] = [];
  const given = Math.min(rows, table.length);
  if (table instanceof Float64Array) values.set(table.subarray(0, given));
  else
    for (let row = 0; row < given; row++) {
      const value = table[row];
      // JSON may bring null or strings: those are not values (a typed array would read null as 0).
      values[row] = typeof value === 'number' ? value : Number.NaN;
    }
  // One pass that clamps in place; only a non-finite entry (rare) costs more.
  for (let row = 0; row < given; row++) {
    const value = values[row]!;
    if (value >= 0 && value <= 1) continue;
    if (Number.isFinite(value)) values[row] = value < 0 ? 0 : 1;
    else {
      ignoredKeys.push(`[${row}]`);
      values[row] = row === rows - 1 ? defaults.allTrue : defaults.other;
    }
  }
  if (given < rows) {
    values.fill(defaults.other, given);
    values[rows - 1] = defaults.allTrue;
  }
  for (let row = rows; row < table.length; row++) ignoredKeys.push(`[${row}]`);
  return { values, ignoredKeys };
}
