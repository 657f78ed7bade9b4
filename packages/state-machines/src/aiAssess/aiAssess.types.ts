/** Which tab asks the AI: the Bayesian sliders or the truth-table rows. */
export type AssessTabId = 'BAYESIAN' | 'TRUTH_TABLE';

/** A claim's id and text, as the AI reads it (the api's `ClaimText`). */
export interface AssessClaim {
  id: string;
  content: string;
}

/** The Bayesian sliders an estimate carries (the api's `BayesianEstimate`). */
export interface AiBayesianEstimate {
  /** Premise id → P(C | premise). */
  conditionalProbabilities: Record<string, number>;
  /** Premise id → P(C | ¬premise). */
  reverseConditionalProbabilities: Record<string, number>;
}

/** A truth table an estimate carries: row key (`'110'`) → P(C | row). */
export interface AiTruthTableEstimate {
  rowValues: Record<string, number>;
}

/**
 * Input of the `estimateSettings` actor: the body of POST /api/ai/estimate-settings
 * (the api's `EstimateSettingsRequest`).
 */
export interface EstimateSettingsRequest {
  currentTabId: AssessTabId;
  premises: AssessClaim[];
  conclusion: AssessClaim;
  modelId: string;
  userEvaluations: unknown[];
}

/**
 * Output of the `estimateSettings` actor: the answer of POST /api/ai/estimate-settings
 * (the api's `EstimateSettingsResponse`). The data is read from `settings.*` first, then from the
 * top level; a non-empty `error` with no data is a failure.
 */
export interface EstimateSettingsResponse {
  settings?: {
    bayesianNetworkData?: Partial<AiBayesianEstimate>;
    truthTableData?: Partial<AiTruthTableEstimate>;
  };
  bayesianNetworkData?: Partial<AiBayesianEstimate>;
  truthTableData?: Partial<AiTruthTableEstimate>;
  error?: string;
}

/** What a successful assessment produced, ready for the tab to apply. */
export type AiEstimate =
  | { tabId: 'BAYESIAN'; bayesianNetworkData: AiBayesianEstimate }
  | { tabId: 'TRUTH_TABLE'; truthTableData: AiTruthTableEstimate };

/** The message strip under the AI Assess button. */
export interface AssessMessage {
  kind: 'info' | 'success' | 'error';
  text: string;
}

/** Input of {@link aiAssessMachine}. */
export interface AiAssessInput {
  tabId: AssessTabId;
  premises: AssessClaim[];
  conclusion: AssessClaim;
  /** The picked model; `DEFAULT_AI_MODEL` (gpt-4o-mini) when absent. */
  modelId?: string;
  userEvaluations?: unknown[];
}

/** Context of {@link aiAssessMachine}. */
export interface AiAssessContext {
  tabId: AssessTabId;
  premises: AssessClaim[];
  conclusion: AssessClaim;
  modelId: string;
  userEvaluations: unknown[];
  /** The strip's message: progress while assessing, then the outcome for 5 s; null when hidden. */
  message: AssessMessage | null;
  /** The last successful estimate (also emitted as `estimated`). */
  estimate: AiEstimate | null;
}

/** Events of {@link aiAssessMachine}. */
export type AiAssessEvent =
  /** The AI Assess button. Refused while running or with no premises. */
  | { type: 'ASSESS' }
  /** The model picker. */
  | { type: 'SET_MODEL'; modelId: string }
  /** The argument changed (premises, conclusion, the user's evaluations). */
  | {
      type: 'SET_ARGUMENT';
      premises: AssessClaim[];
      conclusion: AssessClaim;
      userEvaluations?: unknown[];
    };

/** Emitted by {@link aiAssessMachine} when an estimate arrives, for the tab to apply. */
export type AiAssessEmitted = { type: 'estimated'; estimate: AiEstimate };
