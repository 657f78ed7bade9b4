/**
 * The logic receipt of the editor's claims and the missing premise it suggests. Its own module:
 * the engine's reconstruction checks load with the editor's machine only, never with the drafts'
 * helpers other screens import.
 */
import {
  checkReconstruction,
  type MissingPremise,
  type ReconstructionReceipt,
  withinReceiptBudget,
} from '@credence/engine';
import type { ArgumentDraft } from './argumentDraft';
import { isSavedPremise } from './claimLogic';
import type { MissingPremiseKind } from './reconstructionEditor.types';

/** The editor's logic check of its claims: the receipt, or why there is none. */
export interface ReceiptState {
  /** The engine's receipt; null when no claim has a formula, or they are too large to check. */
  receipt: ReconstructionReceipt | null;
  /** True when the formulas are past the editor's budget (the engine's `withinReceiptBudget`). */
  receiptTooLarge: boolean;
}

/** The claim's text for the engine's wording of a missing premise, when it has one. */
function wording(content: string): { text?: string } {
  const text = content.trim();
  return text === '' ? {} : { text };
}

/**
 * The engine's receipt (`checkReconstruction`) of the draft's claims: none when no claim has a
 * formula, nor when the formulas are past the editor's budget (then `receiptTooLarge`). It
 * checks the premises a save keeps (`isSavedPremise`: those with a text), so a blank premise is
 * left out even with a formula; a claim with a text but no formula takes part with an empty
 * one, so the receipt says it cannot be read yet rather than judge the argument without it.
 * Formulas are read in predicate mode, which reads propositional ones too. Premise ids are the
 * editor's, so the UI labels them.
 */
export function receiptOf(
  draft: Pick<ArgumentDraft, 'premises' | 'conclusion' | 'type'>,
): ReceiptState {
  const premises = draft.premises.filter(isSavedPremise);
  const formulas = [...premises, draft.conclusion].map((claim) => claim.formula);
  if (formulas.every((formula) => formula.trim() === ''))
    return { receipt: null, receiptTooLarge: false };
  if (!withinReceiptBudget(formulas)) return { receipt: null, receiptTooLarge: true };
  const receipt = checkReconstruction({
    premises: premises.map((premise) => ({
      id: premise.id,
      formula: premise.formula,
      ...wording(premise.content),
    })),
    conclusion: { formula: draft.conclusion.formula, ...wording(draft.conclusion.content) },
    argumentType: draft.type,
  });
  return { receipt, receiptTooLarge: false };
}

/** The receipt's missing premise of that kind, or null when it suggests none. */
export function missingPremiseOf(
  receipt: ReconstructionReceipt | null,
  kind: MissingPremiseKind,
): MissingPremise | null {
  const missing = receipt?.missingPremise;
  if (missing?.status !== 'found') return null;
  return (kind === 'bridge' ? missing.bridge : missing.generalisation) ?? null;
}

/** What the receipt depends on: the type and, in order, each taking-part claim's id, text and formula. */
function receiptKey(draft: Pick<ArgumentDraft, 'premises' | 'conclusion' | 'type'>): string {
  const claim = (item: { id: string; content: string; formula: string }) => [
    item.id,
    item.content.trim(),
    item.formula,
  ];
  return JSON.stringify([
    draft.type,
    draft.premises.filter(isSavedPremise).map(claim),
    claim(draft.conclusion),
  ]);
}

/** The key each receipt was computed for, so an event that changed none of it costs no check. */
const receiptKeys = new WeakMap<ReconstructionReceipt, string>();

/**
 * The check of the draft as it is now: the `previous` receipt itself when the claims it was
 * computed for are unchanged (a lock toggled, an edit opened without a change), else
 * {@link receiptOf} anew.
 */
export function updatedReceipt(
  previous: ReconstructionReceipt | null,
  draft: Pick<ArgumentDraft, 'premises' | 'conclusion' | 'type'>,
): ReceiptState {
  const key = receiptKey(draft);
  if (previous !== null && receiptKeys.get(previous) === key)
    return { receipt: previous, receiptTooLarge: false };
  const state = receiptOf(draft);
  if (state.receipt !== null) receiptKeys.set(state.receipt, key);
  return state;
}
