import cluster, { type Worker } from 'node:cluster';

/** How often a worker says it is alive. */
export const HEARTBEAT_INTERVAL_MS = 1_000;

/** How long a worker may go without a heartbeat before it is replaced (`WORKER_STALL_SECONDS`). */
export const DEFAULT_STALL_SECONDS = 30;

const HEARTBEAT = 'credence:heartbeat';

/**
 * The worker's side: a message to the supervisor every {@link HEARTBEAT_INTERVAL_MS}. It comes
 * from a timer on the worker's event loop, so it stops exactly when the worker stops answering
 * requests — a request that computes for minutes, an endless loop, a stopped process.
 */
export function startHeartbeat(intervalMs: number = HEARTBEAT_INTERVAL_MS): void {
  const beat = () => process.send?.({ type: HEARTBEAT });
  beat();
  setInterval(beat, intervalMs).unref();
}

/** `WORKER_STALL_SECONDS` read as seconds, or the default; refuses anything but a positive number. */
export function stallTimeoutMs(env: Record<string, string | undefined>): number {
  const configured = env.WORKER_STALL_SECONDS?.trim();
  if (configured === undefined || configured === '') return DEFAULT_STALL_SECONDS * 1000;
  const seconds = Number(configured);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(
      `WORKER_STALL_SECONDS must be a number of seconds from 1 to 3600, not "${configured}"`,
    );
  }
  return seconds * 1000;
}

/**
 * The supervisor's side: kills (SIGKILL) a worker whose heartbeat is older than `stallMs`, so the
 * supervisor's exit handler replaces it. A worker is watched from its first heartbeat on (after
 * it has loaded the app and listens), so a slow start is not taken for a hang. `onStall` is told
 * first, for the log.
 */
export function watchHeartbeats(
  stallMs: number,
  onStall: (worker: Worker, silentMs: number) => void,
): () => void {
  const lastBeat = new Map<number, number>();
  const onMessage = (worker: Worker, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === HEARTBEAT) {
      lastBeat.set(worker.id, Date.now());
    }
  };
  const onExit = (worker: Worker) => lastBeat.delete(worker.id);
  cluster.on('message', onMessage);
  cluster.on('exit', onExit);
  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const [id, beat] of lastBeat) {
        const worker = cluster.workers?.[id];
        if (!worker || now - beat <= stallMs) continue;
        lastBeat.delete(id);
        onStall(worker, now - beat);
        worker.process.kill('SIGKILL');
      }
    },
    Math.min(HEARTBEAT_INTERVAL_MS, stallMs / 4),
  );
  timer.unref();
  return () => {
    clearInterval(timer);
    cluster.off('message', onMessage);
    cluster.off('exit', onExit);
  };
}
