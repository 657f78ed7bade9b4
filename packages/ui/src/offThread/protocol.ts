import type {
  PackedCalculatedValues,
  PackedEvaluationInput,
  PremiseSensitivity,
  ScenarioBreakdown,
} from '@credence/engine';

/**
 * The messages between the page and the evaluation worker (`evaluation.worker.ts`). One job is
 * one argument: its evaluation plus what the results panel derives from it, so the panel never
 * sorts a large table's scenarios on the main thread either.
 */

/** What the results panel shows beside the evaluation: the scenario list and the sensitivity bars. */
export interface PanelData {
  /** `scenarioBreakdown` in contribution order. */
  breakdown: ScenarioBreakdown;
  /** `premiseSensitivity`. */
  sensitivity: PremiseSensitivity[];
}

/** Page → worker: evaluate this input. */
export interface EvaluationRequest {
  id: number;
  packed: PackedEvaluationInput;
}

/** Worker → page: the job's result, or the engine's error message. */
export type EvaluationResponse =
  | { id: number; result: PackedCalculatedValues['result']; panel: PanelData }
  | { id: number; error: string };
