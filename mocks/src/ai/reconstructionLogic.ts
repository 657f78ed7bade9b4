/**
 * The logic of the offline reconstruction: every claim of the extracted argument formalised
 * (`formalise/`), placed in the submitted text, and checked by the engine (the receipt). A claim
 * that comes with its own logic (a locked claim sent with its formula and spans) keeps it.
 */
import type { ReconstructArgumentRequest, ReconstructArgumentResponse } from '@credence/api';
import { measureFormulas, type ReconstructionReceipt } from '@credence/engine';
import type { z } from 'zod';
import { formalise } from './formalise/formalise';
import type { SourceSpan } from './formalise/spans';
import { reconstructionReceipt } from './reconstructionReceipt';

type Request = z.output<typeof ReconstructArgumentRequest>;
type Answer = z.input<typeof ReconstructArgumentResponse>;
type AnswerClaim = NonNullable<Answer['argument']>['conclusion'];

/** Where a claim stands: spans into the text, or implicit. */
type Placement = { sourceSpans: [number, number][] } | { implicit: true };

/**
 * The claim's own spans that fit in `text` (a locked claim's, kept from an earlier
 * reconstruction), `implicit` when it says so and no span fits, else null (the formaliser places
 * it). A span past the end of the text comes from another text: dropped.
 */
export function ownPlacement(claim: AnswerClaim, text: string): Placement | null {
  const spans = (claim.sourceSpans ?? []).filter(
    ([start, end]) => start <= end && end <= text.length,
  );
  if (spans.length > 0) return { sourceSpans: spans.map(([start, end]) => [start, end]) };
  if (claim.implicit === true) return { implicit: true };
  return null;
}

/** The placement the formaliser found: spans, or implicit when the text lacks the words. */
function placement(spans: readonly SourceSpan[] | null): Placement {
  return spans === null
    ? { implicit: true }
    : { sourceSpans: spans.map(([start, end]) => [start, end]) };
}

/**
 * `answer` with its logic: each claim's formula (its own when it has one, else the
 * formaliser's) and its source spans or `implicit`, and `logic` — the formulas' system, the
 * symbols used and their wordings, the engine's receipt (`reconstructionReceipt`, argument type
 * the answer's) and `attempts: 1`.
 *
 * The formaliser reads every claim, those with their own formula too, so symbols are shared
 * across the argument as it hands them out; a kept formula's symbols are read in that dictionary
 * (the formaliser is deterministic, so a formula it wrote for the same words earlier agrees with
 * it), and a symbol only a kept formula uses has no wording in `atoms`.
 *
 * Past the receipt's budget (the engine's `RECEIPT_BUDGET`: more than 100 symbols, or formulas whose
 * countermodel search would be too large) no receipt is computed: the claims keep their places
 * in the text but come without the formaliser's formulas, and the answer without `logic`.
 */
export function formaliseReconstruction(request: Request, answer: Answer): Answer {
  const argument = answer.argument;
  if (!argument) return answer;
  const claims = [...argument.premises, argument.conclusion];
  const formalisation = formalise({
    text: request.text,
    premises: argument.premises.map((claim) => claim.content),
    conclusion: argument.conclusion.content,
  });
  const formalised = [...formalisation.premises, formalisation.conclusion];
  const formulas = claims.map(
    (claim, index) => claim.formula?.trim() || formalised[index]!.formula,
  );
  const receipt = reconstructionReceipt({
    premises: argument.premises.map((claim, index) => ({
      ...(claim.id === undefined ? {} : { id: claim.id }),
      formula: formulas[index]!,
      content: claim.content,
    })),
    conclusion: { formula: formulas.at(-1)!, content: argument.conclusion.content },
    argumentType: argument.type ?? 'INDUCTIVE',
  });

  const withLogic = claims.map((claim, index): AnswerClaim => {
    const formaliser = formalised[index]!;
    const { formula: _, sourceSpans: __, implicit: ___, ...rest } = claim;
    const placed =
      ownPlacement(claim, request.text) ??
      placement('sourceSpans' in formaliser ? formaliser.sourceSpans : null);
    const formula = receipt === null ? claim.formula?.trim() : formulas[index];
    return { ...rest, ...(formula ? { formula } : {}), ...placed };
  });
  const conclusion = withLogic.pop()!;
  const formalisedArgument = { ...argument, premises: withLogic, conclusion };
  if (receipt === null) return { ...answer, argument: formalisedArgument };
  return {
    ...answer,
    argument: formalisedArgument,
    logic: {
      system: receipt.system ?? formalisation.system,
      atoms: usedAtoms(formalisation.atoms, formulas),
      receipt: receipt as Mutable<ReconstructionReceipt>,
      attempts: 1,
    },
  };
}

/** The dictionary's entries for the symbols the formulas use, in the dictionary's order. */
function usedAtoms(
  atoms: Readonly<Record<string, string>>,
  formulas: readonly string[],
): Record<string, string> {
  const used = measureFormulas(formulas).symbols;
  return Object.fromEntries(Object.entries(atoms).filter(([symbol]) => used.has(symbol)));
}

/** The engine's readonly receipt as the response schema's (mutable) input type. */
type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;
