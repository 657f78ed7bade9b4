export {
  type ArgumentDraft,
  CONCLUSION_ID,
  draftToEditorArgument,
  isKept,
  mergeReconstruction,
  moveItem,
  premiseLabel,
  titleToSave,
} from './argumentDraft';
export { claimLogicFrom, isSavedPremise, logicToSave, NO_CLAIM_LOGIC } from './claimLogic';
export {
  CONCLUSION_PREFIXES,
  type ConclusionWording,
  conclusionWordingOf,
  plainConclusion,
  REFUTE_WORDINGS,
  SUPPORT_WORDINGS,
  setAffirmation,
  toggleConclusionWording,
  toggleRefuteWording,
  toggleShouldNotReject,
  withConclusionPrefix,
} from './conclusionWording';
export {
  blockingIssuesMessage,
  isBlockingIssue,
  issueLine,
  issuesConfirmationMessage,
} from './contentValidation';
export { editKeyEvent } from './editKeys';
export { missingPremiseOf, type ReceiptState, receiptOf, updatedReceipt } from './receipt';
export { reconstructionEditorActorsFromClient } from './reconstructionEditor.actors';
export { reconstructionEditorMachine } from './reconstructionEditor.machine';
export {
  NEW_ARGUMENT,
  RECONSTRUCTION_MESSAGES,
  RECONSTRUCTION_TIMEOUT_MS,
} from './reconstructionEditor.messages';
export {
  selectCanAssess,
  selectCanSave,
  selectCanToggleConclusionLock,
  selectHasUnsavedReconstruction,
  selectIsSaveBusy,
  selectReconstructionEmptyMessage,
  selectSaveLabel,
} from './reconstructionEditor.selectors';
export type {
  ClaimLogicInput,
  ClaimLogicToSave,
  ContentValidationIssue,
  ContentValidationResult,
  EditorClaimLogic,
  EditorConclusion,
  EditorPremise,
  EditTarget,
  LinkingMode,
  MissingPremiseKind,
  ReconstructedArgument,
  ReconstructedClaim,
  ReconstructInput,
  ReconstructionEditorContext,
  ReconstructionEditorEvent,
  ReconstructionEditorInput,
  ReconstructionLogicInfo,
  ReconstructionResult,
  ReconstructionResultClaim,
  ReconstructOutput,
  SaveReconstructionInput,
  SaveReconstructionLogic,
  SourceSpan,
  TextEdit,
  ValidateContentInput,
  ValidateContentOutput,
  VoiceTarget,
} from './reconstructionEditor.types';
