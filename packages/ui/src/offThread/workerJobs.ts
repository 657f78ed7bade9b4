/**
 * The page's side of a worker that runs one job at a time, the latest request first: what the
 * evaluation and the network computations share (`offThreadEvaluator.ts`, `offThreadNetwork.ts`).
 */

/** Runs jobs in a Web Worker, the latest request first. */
export interface WorkerJobs<Input, Output> {
  /**
   * Runs `input` in the worker. The latest request wins: while a job runs, a newer request
   * replaces the one waiting behind it (which rejects with an `AbortError`), so a slider drag
   * queues at most one job behind the running one. Aborting `signal` drops the request. Where no
   * worker can run (server rendering, a runtime without `Worker`, a worker that failed to start
   * or crashed), the job runs on the calling thread instead.
   */
  run(input: Input, signal?: AbortSignal): Promise<Output>;
  /** Whether requests go to a worker: false once it proved unavailable. */
  readonly offThread: boolean;
  /** Stops the worker and drops waiting requests; a later request starts a new worker. */
  dispose(): void;
}

/** How {@link createWorkerJobs} talks to its worker. */
export interface WorkerJobsOptions<Input, Output, Response extends { id: number }> {
  /** Starts the worker (with the first request). */
  createWorker: () => Worker;
  /** The message that asks the worker for job `id`, and the arrays it may transfer. */
  request(id: number, input: Input): { message: unknown; transfer?: Transferable[] };
  /** The job's output from the worker's answer; throws for an answer that is a refusal. */
  answer(response: Response, input: Input): Output;
  /** The job done on the calling thread, where no worker runs. */
  onPage(input: Input): Output;
  /** What a job is called in a dropped request's `AbortError`: "evaluation", say. */
  noun: string;
}

interface Job<Input, Output> {
  id: number;
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

function abortError(message: string): Error {
  return new DOMException(message, 'AbortError');
}

/** A {@link WorkerJobs}. The worker starts with the first request. */
export function createWorkerJobs<Input, Output, Response extends { id: number }>(
  options: WorkerJobsOptions<Input, Output, Response>,
): WorkerJobs<Input, Output> {
  let worker: Worker | null = null;
  let unavailable = typeof Worker === 'undefined';
  let running: Job<Input, Output> | null = null;
  let waiting: Job<Input, Output> | null = null;
  let nextId = 1;

  function started(): Worker | null {
    if (worker || unavailable) return worker;
    try {
      const created = options.createWorker();
      created.onmessage = (event: MessageEvent<Response>) => answered(event.data);
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

  function answered(response: Response): void {
    const job = running;
    running = null;
    if (job && job.id === response.id) settle(job, () => options.answer(response, job.input));
    sendWaiting();
  }

  function settle(job: Job<Input, Output>, output: () => Output): void {
    try {
      job.resolve(output());
    } catch (error) {
      job.reject(error);
    }
  }

  function sendWaiting(): void {
    if (running || !waiting || !worker) return;
    const job = waiting;
    waiting = null;
    running = job;
    try {
      const { message, transfer = [] } = options.request(job.id, job.input);
      worker.postMessage(message, transfer);
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
    const jobs = [running, waiting].filter((job): job is Job<Input, Output> => job !== null);
    running = null;
    waiting = null;
    for (const job of jobs) settle(job, () => options.onPage(job.input));
  }

  return {
    get offThread() {
      return !unavailable;
    },
    run(input, signal) {
      return new Promise<Output>((resolve, reject) => {
        const cancelled = `The ${options.noun} was cancelled.`;
        if (signal?.aborted) {
          reject(abortError(cancelled));
          return;
        }
        const job: Job<Input, Output> = { id: nextId++, input, resolve, reject };
        if (!started()) {
          settle(job, () => options.onPage(input));
          return;
        }
        signal?.addEventListener(
          'abort',
          () => {
            // A waiting job is dropped; a running one finishes in the worker, unread.
            if (waiting === job) waiting = null;
            reject(abortError(cancelled));
          },
          { once: true },
        );
        waiting?.reject(abortError(`A newer ${options.noun} replaced this one.`));
        waiting = job;
        sendWaiting();
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const job of [running, waiting])
        job?.reject(abortError(`The ${options.noun} was stopped.`));
      running = null;
      waiting = null;
    },
  };
}
