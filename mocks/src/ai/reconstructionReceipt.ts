/**
 * The receipt of a reconstruction's formulas: the engine's `checkReconstruction`, called the
 * same way by the mock backend, the host's offline provider and the host's OpenAI provider (on
 * its worker thread), so every answer's receipt is the server's, computed alike.
 */
import {
  checkReconstruction,
  type ReconstructionReceipt,
  withinReceiptBudget,
} from '@credence/engine';

/** A claim whose formula is checked: its text words the missing premise. */
export interface ReceiptClaim {
  readonly formula: string;
  readonly content: string;
}

/** What {@link reconstructionReceipt} checks. */
export interface ReceiptRequest {
  /** The premises in the answer's order; `id` when the claim has one (a locked claim's). */
  readonly premises: readonly (ReceiptClaim & { readonly id?: string | undefined })[];
  readonly conclusion: ReceiptClaim;
  readonly argumentType: 'INDUCTIVE' | 'DEDUCTIVE';
}

/**
 * The premise ids of a receipt, one per premise in order: the claim's own id when it has one
 * (and no earlier premise took it), else `p` and its 1-based position (`p2`), with a suffix in
 * the rare case that is taken too (`p2.2`). Stable: the same claims give the same ids, and
 * `receipt.premiseIds[i]` is always premise `i` of the answer.
 */
export function receiptPremiseIds(
  premises: readonly { readonly id?: string | undefined }[],
): string[] {
  const taken = new Set<string>();
  const own = premises.map((premise) => {
    const id = premise.id?.trim();
    if (!id || taken.has(id)) return undefined;
    taken.add(id);
    return id;
  });
  return own.map((id, index) => {
    if (id !== undefined) return id;
    let candidate = `p${index + 1}`;
    for (let round = 2; taken.has(candidate); round++) candidate = `p${index + 1}.${round}`;
    taken.add(candidate);
    return candidate;
  });
}

/**
 * The engine's receipt of the claims' formulas (`checkReconstruction`, predicate mode, which
 * reads propositional formulas too), premises identified by {@link receiptPremiseIds}; null
 * when the formulas are past the engine's `RECEIPT_BUDGET`, too large to check quickly.
 */
export function reconstructionReceipt(request: ReceiptRequest): ReconstructionReceipt | null {
  const formulas = [...request.premises, request.conclusion].map((claim) => claim.formula);
  if (!withinReceiptBudget(formulas)) return null;
  const ids = receiptPremiseIds(request.premises);
  return checkReconstruction({
    premises: request.premises.map((premise, index) => ({
      id: ids[index]!,
      formula: premise.formula,
      text: premise.content,
    })),
    conclusion: { formula: request.conclusion.formula, text: request.conclusion.content },
    argumentType: request.argumentType,
  });
}
