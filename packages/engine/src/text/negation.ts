/**
 * Negation references. Spec: a negated claim is referenced as '~' plus the claim id; without a
 * negationContent its text is 'It is not the case that ' plus the lower-cased content.
 */

/** Marks a claim reference as negated when it leads the id. */
export const NEGATION_MARKER = '~';
/** Put before the lower-cased content when a claim has no negationContent. */
export const NEGATION_TEXT_PREFIX = 'It is not the case that ';

/** The text fields of a claim needed to write it or its negation. */
export interface ClaimContent {
  /** The claim's text. */
  readonly content: string;
  /** The claim's own wording of its negation, if it has one. */
  readonly negationContent?: string | null;
}

function leadingMarkers(id: string): number {
  let count = 0;
  while (id[count] === NEGATION_MARKER) count += 1;
  return count;
}

/**
 * The claim id behind a reference, with every leading '~' removed: `'~p1'` → `'p1'`,
 * `'p1'` → `'p1'`.
 */
export function baseClaimId(id: string): string {
  return id.slice(leadingMarkers(id));
}

/**
 * Whether a reference denotes a negation: an odd number of leading '~' (`'~p1'` yes, `'p1'` no;
 * a malformed `'~~p1'` is a double negation and so not negated).
 */
export function isNegatedId(id: string): boolean {
  return leadingMarkers(id) % 2 === 1;
}

/**
 * The reference to the negation of `id`: `'p1'` → `'~p1'`.
 *
 * Double negation cancels: `negationId('~p1')` → `'p1'`, so `negationId(negationId(x))` is the
 * normalised `x` and no `'~~'` reference is ever produced. (Idempotence, `'~p1'` → `'~p1'`, would
 * claim ¬¬p = ¬p; we chose the logically correct involution instead.) Input with several leading
 * '~' is first reduced by parity: `'~~p1'` → `'~p1'`.
 */
export function negationId(id: string): string {
  const base = baseClaimId(id);
  return isNegatedId(id) ? base : NEGATION_MARKER + base;
}

/**
 * The text of a claim's negation: its `negationContent` when that is present and not blank,
 * else 'It is not the case that ' plus the whole content lower-cased, exactly as the spec says
 * ("the lower-cased content"): `{ content: 'God exists' }` → 'It is not the case that god exists'.
 * The content is trimmed first.
 */
export function negationText(claim: ClaimContent): string {
  const own = claim.negationContent;
  if (own != null && own.trim() !== '') return own;
  return NEGATION_TEXT_PREFIX + claim.content.trim().toLowerCase();
}
