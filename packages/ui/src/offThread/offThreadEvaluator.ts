import {
  type CalculatedValues,
  type EvaluationInput,
  evaluateArgument,
  packEvaluationInput,
  unpackCalculatedValues,
} from '@credence/engine';
import { createEvaluationWorker } from './createEvaluationWorker';
import { rememberPanelData } from './panelData';
import type { EvaluationRequest, EvaluationResponse } from './protocol';
import { createWorkerJobs } from './workerJobs';

/** Evaluates arguments in a Web Worker, the latest request first. */
export interface OffThreadEvaluator {
  /**
   * Evaluates `input` in the worker. The latest request wins: while a job runs, a newer request
   * replaces the one waiting behind it (which rejects with an `AbortError`), so a slider drag
   * queues at most one evaluation behind the running one. Aborting `signal` drops the request.
   * Where no worker can run (server rendering, a runtime without `Worker`, a worker that failed
   * to start), the evaluation runs on the calling thread instead.
   */
  evaluate(input: EvaluationInput, signal?: AbortSignal): Promise<CalculatedValues>;
  /** Whether requests go to a worker: false once it proved unavailable. */
  readonly offThread: boolean;
  /** Stops the worker and drops waiting requests; a later request starts a new worker. */
  dispose(): void;
}

/** Options of {@link createOffThreadEvaluator}. */
export interface OffThreadEvaluatorOptions {
  /** Starts the worker; default the package's evaluation worker. */
  createWorker?: () => Worker;
}

/**
 * An {@link OffThreadEvaluator}. The worker starts with the first request. Results carry the
 * panel data the worker computed with them (`panelDataOf`), so the results panel does not redo
 * it on the page.
 */
export function createOffThreadEvaluator(
  options: OffThreadEvaluatorOptions = {},
): OffThreadEvaluator {
  const jobs = createWorkerJobs<EvaluationInput, CalculatedValues, EvaluationResponse>({
    createWorker: options.createWorker ?? createEvaluationWorker,
    noun: 'evaluation',
    request: (id, input): { message: EvaluationRequest } => ({
      message: { id, packed: packEvaluationInput(input) },
    }),
    answer(response, input) {
      if (!('result' in response)) throw new Error(response.error);
      const values = unpackCalculatedValues(response.result, input);
      rememberPanelData(values, response.panel);
      return values;
    },
    onPage: evaluateArgument,
  });
  return {
    get offThread() {
      return jobs.offThread;
    },
    evaluate: jobs.run,
    dispose: jobs.dispose,
  };
}
