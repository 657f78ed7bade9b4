/**
 * `@credence/mocks/offline-ai-worker`: the offline AI functions behind a `worker_threads` message
 * port, so a server runs their CPU work off its request thread (the host's
 * `offlineWorker.server.ts` starts this file). Node only.
 *
 * Each message `{ id, call, body, options }` names one {@link OfflineAiCall}; the answer is
 * `{ id, ok: true, value }`, or `{ id, ok: false, message }` when the function threw.
 */
import { parentPort } from 'node:worker_threads';
import {
  assessArgument,
  estimateDependencies,
  estimateSettings,
  generateLinked,
  reconstructArgument,
  reconstructionReceipt,
  regiment,
  validateContent,
} from './offlineAi';

/**
 * The functions a worker runs, by name: the offline AI calls, and the engine's receipt of a
 * reconstruction (`reconstructionReceipt`), which a server computes for any provider's formulas
 * and whose countermodel search can take a while.
 */
const functions = {
  assessArgument,
  estimateDependencies,
  estimateSettings,
  generateLinked,
  reconstructArgument,
  reconstructionReceipt,
  regiment,
  validateContent,
} as const;

/** A function the worker runs. */
export type OfflineAiCall = keyof typeof functions;

/** A request to the worker. */
export interface OfflineAiJob {
  id: number;
  call: OfflineAiCall;
  body: unknown;
  /** The function's second argument, when it has one (`generateLinked`'s `ruleBased`). */
  options?: unknown;
}

/** The worker's answer to one job. */
export type OfflineAiResult =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string };

/** Runs one job (exported for tests; the port below calls it). */
export function runOfflineAiJob(job: OfflineAiJob): OfflineAiResult {
  try {
    const run = functions[job.call] as (body: unknown, options?: unknown) => unknown;
    if (typeof run !== 'function') throw new Error(`Unknown offline AI call "${job.call}"`);
    return { id: job.id, ok: true, value: run(job.body, job.options) };
  } catch (error) {
    return {
      id: job.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

parentPort?.on('message', (job: OfflineAiJob) => {
  parentPort?.postMessage(runOfflineAiJob(job));
});
