/** The text shown for a claim reference, positive or negated. */
import { baseClaimId, type ClaimContent, isNegatedId, negationText } from './negation';

/** Claims by id, as a plain record or a Map. */
export type ClaimLookup =
  | Readonly<Record<string, ClaimContent>>
  | ReadonlyMap<string, ClaimContent>;

/** Shown for a positive reference to a claim that is not in the lookup: `[Missing claim: p1]`. */
export function missingClaimText(id: string): string {
  return `[Missing claim: ${id}]`;
}

/**
 * Shown for a negated reference to a claim that is not in the lookup, given the id of the
 * unknown (negated) claim without '~': `[Negation of unknown claim p1]`.
 */
export function unknownNegationText(baseId: string): string {
  return `[Negation of unknown claim ${baseId}]`;
}

function findClaim(claims: ClaimLookup, id: string): ClaimContent | undefined {
  if (claims instanceof Map) return claims.get(id);
  const record = claims as Readonly<Record<string, ClaimContent>>;
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

/**
 * The text for a claim reference.
 *
 * - `'p1'`: the claim's content, or `[Missing claim: p1]` when `p1` is unknown.
 * - `'~p1'`: {@link negationText} of claim `p1`, or `[Negation of unknown claim p1]` when `p1` is
 *   unknown. The `{id}` there is the id of the unknown claim, without '~': the words "Negation
 *   of" already say it is negated, and the claim that is unknown is `p1`, not `~p1`.
 *
 * References with several leading '~' are reduced by parity (see `isNegatedId`). Record lookups
 * use own properties only, so ids such as `'constructor'` are missing unless present.
 */
export function claimText(id: string, claims: ClaimLookup): string {
  const baseId = baseClaimId(id);
  const claim = findClaim(claims, baseId);
  if (isNegatedId(id)) {
    return claim === undefined ? unknownNegationText(baseId) : negationText(claim);
  }
  return claim === undefined ? missingClaimText(id) : claim.content;
}
