import {
  BatchResetRequest,
  BatchSaveRequest,
  type BatchSaveResponse,
  type ConditionalPattern,
  ConditionalProbabilitiesForClaimsRequest,
  type ConditionalProbabilityRecord,
  CreateConditionalProbabilityRequest,
  FindConditionalProbabilitiesQuery,
  SaveTruthTableProbabilitiesRequest,
  UpdateConditionalProbabilityRequest,
} from '@credence/api';
import { baseClaimId, isUsableClaimId } from '@credence/engine';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import type { ConditionalProbability } from '../generated/prisma/client.ts';
import { ConflictError, NotFoundError } from './errors.server.ts';
import { parseJson, toJson } from './json.server.ts';

/*
 * Conditional probability records are private to their author: every function takes the
 * signed-in user's id and only ever reads or writes that user's rows. Claim ids are stored as
 * given and not checked against the claims table: the spec allows negated (`~id`) and external
 * ids, and a record only holds the author's own number, so it reveals nothing about claims the
 * author cannot see.
 */

export type ConditionalRecordValue = z.infer<typeof ConditionalProbabilityRecord>;
type ConditionalPatternValue = z.infer<typeof ConditionalPattern>;
type BatchCounts = z.infer<typeof BatchSaveResponse>;
type Db = Pick<PrismaClient, 'conditionalProbability'>;

/** Largest id an SQLite INTEGER column read by Prisma as `Int` holds (larger ids never exist). */
const MAX_INT_ID = 2_147_483_647;

/** A row as the API answers it. */
function toRecord(row: ConditionalProbability): ConditionalRecordValue {
  return {
    id: row.id,
    antecedentClaims: parseJson<string[]>(row.antecedentClaims, []),
    consequentClaims: parseJson<string[]>(row.consequentClaims, []),
    conditionalProbability: row.conditionalProbability,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether two claim lists name the same claims, in any order (as the mock store compares). */
function sameClaims(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((id, index) => id === sorted[index]);
}

/** The user's records, oldest first. */
async function userRecords(db: Db, userId: number): Promise<ConditionalRecordValue[]> {
  const rows = await db.conditionalProbability.findMany({
    where: { userId },
    orderBy: { id: 'asc' },
  });
  return rows.map(toRecord);
}

/** The user's records for exactly these claims (any order), oldest first. */
function matching(
  records: readonly ConditionalRecordValue[],
  consequents: readonly string[],
  antecedents: readonly string[],
): ConditionalRecordValue[] {
  return records.filter(
    (record) =>
      sameClaims(record.consequentClaims, consequents) &&
      sameClaims(record.antecedentClaims, antecedents),
  );
}

/** `'a, b,'` → `['a', 'b']` (blank entries dropped), the query format of the find call. */
function claimList(text: string): string[] {
  return text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * `createConditionalProbability`: stores P(consequents | antecedents) for the user. Throws
 * {@link ConflictError} (409) when the user has a record for the same claims already, which the
 * client's `saveConditionalProbability` answers by finding and updating it.
 */
export async function createConditional(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof CreateConditionalProbabilityRequest>,
): Promise<ConditionalRecordValue> {
  const input = CreateConditionalProbabilityRequest.parse(body);
  return db.$transaction(async (tx) => {
    const existing = matching(
      await userRecords(tx, userId),
      input.consequentClaims,
      input.antecedentClaims,
    );
    if (existing.length > 0) {
      throw new ConflictError('A conditional probability for these claims exists already');
    }
    const row = await tx.conditionalProbability.create({
      data: {
        userId,
        consequentClaims: toJson(input.consequentClaims),
        antecedentClaims: toJson(input.antecedentClaims),
        conditionalProbability: input.conditionalProbability,
      },
    });
    return toRecord(row);
  });
}

/**
 * `findConditionalProbabilities`: the user's records for exactly these claims (comma-separated
 * in the query, any order). At most one exists, since creating a second one is refused.
 */
export async function findConditionals(
  db: PrismaClient,
  userId: number,
  query: z.input<typeof FindConditionalProbabilitiesQuery>,
): Promise<ConditionalRecordValue[]> {
  const input = FindConditionalProbabilitiesQuery.parse(query);
  return matching(
    await userRecords(db, userId),
    claimList(input.consequent_claims),
    claimList(input.antecedent_claims),
  );
}

/**
 * `updateConditionalProbability`: changes the value of one of the user's records. Throws
 * {@link NotFoundError} when the record is missing or belongs to someone else (same answer).
 */
export async function updateConditional(
  db: PrismaClient,
  userId: number,
  id: number,
  body: z.input<typeof UpdateConditionalProbabilityRequest>,
): Promise<ConditionalRecordValue> {
  const input = UpdateConditionalProbabilityRequest.parse(body);
  const notFound = new NotFoundError(`Conditional probability ${id} not found`);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT_ID) throw notFound;
  // `updateMany` with the owner in the filter: another user's id changes nothing.
  const { count } = await db.conditionalProbability.updateMany({
    where: { id, userId },
    data: { conditionalProbability: input.conditionalProbability },
  });
  if (count === 0) throw notFound;
  return toRecord(await db.conditionalProbability.findUniqueOrThrow({ where: { id } }));
}

/**
 * `getConditionalProbabilitiesForClaims`: the user's records that mention any of `claimIds`
 * (negation ignored on both sides) and, when `consequentClaims` is given, whose consequents
 * are all among them.
 */
export async function conditionalsForClaims(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof ConditionalProbabilitiesForClaimsRequest>,
): Promise<ConditionalRecordValue[]> {
  const input = ConditionalProbabilitiesForClaimsRequest.parse(body);
  const claims = new Set(input.claimIds.map(baseClaimId));
  const consequents = input.consequentClaims && new Set(input.consequentClaims);
  return (await userRecords(db, userId))
    .filter((record) =>
      [...record.consequentClaims, ...record.antecedentClaims].some((id) =>
        claims.has(baseClaimId(id)),
      ),
    )
    .filter((record) => !consequents || record.consequentClaims.every((id) => consequents.has(id)));
}

/**
 * `getConditionalPatterns`: the user's records that have antecedents, as `consequents|antecedents`
 * keys (ids joined by ' & '). The caller checks that the asked user is the signed-in one.
 */
export async function conditionalPatterns(
  db: PrismaClient,
  userId: number,
): Promise<ConditionalPatternValue[]> {
  return (await userRecords(db, userId))
    .filter((record) => record.antecedentClaims.length > 0)
    .map((record) => ({
      key: `${record.consequentClaims.join(' & ')}|${record.antecedentClaims.join(' & ')}`,
      value: record.conditionalProbability,
    }));
}

/** What an upsert writes. */
interface ConditionalWrite {
  consequentClaims: string[];
  antecedentClaims: string[];
  conditionalProbability: number;
  source: string;
  metadata?: unknown;
}

/**
 * Creates the record for these claims or updates the one in `records` (which it keeps current,
 * so a batch naming the same claims twice updates the record it has just created).
 */
async function upsertInto(
  tx: Db,
  userId: number,
  records: ConditionalRecordValue[],
  write: ConditionalWrite,
): Promise<void> {
  const [existing] = matching(records, write.consequentClaims, write.antecedentClaims);
  const values = {
    conditionalProbability: write.conditionalProbability,
    source: write.source,
    ...(write.metadata === undefined ? {} : { metadata: toJson(write.metadata) }),
  };
  if (existing) {
    await tx.conditionalProbability.update({ where: { id: existing.id }, data: values });
    existing.conditionalProbability = write.conditionalProbability;
    return;
  }
  const row = await tx.conditionalProbability.create({
    data: {
      userId,
      consequentClaims: toJson(write.consequentClaims),
      antecedentClaims: toJson(write.antecedentClaims),
      ...values,
    },
  });
  records.push(toRecord(row));
}

/** `'a & ~b'` → `['a', '~b']`; undefined when an id is empty or unusable. */
function antecedentsOf(expression: string): string[] | undefined {
  const ids = expression.split('&').map((id) => id.trim());
  return ids.every(isUsableClaimId) ? ids : undefined;
}

/**
 * `batchSaveConditionals`: saves P(conclusion | antecedents) for each item, in one transaction.
 * An item whose ids are empty or too long counts as an error and is left out; one whose stored
 * value is already the same counts as skipped; every other item is created or updated and counts
 * as created (the spec's counts).
 */
export async function batchSaveConditionals(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof BatchSaveRequest>,
): Promise<BatchCounts> {
  const input = BatchSaveRequest.parse(body);
  return db.$transaction(async (tx) => {
    const records = await userRecords(tx, userId);
    const counts: BatchCounts = { created: 0, skipped: 0, errors: 0 };
    for (const item of input.items) {
      const antecedentClaims = antecedentsOf(item.antecedentExpression);
      if (!antecedentClaims || !isUsableClaimId(item.conclusionId)) {
        counts.errors += 1;
        continue;
      }
      const consequentClaims = [item.conclusionId];
      const [existing] = matching(records, consequentClaims, antecedentClaims);
      if (existing && Math.abs(existing.conditionalProbability - item.probability) < 1e-9) {
        counts.skipped += 1;
        continue;
      }
      await upsertInto(tx, userId, records, {
        consequentClaims,
        antecedentClaims,
        conditionalProbability: item.probability,
        source: item.source,
        metadata: item.metadata,
      });
      counts.created += 1;
    }
    return counts;
  });
}

/**
 * `batchResetConditionals`: for each dependency, the user's stored P(target | source), or null
 * when none is stored (the client then drops the dependency as unsaved).
 */
export async function batchResetConditionals(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof BatchResetRequest>,
): Promise<{ dependencyId: string; newProbability: number | null }[]> {
  const input = BatchResetRequest.parse(body);
  const records = await userRecords(db, userId);
  return input.dependencies.map(({ targetId, sourceId }) => ({
    dependencyId: `${targetId}|${sourceId}`,
    newProbability: matching(records, [targetId], [sourceId])[0]?.conditionalProbability ?? null,
  }));
}

/**
 * `saveTruthTableProbabilities`: stores P(C | all premises), P(C | no premise) (antecedents
 * `~id`) and P(C) (no antecedents) with source `truth-table`, creating or updating each, in one
 * transaction.
 */
export async function saveTruthTableProbabilities(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof SaveTruthTableProbabilitiesRequest>,
): Promise<void> {
  const input = SaveTruthTableProbabilitiesRequest.parse(body);
  const consequentClaims = [input.conclusionId];
  const source = 'truth-table';
  await db.$transaction(async (tx) => {
    const records = await userRecords(tx, userId);
    const writes: [string[], number][] = [
      [input.premiseIds, input.pCGivenPremises],
      [input.premiseIds.map((id) => `~${id}`), input.pCGivenNotPremises],
      [[], input.pC],
    ];
    for (const [antecedentClaims, conditionalProbability] of writes) {
      await upsertInto(tx, userId, records, {
        consequentClaims,
        antecedentClaims,
        conditionalProbability,
        source,
      });
    }
  });
}
