/**
 * The offline provider's formaliser: claims → formulas in the engine's syntax, source spans
 * into the submitted text, and the symbols' wordings. Not wired into `reconstructArgument` yet.
 */
export {
  type ClaimSource,
  type Formalisation,
  type FormalisedClaim,
  type FormaliseInput,
  formalise,
} from './formalise';
export { normaliseWording } from './normalise';
export type { SourceSpan } from './spans';
