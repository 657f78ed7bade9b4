import { negationText } from '@credence/engine';
import {
  LINKED_ARGUMENT_MESSAGES,
  LINKED_ARGUMENT_TITLE_PREFIXES,
} from './linkedArgument.messages';
import type {
  GeneratedLinkedArgument,
  GenerateLinkedArgumentOutput,
  LinkedArgumentContext,
  LinkedArgumentMode,
  LinkedArgumentTarget,
  LinkedConclusionType,
  SaveLinkedArgumentInput,
} from './linkedArgument.types';

/** How many characters of the premise follow the title prefix. */
export const LINKED_TITLE_PREMISE_LENGTH = 50;

/** The four conclusion types a linked argument can have. */
export const LINKED_CONCLUSION_TYPES: readonly LinkedConclusionType[] = [
  'NEGATION',
  'MEANINGFULNESS',
  'AFFIRMATION',
  'ACCEPTABILITY',
];

/**
 * The saved title: 'Objection: ' (refute) or 'Motivating: ' (support) followed by the first 50
 * characters of the premise: `linkedArgumentTitle('refute', 'God exists')` → 'Objection: God exists'.
 */
export function linkedArgumentTitle(mode: LinkedArgumentMode, premiseContent: string): string {
  return (
    LINKED_ARGUMENT_TITLE_PREFIXES[mode] + premiseContent.slice(0, LINKED_TITLE_PREMISE_LENGTH)
  );
}

/**
 * The locked conclusion when the caller gives none (our choice; the spec only says it is locked):
 * an objection concludes the premise's negation (engine `negationText`), a supporting argument
 * concludes the premise itself. No premise → ''.
 */
export function defaultLinkedConclusion(
  mode: LinkedArgumentMode,
  premise: LinkedArgumentTarget | null,
): string {
  if (premise === null) return '';
  return mode === 'refute' ? negationText(premise) : premise.content;
}

/** Default conclusion type (our choice): NEGATION for an objection, AFFIRMATION for support. */
export function defaultLinkedConclusionType(mode: LinkedArgumentMode): LinkedConclusionType {
  return mode === 'refute' ? 'NEGATION' : 'AFFIRMATION';
}

/** The success toast of a save: 'Objection saved successfully!' or 'Supporting argument saved successfully!'. */
export function linkedArgumentSavedMessage(mode: LinkedArgumentMode): string {
  return mode === 'refute'
    ? LINKED_ARGUMENT_MESSAGES.objectionSaved
    : LINKED_ARGUMENT_MESSAGES.supportSaved;
}

/** Whether the original argument and premise are known (non-zero id, non-empty premise id). */
export function hasOriginalReferences(context: LinkedArgumentContext): boolean {
  return (
    typeof context.originalArgumentId === 'number' &&
    context.originalArgumentId !== 0 &&
    context.premise !== null &&
    context.premise.id !== ''
  );
}

/** The premises that have content, trimmed (what is sent). */
export function premisesWithContent(context: LinkedArgumentContext): { content: string }[] {
  return (context.draft?.premises ?? [])
    .map((premise) => ({ content: premise.content.trim() }))
    .filter((premise) => premise.content !== '');
}

/** The body of POST /api/arguments/link for a context that passed validation. */
export function linkArgumentRequest(context: LinkedArgumentContext): SaveLinkedArgumentInput {
  return {
    title: linkedArgumentTitle(context.mode, context.premise?.content ?? ''),
    description: context.draft?.description ?? '',
    type: 'INDUCTIVE',
    premises: premisesWithContent(context),
    conclusion: { content: context.conclusion.trim() },
    linkType: context.mode,
    originalArgumentId: context.originalArgumentId ?? 0,
    originalPremiseId: context.premise?.id ?? '',
    conclusionType: context.conclusionType,
  };
}

/** The generated argument when the AI's answer is usable, else `null` ('Invalid response from AI service'). */
export function usableGeneratedArgument(
  output: GenerateLinkedArgumentOutput | undefined,
): GeneratedLinkedArgument | null {
  if (output?.success !== true || !output.argument) return null;
  const { premises } = output.argument;
  if (!Array.isArray(premises)) return null;
  return output.argument;
}

/**
 * The server's error text carried by a rejected call, if any: the `body.error` string (the shape
 * of `@credence/api`'s `CredenceApiError`), else `undefined`.
 */
export function serverErrorText(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const { body } = error as { body: unknown };
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const text = (body as { error: unknown }).error;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** Moves the item at `from` to `to` (indexes clamped), returning a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  const target = Math.max(0, Math.min(to, next.length));
  next.splice(target, 0, item as T);
  return next;
}
