import { availableParallelism } from 'node:os';
import type { DatabaseTarget } from '../app/db.server.ts';

/**
 * How many server workers to run: `WEB_CONCURRENCY` when set (the usual name on hosting
 * platforms), else one per core. An in-memory SQLite database lives in one process, so it gets
 * exactly one worker — more would each see a different, empty database.
 *
 * @throws when `WEB_CONCURRENCY` is not a whole number from 1 to 64.
 */
export function workerCount(
  env: Record<string, string | undefined>,
  target: DatabaseTarget,
  cores: number = availableParallelism(),
): number {
  if (target.provider === 'sqlite' && target.path === ':memory:') return 1;
  const configured = env.WEB_CONCURRENCY?.trim();
  if (configured === undefined || configured === '') return Math.max(1, cores);
  const count = Number(configured);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${configured}"`);
  }
  return count;
}
