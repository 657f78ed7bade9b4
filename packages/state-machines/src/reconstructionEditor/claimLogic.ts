/**
 * The logic of the editor's claims (formula, source spans, implicit): reading it from an argument
 * and what a save stores. The receipt of it is `receipt.ts`.
 */
import { spansWithin } from '@credence/api';
import type { ArgumentDraft } from './argumentDraft';
import type {
  ClaimLogicInput,
  ClaimLogicToSave,
  EditorClaimLogic,
  EditorPremise,
  SaveReconstructionLogic,
} from './reconstructionEditor.types';

/** A claim without logic: no formula, no spans, not implicit. */
export const NO_CLAIM_LOGIC: Readonly<EditorClaimLogic> = {
  formula: '',
  sourceSpans: [],
  implicit: false,
};

/** Whether a span is well formed: two whole, non-negative offsets, not ending before it starts. */
function isSpan(span: readonly unknown[]): boolean {
  const [start, end] = span;
  return (
    span.length === 2 &&
    typeof start === 'number' &&
    typeof end === 'number' &&
    Number.isInteger(start) &&
    Number.isInteger(end) &&
    start >= 0 &&
    start <= end
  );
}

/**
 * A claim's logic as the editor keeps it: a null or missing formula is `''`, malformed spans are
 * dropped (the answer's schema refuses them; a caller's argument may not have gone through it).
 */
export function claimLogicFrom(claim: ClaimLogicInput): EditorClaimLogic {
  return {
    formula: claim.formula ?? '',
    sourceSpans: (claim.sourceSpans ?? []).filter(isSpan).map(([start, end]) => [start, end]),
    implicit: claim.implicit ?? false,
  };
}

/** Whether a premise's text is saved: the same rule as `draftToEditorArgument`'s. */
export function isSavedPremise(premise: Pick<EditorPremise, 'content'>): boolean {
  return premise.content.trim() !== '';
}

/**
 * The logic a save stores, aligned with `draftToEditorArgument(draft)`: one entry per premise
 * with a text, in order, and the conclusion's. A blank source text is none (null); spans are
 * kept only when there is a text and they end within it (the API refuses others).
 */
export function logicToSave(
  draft: Pick<ArgumentDraft, 'premises' | 'conclusion'>,
  sourceText: string,
): SaveReconstructionLogic {
  const text = sourceText.trim() === '' ? null : sourceText;
  const saved = (claim: EditorClaimLogic): ClaimLogicToSave => ({
    formula: claim.formula.trim(),
    sourceSpans: spansWithin(claim.sourceSpans, text),
    implicit: claim.implicit,
  });
  return {
    sourceText: text,
    premises: draft.premises.filter(isSavedPremise).map(saved),
    conclusion: saved(draft.conclusion),
  };
}
