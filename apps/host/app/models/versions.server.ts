import { CreateVersionRequest, SourceSpan, type Version } from '@credence/api';
import { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { type ArgumentWithClaims, replaceArgumentContent } from './argumentContent.server.ts';
import { canViewArgument, isArgumentVisible, readDependencies } from './arguments.server.ts';
import { type ClaimLogicColumns, snapshotLogic } from './claimLogic.server.ts';
import { claimIdsIn } from './claims.server.ts';
import { removeClaimsFromDependencies } from './dependencies.server.ts';
import { NotFoundError } from './errors.server.ts';
import { parseJson, toJson } from './json.server.ts';
import { lockArgumentRow } from './rowLock.server.ts';
import type { PublicUser } from './users.server.ts';

export type VersionValue = z.infer<typeof Version>;

type Transaction = Prisma.TransactionClient;

/** What a version row needs to be answered in the API's shape. */
const versionInclude = {
  user: { select: { name: true, email: true } },
  parent: { select: { versionNumber: true } },
} as const;

type VersionRow = Prisma.VersionGetPayload<{ include: typeof versionInclude }>;

/** The parts of a version row its API shape reads. */
type VersionFields = Pick<
  VersionRow,
  | 'id'
  | 'versionNumber'
  | 'isCurrent'
  | 'isCanonical'
  | 'changeSummary'
  | 'createdAt'
  | 'user'
  | 'parent'
>;

function toVersion(row: VersionFields): VersionValue {
  return {
    id: row.id,
    version_number: row.versionNumber,
    is_current: row.isCurrent,
    is_canonical: row.isCanonical,
    change_summary: row.changeSummary,
    created_at: row.createdAt.toISOString(),
    creator: { name: row.user.name, email: row.user.email },
    parent_version: row.parent ? { version_number: row.parent.versionNumber } : null,
  };
}

/**
 * A claim's logic in a snapshot: each part only when the claim had it, read leniently (a part
 * that does not parse is none).
 */
const SnapshotClaimLogic = {
  formula: z.string().nullable().optional().catch(undefined),
  sourceSpans: z.array(SourceSpan).optional().catch(undefined),
  implicit: z.boolean().optional().catch(undefined),
};

/**
 * The stored snapshot: what the user saw of the argument when they took it. Read back
 * leniently (older snapshots, like the seed's, have no dependencies): each part is optional and
 * a part that does not parse is simply not restored. A snapshot without `sourceText` or claim
 * logic was taken of an argument without them (or before arguments had them): restoring it
 * restores none.
 */
const Snapshot = z
  .object({
    title: z.string().trim().min(1).optional().catch(undefined),
    summarizedDescription: z.string().optional().catch(undefined),
    sourceText: z.string().nullable().optional().catch(undefined),
    dependencies: z.record(z.string(), z.array(z.string())).optional().catch(undefined),
    premiseConditionals: z.record(z.string(), z.number().min(0).max(1)).optional().catch(undefined),
    argumentType: z.enum(['INDUCTIVE', 'DEDUCTIVE']).optional().catch(undefined),
    premises: z
      .array(
        z.object({
          id: z.string().min(1),
          content: z.string().trim().min(1),
          negationContent: z.string().nullable().optional(),
          ...SnapshotClaimLogic,
        }),
      )
      .min(1)
      .optional()
      .catch(undefined),
    conclusion: z
      .object({
        id: z.string().min(1),
        content: z.string().trim().min(1),
        negationContent: z.string().nullable().optional(),
        ...SnapshotClaimLogic,
      })
      .optional()
      .catch(undefined),
  })
  .catch({});

/** A claim as a snapshot keeps it: its text, and its logic when it has some. */
function snapshotClaim(
  claim: { id: string; content: string; negationContent: string | null } & ClaimLogicColumns,
) {
  return {
    id: claim.id,
    content: claim.content,
    negationContent: claim.negationContent,
    ...snapshotLogic(claim),
  };
}

/**
 * `listVersions`: the user's own versions of an argument, newest first (by creation time, then
 * version number). Version history is private: other users' snapshots of the same argument are
 * never listed. Null when the argument does not exist or the user may not see it.
 */
export async function listVersions(
  db: PrismaClient,
  userId: number,
  argumentId: number,
): Promise<VersionValue[] | null> {
  if (!(await isArgumentVisible(db, userId, argumentId))) return null;
  const rows = await db.version.findMany({
    where: { argumentId, userId },
    orderBy: [{ createdAt: 'desc' }, { versionNumber: 'desc' }, { id: 'desc' }],
    include: versionInclude,
  });
  return rows.map(toVersion);
}

/**
 * The user's own versions of an argument, newest first (as {@link listVersions} answers them),
 * without checking that the argument is visible: for a caller that has just checked it (the
 * evaluator page's loader reads the argument beside it and answers 404 for an invisible one).
 * One query instead of three: the creator of each is the user, and each parent is one of their
 * own versions of the argument (`addVersion`), so both are known without reading other rows —
 * a parent not in the list falls back to `listVersions`' reading.
 */
export async function readOwnVersions(
  db: PrismaClient,
  user: Pick<PublicUser, 'id' | 'name' | 'email'>,
  argumentId: number,
): Promise<VersionValue[]> {
  const rows = await db.version.findMany({
    where: { argumentId, userId: user.id },
    orderBy: [{ createdAt: 'desc' }, { versionNumber: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      versionNumber: true,
      isCurrent: true,
      isCanonical: true,
      changeSummary: true,
      createdAt: true,
      parentId: true,
    },
  });
  const numbers = new Map(rows.map((row) => [row.id, row.versionNumber]));
  if (rows.some((row) => row.parentId !== null && !numbers.has(row.parentId))) {
    const full = await db.version.findMany({
      where: { argumentId, userId: user.id },
      orderBy: [{ createdAt: 'desc' }, { versionNumber: 'desc' }, { id: 'desc' }],
      include: versionInclude,
    });
    return full.map(toVersion);
  }
  return rows.map((row) =>
    toVersion({
      ...row,
      user: { name: user.name, email: user.email },
      parent: row.parentId === null ? null : { versionNumber: numbers.get(row.parentId) ?? 0 },
    }),
  );
}

/**
 * Opens the transaction that adds a version for (argument, user): locks the argument's row first
 * (`lockArgumentRow`), so a concurrent snapshot — from another process or host too — waits
 * instead of reading the same highest number or leaving a second current version; then clears
 * the user's current flag, checks the argument is visible and hands it to `build`. Throws
 * {@link NotFoundError} when the argument is missing or invisible (the transaction is rolled back).
 */
function inVersionTransaction<T>(
  db: PrismaClient,
  userId: number,
  argumentId: number,
  build: (tx: Transaction, argument: ArgumentWithClaims) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await lockArgumentRow(tx, argumentId);
    await tx.version.updateMany({
      where: { argumentId, userId, isCurrent: true },
      data: { isCurrent: false },
    });
    const argument = await tx.argument.findUnique({
      where: { id: argumentId },
      include: { claims: { orderBy: [{ role: 'desc' }, { position: 'asc' }] } },
    });
    if (!argument || !(await canViewArgument(tx, argument, userId))) {
      throw new NotFoundError('Argument not found');
    }
    return build(tx, argument);
  });
}

/**
 * Adds the user's next version (numbered after their own latest of this argument), by default as
 * their current one (`isCurrent: false` for a snapshot of content that is about to change). Its
 * parent is `parentId`, or by default that latest version.
 */
async function addVersion(
  tx: Transaction,
  {
    isCurrent = true,
    ...data
  }: {
    argumentId: number;
    userId: number;
    changeSummary: string;
    snapshot: string;
    parentId?: number;
    isCurrent?: boolean;
  },
): Promise<VersionValue> {
  const latest = await tx.version.findFirst({
    where: { argumentId: data.argumentId, userId: data.userId },
    orderBy: { versionNumber: 'desc' },
    select: { id: true, versionNumber: true },
  });
  const row = await tx.version.create({
    data: {
      ...data,
      parentId: data.parentId ?? latest?.id ?? null,
      versionNumber: (latest?.versionNumber ?? 0) + 1,
      isCurrent,
    },
    include: versionInclude,
  });
  return toVersion(row);
}

/**
 * `createVersion`: snapshots what the user sees of the argument now (title, description, type,
 * claims, and their dependencies — their own, else the argument's structure with their starting
 * values) as their new current version, numbered after their own latest (v1 for a user's first
 * snapshot, whoever else has versions), with that latest as its parent. The note becomes the
 * change summary. One transaction; {@link NotFoundError} for missing and invisible arguments.
 */
export async function createVersion(
  db: PrismaClient,
  userId: number,
  argumentId: number,
  body: z.input<typeof CreateVersionRequest>,
): Promise<VersionValue> {
  const { versionNote } = CreateVersionRequest.parse(body);
  return inVersionTransaction(db, userId, argumentId, async (tx, argument) =>
    addVersion(tx, {
      argumentId,
      userId,
      changeSummary: versionNote,
      snapshot: toJson(await snapshotOf(tx, userId, argument)),
    }),
  );
}

/**
 * What a version holds: the argument as `userId` sees it now (claims with their ids and logic,
 * and the source text when it has one).
 */
async function snapshotOf(tx: Transaction, userId: number, argument: ArgumentWithClaims) {
  const conclusion = argument.claims.find((claim) => claim.role === 'CONCLUSION');
  return {
    title: argument.title,
    summarizedDescription: argument.summarizedDescription,
    argumentType: argument.argumentType,
    ...(argument.sourceText !== null ? { sourceText: argument.sourceText } : {}),
    premises: argument.claims
      .filter((claim) => claim.role === 'PREMISE')
      .sort((a, b) => a.position - b.position)
      .map(snapshotClaim),
    conclusion: conclusion ? snapshotClaim(conclusion) : null,
    ...(await readDependencies(tx, userId, argument)),
  };
}

/**
 * Inside the caller's transaction: snapshots the argument (read in that transaction, claims
 * included) with `changeSummary` — `updateArgument`'s "Before edit" version, taken before
 * anything changes. It is not marked current, and no other version stays current: the edit that
 * follows makes the argument differ from every stored version, so none may be labelled 'Current'.
 */
export async function addSnapshotVersion(
  tx: Transaction,
  userId: number,
  argument: ArgumentWithClaims,
  changeSummary: string,
): Promise<VersionValue> {
  await tx.version.updateMany({
    where: { argumentId: argument.id, userId, isCurrent: true },
    data: { isCurrent: false },
  });
  return addVersion(tx, {
    argumentId: argument.id,
    userId,
    changeSummary,
    snapshot: toJson(await snapshotOf(tx, userId, argument)),
    isCurrent: false,
  });
}

/**
 * `revertVersion`: restores one of the user's versions as a new current version (its snapshot,
 * the summary `Reverted to version {n}`, that version as parent). What the snapshot holds is put
 * back where the user may change it: their own dependencies and premise conditionals, and — for
 * the owner only — the title and description; other users' view of a shared argument is never
 * changed. One transaction; {@link NotFoundError} for a missing or invisible argument, and for a
 * version that is not this user's version of this argument.
 */
export async function revertVersion(
  db: PrismaClient,
  userId: number,
  argumentId: number,
  versionId: number,
): Promise<VersionValue> {
  return inVersionTransaction(db, userId, argumentId, async (tx, argument) => {
    const target = await tx.version.findFirst({ where: { id: versionId, argumentId, userId } });
    if (!target) throw new NotFoundError('Version not found');

    const snapshot = Snapshot.parse(parseJson<unknown>(target.snapshot, {}));
    if (argument.ownerId === userId && snapshot.premises && snapshot.conclusion) {
      // The owner gets the content back, premise ids included: credences, dependencies and
      // links of the premises that are still there stay attached; a premise removed since is
      // re-created under its old id. Formulas, spans and the source text come back with them.
      await replaceArgumentContent(
        tx,
        argument,
        {
          title: snapshot.title ?? argument.title,
          summarizedDescription: snapshot.summarizedDescription ?? argument.summarizedDescription,
          argumentType: snapshot.argumentType ?? argument.argumentType,
          sourceText: snapshot.sourceText ?? null,
          premises: snapshot.premises,
          conclusion: snapshot.conclusion,
        },
        { restoreIds: true },
      );
    } else if (argument.ownerId === userId && snapshot.title !== undefined) {
      await tx.argument.update({
        where: { id: argumentId },
        data: {
          title: snapshot.title,
          summarizedDescription: snapshot.summarizedDescription ?? argument.summarizedDescription,
        },
      });
    }
    if (snapshot.dependencies !== undefined || snapshot.premiseConditionals !== undefined) {
      const values = {
        ...(snapshot.dependencies ? { dependencies: toJson(snapshot.dependencies) } : {}),
        ...(snapshot.premiseConditionals
          ? { premiseConditionals: toJson(snapshot.premiseConditionals) }
          : {}),
      };
      await tx.dependencySettings.upsert({
        where: { userId_argumentId: { userId, argumentId } },
        create: { userId, argumentId, ...values },
        update: values,
      });
      // A claim named in the snapshot may be gone since (a premise edited away, an external
      // parent's argument deleted): the restored settings never name a missing claim.
      const named = new Set<string>();
      for (const [target, parents] of Object.entries(snapshot.dependencies ?? {})) {
        for (const reference of [target, ...parents]) {
          for (const id of claimIdsIn(reference)) named.add(id);
        }
      }
      for (const key of Object.keys(snapshot.premiseConditionals ?? {})) {
        for (const part of key.split('|')) for (const id of claimIdsIn(part)) named.add(id);
      }
      const existing = await tx.claim.findMany({
        where: { id: { in: [...named] } },
        select: { id: true },
      });
      const present = new Set(existing.map((claim) => claim.id));
      await removeClaimsFromDependencies(
        tx,
        new Set([...named].filter((id) => id !== '' && !present.has(id))),
      );
    }
    return addVersion(tx, {
      argumentId,
      userId,
      changeSummary: `Reverted to version ${target.versionNumber}`,
      snapshot: target.snapshot,
      parentId: target.id,
    });
  });
}
