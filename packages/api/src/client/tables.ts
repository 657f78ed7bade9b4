/**
 * Truth tables on the wire. The spec stores a table as a record `{ '0110': 0.4, … }`: 2ⁿ keys of
 * n characters. From {@link ARRAY_TABLE_MIN_ROWS} rows on, the client sends a complete table as
 * an array instead, indexed by row number (the row key read as a binary number, premise 1 the
 * most significant bit), which `@credence/engine` reads directly: at 16 premises the body shrinks
 * from about 1.7 MB (over the 1 MiB limit) to about 0.4 MB, and the reader skips listing 65,536
 * keys. Smaller or partial tables keep the record form, which every reader understands.
 */
import { rowCount, rowIndex } from '@credence/engine';

/** Tables of at least this many rows (10 premises) are sent as arrays. */
export const ARRAY_TABLE_MIN_ROWS = 1024;

/** A complete table as an array, or the record unchanged when it is small or partial. */
export function compactTable(rowValues: unknown): unknown {
  if (typeof rowValues !== 'object' || rowValues === null || Array.isArray(rowValues)) {
    return rowValues;
  }
  const keys = Object.keys(rowValues);
  if (keys.length < ARRAY_TABLE_MIN_ROWS) return rowValues;
  const premiseCount = keys[0]!.length;
  if (keys.length !== rowCount(premiseCount)) return rowValues;
  const rows = new Array<number>(keys.length);
  const record = rowValues as Record<string, unknown>;
  for (const key of keys) {
    const row = rowIndex(key, premiseCount);
    const value = record[key];
    if (row < 0 || typeof value !== 'number') return rowValues;
    rows[row] = value;
  }
  return rows;
}

/** `evaluationSettings` with every mode's complete large table in the array form. */
export function compactEvaluationSettings(
  settings: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  let changed = false;
  const result: Record<string, Record<string, unknown>> = {};
  for (const [mode, entry] of Object.entries(settings)) {
    const table = entry?.truthTableData as { rowValues?: unknown } | undefined;
    const compact = table ? compactTable(table.rowValues) : undefined;
    if (table && compact !== table.rowValues) {
      changed = true;
      result[mode] = { ...entry, truthTableData: { ...table, rowValues: compact } };
    } else result[mode] = entry;
  }
  return changed ? result : settings;
}
