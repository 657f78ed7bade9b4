/**
 * The owner's changes to a whole argument: `updateArgument` (PUT /api/arguments/:id) and
 * `deleteArgument` (DELETE /api/arguments/:id). Both are owner-only: an argument the user may not
 * see is a {@link NotFoundError} (404, as if missing), a visible argument of someone else a
 * {@link ForbiddenError} (403). Each runs in one transaction.
 */
import { UpdateArgumentRequest } from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { type ArgumentWithClaims, replaceArgumentContent } from './argumentContent.server.ts';
import { type ArgumentDetailValue, canViewArgument, getArgument } from './arguments.server.ts';
import { removeConditionalsNamingClaims } from './conditionals.server.ts';
import { removeClaimsFromDependencies } from './dependencies.server.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from './errors.server.ts';
import { addSnapshotVersion } from './versions.server.ts';

/** The change summary of the version `updateArgument` takes before it changes anything. */
export const BEFORE_EDIT_SUMMARY = 'Before edit';

/** 403 text when someone other than the owner changes or deletes an argument. */
export const OWNER_ONLY_CHANGE = 'Only the owner can change or delete this argument';

/** The argument with its claims, when `userId` owns it; 404 / 403 otherwise. */
async function ownedArgument(
  tx: Prisma.TransactionClient,
  userId: number,
  argumentId: number,
): Promise<ArgumentWithClaims> {
  const argument = await tx.argument.findUnique({
    where: { id: argumentId },
    include: { claims: { orderBy: [{ role: 'desc' }, { position: 'asc' }] } },
  });
  if (!argument || !(await canViewArgument(tx, argument, userId))) {
    throw new NotFoundError('Argument not found');
  }
  if (argument.ownerId !== userId) throw new ForbiddenError(OWNER_ONLY_CHANGE);
  return argument;
}

/**
 * `updateArgument`: replaces the title, description, type, visibility, premises and conclusion of
 * the user's argument. First the content as it is becomes the owner's current version
 * ("Before edit"), so `revertVersion` can bring it back (premise ids included). A premise with
 * an `id` keeps that premise (its claim id: credences, dependencies, conditional records and
 * links stay attached); one without an id is new; an id that is not a premise of this argument
 * is a {@link BadRequestError} (400) and nothing changes. What named a removed premise is cleaned
 * up (see `argumentContent.server.ts`). Each claim's logic (formula, source spans, implicit) is
 * replaced by what the request sends, none when it sends none; the argument's `sourceText` is
 * kept when absent and cleared by `''`. Answers the argument as the owner now reads it.
 */
export async function updateArgument(
  db: PrismaClient,
  userId: number,
  argumentId: number,
  body: z.input<typeof UpdateArgumentRequest>,
): Promise<ArgumentDetailValue> {
  const input = UpdateArgumentRequest.parse(body);
  await db.$transaction(async (tx) => {
    const argument = await ownedArgument(tx, userId, argumentId);
    const premiseIds = new Set(
      argument.claims.filter((claim) => claim.role === 'PREMISE').map((claim) => claim.id),
    );
    input.premises.forEach((premise, index) => {
      if (premise.id !== undefined && !premiseIds.has(premise.id)) {
        throw new BadRequestError(
          `premises.${index}.id: "${premise.id}" is not a premise of this argument`,
        );
      }
    });
    await addSnapshotVersion(tx, userId, argument, BEFORE_EDIT_SUMMARY);
    await replaceArgumentContent(tx, argument, input);
  });
  const detail = await getArgument(db, userId, argumentId);
  if (!detail) throw new Error(`Argument ${argumentId} vanished after its update`);
  return detail;
}

/**
 * `deleteArgument`: deletes the user's argument with everything that is only about it — its
 * claims, every user's evaluations, dependency settings and versions of it, its saved proof, its
 * share link (the schema cascades these) — and its dialectical links in both directions (the
 * arguments at their other ends stay, whoever owns them). Claim ids of this argument are removed
 * wherever else they are named, so nobody is left with a dangling id: every user's
 * conditional-probability records naming them are deleted, and every dependency settings row of
 * another argument loses them as external parents (with their premise conditionals).
 */
export async function deleteArgument(
  db: PrismaClient,
  userId: number,
  argumentId: number,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const argument = await ownedArgument(tx, userId, argumentId);
    const claimIds = new Set(argument.claims.map((claim) => claim.id));
    await tx.argument.delete({ where: { id: argumentId } });
    await removeClaimsFromDependencies(tx, claimIds);
    await removeConditionalsNamingClaims(tx, claimIds);
  });
}
