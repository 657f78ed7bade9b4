import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../db.server.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { PublicUser } from './users.server.ts';

/** How long a session lasts from sign-in; it is never extended (sign in again after). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** `lastSeenAt` is refreshed at most this often, so reading a session rarely writes. */
export const SESSION_SEEN_INTERVAL_MS = 60 * 60 * 1000;

/** Random bytes in a session id: 256 bits, far beyond guessing. */
const SESSION_ID_BYTES = 32;

/**
 * The stored form of a session id: its SHA-256. The raw id lives only in the cookie, so reading
 * the database does not let anyone act as its users. (A plain hash suffices: the id is random.)
 */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Starts a session for `userId` and returns its raw id (for the cookie). Always a new id, so a
 * session id seen before sign-in is never the signed-in one. Also removes the user's expired
 * sessions: cleaning up at sign-in keeps the table small without a timer.
 */
export async function createSessionRecord(
  db: PrismaClient,
  userId: number,
  now = new Date(),
): Promise<string> {
  const id = randomBytes(SESSION_ID_BYTES).toString('base64url');
  await db.$transaction([
    db.session.deleteMany({ where: { userId, expiresAt: { lte: now } } }),
    db.session.create({
      data: {
        idHash: hashSessionId(id),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      },
    }),
  ]);
  return id;
}

/**
 * The user of a live session, or null for an unknown, ended or expired one (an expired record
 * is deleted on the way). Refreshes `lastSeenAt` when it is older than
 * {@link SESSION_SEEN_INTERVAL_MS}.
 */
export async function readSessionRecord(
  db: PrismaClient,
  id: string,
  now = new Date(),
): Promise<{ userId: number } | null> {
  const idHash = hashSessionId(id);
  const record = await db.session.findUnique({ where: { idHash } });
  if (!record) return null;
  if (record.expiresAt <= now) {
    await db.session.deleteMany({ where: { idHash } });
    return null;
  }
  if (
    !record.lastSeenAt ||
    now.getTime() - record.lastSeenAt.getTime() > SESSION_SEEN_INTERVAL_MS
  ) {
    // updateMany: a sign-out racing this read must not turn into an error here.
    await db.session.updateMany({ where: { idHash }, data: { lastSeenAt: now } });
  }
  return { userId: record.userId };
}

/**
 * The user of a live session, read with the session in one query — what every signed-in request
 * needs (a session row implies its user: deleting a user deletes their sessions). Null for an
 * unknown, ended or expired session; expiry and `lastSeenAt` as in {@link readSessionRecord}.
 */
export async function readSessionUser(
  db: PrismaClient,
  id: string,
  now = new Date(),
): Promise<PublicUser | null> {
  const idHash = hashSessionId(id);
  const record = await db.session.findUnique({
    where: { idHash },
    select: {
      expiresAt: true,
      lastSeenAt: true,
      user: { select: { id: true, email: true, name: true, role: true, createdAt: true } },
    },
  });
  if (!record) return null;
  if (record.expiresAt <= now) {
    await db.session.deleteMany({ where: { idHash } });
    return null;
  }
  if (
    !record.lastSeenAt ||
    now.getTime() - record.lastSeenAt.getTime() > SESSION_SEEN_INTERVAL_MS
  ) {
    await db.session.updateMany({ where: { idHash }, data: { lastSeenAt: now } });
  }
  return record.user;
}

/** Ends one session (sign-out). Unknown ids are ignored. */
export async function deleteSessionRecord(db: PrismaClient, id: string): Promise<void> {
  await db.session.deleteMany({ where: { idHash: hashSessionId(id) } });
}

/**
 * Ends every session of a user (e.g. inside the transaction of a password change); returns how
 * many.
 */
export async function deleteUserSessions(
  db: PrismaClient | Prisma.TransactionClient,
  userId: number,
): Promise<number> {
  return (await db.session.deleteMany({ where: { userId } })).count;
}
