/**
 * The offline AI worker: answers as the offline functions do, keeps the request thread free
 * while a job computes, and gets rid of a job (and its worker) whose deadline passes.
 */
import { assessArgument, generateLinked } from '@credence/mocks/offline-ai';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineAiWorker } from './offlineWorker.server.ts';

/** A stand-in worker: `assessArgument` spins for `body.ms` milliseconds, then answers its body. */
const SPINNING_WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    parentPort.on('message', (job) => {
      const until = Date.now() + job.body.ms;
      while (Date.now() < until) {}
      parentPort.postMessage({ id: job.id, ok: true, value: job.body });
    });
  `)}`,
);

const workers: OfflineAiWorker[] = [];
function startWorker(script?: () => string | URL) {
  const worker = new OfflineAiWorker(script);
  workers.push(worker);
  return worker;
}
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.close()));
});

const argument = {
  title: 'Rain',
  description: '',
  type: 'INDUCTIVE' as const,
  premises: [{ content: 'Dark clouds are gathering.' }, { content: 'The barometer is falling.' }],
  conclusion: { content: 'It will rain.' },
};

describe('OfflineAiWorker', () => {
  it('answers as the offline functions do, with their options, in order', async () => {
    const worker = startWorker();
    const linked = {
      mode: 'refute' as const,
      conclusion: 'It will rain.',
      userInstructions: '',
      model: 'gpt-4o',
    };
    const [assessment, byRules] = await Promise.all([
      worker.run('assessArgument', { argument, mode: 'single' }),
      worker.run('generateLinked', linked, { ruleBased: true }),
    ]);
    expect(assessment).toEqual(assessArgument({ argument, mode: 'single' }));
    expect(byRules).toEqual(generateLinked(linked, { ruleBased: true }));
    expect(worker.started).toBe(1);
  });

  it('keeps the request thread free while a job computes', async () => {
    const worker = startWorker(() => SPINNING_WORKER);
    const job = worker.run('assessArgument', { ms: 1_500 });
    // Timers on this thread keep firing on time while the worker spins.
    const lags: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      lags.push(performance.now() - start - 20);
    }
    expect(Math.max(...lags)).toBeLessThan(500);
    expect(await job).toEqual({ ms: 1_500 });
  });

  it('drops a job whose deadline passes, ending its worker; the next job runs on a new one', async () => {
    const worker = startWorker(() => SPINNING_WORKER);
    const deadline = new AbortController();
    const stuck = worker.run('assessArgument', { ms: 60_000 }, undefined, deadline.signal);
    const queued = new AbortController();
    const waiting = worker.run('assessArgument', { ms: 1 }, undefined, queued.signal);
    const after = worker.run('assessArgument', { ms: 1 });
    queued.abort(new Error('gone before it ran'));
    await expect(waiting).rejects.toThrow('gone before it ran');
    deadline.abort(new Error('too late'));
    await expect(stuck).rejects.toThrow('too late');
    expect(await after).toEqual({ ms: 1 });
    expect(worker.started).toBe(2);
  });
});
