import type { ReconstructArgumentRequest, ReconstructArgumentResponse } from '@credence/api';
import type { z } from 'zod';
import type { SourceSpan } from './formalise/spans';
import { formaliseReconstruction } from './reconstructionLogic';
import { charClass, stripEnd, stripStart } from './trim';

type Request = z.output<typeof ReconstructArgumentRequest>;
type Answer = z.input<typeof ReconstructArgumentResponse>;

/** A claim's logic, as a request or an extraction carries it (all optional). */
export interface ClaimLogicFields {
  /** Its formula in the engine's syntax; blank means none. */
  formula?: string | undefined;
  /** `[start, end)` offsets of its words in the submitted text. */
  sourceSpans?: readonly SourceSpan[] | undefined;
  /** Its words are not in the text. */
  implicit?: boolean | undefined;
}

/** A claim of the answer. */
type Claim = {
  id?: string;
  content: string;
  locked?: boolean;
  formula?: string;
  sourceSpans?: [number, number][];
  implicit?: boolean;
};

/**
 * The longest title, claim and description written, and the most premises: `LIMITS` of
 * `@credence/api` (written out: this entry imports only types from it; a test compares them).
 */
export const RECONSTRUCTION_LIMITS = {
  titleChars: 200,
  claimChars: 2000,
  longTextChars: 20_000,
  premisesPerArgument: 50,
} as const;
const TITLE_CHARS = RECONSTRUCTION_LIMITS.titleChars;
const CLAIM_CHARS = RECONSTRUCTION_LIMITS.claimChars;
const LONG_TEXT_CHARS = RECONSTRUCTION_LIMITS.longTextChars;
const PREMISES = RECONSTRUCTION_LIMITS.premisesPerArgument;

const CONCLUSION_MARKER = /^(?:and\s+)?(?:therefore|so|thus|hence|consequently)\b[\s,:]*/i;
const INNER_CONCLUSION_MARKER =
  /[,;]\s*(?:and\s+)?(?:therefore|so|thus|hence|consequently)\b[\s,:]*/i;
const REASON_MARKER = /\b(?:because|since)\b\s*/i;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isClausePunctuation = charClass(',;:', true);
const isSentenceEnd = charClass('.!?');

/**
 * A clause as a sentence: trimmed, capitalised, ending with a full stop. Trimmed by loops, not
 * end-anchored patterns, which take quadratic time on long runs of spaces (`trim.ts`).
 */
function asSentence(text: string): string {
  const bare = stripEnd(stripStart(text.trim(), isClausePunctuation), isClausePunctuation);
  const core = stripEnd(bare, isSentenceEnd).trim();
  return core ? `${capitalise(core)}.` : '';
}

/** The text's sentences (split after . ! ? and at line breaks). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** A sentence's "because/since X" clause as a premise and the rest of it. */
function splitReason(sentence: string): { rest: string; reasons: string[] } {
  const match = REASON_MARKER.exec(sentence);
  if (!match) return { rest: sentence, reasons: [] };
  const before = sentence.slice(0, match.index);
  const after = sentence.slice(match.index + match[0].length);
  if (before.trim() === '') {
    // "Since X, Y": the reason runs to the first comma.
    const comma = after.indexOf(',');
    if (comma < 0) return { rest: '', reasons: [after] };
    return { rest: after.slice(comma + 1), reasons: [after.slice(0, comma)] };
  }
  return { rest: before, reasons: [after] };
}

/**
 * The argument in `text`, deterministically, with its logic: the claims are extracted by
 * {@link extractArgument}, then formalised (`formaliseReconstruction`: per claim a formula and
 * its source spans or `implicit`, and `logic` with the engine's receipt, `attempts: 1`).
 */
export function reconstructArgument(request: Request): Answer {
  return formaliseReconstruction(request, extractArgument(request));
}

/**
 * The argument in `text`, deterministically, without its logic: the conclusion is the sentence marked by
 * therefore/so/thus/hence/consequently (the marker removed, the first letter capitalised), else the
 * last sentence; the other sentences are premises, and a "because/since X" clause becomes a
 * premise of its own; the title is the conclusion (at most 200 characters) and the description
 * is empty (nothing a model did, and never the instructions). With
 * `currentArgument`, its locked premises keep their places, texts and ids, and a locked conclusion
 * is kept; the new premises fill the unlocked places. Null when the text holds no sentence and
 * nothing is locked.
 */
export function extractArgument(request: Request): Answer {
  const sentences = splitSentences(request.text);
  let conclusionIndex = sentences.findIndex(
    (sentence) => CONCLUSION_MARKER.test(sentence) || INNER_CONCLUSION_MARKER.test(sentence),
  );
  if (conclusionIndex < 0) conclusionIndex = sentences.length - 1;
  const premises: string[] = [];
  let conclusion = '';
  sentences.forEach((sentence, index) => {
    if (index !== conclusionIndex) {
      const { rest, reasons } = splitReason(sentence);
      for (const part of [rest, ...reasons]) {
        const premise = asSentence(part);
        if (premise) premises.push(premise);
      }
      return;
    }
    let text = sentence;
    const inner = INNER_CONCLUSION_MARKER.exec(text);
    if (!CONCLUSION_MARKER.test(text) && inner) {
      const before = asSentence(text.slice(0, inner.index));
      if (before) premises.push(before);
      text = text.slice(inner.index + inner[0].length);
    }
    text = text.replace(CONCLUSION_MARKER, '');
    const { rest, reasons } = splitReason(text);
    conclusion = asSentence(rest) || asSentence(text);
    for (const reason of reasons) {
      const premise = asSentence(reason);
      if (premise) premises.push(premise);
    }
  });

  return keepLocked(request, {
    title: '',
    description: '',
    type: request.currentArgument?.type ?? 'INDUCTIVE',
    premises,
    conclusion,
  });
}

/** An extracted claim: its text, or its text with the logic a model gave it. */
export type ExtractedClaim = string | ({ content: string } & ClaimLogicFields);

/** An extracted argument before the locked claims of the editor's argument are put back. */
export interface ExtractedArgument {
  /** Empty: the conclusion (without its final stop) is the title. */
  title: string;
  /**
   * Empty when the extractor has none (the offline one never has): the answer's description
   * stays empty rather than claiming a model's work or quoting the user's instructions, since
   * it becomes the argument's public summary once saved.
   */
  description: string;
  type: 'INDUCTIVE' | 'DEDUCTIVE';
  premises: readonly ExtractedClaim[];
  conclusion: ExtractedClaim;
}

/**
 * The answer of `reconstructArgument` from an extraction (the offline one or a model's): the
 * locked premises of `request.currentArgument` keep their places, texts and ids, the extracted
 * premises fill the unlocked places in order (extra ones appended, unlocked places left over
 * dropped), a locked conclusion is kept. Locked claims keep the logic they were sent with
 * (formula, source spans, implicit); extracted claims keep the logic they were extracted with.
 * Null when nothing was extracted and nothing is locked.
 */
export function keepLocked(request: Request, extracted: ExtractedArgument): Answer {
  const current = request.currentArgument;
  const lockedPremises = current?.premises.filter((premise) => premise.locked) ?? [];
  const lockedConclusion = current?.conclusion.locked ? current.conclusion : null;
  const premises = extracted.premises.map(freshClaim).filter((claim) => claim.content);
  const conclusion = freshClaim(extracted.conclusion);
  if (
    !conclusion.content &&
    premises.length === 0 &&
    lockedPremises.length === 0 &&
    !lockedConclusion
  ) {
    return { argument: null };
  }

  const fresh: Claim[] = [...premises];
  const merged: Claim[] = [];
  for (const premise of current?.premises ?? []) {
    if (premise.locked) merged.push(kept(premise));
    else {
      const next = fresh.shift();
      if (next) merged.push(next);
    }
  }
  merged.push(...fresh);
  const finalConclusion: Claim = lockedConclusion ? kept(lockedConclusion) : conclusion;
  const title =
    extracted.title.trim() ||
    stripEnd(finalConclusion.content, isSentenceEnd).trim() ||
    'Reconstructed argument';
  return {
    argument: {
      title: title.slice(0, TITLE_CHARS),
      description: extracted.description.trim().slice(0, LONG_TEXT_CHARS),
      type: extracted.type,
      premises: merged.slice(0, PREMISES),
      conclusion: finalConclusion,
    },
  };
}

/** An extracted claim, trimmed to the claim length, with the logic it came with. */
function freshClaim(claim: ExtractedClaim): Claim {
  const { content, ...logic } = typeof claim === 'string' ? { content: claim } : claim;
  return { content: content.trim().slice(0, CLAIM_CHARS), ...logicOf(logic) };
}

/** A locked claim as sent: its id, text and lock, and the logic it was sent with. */
function kept(claim: { id?: string | undefined; content: string } & ClaimLogicFields): Claim {
  return {
    ...(claim.id !== undefined ? { id: claim.id } : {}),
    content: claim.content,
    locked: true,
    ...logicOf(claim),
  };
}

/** The logic fields that are there: a formula that is not blank, spans, `implicit`. */
function logicOf(claim: ClaimLogicFields): Pick<Claim, 'formula' | 'sourceSpans' | 'implicit'> {
  return {
    ...(claim.formula?.trim() ? { formula: claim.formula.trim() } : {}),
    ...(claim.sourceSpans !== undefined
      ? { sourceSpans: claim.sourceSpans.map(([start, end]): [number, number] => [start, end]) }
      : {}),
    ...(claim.implicit !== undefined ? { implicit: claim.implicit } : {}),
  };
}
