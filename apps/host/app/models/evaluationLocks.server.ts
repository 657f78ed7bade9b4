/**
 * Where an evaluation's locks live: in its `evaluationSettings` JSON column, under one reserved
 * key beside the modes' settings (no column of their own: the JSON suffices, and every database
 * keeps them without a migration). The API keeps them apart — `locks` in the save's body and in
 * the evaluation read back, never among the settings — so these functions put them in and take
 * them out, and nothing else in the host needs to know the key.
 */
import { EvaluationLocks } from '@credence/api';
import type { z } from 'zod';
import { BadRequestError } from './errors.server.ts';

/** An evaluation's locks (`@credence/api` `EvaluationLocks`). */
export type EvaluationLocksValue = z.infer<typeof EvaluationLocks>;

/** The key of the locks in the stored settings; a mode is never called this. */
export const LOCKS_KEY = 'locks';

/**
 * The stored settings split into the modes' settings and the locks. Locks that do not read as
 * {@link EvaluationLocks} (none saved yet, or a row from before they were saved) are absent.
 */
export function splitStoredSettings(stored: Record<string, unknown>): {
  settings: Record<string, unknown>;
  locks: EvaluationLocksValue | undefined;
} {
  const { [LOCKS_KEY]: rawLocks, ...settings } = stored;
  const locks = EvaluationLocks.safeParse(rawLocks);
  return { settings, locks: locks.success ? locks.data : undefined };
}

/** The settings to store: the modes' settings with the locks under their key, when there are any. */
export function withStoredLocks(
  settings: Record<string, unknown>,
  locks: EvaluationLocksValue | undefined,
): Record<string, unknown> {
  return locks ? { ...settings, [LOCKS_KEY]: locks } : { ...settings };
}

/**
 * Refuses settings sent under the locks' key (they would pass for locks when read back): locks
 * are sent as the body's own `locks`.
 */
export function assertNoLocksKey(settings: Record<string, unknown>): void {
  if (Object.hasOwn(settings, LOCKS_KEY)) {
    throw new BadRequestError(
      `evaluationSettings.${LOCKS_KEY}: not a mode; send the locks as the body's "locks"`,
    );
  }
}

/** The locks without premises that are gone (an edit removed them). */
export function locksWithout(
  locks: EvaluationLocksValue,
  removed: ReadonlySet<string>,
): EvaluationLocksValue {
  return { ...locks, premiseIds: locks.premiseIds.filter((id) => !removed.has(id)) };
}
