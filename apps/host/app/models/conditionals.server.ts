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
  StoredConditionalMetadata,
  UpdateConditionalProbabilityRequest,
} from '@credence/api';
import { baseClaimId, isUsableClaimId } from '@credence/engine';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import type { ConditionalProbability } from '../generated/prisma/client.ts';
import { assertVisibleClaims, claimIdsIn, visibleClaimIds } from './claims.server.ts';
import { ConflictError, NotFoundError } from './errors.server.ts';
import { parseJson, toJson } from './json.server.ts';

/*
 * Conditional probability records are private to their author: every function takes the
 * signed-in user's id and only ever reads or writes that user's rows. Every claim id a write
 * names (negated `~id` names `id`) must be a claim of an argument the author may see
 * (`assertVisibleClaims`, one query per request): otherwise the write answers 404 `Claim <id> not
 * found` and stores nothing — except in a batch, where such an item counts as an error like an
 * unusable id and the other items are saved. External parents (claims of other arguments) are
 * fine when visible. The evaluator only ever names real claims here: the host opens it on a
 * saved argument, so premise and conclusion ids are `Claim` ids, and the only composite it sends
 * (a batch's `a & ~b` antecedent expression) is split into its ids before the check. Reads
 * (find, for-claims, patterns, batch-reset) only match the user's own rows and need no check;
 * an update changes only the number of a record whose ids were checked when it was stored.
 */

export type ConditionalRecordValue = z.infer<typeof ConditionalProbabilityRecord>;
type ConditionalPatternValue = z.infer<typeof ConditionalPattern>;
type BatchCounts = z.infer<typeof BatchSaveResponse>;
type Db = Pick<PrismaClient, 'conditionalProbability'>;

/** Largest id an SQLite INTEGER column read by Prisma as `Int` holds (larger ids never exist). */
const MAX_INT_ID = 2_147_483_647;

/** A row as the API answers it; metadata only when stored and readable. */
function toRecord(row: ConditionalProbability): ConditionalRecordValue {
  const metadata = StoredConditionalMetadata.safeParse(parseJson<unknown>(row.metadata, null));
  return {
    id: row.id,
    antecedentClaims: parseJson<string[]>(row.antecedentClaims, []),
    consequentClaims: parseJson<string[]>(row.consequentClaims, []),
    conditionalProbability: row.conditionalProbability,
    createdAt: row.createdAt.toISOString(),
    ...(metadata.success ? { metadata: metadata.data } : {}),
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
 * {@link NotFoundError} (404) when a claim is missing or in an argument the user may not see, and
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
    await assertVisibleClaims(tx, userId, [...input.consequentClaims, ...input.antecedentClaims]);
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
 * {@link NotFoundError} when the record is missing or belongs to someone else (same answer). The
 * claims are not checked again: only the number changes, and the ids were checked when stored.
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
    if (write.metadata !== undefined) {
      const stored = StoredConditionalMetadata.safeParse(write.metadata);
      if (stored.success) existing.metadata = stored.data;
    }
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
 * An item whose ids are empty or too long, or name a claim that is missing or in an argument the
 * user may not see, counts as an error and is left out (the rest of the batch is saved: the
 * dependency editor shows "Failed to save N dependencies", and one stale reference does not
 * lose the others); one whose stored value is already the same counts as skipped; every other
 * item is created or updated and counts as created (the spec's counts). The claims of the whole
 * batch are looked up in one query.
 */
export async function batchSaveConditionals(
  db: PrismaClient,
  userId: number,
  body: z.input<typeof BatchSaveRequest>,
): Promise<BatchCounts> {
  const input = BatchSaveRequest.parse(body);
  return db.$transaction(async (tx) => {
    const usable = input.items.flatMap((item) => {
      const antecedentClaims = antecedentsOf(item.antecedentExpression);
      return antecedentClaims && isUsableClaimId(item.conclusionId)
        ? [{ item, claims: [item.conclusionId, ...antecedentClaims], antecedentClaims }]
        : [];
    });
    const visible = await visibleClaimIds(
      tx,
      userId,
      usable.flatMap(({ claims }) => claims),
    );
    const records = await userRecords(tx, userId);
    const counts: BatchCounts = {
      created: 0,
      skipped: 0,
      errors: input.items.length - usable.length,
    };
    for (const { item, claims, antecedentClaims } of usable) {
      if (!claims.every((id) => visible.has(baseClaimId(id)))) {
        counts.errors += 1;
        continue;
      }
      const consequentClaims = [item.conclusionId];
      const [existing] = matching(records, consequentClaims, antecedentClaims);
      if (existing && Math.abs(existing.conditionalProbability - item.probability) < 1e-9) {
        // The value is unchanged (skipped), but a new priority or lock is still kept.
        if (item.metadata !== undefined && toJson(item.metadata) !== toJson(existing.metadata)) {
          await tx.conditionalProbability.update({
            where: { id: existing.id },
            data: { metadata: toJson(item.metadata) },
          });
          existing.metadata = StoredConditionalMetadata.parse(item.metadata);
        }
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
 * transaction. Throws {@link NotFoundError} (nothing stored) when a claim is missing or in an
 * argument the user may not see.
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
    await assertVisibleClaims(tx, userId, [input.conclusionId, ...input.premiseIds]);
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

/**
 * Deletes every user's conditional-probability records that name a claim of `removed` (as a
 * consequent or antecedent, negated or not, alone or in an `a & b` list): a record about a claim
 * that no longer exists has nothing left to be about. Runs inside the caller's transaction.
 */
export async function removeConditionalsNamingClaims(
  tx: Pick<PrismaClient, 'conditionalProbability'>,
  removed: ReadonlySet<string>,
): Promise<number> {
  const ids = [...removed].filter(Boolean);
  if (ids.length === 0) return 0;
  const candidates = await tx.conditionalProbability.findMany({
    where: {
      OR: ids.flatMap((id) => [
        { antecedentClaims: { contains: id } },
        { consequentClaims: { contains: id } },
      ]),
    },
  });
  const names = (text: string) =>
    parseJson<unknown[]>(text, []).some(
      (entry) => typeof entry === 'string' && claimIdsIn(entry).some((id) => removed.has(id)),
    );
  const doomed = candidates
    .filter((row) => names(row.antecedentClaims) || names(row.consequentClaims))
    .map((row) => row.id);
  if (doomed.length === 0) return 0;
  await tx.conditionalProbability.deleteMany({ where: { id: { in: doomed } } });
  return doomed.length;
}
