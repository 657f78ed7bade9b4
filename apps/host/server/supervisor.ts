import cluster, { type Worker } from 'node:cluster';
import { watchHeartbeats } from './heartbeat.ts';

/** Restarts within this window count as a crash loop. */
const CRASH_WINDOW_MS = 60_000;
/** Crashes within the window after which the supervisor gives up (and exits with an error). */
const MAX_CRASHES = 10;
/** Longest wait for workers to finish in-flight requests on shutdown. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Runs `count` server workers and replaces any that dies unexpectedly — out of memory, a native
 * crash, `kill -9` — or stops answering: a worker without a heartbeat for `stallMs`
 * (`WORKER_STALL_SECONDS`, see `heartbeat.ts`) is killed and replaced, so one request that
 * blocks its event loop cannot take the site down for good. SIGTERM/SIGINT are
 * passed on to the workers, which finish their in-flight requests and exit; then so does this
 * process. A worker crashing more than {@link MAX_CRASHES} times a minute stops everything
 * rather than spinning.
 */
export function supervise(count: number, stallMs: number): void {
  let stopping = false;
  const crashes: number[] = [];
  const stopWatching = watchHeartbeats(stallMs, (worker, silentMs) => {
    console.error(
      `Server worker ${worker.process.pid} stopped answering (no heartbeat for ${Math.round(silentMs / 1000)} s); replacing it.`,
    );
  });

  const fork = () => cluster.fork();
  for (let i = 0; i < count; i++) fork();

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes.length > 0 && (crashes[0] ?? now) < now - CRASH_WINDOW_MS) crashes.shift();
    console.error(
      `Server worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another.`,
    );
    if (crashes.length > MAX_CRASHES) {
      console.error(`Workers crashed ${crashes.length} times in a minute; stopping.`);
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stopWatching();
    console.log(`${signal}: finishing in-flight requests, then stopping.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
