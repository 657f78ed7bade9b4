/**
 * The per-account limits on new things ({@link ARGUMENT_CREATION_LIMIT},
 * {@link DELIBERATION_CREATION_LIMIT}): every route that creates one takes an attempt first and
 * answers 429 with `Retry-After` when refused.
 */
import { ARGUMENT_CREATION_LIMIT, DELIBERATION_CREATION_LIMIT } from '../accountLimits.ts';
import type { PrismaClient } from '../db.server.ts';
import { tooManyAttempts } from './signIn.server.ts';
import { takeAttempt } from './throttle.server.ts';

/** What each limit counts: its throttle key's prefix, its window, and its name in the message. */
const CREATION_LIMITS = {
  arguments: { key: 'arguments:create', limit: ARGUMENT_CREATION_LIMIT, what: 'new arguments' },
  deliberations: {
    key: 'deliberations:create',
    limit: DELIBERATION_CREATION_LIMIT,
    what: 'new deliberations',
  },
} as const;

/** The things an account may create only so many of in an hour. */
export type CreationKind = keyof typeof CREATION_LIMITS;

/**
 * Counts one new argument (or deliberation) for `userId`, or answers the 429 to send (`Too many
 * new arguments. Please try again in N minutes.`, `Retry-After` in seconds) when the account is
 * at its limit. A creation that fails after this (a 404 link target) still counts: the limit is
 * on attempts.
 */
export async function refuseOverCreationLimit(
  db: PrismaClient,
  userId: number,
  kind: CreationKind = 'arguments',
): Promise<Response | null> {
  const { key, limit, what } = CREATION_LIMITS[kind];
  const { retryAfter } = await takeAttempt(db, [`${key}:user:${userId}`], limit);
  if (retryAfter === 0) return null;
  return Response.json(
    { error: tooManyAttempts(what, retryAfter) },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );
}
