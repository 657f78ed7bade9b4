export {
  type InferenceDialogActorsOptions,
  inferenceDialogActorsFromClient,
} from './inferenceDialog.actors';
export { inferenceDialogMachine } from './inferenceDialog.machine';
export * as inferenceDialogMessages from './inferenceDialog.messages';
export {
  bayesianAlarm,
  type DialogTabDbStatus,
  dialogCanSave,
  dialogHeaderStatus,
  dialogHeaderText,
  dialogSaveButtonLabel,
  dialogTabDbStatus,
  type InferenceDialogSnapshot,
  shownBayesianSliders,
  shownRowValues,
  valueDerivedFrom,
} from './inferenceDialog.selectors';
export { hasDemonstrationTab } from './inferenceDialog.settings';
export {
  type NearZeroRow,
  type TruthTableChecks,
  truthTableChecks,
} from './inferenceDialog.tableChecks';
export type {
  DialogBayesianData,
  DialogBayesianSliders,
  DialogCalculatedSummary,
  DialogClaim,
  DialogConditionalRecord,
  DialogDependencySettings,
  DialogEvaluationMode,
  DialogFallbackData,
  DialogHeaderStatus,
  DialogPremise,
  DialogRowValues,
  DialogTabErrors,
  DialogTabSettings,
  DialogToast,
  DialogTruthTableData,
  DialogUserArgumentRecord,
  DialogValueOrigin,
  DialogValueOrigins,
  InferenceDialogContext,
  InferenceDialogEmitted,
  InferenceDialogEvent,
  InferenceDialogInput,
  InferenceDialogTab,
  LoadConditionalsInput,
  LoadDialogDependenciesInput,
  LoadUserArgumentInput,
  SaveBayesianToDbInput,
  SaveDialogDependenciesInput,
  SaveDialogSettingsInput,
  SaveFallbackToDbInput,
  SaveTruthTableToDbInput,
  StoredDialogTabSettings,
} from './inferenceDialog.types';
