/**
 * Friendships (`Friendship` rows, one per pair of users whichever side asked): requests by
 * e-mail, accepting, removing, the lists `GET /api/friends` answers, and the two forms of the
 * question the argument visibility rule asks (`arguments.server.ts`): "are these two accepted
 * friends?" for one loaded argument, and a Prisma `where` for queries over many.
 *
 * Rules: a request goes to an existing account (404 otherwise: see SECURITY.md on why the host
 * says so), never to oneself (400); a second request, or one to a friend, is a 409; asking
 * someone who asked first accepts their request (the two wanted the same). Only the person asked
 * can accept; either side can remove a friendship or a request (decline, cancel, unfriend).
 * Requests are throttled per user ({@link FRIEND_REQUEST_THROTTLE}), because the answer tells
 * whether an address has an account.
 */
import {
  FRIEND_MESSAGES,
  type Friend,
  FriendRequestBody,
  type FriendsResponse,
} from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from './errors.server.ts';
import { type ThrottledAttempt, takeAttempt } from './throttle.server.ts';
import { normalizeEmail } from './users.server.ts';

export type FriendValue = z.infer<typeof Friend>;
export type FriendsValue = z.infer<typeof FriendsResponse>;

/**
 * Friend requests one user may send (counted whatever the answer, refusals included) within an
 * hour: enough for anyone adding the people they know, slow for probing which addresses have
 * accounts.
 */
export const FRIEND_REQUEST_THROTTLE = { max: 20, windowMs: 60 * 60 * 1000 } as const;

/** The unique key of a pair's row: the smaller id first. */
function pairOf(a: number, b: number) {
  return a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a };
}

/**
 * Prisma `where` on `User`: the accepted friends of `userId` (used by `visibleTo` in
 * `arguments.server.ts` as `owner: acceptedFriendOf(viewerId)`).
 */
export function acceptedFriendOf(userId: number): Prisma.UserWhereInput {
  const accepted = { acceptedAt: { not: null } };
  return {
    OR: [
      { friendshipsLow: { some: { userHighId: userId, ...accepted } } },
      { friendshipsHigh: { some: { userLowId: userId, ...accepted } } },
    ],
  };
}

/** Whether `a` and `b` are accepted friends (a pending request is not a friendship). */
export async function areFriends(
  db: Pick<PrismaClient, 'friendship'>,
  a: number,
  b: number,
): Promise<boolean> {
  if (a === b || !Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return false;
  const row = await db.friendship.findUnique({
    where: { userLowId_userHighId: pairOf(a, b) },
    select: { acceptedAt: true },
  });
  return row?.acceptedAt != null;
}

const person = { select: { id: true, name: true, email: true } } as const;

/**
 * `listFriends`: friends by name; received and sent requests newest first. A sent request names
 * the person by the e-mail address it was sent to (`name` is that address), never by the name
 * they chose, until they accept.
 */
export async function listFriends(
  db: Pick<PrismaClient, 'friendship'>,
  userId: number,
): Promise<FriendsValue> {
  const rows = await db.friendship.findMany({
    where: { OR: [{ userLowId: userId }, { userHighId: userId }] },
    include: { userLow: person, userHigh: person },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const lists: FriendsValue = { friends: [], incoming: [], outgoing: [] };
  for (const row of rows) {
    const other = row.userLowId === userId ? row.userHigh : row.userLow;
    const entry = { userId: other.id, name: other.name, email: other.email };
    if (row.acceptedAt) lists.friends.push(entry);
    // Until they accept, the person asked is only the address the user typed: their name and
    // id are theirs to share by accepting (`cancelFriendRequest` goes by the address).
    else if (row.requesterId === userId) {
      lists.outgoing.push({ name: other.email, email: other.email });
    } else lists.incoming.push(entry);
  }
  lists.friends.sort((x, y) => x.name.localeCompare(y.name) || x.userId - y.userId);
  return lists;
}

/**
 * Counts one friend request of `userId` against {@link FRIEND_REQUEST_THROTTLE}; a refused
 * attempt (`retryAfter` > 0) is not counted.
 */
export function takeFriendRequestAttempt(
  db: PrismaClient,
  userId: number,
): Promise<ThrottledAttempt> {
  return takeAttempt(db, [`friends:user:${userId}`], FRIEND_REQUEST_THROTTLE);
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * `requestFriend`: asks the owner of `body.email` (compared trimmed and lower-cased) to be
 * friends, or accepts their request when they asked first. One transaction; answers the lists
 * after it. Throws 404 (no such account), 400 (oneself) or 409 (friends, or asked before).
 */
export async function requestFriend(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof FriendRequestBody>,
): Promise<FriendsValue> {
  const { email } = FriendRequestBody.parse(body);
  const other = await db.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true },
  });
  if (!other) throw new NotFoundError(FRIEND_MESSAGES.noAccount);
  if (other.id === userId) throw new BadRequestError(FRIEND_MESSAGES.yourself);
  const key = pairOf(userId, other.id);
  const ask = () =>
    db.$transaction(async (tx) => {
      const existing = await tx.friendship.findUnique({ where: { userLowId_userHighId: key } });
      if (existing?.acceptedAt) throw new ConflictError(FRIEND_MESSAGES.alreadyFriends);
      if (existing?.requesterId === userId) {
        throw new ConflictError(FRIEND_MESSAGES.alreadyRequested);
      }
      if (existing) {
        await tx.friendship.update({
          where: { id: existing.id },
          data: { acceptedAt: new Date() },
        });
      } else {
        await tx.friendship.create({ data: { ...key, requesterId: userId } });
      }
    });
  try {
    await ask();
  } catch (error) {
    // The other side's request was written between our read and our write (two databases'
    // transactions can interleave so): read again, which accepts it or answers 409.
    if (!isUniqueViolation(error)) throw error;
    await ask();
  }
  return listFriends(db, userId);
}

/**
 * `acceptFriend`: accepts the pending request `otherId` sent `userId`; 404 when there is none
 * (no request, one the user sent themself, or a friendship already).
 */
export async function acceptFriend(
  db: PrismaClient,
  userId: number,
  otherId: number,
): Promise<FriendsValue> {
  if (otherId === userId || !Number.isSafeInteger(otherId)) {
    throw new NotFoundError(FRIEND_MESSAGES.noRequest);
  }
  const accepted = await db.friendship.updateMany({
    where: { ...pairOf(userId, otherId), requesterId: otherId, acceptedAt: null },
    data: { acceptedAt: new Date() },
  });
  if (accepted.count === 0) throw new NotFoundError(FRIEND_MESSAGES.noRequest);
  return listFriends(db, userId);
}

/**
 * `removeFriend`: removes whatever joins the two — a friendship, a request `otherId` sent
 * (declined) or one `userId` sent (cancelled). 404 when there is nothing.
 */
export async function removeFriend(
  db: PrismaClient,
  userId: number,
  otherId: number,
): Promise<FriendsValue> {
  if (otherId === userId || !Number.isSafeInteger(otherId)) {
    throw new NotFoundError(FRIEND_MESSAGES.noFriendship);
  }
  const removed = await db.friendship.deleteMany({ where: pairOf(userId, otherId) });
  if (removed.count === 0) throw new NotFoundError(FRIEND_MESSAGES.noFriendship);
  return listFriends(db, userId);
}

/**
 * Cancels the pending request `userId` sent to the account with `email` (the friends page names
 * sent requests by address only). 404 when there is no such pending request; a friendship is
 * never ended this way.
 */
export async function cancelFriendRequest(
  db: PrismaClient,
  userId: number,
  email: string,
): Promise<FriendsValue> {
  const other = await db.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: { id: true },
  });
  const removed = other
    ? await db.friendship.deleteMany({
        where: { ...pairOf(userId, other.id), requesterId: userId, acceptedAt: null },
      })
    : { count: 0 };
  if (removed.count === 0) throw new NotFoundError(FRIEND_MESSAGES.noRequest);
  return listFriends(db, userId);
}
