import { spansWithin } from '@credence/api';
import type { MockClaim, MockClaimLogic, MockClaimLogicInput } from '../types';

/**
 * A claim's logic in the mock store, kept as the host keeps it (`apps/host/app/models/
 * claimLogic.server.ts`): a blank formula is none, no spans are none, `implicit` is stored only
 * when true, and spans are kept only when they lie inside the argument's source text.
 */

/**
 * The logic to store for `input` on an argument whose text is `sourceText`: only the parts it
 * has (so a claim saved without logic looks as it did before claims had any).
 */
export function storedLogic(input: MockClaimLogicInput, sourceText: string | null): MockClaimLogic {
  const formula = input.formula?.trim() ?? '';
  const spans = spansWithin(input.sourceSpans, sourceText);
  return {
    ...(formula !== '' ? { formula } : {}),
    ...(spans.length > 0 ? { sourceSpans: spans } : {}),
    ...(input.implicit === true ? { implicit: true } : {}),
  };
}

/** Replaces the claim's logic by `logic` (none where `logic` has none). */
export function setLogic(claim: MockClaim, logic: MockClaimLogic): void {
  delete claim.formula;
  delete claim.sourceSpans;
  delete claim.implicit;
  Object.assign(claim, logic);
}

/** The claim's logic as it is stored (a copy, e.g. for a version snapshot). */
export function logicOf(claim: MockClaimLogic | undefined): MockClaimLogic {
  if (!claim) return {};
  return {
    ...(claim.formula ? { formula: claim.formula } : {}),
    ...(claim.sourceSpans?.length
      ? { sourceSpans: claim.sourceSpans.map(([start, end]) => [start, end] as [number, number]) }
      : {}),
    ...(claim.implicit ? { implicit: true } : {}),
  };
}

/**
 * The claim's logic as `getArgument` answers it: `formula` always (null for none), `sourceSpans`
 * only when some are stored, `implicit` only when true — the host's shape.
 */
export function logicAnswer(claim: MockClaim | undefined): {
  formula: string | null;
  sourceSpans?: Array<[number, number]>;
  implicit?: boolean;
} {
  return { formula: null, ...logicOf(claim) };
}

/** A request's `sourceText`: absent (undefined) keeps the saved text; `''` or null clears it. */
export function sourceTextOf(
  sourceText: string | null | undefined,
  saved: string | null,
): string | null {
  if (sourceText === undefined) return saved;
  return sourceText === '' || sourceText === null ? null : sourceText;
}
