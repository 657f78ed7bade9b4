export { type EvaluatorActorsOptions, evaluatorActorsFromClient } from './evaluator.actors';
export type { EvaluatorConstraintSystemMode } from './evaluator.constraints';
export { DEDUCTIVE_CONCLUSION_VALUES } from './evaluator.edits';
export { evaluatorMachine } from './evaluator.machine';
export * as evaluatorMessages from './evaluator.messages';
export {
  type EvaluatorEvaluationState,
  type EvaluatorSnapshot,
  selectConstraintSystemMode,
  selectConstraintsPending,
  selectDependencySettings,
  selectDialecticManager,
  selectDisplayMode,
  selectEvaluationState,
  selectInferenceStrength,
  selectOverriddenPremiseIds,
  selectSaveButton,
  selectScreenMessage,
} from './evaluator.selectors';
export type {
  EvaluatorArgument,
  EvaluatorClaimProbability,
  EvaluatorConclusion,
  EvaluatorConditionalMap,
  EvaluatorConstraintState,
  EvaluatorContext,
  EvaluatorCounterexampleData,
  EvaluatorDependencyMap,
  EvaluatorDialecticalRelationship,
  EvaluatorEmitted,
  EvaluatorEvent,
  EvaluatorInput,
  EvaluatorModeSettings,
  EvaluatorPendingSave,
  EvaluatorPremise,
  EvaluatorSavedEvaluation,
  EvaluatorSettingsByMode,
  EvaluatorToast,
  EvaluatorToastDuration,
  EvaluatorUserSettings,
  EvaluatorVisibility,
  LoadEvaluatorArgumentInput,
  LoadEvaluatorArgumentOutput,
  SaveEvaluationInput,
  SaveEvaluationOutput,
  StoredEvaluationMode,
  UpdateUserArgumentInput,
  UpdateUserArgumentOutput,
} from './evaluator.types';
