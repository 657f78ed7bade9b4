import type { EditorArgument } from '../assessment/assessment.types';
import { claimLogicFrom, NO_CLAIM_LOGIC } from './claimLogic';
import { NEW_ARGUMENT, RECONSTRUCTION_MESSAGES } from './reconstructionEditor.messages';
import type {
  EditorConclusion,
  EditorPremise,
  ReconstructedArgument,
  ReconstructionEditorContext,
  ReconstructionResult,
} from './reconstructionEditor.types';

/** The id of the editor's conclusion when the reconstruction gives none. */
export const CONCLUSION_ID = 'conclusion';

/** The argument's parts the editor edits. */
export type ArgumentDraft = Pick<
  ReconstructionEditorContext,
  'title' | 'description' | 'type' | 'premises' | 'conclusion' | 'nextPremiseNumber'
>;

/** A premise's label in the list: index 0 → 'P1'. */
export function premiseLabel(index: number): string {
  return `P${index + 1}`;
}

/** A new, empty, unlocked premise numbered `n` (id `premise-{n}`), without logic. */
export function emptyPremise(n: number): EditorPremise {
  return { id: `premise-${n}`, content: '', feedback: null, locked: false, ...NO_CLAIM_LOGIC };
}

/**
 * The first premise number from `n` whose id `premise-{n}` is not among `premises`' ids; a new
 * premise takes it (and the next number becomes one more).
 */
export function freePremiseNumber(premises: readonly { id?: string }[], n: number): number {
  const taken = new Set(premises.map((premise) => premise.id));
  let free = n;
  while (taken.has(`premise-${free}`)) free++;
  return free;
}

/**
 * The editor's draft for a reconstructed argument: missing ids are numbered `premise-{n}` from
 * `nextPremiseNumber`, skipping the argument's own ids and `reserved` ones; missing feedback is
 * null, missing locks false, a missing type INDUCTIVE; each claim keeps its logic
 * (`claimLogicFrom`: no formula is `''`).
 */
export function draftFromArgument(
  argument: ReconstructionResult,
  nextPremiseNumber = 1,
  reserved: readonly { id?: string }[] = [],
): ArgumentDraft {
  const taken = [...reserved, ...argument.premises.filter((premise) => premise.id !== undefined)];
  let n = nextPremiseNumber;
  const premises = argument.premises.map((premise): EditorPremise => {
    let id = premise.id;
    if (id === undefined) {
      n = freePremiseNumber(taken, n);
      id = `premise-${n++}`;
      taken.push({ id });
    }
    return {
      id,
      content: premise.content,
      feedback: premise.feedback ?? null,
      locked: premise.locked ?? false,
      ...claimLogicFrom(premise),
    };
  });
  const conclusion: EditorConclusion = {
    id: argument.conclusion.id ?? CONCLUSION_ID,
    content: argument.conclusion.content,
    feedback: argument.conclusion.feedback ?? null,
    locked: argument.conclusion.locked ?? false,
    ...claimLogicFrom(argument.conclusion),
  };
  return {
    title: argument.title,
    description: argument.description,
    type: argument.type ?? 'INDUCTIVE',
    premises,
    conclusion,
    nextPremiseNumber: n,
  };
}

/**
 * The manual argument 'Create New Argument' starts: titled 'New Argument', described
 * 'Manually created argument', INDUCTIVE, with one empty premise and an empty conclusion. In a
 * linking mode the given conclusion (locked) is kept.
 */
export function newArgumentDraft(
  conclusion: EditorConclusion | null,
  nextPremiseNumber: number,
): ArgumentDraft {
  return {
    ...NEW_ARGUMENT,
    premises: [emptyPremise(nextPremiseNumber)],
    conclusion: conclusion ?? {
      id: CONCLUSION_ID,
      content: '',
      feedback: null,
      locked: false,
      ...NO_CLAIM_LOGIC,
    },
    nextPremiseNumber: nextPremiseNumber + 1,
  };
}

/**
 * Whether Retry Reconstruction keeps this premise or conclusion in place: it is locked, or the
 * user wrote it (their text is never replaced by a new extraction).
 */
export function isKept(claim: { locked: boolean; userWritten?: boolean }): boolean {
  return claim.locked || claim.userWritten === true;
}

/**
 * The argument as the editor sends it to be reconstructed again, with ids, feedback and each
 * claim's logic: what Retry Reconstruction keeps ({@link isKept}) goes as locked, so the server
 * (and a model) leaves it alone, formula and spans included.
 */
export function draftToReconstructed(draft: ArgumentDraft): ReconstructedArgument {
  const claim = (item: EditorPremise | EditorConclusion) => ({
    id: item.id,
    content: item.content,
    feedback: item.feedback,
    locked: isKept(item),
    formula: item.formula,
    sourceSpans: item.sourceSpans.map(([start, end]): [number, number] => [start, end]),
    implicit: item.implicit,
  });
  return {
    title: draft.title,
    description: draft.description,
    type: draft.type,
    premises: draft.premises.map(claim),
    conclusion: claim(draft.conclusion),
  };
}

/** The most characters of a title (`LIMITS.titleChars` of `@credence/api`). */
const TITLE_CHARS = 200;

/**
 * The title saved: the Title field's text, or when it is blank the conclusion without its final
 * stop (as a reconstruction proposes), or 'Untitled argument'; at most 200 characters.
 */
export function titleToSave(draft: Pick<ArgumentDraft, 'title' | 'conclusion'>): string {
  const title =
    draft.title.trim() ||
    draft.conclusion.content
      .trim()
      .replace(/[.!?]+$/, '')
      .trim() ||
    RECONSTRUCTION_MESSAGES.untitled;
  return title.slice(0, TITLE_CHARS);
}

/**
 * The argument to assess, validate or save: texts trimmed, blank premises left out, a blank
 * title replaced ({@link titleToSave}).
 */
export function draftToEditorArgument(draft: ArgumentDraft): EditorArgument {
  return {
    title: titleToSave(draft),
    description: draft.description.trim(),
    type: draft.type,
    premises: draft.premises
      .map((premise) => ({ content: premise.content.trim() }))
      .filter((premise) => premise.content !== ''),
    conclusion: { content: draft.conclusion.content.trim() },
  };
}

/** Whether some premise has non-blank content. */
export function hasNonEmptyPremise(draft: Pick<ArgumentDraft, 'premises'>): boolean {
  return draft.premises.some((premise) => premise.content.trim() !== '');
}

/** Whether the conclusion has non-blank content. */
export function hasConclusion(draft: Pick<ArgumentDraft, 'conclusion'>): boolean {
  return draft.conclusion.content.trim() !== '';
}

/** Whether the draft has anything in it: a non-blank premise or conclusion. */
export function hasContent(draft: Pick<ArgumentDraft, 'premises' | 'conclusion'>): boolean {
  return hasNonEmptyPremise(draft) || hasConclusion(draft);
}

/** The list with the item at `from` moved to index `to`; the same list when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Merges a new reconstruction into the current draft, keeping what is locked (spec: a lock
 * protects from auto-updates) or written by the user ({@link isKept}): such a premise keeps its
 * place, text and logic; the reconstruction's premises (with theirs) fill the other places in
 * order, extra ones are appended, and places left over are dropped. A kept conclusion stays;
 * otherwise the new one is taken.
 */
export function mergeReconstruction(
  current: ArgumentDraft,
  result: ReconstructionResult,
): ArgumentDraft {
  const locked = current.premises.filter(isKept);
  const incoming = draftFromArgument(
    { ...result, premises: result.premises.map(({ id: _id, locked: _locked, ...rest }) => rest) },
    current.nextPremiseNumber,
    locked,
  );
  const fresh = [...incoming.premises];
  const premises: EditorPremise[] = [];
  for (const premise of current.premises) {
    if (isKept(premise)) premises.push(premise);
    else {
      const next = fresh.shift();
      if (next) premises.push(next);
    }
  }
  premises.push(...fresh);
  return {
    ...incoming,
    premises,
    conclusion: isKept(current.conclusion)
      ? current.conclusion
      : { ...incoming.conclusion, id: current.conclusion.id },
  };
}
