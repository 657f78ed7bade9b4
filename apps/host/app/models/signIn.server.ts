/**
 * Signing in and up with throttles that survive restarts and hold across processes (the counts
 * are rows of `ThrottleEvent`). Failed sign-ins count per account (the e-mail, lower-cased, known
 * or not) and per client address; sign-ups count per client address.
 */

import { EMAIL_MAX_LENGTH } from '../accountLimits.ts';
import type { PrismaClient } from '../db.server.ts';
import { clearThrottle, clientKey, type ThrottledAttempt, takeAttempt } from './throttle.server.ts';
import {
  changePassword,
  getUserById,
  normalizeEmail,
  type PasswordChange,
  type PublicUser,
  verifyLogin,
} from './users.server.ts';

/** Failed sign-ins allowed per account and per client address within the window. */
export const SIGN_IN_THROTTLE = { max: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * Sign-up attempts allowed per client address within the window. Sign-up has to say when an
 * e-mail is taken, so this is what keeps probing for accounts through `/join` slow.
 */
export const SIGN_UP_THROTTLE = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/** The one answer for an unknown e-mail and a wrong password. */
export const INVALID_LOGIN = 'Invalid e-mail or password';

/** A readable refusal that says when to come back. */
export function tooManyAttempts(what: string, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function signInKeys(email: string, clientAddress: string): string[] {
  const account = normalizeEmail(email);
  const keys = [`signin:ip:${clientKey(clientAddress)}`];
  // An over-long e-mail is no account: count it against the address only.
  if (account.length <= EMAIL_MAX_LENGTH) keys.push(`signin:email:${account}`);
  return keys;
}

/** Takes a sign-in attempt for this e-mail from this address under {@link SIGN_IN_THROTTLE}. */
function takeSignInAttempt(
  db: PrismaClient,
  email: string,
  clientAddress: string,
): Promise<ThrottledAttempt> {
  return takeAttempt(db, signInKeys(email, clientAddress), SIGN_IN_THROTTLE);
}

/** The answer of {@link signIn}. */
export type SignIn =
  | { ok: true; user: PublicUser }
  | { ok: false; error: string; retryAfter?: number };

/**
 * Checks a sign-in. While the account or the address is throttled the answer is a refusal with
 * `retryAfter` (seconds) — even for the right password, and without running scrypt. A failure is
 * counted for both; a success forgets the account's failures (the owner proved the password).
 */
export async function signIn(
  db: PrismaClient,
  input: { email: string; password: string; clientAddress: string },
): Promise<SignIn> {
  const { email, password, clientAddress } = input;
  // Counted as a failure until the password proves right.
  const attempt = await takeSignInAttempt(db, email, clientAddress);
  if (attempt.retryAfter > 0) {
    const { retryAfter } = attempt;
    return { ok: false, error: tooManyAttempts('sign-in attempts', retryAfter), retryAfter };
  }
  const user = await verifyLogin(db, email, password);
  if (!user) return { ok: false, error: INVALID_LOGIN };
  await attempt.withdraw();
  await clearThrottle(db, `signin:email:${user.email}`);
  return { ok: true, user };
}

/**
 * Counts a sign-up attempt from this address, or refuses it: the seconds to wait, 0 when the
 * attempt may go ahead. Every attempt counts, accepted or not, as each one can probe an e-mail.
 */
export async function countSignUpAttempt(db: PrismaClient, clientAddress: string): Promise<number> {
  const attempt = await takeAttempt(db, [`join:ip:${clientKey(clientAddress)}`], SIGN_UP_THROTTLE);
  return attempt.retryAfter;
}

/**
 * A signed-in user's password change ({@link changePassword}) under the sign-in throttle: a wrong
 * current password counts as a failed sign-in, so a stolen session cannot guess the password
 * faster than the sign-in form could.
 */
export async function changePasswordThrottled(
  db: PrismaClient,
  input: { userId: number; currentPassword: string; newPassword: string; clientAddress: string },
): Promise<
  PasswordChange | { ok: false; field: 'currentPassword'; error: string; retryAfter: number }
> {
  const user = await getUserById(db, input.userId);
  if (!user) return { ok: false, field: 'currentPassword', error: 'Please sign in again' };
  const attempt = await takeSignInAttempt(db, user.email, input.clientAddress);
  if (attempt.retryAfter > 0) {
    const { retryAfter } = attempt;
    const error = tooManyAttempts('wrong passwords', retryAfter);
    return { ok: false, field: 'currentPassword', error, retryAfter };
  }
  const result = await changePassword(db, user.id, input.currentPassword, input.newPassword);
  // Only a wrong current password stays counted as a failed sign-in.
  if (result.ok || result.field !== 'currentPassword') await attempt.withdraw();
  return result;
}
