/**
 * The OpenAI provider's reconstruction with repair: the model reconstructs and formalises the
 * argument; the server computes the engine's receipt of its formulas (never a receipt from the
 * model); when the receipt fails — a claim does not parse, a DEDUCTIVE argument is invalid, a
 * premise is not needed, the premises are inconsistent — the failures go back to the model with
 * its reconstruction, at most {@link MAX_REPAIRS} more times. The answer is the best attempt
 * (fewest failures; ties: the earliest) with its receipt and the number of attempts made.
 */
import type { ReconstructArgumentRequest, ReconstructArgumentResponse } from '@credence/api';
import { type ReconstructionReceipt, receiptSentences } from '@credence/engine';
import type { ReceiptRequest } from '@credence/mocks/offline-ai';
import type { z } from 'zod';
import { AiError } from './errors.ts';
import type { ChatMessage } from './prompts/message.ts';
import {
  buildReconstructArgumentPrompt,
  buildReconstructionRepair,
  lockedPremiseLabel,
  type ModelReconstruction,
  readReconstructArgumentAnswer,
} from './prompts/reconstructArgument.ts';

type Request = z.output<typeof ReconstructArgumentRequest>;
type Answer = z.input<typeof ReconstructArgumentResponse>;
type Argument = NonNullable<Answer['argument']>;

/** How many times failures go back to the model after its first answer. */
export const MAX_REPAIRS = 2;

/** The receipt checks whose problems are failures the model must repair. */
const FAILING_CHECKS = new Set(['parses', 'valid', 'premisesNeeded', 'consistent']);

/** What the loop needs from the outside: the model, and the receipt (on the worker). */
export interface RepairDependencies {
  /** One JSON chat completion of `messages` (the provider's `completeJson` on its model). */
  complete(messages: ChatMessage[]): Promise<unknown>;
  /** The engine's receipt of the formulas; null past the receipt's budget. */
  receipt(request: ReceiptRequest): Promise<ReconstructionReceipt | null>;
  /** The AI call's deadline: no attempt starts after it aborts. */
  signal?: AbortSignal | undefined;
}

/** One answer of the model, read and checked. */
interface Attempt {
  readonly reconstruction: ModelReconstruction;
  readonly argument: Argument;
  /** Null when the formulas were past the receipt's budget. */
  readonly receipt: ReconstructionReceipt | null;
  /** The failures, plain sentences (empty: accepted). */
  readonly failures: string[];
  /** The receipt's suggestions for an invalid argument (its missing premise). */
  readonly suggestions: string[];
}

/** Said when the formulas are too large for the server to check (no receipt). */
export const TOO_LARGE_TO_CHECK =
  'The formulas are too large for the server to check: use at most 100 symbols and fewer nested quantifiers.';

/**
 * Each premise's label in the receipt's sentences, by receipt id: its number among the model's
 * own premises (as the model wrote them), or L1, L2, … for a locked premise (as the prompt
 * labels them).
 */
export function premiseLabels(
  argument: Argument,
  premiseIds: readonly string[],
): Record<string, string> {
  let locked = 0;
  let fresh = 0;
  const labels: Record<string, string> = {};
  argument.premises.forEach((premise, index) => {
    labels[premiseIds[index]!] = premise.locked ? lockedPremiseLabel(locked++) : String(++fresh);
  });
  return labels;
}

/** The receipt request of an argument's claims (a claim without a formula: an empty one). */
function receiptRequest(argument: Argument): ReceiptRequest {
  return {
    premises: argument.premises.map((premise) => ({
      ...(premise.id === undefined ? {} : { id: premise.id }),
      formula: premise.formula ?? '',
      content: premise.content,
    })),
    conclusion: {
      formula: argument.conclusion.formula ?? '',
      content: argument.conclusion.content,
    },
    argumentType: argument.type ?? 'INDUCTIVE',
  };
}

/**
 * The receipt's failures (problems of the parses, validity, premises-needed and consistency
 * checks: circularity is reported, not repaired) and its suggestions (the missing premise of an
 * invalid argument), as the sentences `receiptSentences` writes.
 */
export function receiptFailures(
  receipt: ReconstructionReceipt,
  labels: Readonly<Record<string, string>>,
): { failures: string[]; suggestions: string[] } {
  const sentences = receiptSentences(receipt, labels);
  return {
    failures: sentences
      .filter((sentence) => sentence.tone === 'problem' && FAILING_CHECKS.has(sentence.check))
      .map((sentence) => sentence.text),
    suggestions: sentences
      .filter((sentence) => sentence.check === 'missingPremise')
      .map((sentence) => sentence.text),
  };
}

/** Reads and checks one answer of the model. */
async function check(
  reconstruction: ModelReconstruction,
  argument: Argument,
  dependencies: RepairDependencies,
): Promise<Attempt> {
  const request = receiptRequest(argument);
  const receipt = await dependencies.receipt(request);
  if (receipt === null)
    return { reconstruction, argument, receipt, failures: [TOO_LARGE_TO_CHECK], suggestions: [] };
  const labels = premiseLabels(argument, receipt.premiseIds);
  return { reconstruction, argument, receipt, ...receiptFailures(receipt, labels) };
}

/** The best attempt: one with a receipt first, then the fewest failures, then the earliest. */
export function bestAttempt<T extends { receipt: unknown; failures: readonly unknown[] }>(
  attempts: readonly T[],
): T {
  const rank = (attempt: T) => (attempt.receipt === null ? 1_000_000 : 0) + attempt.failures.length;
  return attempts.reduce((best, attempt) => (rank(attempt) < rank(best) ? attempt : best));
}

/** The answer of an attempt: its claims and `logic`, or without formulas when unchecked. */
function answerOf(attempt: Attempt, attempts: number): Answer {
  const { reconstruction, argument, receipt } = attempt;
  if (receipt === null) {
    // Formulas the server could not check are not offered: the claims keep their places only.
    const strip = <C extends { formula?: string | null | undefined }>({
      formula: _,
      ...claim
    }: C) => claim;
    return {
      ...reconstruction.answer,
      argument: {
        ...argument,
        premises: argument.premises.map(strip),
        conclusion: strip(argument.conclusion),
      },
    };
  }
  return {
    ...reconstruction.answer,
    logic: {
      system: receipt.system ?? guessedSystem(argument),
      atoms: reconstruction.atoms,
      receipt: receipt as NonNullable<Answer['logic']>['receipt'],
      attempts,
    },
  };
}

/**
 * The system of formulas the engine could not all read: predicate when any has a quantifier or
 * a predicate applied to terms, else propositional.
 */
function guessedSystem(argument: Argument): 'propositional' | 'predicate' {
  const formulas = [...argument.premises, argument.conclusion].map((claim) => claim.formula ?? '');
  return formulas.some((formula) => /[∀∃]|forall|exists|[A-Z]\d*\s*\(/.test(formula))
    ? 'predicate'
    : 'propositional';
}

/**
 * Reconstructs `request`'s text with the model, checks the formulas and repairs failures (see
 * the module comment). A first answer without an argument (`found: false`) is the answer, with
 * nothing to check. A repair that fails — an unusable answer, a provider error, a prompt grown
 * too long, no argument — ends the loop with the best attempt so far; the deadline's abort ends
 * the whole call (the route answers 504), since the limit covers every attempt together.
 */
export async function reconstructWithRepair(
  request: Request,
  dependencies: RepairDependencies,
): Promise<Answer> {
  let messages = buildReconstructArgumentPrompt(request);
  const attempts: Attempt[] = [];
  let made = 0;
  while (made <= MAX_REPAIRS) {
    if (dependencies.signal?.aborted) throw dependencies.signal.reason;
    made++;
    let reconstruction: ModelReconstruction;
    try {
      reconstruction = readReconstructArgumentAnswer(
        request,
        await dependencies.complete(messages),
      );
    } catch (error) {
      if (attempts.length === 0 || dependencies.signal?.aborted) throw error;
      if (!(error instanceof AiError) || error.status === 504) throw error;
      break;
    }
    const argument = reconstruction.answer.argument;
    const foundNothing = (reconstruction.asRead as { found?: boolean }).found === false;
    if (!argument || foundNothing) {
      if (attempts.length === 0) return reconstruction.answer;
      break;
    }
    const attempt = await check(reconstruction, argument, dependencies);
    attempts.push(attempt);
    if (attempt.failures.length === 0 || made > MAX_REPAIRS) break;
    messages = [
      ...messages,
      ...buildReconstructionRepair(reconstruction, attempt.failures, attempt.suggestions),
    ];
  }
  return answerOf(bestAttempt(attempts), made);
}
