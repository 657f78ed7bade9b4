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

/** A creation refused by its limit: the message to show and the seconds to wait. */
export interface CreationRefusal {
  /** `Too many new arguments. Please try again in N minutes.` (or deliberations). */
  error: string;
  /** Seconds until the account may create again (`Retry-After`). */
  retryAfter: number;
}

/**
 * Counts one new argument (or deliberation) for `userId`, or answers why not when the account is
 * at its limit. A creation that fails after this (a 404 link target) still counts: the limit is
 * on attempts. Form actions show the refusal on the page (`tooManyRequests`); API routes answer
 * {@link refuseOverCreationLimit}'s 429.
 */
export async function takeCreationAttempt(
  db: PrismaClient,
  userId: number,
  kind: CreationKind = 'arguments',
): Promise<CreationRefusal | null> {
  const { key, limit, what } = CREATION_LIMITS[kind];
  const { retryAfter } = await takeAttempt(db, [`${key}:user:${userId}`], limit);
  return retryAfter === 0 ? null : { error: tooManyAttempts(what, retryAfter), retryAfter };
}

/**
 * {@link takeCreationAttempt} for the API: null when the creation may go ahead, else the 429 to
 * send, `{ error }` with `Retry-After` in seconds.
 */
export async function refuseOverCreationLimit(
  db: PrismaClient,
  userId: number,
  kind: CreationKind = 'arguments',
): Promise<Response | null> {
  const refused = await takeCreationAttempt(db, userId, kind);
  if (!refused) return null;
  return Response.json(
    { error: refused.error },
    { status: 429, headers: { 'Retry-After': String(refused.retryAfter) } },
  );
}
