import {
  type ArgumentDetail,
  type ArgumentSummary,
  CreateArgumentRequest,
  type UserArgumentEvaluation,
} from '@credence/api';
import { startingConditionals } from '@credence/engine';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import type { Argument, DependencySettings, Prisma } from '../generated/prisma/client.ts';
import { claimLogicAnswer, claimLogicColumns, sourceTextColumn } from './claimLogic.server.ts';
import { readEvaluation, readEvaluations } from './evaluations.server.ts';
import { acceptedFriendOf, areFriends } from './friends.server.ts';
import { parseJson } from './json.server.ts';

export type ArgumentSummaryValue = z.infer<typeof ArgumentSummary>;
export type ArgumentDetailValue = z.infer<typeof ArgumentDetail>;
type EvaluationValue = z.infer<typeof UserArgumentEvaluation>;

/**
 * The one visibility rule of the host. An argument is seen by its owner; by anyone (signed in
 * or not) when PUBLIC; by the owner's accepted friends when FRIENDS_ONLY (a pending request is
 * not enough); by nobody else when PRIVATE. Every read path — argument reads, the evaluator and
 * dialectic pages, share links, the share image, dialectics, claims in records — asks it here,
 * in one of two forms: {@link canViewArgument} for an argument already loaded, and
 * {@link visibleTo}, the same rule as a Prisma `where`, for queries over many arguments.
 * `arguments.server.test.ts` checks the two agree for every kind of viewer.
 */
export async function canViewArgument(
  db: Pick<PrismaClient, 'friendship'>,
  argument: Pick<Argument, 'ownerId' | 'visibility'>,
  viewerId: number | null,
): Promise<boolean> {
  if (viewerId !== null && argument.ownerId === viewerId) return true;
  if (argument.visibility === 'PUBLIC') return true;
  if (argument.visibility !== 'FRIENDS_ONLY' || viewerId === null) return false;
  return areFriends(db, argument.ownerId, viewerId);
}

/** Prisma `where` for the arguments a viewer may see (the rule of {@link canViewArgument}). */
export function visibleTo(viewerId: number | null): Prisma.ArgumentWhereInput {
  if (viewerId === null) return { visibility: 'PUBLIC' };
  return {
    OR: [
      { ownerId: viewerId },
      { visibility: 'PUBLIC' },
      { visibility: 'FRIENDS_ONLY', owner: acceptedFriendOf(viewerId) },
    ],
  };
}

function toSummary(argument: Argument): ArgumentSummaryValue {
  return {
    id: argument.id,
    title: argument.title,
    summarizedDescription: argument.summarizedDescription,
    argumentType: argument.argumentType,
    argumentFormId: argument.argumentFormId,
    logicSystemId: argument.logicSystemId,
    totalInferenceEval: argument.totalInferenceEval,
    totalEvidenceEval: argument.totalEvidenceEval,
    visibility: argument.visibility,
    provedDeductiveUsingSystem: argument.provedDeductiveUsingSystem,
  };
}

/** Creates an argument owned by `ownerId` from a `createArgument` body (validated here). */
export async function createArgument(
  db: PrismaClient,
  ownerId: number,
  body: z.input<typeof CreateArgumentRequest>,
): Promise<ArgumentDetailValue> {
  const created = await insertArgument(db, ownerId, body);
  const detail = await getArgument(db, ownerId, created.id);
  if (!detail) throw new Error(`Argument ${created.id} vanished after creation`);
  return detail;
}

/** The ids {@link insertArgument} gave: the argument's, its premises' in order, its conclusion's. */
export interface InsertedArgumentIds {
  id: number;
  premiseIds: string[];
  conclusionId: string;
}

/**
 * Writes a new argument and its claims from a `createArgument` body (validated here), in `db` or
 * in a transaction the caller holds (e.g. an import that also stores dependencies). The claims'
 * logic (formula, source spans, implicit) and the argument's `sourceText` are stored as sent; a
 * blank text is none.
 */
export async function insertArgument(
  db: Prisma.TransactionClient,
  ownerId: number,
  body: z.input<typeof CreateArgumentRequest>,
): Promise<InsertedArgumentIds> {
  const input = CreateArgumentRequest.parse(body);
  const sourceText = sourceTextColumn(input.sourceText) ?? null;
  const created = await db.argument.create({
    select: { id: true, claims: { select: { id: true, role: true, position: true } } },
    data: {
      ownerId,
      title: input.title.trim(),
      summarizedDescription: input.summarizedDescription,
      argumentType: input.argumentType,
      visibility: input.visibility,
      sourceText,
      claims: {
        create: [
          ...input.premises.map((premise, position) => ({
            role: 'PREMISE' as const,
            position,
            content: premise.content.trim(),
            ...claimLogicColumns(premise, sourceText),
          })),
          {
            role: 'CONCLUSION' as const,
            position: 0,
            content: input.conclusion.content.trim(),
            ...claimLogicColumns(input.conclusion, sourceText),
          },
        ],
      },
    },
  });
  const premises = created.claims
    .filter((claim) => claim.role === 'PREMISE')
    .sort((a, b) => a.position - b.position);
  const conclusion = created.claims.find((claim) => claim.role === 'CONCLUSION');
  if (!conclusion) throw new Error(`Argument ${created.id} was created without its conclusion`);
  return {
    id: created.id,
    premiseIds: premises.map((claim) => claim.id),
    conclusionId: conclusion.id,
  };
}

/**
 * What an argument's detail is read with: its owner's name, its claims, and the links answering
 * its premises — only from arguments the viewer may see: listing a private objection's link
 * would leak its id on a public argument.
 */
function detailInclude(viewerId: number | null) {
  return {
    owner: { select: { name: true } },
    claims: { orderBy: [{ role: 'desc' }, { position: 'asc' }] },
    incomingLinks: {
      where: { sourceArgument: visibleTo(viewerId) },
      orderBy: { id: 'asc' },
      select: {
        sourceArgumentId: true,
        targetArgumentId: true,
        targetClaimId: true,
        linkType: true,
      },
    },
  } satisfies Prisma.ArgumentInclude;
}

type DetailRow = Prisma.ArgumentGetPayload<{ include: ReturnType<typeof detailInclude> }>;

/**
 * An argument with its claims, the viewer's own evaluation and dependencies, or null when it
 * does not exist or the viewer may not see it. Dependencies are the viewer's own if they saved
 * some, otherwise the owner's (the argument's published structure). Each claim carries its logic
 * (`claimLogicAnswer`) and the argument its `sourceText` (null when none).
 */
export async function getArgument(
  db: PrismaClient,
  viewerId: number | null,
  id: number,
): Promise<ArgumentDetailValue | null> {
  const argument = await db.argument.findUnique({
    where: { id },
    include: detailInclude(viewerId),
  });
  if (!argument || !(await canViewArgument(db, argument, viewerId))) return null;
  const dependencies = await readDependencies(db, viewerId, argument);
  let evaluation: EvaluationValue | null = null;
  if (viewerId !== null) evaluation = await readEvaluation(db, viewerId, id);
  return toDetail(argument, dependencies, evaluation);
}

/**
 * Several arguments' details at once, each exactly as {@link getArgument} answers it for the
 * viewer, in the order of `ids`; arguments that do not exist or that the viewer may not see are
 * left out. Four queries whatever the number of arguments (the arguments with their claims and
 * links, the links' visibility rule inside it, the dependency settings, the evaluations).
 */
export async function getArgumentDetails(
  db: PrismaClient,
  viewerId: number | null,
  ids: readonly number[],
): Promise<ArgumentDetailValue[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
  if (wanted.length === 0) return [];
  const rows = await db.argument.findMany({
    where: { AND: [{ id: { in: wanted } }, visibleTo(viewerId)] },
    include: detailInclude(viewerId),
  });
  const found = rows.map((row) => row.id);
  const owners = new Set(rows.map((row) => row.ownerId));
  if (viewerId !== null) owners.add(viewerId);
  const settings = await db.dependencySettings.findMany({
    where: { argumentId: { in: found }, userId: { in: [...owners] } },
  });
  const evaluations =
    viewerId === null
      ? new Map<number, EvaluationValue>()
      : await readEvaluations(db, viewerId, found);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const argument = byId.get(id);
    if (!argument) return [];
    const own = settings.filter((row) => row.argumentId === id);
    const dependencies = dependenciesOf(own, viewerId, argument);
    return [toDetail(argument, dependencies, evaluations.get(id) ?? null)];
  });
}

/** The API's detail of an argument read with {@link detailInclude}. */
function toDetail(
  argument: DetailRow,
  dependencies: Pick<ArgumentDetailValue, 'dependencies' | 'premiseConditionals'>,
  evaluation: EvaluationValue | null,
): ArgumentDetailValue {
  const conclusion = argument.claims.find((claim) => claim.role === 'CONCLUSION');
  if (!conclusion) throw new Error(`Argument ${argument.id} has no conclusion`);
  return {
    ...toSummary(argument),
    ownerId: argument.ownerId,
    creator: { name: argument.owner.name },
    premises: argument.claims
      .filter((claim) => claim.role === 'PREMISE')
      .sort((a, b) => a.position - b.position)
      .map((claim) => {
        const links = argument.incomingLinks
          .filter((link) => link.targetClaimId === claim.id)
          .map(({ sourceArgumentId, targetArgumentId, linkType }) => ({
            sourceArgumentId,
            targetArgumentId,
            linkType: linkType === 'support' ? ('support' as const) : ('refute' as const),
          }));
        return {
          id: claim.id,
          content: claim.content,
          type: 'PREMISE' as const,
          negationContent: claim.negationContent,
          ...claimLogicAnswer(claim),
          ...(links.length > 0 ? { objectionStatus: { dialecticalRelationships: links } } : {}),
        };
      }),
    conclusion: {
      id: conclusion.id,
      content: conclusion.content,
      negationContent: conclusion.negationContent,
      ...claimLogicAnswer(conclusion),
    },
    evaluation,
    ...dependencies,
    sourceText: argument.sourceText,
  };
}

/**
 * The dependencies and premise conditionals a viewer works with: their own if they saved some;
 * otherwise the argument's structure — which premise depends on which, as the owner set it —
 * with the viewer's own starting values (`startingConditionals`: each dependency at the default
 * a new one gets), never the owner's conditional probabilities, which are the owner's
 * evaluation. The owner works from their own row. Used by {@link getArgument}, version
 * snapshots and dependency saves, so each sees what the user saw.
 */
export async function readDependencies(
  db: Pick<PrismaClient, 'dependencySettings'>,
  viewerId: number | null,
  argument: Pick<Argument, 'id' | 'ownerId'>,
): Promise<Pick<ArgumentDetailValue, 'dependencies' | 'premiseConditionals'>> {
  const owners =
    viewerId === null || viewerId === argument.ownerId
      ? [argument.ownerId]
      : [viewerId, argument.ownerId];
  const rows = await db.dependencySettings.findMany({
    where: { argumentId: argument.id, userId: { in: owners } },
  });
  return dependenciesOf(rows, viewerId, argument);
}

/** {@link readDependencies}' choice among the argument's settings rows of the viewer and owner. */
function dependenciesOf(
  rows: readonly Pick<DependencySettings, 'userId' | 'dependencies' | 'premiseConditionals'>[],
  viewerId: number | null,
  argument: Pick<Argument, 'ownerId'>,
): Pick<ArgumentDetailValue, 'dependencies' | 'premiseConditionals'> {
  const own = viewerId === null ? undefined : rows.find((row) => row.userId === viewerId);
  if (own) {
    return {
      dependencies: parseJson<Record<string, string[]>>(own.dependencies, {}),
      premiseConditionals: parseJson<Record<string, number>>(own.premiseConditionals, {}),
    };
  }
  const dependencies = parseJson<Record<string, string[]>>(
    rows.find((candidate) => candidate.userId === argument.ownerId)?.dependencies,
    {},
  );
  return { dependencies, premiseConditionals: startingConditionals(dependencies) };
}

/**
 * Every argument the viewer may see (their own, PUBLIC ones and their friends' FRIENDS_ONLY
 * ones), most recently changed first.
 */
export async function listArguments(
  db: PrismaClient,
  viewerId: number | null,
): Promise<ArgumentSummaryValue[]> {
  const rows = await db.argument.findMany({
    where: visibleTo(viewerId),
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map(toSummary);
}

/** The ids of the user's own arguments (what they may edit and delete). */
export async function listOwnArgumentIds(
  db: Pick<PrismaClient, 'argument'>,
  userId: number,
): Promise<number[]> {
  const rows = await db.argument.findMany({ where: { ownerId: userId }, select: { id: true } });
  return rows.map((row) => row.id);
}

/**
 * Summaries of the given arguments the viewer may see, in the order asked; others are left out.
 * Ids beyond the safe integers cannot exist and are dropped before they reach Prisma, which
 * rejects them.
 */
export async function getArgumentsByIds(
  db: PrismaClient,
  viewerId: number | null,
  ids: readonly number[],
): Promise<ArgumentSummaryValue[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
  if (wanted.length === 0) return [];
  const rows = await db.argument.findMany({
    where: { AND: [{ id: { in: wanted } }, visibleTo(viewerId)] },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}

/** Whether the argument exists and the viewer may see it. */
export async function isArgumentVisible(
  db: Pick<PrismaClient, 'argument' | 'friendship'>,
  viewerId: number | null,
  id: number,
): Promise<boolean> {
  const argument = await db.argument.findUnique({
    where: { id },
    select: { ownerId: true, visibility: true },
  });
  return argument !== null && (await canViewArgument(db, argument, viewerId));
}

/**
 * Claims by id (`getClaims`), limited to arguments the viewer may see; unknown and invisible
 * ids are left out alike. Ids of 100+ characters are ignored, as the client never sends them.
 */
export async function getClaimsByIds(
  db: PrismaClient,
  viewerId: number | null,
  ids: readonly string[],
): Promise<{ id: string; content: string; negationContent: string | null }[]> {
  const wanted = [...new Set(ids.filter((id) => id.length < 100))];
  if (wanted.length === 0) return [];
  const claims = await db.claim.findMany({
    where: { id: { in: wanted }, argument: visibleTo(viewerId) },
    select: { id: true, content: true, negationContent: true },
  });
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  return wanted.flatMap((id) => {
    const claim = byId.get(id);
    return claim ? [claim] : [];
  });
}
