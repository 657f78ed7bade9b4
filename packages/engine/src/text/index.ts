/** Claim text helpers: negation references, claim texts and claim id validity. */
export { isUsableClaimId } from './claimId';
export { type ClaimLookup, claimText, missingClaimText, unknownNegationText } from './claims';
export {
  baseClaimId,
  type ClaimContent,
  isNegatedId,
  NEGATION_MARKER,
  NEGATION_TEXT_PREFIX,
  negationId,
  negationText,
} from './negation';
