/**
 * The reconstruction editor's logic as the argument calls send it: each claim's formula, source
 * spans and implicit flag, and the text the spans index into. What is empty is left out, so an
 * argument written without logic is saved exactly as before.
 */
import type { ClaimLogicToSave, SaveReconstructionLogic } from '@credence/state-machines';

/** A claim's logic fields for `createArgument`/`updateArgument`: only those it has. */
export function claimLogicFields(logic: ClaimLogicToSave | undefined): {
  formula?: string;
  sourceSpans?: [number, number][];
  implicit?: true;
} {
  if (!logic) return {};
  return {
    ...(logic.formula ? { formula: logic.formula } : {}),
    ...(logic.sourceSpans.length > 0 ? { sourceSpans: logic.sourceSpans } : {}),
    ...(logic.implicit ? { implicit: true } : {}),
  };
}

/**
 * The argument's `sourceText` for a save: the editor's text, or `''` (none: `updateArgument`
 * clears a saved one) when the editor has none.
 */
export function sourceTextField(logic: SaveReconstructionLogic): { sourceText: string } {
  return { sourceText: logic.sourceText ?? '' };
}
