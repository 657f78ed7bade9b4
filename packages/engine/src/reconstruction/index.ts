/**
 * Reconstruction: the logic receipt of a reconstructed argument — parses, validity with a
 * counterexample, premises needed, consistency with a minimal conflicting set, circularity and
 * a missing premise verified by the engine — and its sentences.
 */
export { checkReconstruction } from './checkReconstruction';
export {
  type FormulaMeasure,
  measureFormulas,
  RECEIPT_BUDGET,
  withinReceiptBudget,
} from './receiptBudget';
export { type ReceiptCheck, type ReceiptSentence, receiptSentences } from './receiptSentences';
export type {
  CircularityCheck,
  ClaimParse,
  ConsistencyCheck,
  MissingPremise,
  MissingPremiseCheck,
  NotApplicableReason,
  ParsesCheck,
  PremiseNeed,
  PremisesNeededCheck,
  ReconstructionConclusion,
  ReconstructionCounterexample,
  ReconstructionInput,
  ReconstructionPremise,
  ReconstructionReceipt,
  ValidityCheck,
} from './types';
