import cluster, { type Worker } from 'node:cluster';
import { watchHeartbeats } from './heartbeat.ts';

/** A worker's message: it has loaded the app and waits for {@link GO} to listen. */
const LOADED = 'credence:loaded';
/** The supervisor's answer once the database is migrated and seeded. */
const GO = 'credence:listen';
/** A worker's message: it listens. */
const LISTENING = 'credence:listening';

/**
 * The worker's side of the start: says it has loaded the app, then waits until the supervisor
 * has prepared the database (at once for a worker started later, to replace one).
 */
export function databaseReady(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type !== GO) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    // A supervisor that has exited meanwhile (its start failed) has said why: leave quietly.
    process.send?.({ type: LOADED }, (error: Error | null) => {
      if (error) process.exit(0);
    });
  });
}

/** The worker's side of its listening: tells the supervisor, which says so once (`main.ts`). */
export function announceListening(): void {
  process.send?.({ type: LISTENING });
}

/** Restarts within this window count as a crash loop. */
const CRASH_WINDOW_MS = 60_000;
/** Crashes within the window after which the supervisor gives up (and exits with an error). */
const MAX_CRASHES = 10;
/** Longest wait for workers to finish in-flight requests on shutdown. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Runs `count` server workers, each listening once `ready` (the database's preparation) has
 * resolved, and replaces any that dies unexpectedly — out of memory, a native
 * crash, `kill -9` — or stops answering: a worker without a heartbeat for `stallMs`
 * (`WORKER_STALL_SECONDS`, see `heartbeat.ts`) is killed and replaced, so one request that
 * blocks its event loop cannot take the site down for good. SIGTERM/SIGINT are
 * passed on to the workers, which finish their in-flight requests and exit; then so does this
 * process. A worker crashing more than {@link MAX_CRASHES} times a minute stops everything
 * rather than spinning. `onListening` runs when the first worker listens.
 */
export function supervise(
  count: number,
  stallMs: number,
  ready: Promise<unknown>,
  /** Called once, when the first worker listens (not again for a replacement). */
  onListening: () => void = () => {},
): void {
  let listening = false;
  let stopping = false;
  const crashes: number[] = [];
  const stopWatching = watchHeartbeats(stallMs, (worker, silentMs) => {
    console.error(
      `Server worker ${worker.process.pid} stopped answering (no heartbeat for ${Math.round(silentMs / 1000)} s); replacing it.`,
    );
  });

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      const type = (message as { type?: unknown } | null)?.type;
      if (type === LISTENING && !listening) {
        listening = true;
        onListening();
      }
      if (type !== LOADED) return;
      // A failed preparation ends the start (`main.ts`): nothing to tell the worker then.
      ready.then(
        () => worker.isConnected() && worker.send({ type: GO }),
        () => {},
      );
    });
  };
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
