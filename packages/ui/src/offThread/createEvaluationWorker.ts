/**
 * Starts the evaluation worker as a module worker. The `new URL(…, import.meta.url)` form is the
 * one bundlers (Vite, webpack) recognise: they emit the worker with its imports. The package's
 * build emits it as `dist/evaluation.worker.js` beside its chunks and rewrites this URL to it
 * (`workerEntries` and `workerUrlPlugin` in scripts/moduleEntries.ts).
 */
export function createEvaluationWorker(): Worker {
  return new Worker(new URL('./evaluation.worker.ts', import.meta.url), {
    type: 'module',
    name: 'credence-evaluation',
  });
}
