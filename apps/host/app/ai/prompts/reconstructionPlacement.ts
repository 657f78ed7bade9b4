/**
 * Where a model's claims stand in the submitted text: the `[start, end)` offsets it gave, clamped
 * to what fits the text, or `implicit`; a claim left with neither is placed as the offline
 * formaliser places claims (`placeClaims`), and is implicit when the text lacks its words.
 */
import { placeClaims } from '@credence/mocks/offline-ai';

/** A claim's place in the text: spans, or implicit (its words are not in the text). */
export type Placement = { sourceSpans: [number, number][] } | { implicit: true };

/** The most spans one claim keeps (`LIMITS.sourceSpansPerClaim` of `@credence/api`). */
export const MAX_SPANS_PER_CLAIM = 1000;

/**
 * The usable spans of a model's `value`: pairs of whole numbers with
 * `0 ≤ start ≤ end ≤ textLength`, sorted by start, at most {@link MAX_SPANS_PER_CLAIM}; anything
 * else (a span past the end of the text, reversed, fractional, not a pair) is dropped.
 */
export function clampSpans(value: unknown, textLength: number): [number, number][] {
  if (!Array.isArray(value)) return [];
  const spans: [number, number][] = [];
  for (const item of value.slice(0, MAX_SPANS_PER_CLAIM)) {
    if (!Array.isArray(item) || item.length !== 2) continue;
    const [start, end] = item as unknown[];
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) continue;
    const [from, to] = [start as number, end as number];
    if (from < 0 || from > to || to > textLength) continue;
    spans.push([from, to]);
  }
  return spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** A claim as placed: its text, the spans it came with and whether it says it is implicit. */
export interface ClaimToPlace {
  readonly content: string;
  readonly sourceSpans?: unknown;
  readonly implicit?: unknown;
}

/**
 * Each claim's placement in `text`: its own spans that fit the text; else `implicit` when it says
 * so; else where the offline formaliser finds its words (in order, so a repeated claim takes an
 * occurrence an earlier one did not), implicit when they are not there.
 */
export function placeAll(text: string, claims: readonly ClaimToPlace[]): Placement[] {
  const own = claims.map((claim): Placement | null => {
    const spans = clampSpans(claim.sourceSpans, text.length);
    if (spans.length > 0) return { sourceSpans: spans };
    return claim.implicit === true ? { implicit: true } : null;
  });
  const unplaced = claims.filter((_, index) => own[index] === null);
  const found = placeClaims(
    text,
    unplaced.map((claim) => claim.content),
  );
  let next = 0;
  return own.map((placement) => {
    if (placement !== null) return placement;
    const spans = found[next++] ?? null;
    return spans === null
      ? { implicit: true }
      : { sourceSpans: spans.map(([start, end]): [number, number] => [start, end]) };
  });
}
