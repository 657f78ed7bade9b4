import { LinkArgumentRequest } from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { canViewArgument, createArgument } from './arguments.server.ts';
import { NotFoundError } from './errors.server.ts';
import { refuseLinkLoop } from './linkLoops.server.ts';

type Transaction = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * `linkArgument`: saves an objection (`refute`) or supporting argument (`support`) owned by
 * `userId` and the dialectical relationship from it to a premise of the original argument, in one
 * transaction: when any step fails, nothing is written. The original argument must be visible to
 * the user (404 `Argument not found` otherwise) and `originalPremiseId` one of its premises (404
 * `Premise … not found in argument …`, as the mock backend answers). The new argument is PUBLIC
 * when the original is, otherwise PRIVATE; empty premises are dropped. Returns the new id.
 */
export async function linkArgument(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof LinkArgumentRequest>,
): Promise<number> {
  const input = LinkArgumentRequest.parse(body);
  return db.$transaction(async (tx) => {
    const original = await tx.argument.findUnique({
      where: { id: input.originalArgumentId },
      select: { id: true, ownerId: true, visibility: true },
    });
    if (!original || !(await canViewArgument(tx, original, userId))) {
      throw new NotFoundError('Argument not found');
    }
    // `createArgument` only uses model delegates, which the transaction client has as well; it
    // is typed for the full client, hence the cast.
    const created = await createArgument(tx as unknown as PrismaClient, userId, {
      title: input.title,
      summarizedDescription: input.description,
      argumentType: input.type,
      visibility: original.visibility === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
      premises: input.premises.filter((premise) => premise.content.trim() !== ''),
      conclusion: input.conclusion,
    });
    await insertRelationship(tx, {
      sourceArgumentId: created.id,
      targetArgumentId: original.id,
      targetClaimId: input.originalPremiseId,
      linkType: input.linkType,
      createdById: userId,
    });
    return created.id;
  });
}

/**
 * Inserts the relationship once its target premise is known to belong to the target argument
 * (`targetClaimId` is plain text in the schema, so the database would not refuse a stranger's
 * claim) and it closes no loop of links (409, `refuseLinkLoop`). Throwing here rolls back the
 * argument created before it in the same transaction.
 */
export async function insertRelationship(
  tx: Transaction,
  link: {
    sourceArgumentId: number;
    targetArgumentId: number;
    targetClaimId: string;
    linkType: 'refute' | 'support';
    createdById: number;
  },
): Promise<void> {
  const premise = await tx.claim.findFirst({
    where: { id: link.targetClaimId, argumentId: link.targetArgumentId, role: 'PREMISE' },
    select: { id: true },
  });
  if (!premise) {
    throw new NotFoundError(
      `Premise ${link.targetClaimId} not found in argument ${link.targetArgumentId}`,
    );
  }
  // A new argument has no links into it yet, so `linkArgument` cannot close a loop today; the
  // check stands here so that no way of linking ever stores one.
  await refuseLinkLoop(tx, link.createdById, link);
  await tx.dialecticalRelationship.create({ data: link });
}
