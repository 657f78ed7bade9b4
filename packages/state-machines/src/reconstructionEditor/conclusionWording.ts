import { NEGATION_TEXT_PREFIX } from '@credence/engine';

/**
 * The conclusion wording prefixes (spec §2 "Argument reconstruction editor"): in refute mode
 * 'It is not the case that ...' (the engine's negation prefix) and 'I do not accept that ...';
 * in support mode 'We should not reject that ...'.
 */
export const CONCLUSION_PREFIXES = {
  notTheCase: NEGATION_TEXT_PREFIX,
  doNotAccept: 'I do not accept that ',
  shouldNotReject: 'We should not reject that ',
} as const;

/** A conclusion wording toggle. */
export type ConclusionWording = keyof typeof CONCLUSION_PREFIXES;

/** The toggles of refute mode. */
export const REFUTE_WORDINGS: readonly ConclusionWording[] = ['notTheCase', 'doNotAccept'];
/** The toggle of support mode. */
export const SUPPORT_WORDINGS: readonly ConclusionWording[] = ['shouldNotReject'];

const WORDINGS = Object.keys(CONCLUSION_PREFIXES) as ConclusionWording[];

/** Which prefix a conclusion starts with (ignoring case and leading spaces), or null for plain text. */
export function conclusionWordingOf(text: string): ConclusionWording | null {
  const start = text.trimStart().toLowerCase();
  return (
    WORDINGS.find((wording) => start.startsWith(CONCLUSION_PREFIXES[wording].toLowerCase())) ?? null
  );
}

/**
 * The plain text of a conclusion: any known prefix removed and the first letter capitalised
 * again ('It is not the case that god exists' → 'God exists'). Plain text is returned trimmed.
 */
export function plainConclusion(text: string): string {
  const trimmed = text.trim();
  const wording = conclusionWordingOf(trimmed);
  if (wording === null) return trimmed;
  return upperFirst(trimmed.slice(CONCLUSION_PREFIXES[wording].length).trimStart());
}

/**
 * Puts a prefix before the plain text, its first letter lowercased ('God exists' →
 * 'It is not the case that god exists'). Any other prefix is replaced.
 */
export function withConclusionPrefix(text: string, wording: ConclusionWording): string {
  return CONCLUSION_PREFIXES[wording] + lowerFirst(plainConclusion(text));
}

/**
 * A wording toggle: a conclusion with this prefix goes back to its plain text; any other
 * (plain, or with another prefix) gets this prefix. Used for the two refute-mode toggles and
 * the support-mode 'We should not reject that ...' toggle.
 */
export function toggleConclusionWording(text: string, wording: ConclusionWording): string {
  return conclusionWordingOf(text) === wording
    ? plainConclusion(text)
    : withConclusionPrefix(text, wording);
}

/** Refute mode: toggles 'It is not the case that ...' or 'I do not accept that ...'. */
export function toggleRefuteWording(text: string, wording: 'notTheCase' | 'doNotAccept'): string {
  return toggleConclusionWording(text, wording);
}

/** Support mode: toggles 'We should not reject that ...'. */
export function toggleShouldNotReject(text: string): string {
  return toggleConclusionWording(text, 'shouldNotReject');
}

/**
 * Support mode's set-affirmation action: removes 'We should not reject that ' (capitalising the
 * first letter again); any other text is left as it is.
 */
export function setAffirmation(text: string): string {
  return conclusionWordingOf(text) === 'shouldNotReject' ? plainConclusion(text) : text;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
