import type { ReconstructArgumentRequest, ReconstructArgumentResponse } from '@credence/api';
import type { z } from 'zod';
import { charClass, stripEnd, stripStart } from './trim';

type Request = z.output<typeof ReconstructArgumentRequest>;
type Answer = z.input<typeof ReconstructArgumentResponse>;
type Claim = { id?: string; content: string; locked?: boolean };

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
 * The argument in `text`, deterministically: the conclusion is the sentence marked by
 * therefore/so/thus/hence/consequently (the marker removed, the first letter capitalised), else the
 * last sentence; the other sentences are premises, and a "because/since X" clause becomes a
 * premise of its own; the title is the conclusion (at most 200 characters) and the description
 * is empty (nothing a model did, and never the instructions). With
 * `currentArgument`, its locked premises keep their places, texts and ids, and a locked conclusion
 * is kept; the new premises fill the unlocked places. Null when the text holds no sentence and
 * nothing is locked.
 */
export function reconstructArgument(request: Request): Answer {
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
  premises: string[];
  conclusion: string;
}

/**
 * The answer of `reconstructArgument` from an extraction (the offline one or a model's): the
 * locked premises of `request.currentArgument` keep their places, texts and ids, the extracted
 * premises fill the unlocked places in order (extra ones appended, unlocked places left over
 * dropped), a locked conclusion is kept. Null when nothing was extracted and nothing is locked.
 */
export function keepLocked(request: Request, extracted: ExtractedArgument): Answer {
  const current = request.currentArgument;
  const lockedPremises = current?.premises.filter((premise) => premise.locked) ?? [];
  const lockedConclusion = current?.conclusion.locked ? current.conclusion : null;
  const premises = extracted.premises.map((text) => text.trim()).filter(Boolean);
  const conclusion = extracted.conclusion.trim();
  if (!conclusion && premises.length === 0 && lockedPremises.length === 0 && !lockedConclusion) {
    return { argument: null };
  }

  const fresh: Claim[] = premises.map((content) => ({ content: content.slice(0, CLAIM_CHARS) }));
  const merged: Claim[] = [];
  for (const premise of current?.premises ?? []) {
    if (premise.locked) merged.push(kept(premise));
    else {
      const next = fresh.shift();
      if (next) merged.push(next);
    }
  }
  merged.push(...fresh);
  const finalConclusion: Claim = lockedConclusion
    ? kept(lockedConclusion)
    : { content: conclusion.slice(0, CLAIM_CHARS) };
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

function kept(claim: { id?: string | undefined; content: string }): Claim {
  return {
    ...(claim.id !== undefined ? { id: claim.id } : {}),
    content: claim.content,
    locked: true,
  };
}
