/**
 * The per-account limit on new arguments ({@link ARGUMENT_CREATION_LIMIT}): every route that
 * creates an argument takes an attempt first and answers 429 with `Retry-After` when refused.
 */
import { ARGUMENT_CREATION_LIMIT } from '../accountLimits.ts';
import type { PrismaClient } from '../db.server.ts';
import { tooManyAttempts } from './signIn.server.ts';
import { takeAttempt } from './throttle.server.ts';

/**
 * Counts one new argument for `userId`, or answers the 429 to send (`Too many new arguments.
 * Please try again in N minutes.`, `Retry-After` in seconds) when the account is at its limit.
 * A creation that fails after this (a 404 link target) still counts: the limit is on attempts.
 */
export async function refuseOverCreationLimit(
  db: PrismaClient,
  userId: number,
): Promise<Response | null> {
  const { retryAfter } = await takeAttempt(
    db,
    [`arguments:create:user:${userId}`],
    ARGUMENT_CREATION_LIMIT,
  );
  if (retryAfter === 0) return null;
  return Response.json(
    { error: tooManyAttempts('new arguments', retryAfter) },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );
}
