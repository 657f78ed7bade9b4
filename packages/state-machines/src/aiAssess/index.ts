export { aiAssessActorsFromClient } from './aiAssess.actors';
export { readAiEstimate } from './aiAssess.estimate';
export { aiAssessMachine } from './aiAssess.machine';
export * as aiAssessMessages from './aiAssess.messages';
export type {
  AiAssessContext,
  AiAssessEmitted,
  AiAssessEvent,
  AiAssessInput,
  AiBayesianEstimate,
  AiEstimate,
  AiTruthTableEstimate,
  AssessClaim,
  AssessMessage,
  AssessTabId,
  EstimateSettingsRequest,
  EstimateSettingsResponse,
} from './aiAssess.types';
