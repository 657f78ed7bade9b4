import type {
  PackedCalculatedValues,
  PackedEvaluationInput,
  PackedNetworkError,
  PackedNetworkInput,
  PremiseSensitivity,
  ScenarioBreakdown,
} from '@credence/engine';
import type { NetworkComputation } from '@credence/state-machines';

/**
 * The messages between the page and the evaluation worker (`evaluation.worker.ts`). One job is
 * one argument: its evaluation plus what the results panel derives from it, so the panel never
 * sorts a large table's scenarios on the main thread either; or one argument network: its
 * evaluation and sensitivity (the network view's figures).
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

/** Page → worker: evaluate this argument network. */
export interface NetworkRequest {
  id: number;
  network: PackedNetworkInput;
}

/** Worker → page: the network's figures, or why the engine refused it. */
export type NetworkResponse =
  | { id: number; computation: NetworkComputation }
  | { id: number; refusal: PackedNetworkError };
