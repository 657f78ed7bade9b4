export { proofLoaderActorsFromClient } from './proofLoader.actors';
export { proofLoaderMachine } from './proofLoader.machine';
export {
  PROOF_LOADER_MESSAGES,
  proofApiErrorMessage,
  validProofHeader,
} from './proofLoader.messages';
export { isReadableProofText, parseSavedProof } from './proofLoader.parse';
export type {
  LoadSavedProofInput,
  LoadSavedProofOutput,
  ParsedProof,
  ParsedProofLine,
  ParsedSubproof,
  ProofLoaderContext,
  ProofLoaderEvent,
  ProofLoaderInput,
  SavedProofLine,
  SavedProofState,
  SavedSubproof,
} from './proofLoader.types';
