/**
 * The offline provider's formaliser: claims → formulas in the engine's syntax, source spans
 * into the submitted text, and the symbols' wordings. `reconstructArgument` formalises every
 * answer with it (`../reconstructionLogic.ts`); `placeClaims` also places a model's claims
 * whose spans do not fit the text.
 */
export {
  type ClaimSource,
  type Formalisation,
  type FormalisedClaim,
  type FormaliseInput,
  formalise,
} from './formalise';
export { normaliseWording } from './normalise';
export { placeClaims, type SourceSpan } from './spans';
