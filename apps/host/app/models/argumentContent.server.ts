/**
 * Replacing an argument's content (its title, description, type, premises and conclusion) in
 * place, for `updateArgument` and for an owner's `revertVersion`. Claim ids are the identity
 * everything else hangs on (credences, dependencies, conditional records, links to a premise),
 * so a premise that stays keeps its id, and everything that named a premise that goes is
 * cleaned up in the same transaction:
 *
 * - every saved evaluation of the argument keeps the credences of the premises that stayed, drops
 *   the removed ones and starts new premises at 0.5, and their per-mode settings lose what
 *   named a removed premise or described the old argument (`carryOverEvaluations`);
 * - every user's dependency settings (of any argument: external parents included) and
 *   conditional-probability records lose the removed claims (`removeClaimsFromDependencies`,
 *   `removeConditionalsNamingClaims`);
 * - a dialectical link answering a removed premise is removed (the linking argument stays);
 * - a saved proof is removed when a premise or the conclusion changed: it demonstrated the old
 *   argument.
 *
 * Each claim's logic (formula, source spans, implicit) is replaced by the new content's: logic
 * not given is none, as an editor that sends a claim without a formula means it has none.
 */
import type { Prisma } from '../generated/prisma/client.ts';
import { type ClaimLogicInput, claimLogicColumns, sourceTextColumn } from './claimLogic.server.ts';
import { removeConditionalsNamingClaims } from './conditionals.server.ts';
import { removeClaimsFromDependencies } from './dependencies.server.ts';
import { carryOverEvaluations } from './evaluations.server.ts';

type Transaction = Prisma.TransactionClient;

/** An argument with its claims, as the transaction read it. */
export type ArgumentWithClaims = Prisma.ArgumentGetPayload<{ include: { claims: true } }>;

/** The new content. `id` on a premise names the claim it keeps (or, in a revert, restores). */
export interface ArgumentContent {
  title: string;
  summarizedDescription: string;
  argumentType: 'INDUCTIVE' | 'DEDUCTIVE';
  /** Left unchanged when absent (a revert does not change who may see the argument). */
  visibility?: 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE';
  /**
   * The text the claims' spans index into: left unchanged when absent, cleared by `''` or null.
   * Spans that do not lie inside the text the argument ends up with are not stored.
   */
  sourceText?: string | null | undefined;
  premises: ({ id?: string; content: string; negationContent?: string | null } & ClaimLogicInput)[];
  conclusion: { content: string; negationContent?: string | null } & ClaimLogicInput;
}

/**
 * Writes `content` over the argument. A premise whose `id` is a premise of this argument keeps
 * that claim (new position and text; its negation text is kept only when the text is
 * unchanged); with `restoreIds`, a premise whose `id` names no claim at all is re-created under
 * that id (a revert bringing back a removed premise), otherwise a premise without a known id is
 * a new claim. Answers the removed claim ids and the premise ids in order.
 */
export async function replaceArgumentContent(
  tx: Transaction,
  argument: ArgumentWithClaims,
  content: ArgumentContent,
  options: { restoreIds?: boolean } = {},
): Promise<{ removed: Set<string>; premiseIds: string[] }> {
  const oldPremises = argument.claims
    .filter((claim) => claim.role === 'PREMISE')
    .sort((a, b) => a.position - b.position);
  const oldById = new Map(oldPremises.map((claim) => [claim.id, claim]));
  const conclusion = argument.claims.find((claim) => claim.role === 'CONCLUSION');
  const keptIds = new Set(
    content.premises.flatMap((premise) =>
      premise.id !== undefined && oldById.has(premise.id) ? [premise.id] : [],
    ),
  );
  const removed = new Set(oldPremises.map((claim) => claim.id).filter((id) => !keptIds.has(id)));
  const newSourceText = sourceTextColumn(content.sourceText);
  const sourceText = newSourceText === undefined ? argument.sourceText : newSourceText;

  // Positions are unique per argument: park the old premises out of the way first.
  for (const [index, claim] of oldPremises.entries()) {
    await tx.claim.update({ where: { id: claim.id }, data: { position: -1 - index } });
  }
  if (removed.size > 0) await tx.claim.deleteMany({ where: { id: { in: [...removed] } } });

  const premiseIds: string[] = [];
  for (const [position, premise] of content.premises.entries()) {
    const text = premise.content.trim();
    const old = premise.id !== undefined ? oldById.get(premise.id) : undefined;
    if (old) {
      await tx.claim.update({
        where: { id: old.id },
        data: {
          position,
          content: text,
          negationContent: old.content === text ? old.negationContent : null,
          ...claimLogicColumns(premise, sourceText),
        },
      });
      premiseIds.push(old.id);
      continue;
    }
    let id: string | undefined;
    if (options.restoreIds && premise.id !== undefined) {
      const taken = await tx.claim.findUnique({ where: { id: premise.id }, select: { id: true } });
      if (!taken) id = premise.id;
    }
    const created = await tx.claim.create({
      data: {
        ...(id !== undefined ? { id } : {}),
        argumentId: argument.id,
        role: 'PREMISE',
        position,
        content: text,
        negationContent: id !== undefined ? (premise.negationContent ?? null) : null,
        ...claimLogicColumns(premise, sourceText),
      },
    });
    premiseIds.push(created.id);
  }

  const conclusionText = content.conclusion.content.trim();
  if (conclusion) {
    await tx.claim.update({
      where: { id: conclusion.id },
      data: {
        content: conclusionText,
        negationContent:
          conclusion.content === conclusionText
            ? conclusion.negationContent
            : (content.conclusion.negationContent ?? null),
        ...claimLogicColumns(content.conclusion, sourceText),
      },
    });
  } else {
    await tx.claim.create({
      data: {
        argumentId: argument.id,
        role: 'CONCLUSION',
        position: 0,
        content: conclusionText,
        ...claimLogicColumns(content.conclusion, sourceText),
      },
    });
  }

  await tx.argument.update({
    where: { id: argument.id },
    data: {
      title: content.title.trim(),
      summarizedDescription: content.summarizedDescription,
      argumentType: content.argumentType,
      ...(content.visibility !== undefined ? { visibility: content.visibility } : {}),
      ...(newSourceText !== undefined ? { sourceText: newSourceText } : {}),
    },
  });

  const premiseListChanged =
    premiseIds.length !== oldPremises.length ||
    premiseIds.some((id, index) => oldPremises[index]?.id !== id);
  const claimsChanged =
    premiseListChanged ||
    content.premises.some(
      (premise, index) => oldPremises[index]?.content !== premise.content.trim(),
    ) ||
    conclusion?.content !== conclusionText;
  if (claimsChanged) await tx.savedProof.deleteMany({ where: { argumentId: argument.id } });

  if (removed.size > 0) {
    await tx.dialecticalRelationship.deleteMany({
      where: { targetArgumentId: argument.id, targetClaimId: { in: [...removed] } },
    });
    await removeClaimsFromDependencies(tx, removed);
    await removeConditionalsNamingClaims(tx, removed);
  }
  await carryOverEvaluations(tx, argument.id, {
    premiseIds,
    removed,
    premiseListChanged,
    claimsChanged,
  });
  return { removed, premiseIds };
}
