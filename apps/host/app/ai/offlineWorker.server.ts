/**
 * Runs the offline AI functions on a worker thread (`@credence/mocks/offline-ai-worker`), off the
 * request thread: however long one call takes, the event loop keeps answering everyone else's
 * requests (reads, saves, sign-ins). Before this, a burst of offline calls from one account held
 * every other request of the process behind their CPU work. The same worker computes the engine's
 * receipt of a reconstruction (`reconstructionReceipt` jobs, `receipt.server.ts`) for whichever
 * provider formalised it: a predicate argument's countermodel search can take a while too.
 *
 * One worker per server process, started on first use, runs one job at a time; jobs wait in
 * order. A job whose signal aborts (the `AI_TIMEOUT_MS` deadline) leaves the queue, or, when it
 * is running, ends the worker (a thread cannot be interrupted otherwise); the next job starts a
 * fresh one. A worker that crashes rejects its job and is replaced the same way. The worker does
 * not keep the process alive.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type {
  OfflineAiCall,
  OfflineAiJob,
  OfflineAiResult,
} from '@credence/mocks/offline-ai-worker';

interface Pending {
  job: OfflineAiJob;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/** The worker script, resolved as the host resolves its other `@credence/mocks` entries. */
function workerScript(): string {
  return createRequire(import.meta.url).resolve('@credence/mocks/offline-ai-worker');
}

/** A queue of offline AI jobs in front of one worker thread. */
export class OfflineAiWorker {
  private worker: Worker | undefined;
  private running: Pending | undefined;
  private readonly queue: Pending[] = [];
  private nextId = 1;
  /** Workers started so far (a test reads it to see a stuck one was replaced). */
  started = 0;

  constructor(private readonly script: () => string | URL = workerScript) {}

  /** Runs `call(body, options)` on the worker; rejects with the signal's reason when it aborts. */
  run(
    call: OfflineAiCall,
    body: unknown,
    options?: unknown,
    signal?: AbortSignal,
  ): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        job: { id: this.nextId++, call, body, ...(options === undefined ? {} : { options }) },
        resolve,
        reject,
        signal,
        onAbort: () => this.abort(pending),
      };
      signal?.addEventListener('abort', pending.onAbort, { once: true });
      this.queue.push(pending);
      this.pump();
    });
  }

  /** Ends the worker (tests; a server process ends with it anyway). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private pump(): void {
    if (this.running || this.queue.length === 0) return;
    const next = this.queue.shift()!;
    this.running = next;
    this.ensureWorker().postMessage(next.job);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script());
    this.started++;
    worker.unref();
    worker.on('message', (result: OfflineAiResult) => {
      const pending = this.running;
      if (!pending || pending.job.id !== result.id) return;
      this.finish(pending);
      if (result.ok) pending.resolve(result.value);
      else pending.reject(new Error(`Offline AI failed: ${result.message}`));
      this.pump();
    });
    const lost = (error: unknown) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const pending = this.running;
      if (pending) {
        this.finish(pending);
        pending.reject(error instanceof Error ? error : new Error('The offline AI worker stopped'));
      }
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', () => lost(new Error('The offline AI worker stopped')));
    this.worker = worker;
    return worker;
  }

  private finish(pending: Pending): void {
    pending.signal?.removeEventListener('abort', pending.onAbort);
    if (this.running === pending) this.running = undefined;
  }

  private abort(pending: Pending): void {
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      pending.reject(pending.signal?.reason);
      return;
    }
    if (this.running !== pending) return;
    // A running job cannot be interrupted: end its worker; the next job starts another.
    this.finish(pending);
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    pending.reject(pending.signal?.reason);
    this.pump();
  }
}

let shared: OfflineAiWorker | undefined;

/** The process's offline AI worker. */
export function offlineAiWorker(): OfflineAiWorker {
  shared ??= new OfflineAiWorker();
  return shared;
}
