/**
 * A saved claim's logic — its `formula`, its `sourceSpans` into the argument's `sourceText`, and
 * whether it is `implicit` — between the API's shape and the `Claim` columns (`formula` text or
 * null, `sourceSpans` a JSON array of `[start, end)` pairs or null, `implicit` a boolean). One
 * place, so that creating, updating, reading and version snapshots agree on what "none" is.
 */
import { SourceSpan, spansWithin } from '@credence/api';
import { z } from 'zod';
import { parseJson, toJson } from './json.server.ts';

/** A `[start, end)` pair of offsets into the argument's `sourceText`. */
export type Span = [number, number];

/** The logic of a claim as a request (or a version snapshot) gives it; each part optional. */
export interface ClaimLogicInput {
  formula?: string | null | undefined;
  sourceSpans?: Span[] | undefined;
  implicit?: boolean | undefined;
}

/** The `Claim` columns that hold the logic. */
export interface ClaimLogicColumns {
  formula: string | null;
  sourceSpans: string | null;
  implicit: boolean;
}

/** The logic of a claim in an answer (`ClaimLogic` of `@credence/api`). */
export interface ClaimLogicAnswer {
  formula: string | null;
  sourceSpans?: Span[];
  implicit?: true;
}

const StoredSpans = z.array(SourceSpan);

/**
 * The columns for `logic` on an argument whose saved text is `sourceText`: a blank formula is
 * none (the schema's rule), trimmed like the claim's content; no spans are stored as null, so a
 * claim without spans answers none rather than `[]`.
 */
export function claimLogicColumns(
  logic: ClaimLogicInput,
  sourceText: string | null,
): ClaimLogicColumns {
  const formula = logic.formula?.trim() ?? '';
  const spans = spansWithin(logic.sourceSpans, sourceText);
  return {
    formula: formula === '' ? null : formula,
    sourceSpans: spans.length > 0 ? toJson(spans) : null,
    implicit: logic.implicit === true,
  };
}

/**
 * The stored spans, or none when the column is empty or does not hold a list of spans (the
 * column is text: a damaged value must not reach an answer the schema would refuse).
 */
export function readSourceSpans(column: string | null): Span[] | undefined {
  const parsed = StoredSpans.safeParse(parseJson<unknown>(column, null));
  return parsed.success && parsed.data.length > 0 ? (parsed.data as Span[]) : undefined;
}

/**
 * A claim's logic as answers carry it: `formula` always (null for none), `sourceSpans` only when
 * some are stored, `implicit` only when true — so an argument saved without logic reads as
 * before, plus `formula: null`.
 */
export function claimLogicAnswer(claim: ClaimLogicColumns): ClaimLogicAnswer {
  const sourceSpans = readSourceSpans(claim.sourceSpans);
  return {
    formula: claim.formula,
    ...(sourceSpans ? { sourceSpans } : {}),
    ...(claim.implicit ? { implicit: true as const } : {}),
  };
}

/**
 * The logic a version snapshot keeps of a claim: only what it has (no formula, spans or
 * implicit flag means none), so a snapshot of a claim without logic is what it was before
 * claims had logic.
 */
export function snapshotLogic(claim: ClaimLogicColumns): ClaimLogicInput {
  const { formula, ...rest } = claimLogicAnswer(claim);
  return { ...(formula !== null ? { formula } : {}), ...rest };
}

/**
 * The `sourceText` column for a request's `sourceText`: `undefined` (absent) keeps what is saved,
 * `''` clears it (null), any other text replaces it.
 */
export function sourceTextColumn(sourceText: string | null | undefined): string | null | undefined {
  if (sourceText === undefined) return undefined;
  return sourceText === '' || sourceText === null ? null : sourceText;
}
