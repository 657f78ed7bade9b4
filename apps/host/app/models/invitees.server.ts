import type { PrismaClient } from '../generated/prisma/client.ts';
import { canViewArgument } from './arguments.server.ts';
import { listFriends } from './friends.server.ts';

/** A friend the user may (or, not seeing the argument, may not) invite to a deliberation. */
export interface Invitee {
  userId: number;
  name: string;
  /** Whether they can see the argument: only they can be invited. */
  canSee: boolean;
}

/** What the start page offers: the argument and the user's friends. */
export interface StartOptions {
  argument: { id: number; title: string; visibility: string; isOwner: boolean };
  invitees: Invitee[];
}

/**
 * The argument a deliberation would be about and the user's accepted friends, each with whether
 * they can see it (the rule `createDeliberation` applies); null when the user cannot see the
 * argument (a 404, as everywhere else).
 */
export async function readStartOptions(
  db: PrismaClient,
  userId: number,
  argumentId: number,
): Promise<StartOptions | null> {
  const argument = await db.argument.findUnique({
    where: { id: argumentId },
    select: { id: true, title: true, visibility: true, ownerId: true },
  });
  if (!argument || !(await canViewArgument(db, argument, userId))) return null;
  const { friends } = await listFriends(db, userId);
  const invitees = await Promise.all(
    friends.map(async (friend) => ({
      userId: friend.userId,
      name: friend.name,
      canSee: await canViewArgument(db, argument, friend.userId),
    })),
  );
  return {
    argument: {
      id: argument.id,
      title: argument.title,
      visibility: argument.visibility,
      isOwner: argument.ownerId === userId,
    },
    invitees,
  };
}
