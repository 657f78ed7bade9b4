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

interface Job {
  id: number;
  input: EvaluationInput;
  resolve: (values: CalculatedValues) => void;
  reject: (error: unknown) => void;
}

function abortError(message: string): Error {
  return new DOMException(message, 'AbortError');
}

/**
 * An {@link OffThreadEvaluator}. The worker starts with the first request. Results carry the
 * panel data the worker computed with them (`panelDataOf`), so the results panel does not redo
 * it on the page.
 */
export function createOffThreadEvaluator(
  options: OffThreadEvaluatorOptions = {},
): OffThreadEvaluator {
  let worker: Worker | null = null;
  let unavailable = typeof Worker === 'undefined';
  let running: Job | null = null;
  let waiting: Job | null = null;
  let nextId = 1;

  function started(): Worker | null {
    if (worker || unavailable) return worker;
    try {
      const created = (options.createWorker ?? createEvaluationWorker)();
      created.onmessage = (event: MessageEvent<EvaluationResponse>) => answered(event.data);
      created.onerror = (event) => {
        event.preventDefault();
        giveUp();
      };
      worker = created;
    } catch {
      unavailable = true;
    }
    return worker;
  }

  function answered(response: EvaluationResponse): void {
    const job = running;
    running = null;
    if (job && job.id === response.id) {
      if ('error' in response) job.reject(new Error(response.error));
      else {
        const values = unpackCalculatedValues(response.result, job.input);
        rememberPanelData(values, response.panel);
        job.resolve(values);
      }
    }
    sendWaiting();
  }

  function sendWaiting(): void {
    if (running || !waiting || !worker) return;
    const job = waiting;
    waiting = null;
    running = job;
    const request: EvaluationRequest = { id: job.id, packed: packEvaluationInput(job.input) };
    try {
      worker.postMessage(request);
    } catch (error) {
      // An input the structured clone refuses (a function in it, say): this job only.
      running = null;
      job.reject(error);
      sendWaiting();
    }
  }

  /** The worker could not load or crashed: its jobs, and every later one, run on the page. */
  function giveUp(): void {
    unavailable = true;
    worker?.terminate();
    worker = null;
    const jobs = [running, waiting].filter((job): job is Job => job !== null);
    running = null;
    waiting = null;
    for (const job of jobs) onPage(job);
  }

  function onPage(job: Job): void {
    try {
      job.resolve(evaluateArgument(job.input));
    } catch (error) {
      job.reject(error);
    }
  }

  return {
    get offThread() {
      return !unavailable;
    },
    evaluate(input, signal) {
      return new Promise<CalculatedValues>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortError('The evaluation was cancelled.'));
          return;
        }
        const job: Job = { id: nextId++, input, resolve, reject };
        if (!started()) {
          onPage(job);
          return;
        }
        signal?.addEventListener(
          'abort',
          () => {
            // A waiting job is dropped; a running one finishes in the worker, unread.
            if (waiting === job) waiting = null;
            reject(abortError('The evaluation was cancelled.'));
          },
          { once: true },
        );
        waiting?.reject(abortError('A newer evaluation replaced this one.'));
        waiting = job;
        sendWaiting();
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const job of [running, waiting]) job?.reject(abortError('The evaluator was disposed.'));
      running = null;
      waiting = null;
    },
  };
}
