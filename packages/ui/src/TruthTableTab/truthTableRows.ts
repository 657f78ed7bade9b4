/**
 * Pure helpers for the Truth Table tab: which rows to render, in which order, and their labels.
 * Row keys and numbers are the engine's (`rowKey`, `isPremiseTrue`): key `'10'` means premise 1
 * true and premise 2 false, and the all-true row is the last row number.
 */
import { isPremiseTrue, rowCount, rowKey } from '@credence/engine';
import { ROW_HEIGHT_PX, TABLE_MAX_HEIGHT_PX } from './truthTableSize';

export { ROW_HEIGHT_PX, TABLE_MAX_HEIGHT_PX };

/** Rows rendered above and below the visible ones, so fast scrolling shows no gaps. */
export const OVERSCAN_ROWS = 6;

/**
 * The row number shown at `displayIndex`. Rows are listed all-true first, the usual order of a
 * truth table (TT, TF, FT, FF), so display index 0 is the last row number.
 */
export function rowAtDisplayIndex(displayIndex: number, premiseCount: number): number {
  return rowCount(premiseCount) - 1 - displayIndex;
}

/** The rows to render: display indexes `start` (inclusive) to `end` (exclusive). */
export interface RowWindow {
  start: number;
  end: number;
}

/**
 * The display indexes to render for a scroll position: the rows in the viewport plus
 * {@link OVERSCAN_ROWS} on each side, within `0..total`.
 */
export function visibleRowWindow(
  scrollTop: number,
  viewportHeight: number,
  total: number,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / ROW_HEIGHT_PX);
  const shown = Math.ceil(Math.max(viewportHeight, TABLE_MAX_HEIGHT_PX) / ROW_HEIGHT_PX);
  const start = Math.max(0, first - OVERSCAN_ROWS);
  const end = Math.min(total, first + shown + OVERSCAN_ROWS);
  return { start, end: Math.max(start, end) };
}

/** Short column name of premise `index` (0 = first): `'P1'`. */
export function premiseColumnName(index: number): string {
  return `P${index + 1}`;
}

/** Whether each premise is true in `row`, in premise order. */
export function rowTruths(row: number, premiseCount: number): boolean[] {
  const truths = new Array<boolean>(premiseCount);
  for (let i = 0; i < premiseCount; i++) truths[i] = isPremiseTrue(row, i, premiseCount);
  return truths;
}

/** A row for people: `'P1 true, P2 false'` (`'no premises'` for the single empty row). */
export function rowDescription(row: number, premiseCount: number): string {
  if (premiseCount === 0) return 'no premises';
  return rowTruths(row, premiseCount)
    .map((truth, index) => `${premiseColumnName(index)} ${truth ? 'true' : 'false'}`)
    .join(', ');
}

/** The row's key (`'10'`), as the machine's `rowValues` use it. */
export function keyOfRow(row: number, premiseCount: number): string {
  return rowKey(row, premiseCount);
}
