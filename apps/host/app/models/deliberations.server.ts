/**
 * Deliberations (`Deliberation`, `DeliberationMember`, `DeliberationSubmission`): a group of
 * people give their credences for one argument's premises and inference settings, blind, round
 * by round; each closed round shows everyone its anonymous group view (`deliberationView.server.ts`).
 *
 * Who may do what:
 * - Whoever can see an argument may start a deliberation on it (`createDeliberation`) and invite
 *   accepted friends who can see it too. The argument needs premises and a conclusion.
 * - Members read it; so does anyone signed in when the argument is PUBLIC (`isMember: false`),
 *   who joins by submitting, up to `LIMITS.deliberationMembers` members. Anyone else — and a
 *   member who can no longer see the argument — gets the same 404 as for a missing one.
 * - One submission per member per round; a second one to the open round replaces the first. It
 *   gives every premise of the argument exactly once; reasons only for premises.
 * - Only the starter closes the open round (which opens the next, or finishes the deliberation
 *   after round `LIMITS.deliberationRounds`) and deletes the deliberation: 403 for others who can
 *   read it. A round with no submission cannot be closed ({@link DELIBERATION_NOBODY_SUBMITTED}).
 *
 * Blind and anonymous: no answer carries a figure or reason of the open round except the
 * caller's own submission, and no answer ties a value or a reason to a member (the starter gets
 * no more than anyone); members are listed by name only, sorted. A member who deletes their
 * account leaves their submissions behind, without their id.
 *
 * Every write that checks the stored state first runs in one transaction that begins by locking
 * the deliberation's row ({@link lockDeliberation}), so two submissions, a join and the member
 * limit, or a submission and the round closing, are decided one after the other.
 */
import {
  CreateDeliberationRequest,
  check,
  DELIBERATION_MESSAGES,
  type DeliberationListQuery,
  type Deliberation as DeliberationSchema,
  type DeliberationSubmission as DeliberationSubmissionSchema,
  type DeliberationSummary,
  LIMITS,
  PoolingRule,
  SubmitDeliberationRequest,
} from '@credence/api';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { canViewArgument, visibleTo } from './arguments.server.ts';
import {
  closedRoundViews,
  DELIBERATION_MAX_PREMISES,
  DELIBERATION_TOO_MANY_PREMISES,
  memberPC,
  type StoredSubmission,
} from './deliberationView.server.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from './errors.server.ts';
import { parseJson, toJson } from './json.server.ts';

export type DeliberationValue = z.infer<typeof DeliberationSchema>;
export type DeliberationSummaryValue = z.infer<typeof DeliberationSummary>;
type SubmissionValue = z.infer<typeof DeliberationSubmissionSchema>;

/** The 404 of every call about one deliberation, whether it is missing or not the caller's to see. */
export const DELIBERATION_NOT_FOUND = 'Deliberation not found';

/** The 404 of `createDeliberation` for a missing or invisible argument. */
export const DELIBERATION_ARGUMENT_NOT_FOUND = 'Argument not found';

/**
 * 409 of `openDeliberationRound` when the open round has no submission (that fits the argument's
 * premises): a closed round's group view needs at least one.
 */
export const DELIBERATION_NOBODY_SUBMITTED = DELIBERATION_MESSAGES.emptyRound;

/** Waits above Prisma's defaults, as for the host's other locking transactions. */
const TRANSACTION_WAITS = { maxWait: 15_000, timeout: 15_000 };

/** A client or a transaction: every read here works in either. */
type Db = Prisma.TransactionClient;

/** What every call reads of a deliberation. */
const recordSelect = {
  id: true,
  argumentId: true,
  starterId: true,
  pooling: true,
  openRound: true,
  finishedAt: true,
  createdAt: true,
  argument: {
    select: {
      id: true,
      title: true,
      ownerId: true,
      visibility: true,
      argumentType: true,
      claims: { select: { id: true, role: true, position: true } },
    },
  },
  starter: { select: { name: true } },
  members: { select: { userId: true, user: { select: { name: true } } } },
} satisfies Prisma.DeliberationSelect;

type DeliberationRecord = Prisma.DeliberationGetPayload<{ select: typeof recordSelect }>;

/** A deliberation the caller may read, and whether they are a member. */
interface Readable {
  record: DeliberationRecord;
  isMember: boolean;
}

/** A request body checked with its schema: a 400 with the readable message otherwise. */
function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = check(schema, value);
  if (!result.ok) throw new BadRequestError(result.message);
  return result.data;
}

/** The argument's premise ids in order, and whether it has premises and a conclusion. */
function structureOf(claims: readonly { id: string; role: string; position: number }[]) {
  const premiseIds = claims
    .filter((claim) => claim.role === 'PREMISE')
    .sort((a, b) => a.position - b.position)
    .map((claim) => claim.id);
  const hasConclusion = claims.some((claim) => claim.role === 'CONCLUSION');
  return { premiseIds, complete: premiseIds.length > 0 && hasConclusion };
}

/** The stored pooling rule (anything unknown reads as the default, logarithmic). */
function poolingOf(stored: string): z.infer<typeof PoolingRule> {
  const parsed = PoolingRule.safeParse(stored);
  return parsed.success ? parsed.data : 'logarithmic';
}

/**
 * Makes the surrounding transaction the only one working on deliberation `id` until it ends: a
 * no-op update of its row (PostgreSQL holds the row lock until commit; SQLite's transactions hold
 * the write lock from their start). Use it before the reads that decide a write.
 */
async function lockDeliberation(tx: Db, id: number): Promise<void> {
  await tx.$executeRaw`UPDATE "Deliberation" SET "id" = "id" WHERE "id" = ${id}`;
}

/**
 * The deliberation when `userId` may read it: they can see its argument, and they are a member
 * or the argument is PUBLIC. Null otherwise (missing or not theirs to see: the same 404).
 */
async function readable(db: Db, userId: number, id: number): Promise<Readable | null> {
  const record = await db.deliberation.findUnique({ where: { id }, select: recordSelect });
  if (!record || !(await canViewArgument(db, record.argument, userId))) return null;
  const isMember = record.members.some((member) => member.userId === userId);
  if (!isMember && record.argument.visibility !== 'PUBLIC') return null;
  return { record, isMember };
}

/** {@link readable}, or the 404. */
async function readableOrThrow(db: Db, userId: number, id: number): Promise<Readable> {
  const found = await readable(db, userId, id);
  if (!found) throw new NotFoundError(DELIBERATION_NOT_FOUND);
  return found;
}

/** A stored submission row, parsed. */
function parseSubmission(row: {
  round: number;
  premiseProbabilities: string;
  inferenceStrength: number;
  fallbackSupport: number;
  reasons: string;
}): StoredSubmission {
  return {
    round: row.round,
    premiseProbabilities: parseJson<StoredSubmission['premiseProbabilities']>(
      row.premiseProbabilities,
      [],
    ),
    inferenceStrength: row.inferenceStrength,
    fallbackSupport: row.fallbackSupport,
    reasons: parseJson<StoredSubmission['reasons']>(row.reasons, []),
  };
}

/** Whether a submission gives exactly the premises `premiseIds` (the argument's now). */
function fitsPremises(submission: StoredSubmission, premiseIds: readonly string[]): boolean {
  const given = submission.premiseProbabilities.map((entry) => entry.claimId);
  const wanted = new Set(premiseIds);
  return (
    given.length === wanted.size &&
    new Set(given).size === given.length &&
    given.every((id) => wanted.has(id))
  );
}

/**
 * The answer about one deliberation for `userId`: the open round's counts and their own
 * submission, the group view of each closed round, members by name. Nothing else of the open
 * round, and nothing that names who gave what.
 */
async function answerFor(
  db: PrismaClient,
  userId: number,
  found: Readable,
): Promise<DeliberationValue> {
  const { record, isMember } = found;
  const rows = await db.deliberationSubmission.findMany({
    where: { deliberationId: record.id },
    orderBy: { id: 'asc' },
    select: {
      round: true,
      userId: true,
      premiseProbabilities: true,
      inferenceStrength: true,
      fallbackSupport: true,
      reasons: true,
      submittedAt: true,
    },
  });
  const { premiseIds } = structureOf(record.argument.claims);
  const own = (round: number): SubmissionValue | null => {
    const row = rows.find((candidate) => candidate.round === round && candidate.userId === userId);
    if (!row) return null;
    const parsed = parseSubmission(row);
    return {
      premiseProbabilities: parsed.premiseProbabilities,
      inferenceStrength: parsed.inferenceStrength,
      fallbackSupport: parsed.fallbackSupport,
      reasons: parsed.reasons,
      submittedAt: row.submittedAt.toISOString(),
    };
  };
  const finished = record.finishedAt !== null;
  const lastClosed = finished ? record.openRound : record.openRound - 1;
  const views = await closedRoundViews(
    db,
    {
      id: record.id,
      pooling: poolingOf(record.pooling),
      argumentType: record.argument.argumentType,
      premiseIds,
      lastClosed,
    },
    rows.map(parseSubmission),
  );
  const rounds: DeliberationValue['rounds'] = [...views.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, view]) => {
      const yourSubmission = own(round);
      const roundPremiseIds = view.premises.map((premise) => premise.claimId);
      return {
        ...view,
        yourSubmission,
        yourPC: yourSubmission
          ? memberPC(yourSubmission, roundPremiseIds, record.argument.argumentType)
          : null,
      };
    });
  const openSubmissions = rows
    .filter((row) => row.round === record.openRound)
    .map(parseSubmission)
    .filter((submission) => fitsPremises(submission, premiseIds));
  return {
    id: record.id,
    argumentId: record.argumentId,
    argumentTitle: record.argument.title,
    pooling: poolingOf(record.pooling),
    starterName: record.starter.name,
    startedByYou: record.starterId === userId,
    isMember,
    status: finished ? 'finished' : 'open',
    maxRounds: LIMITS.deliberationRounds,
    openRound: finished
      ? null
      : {
          number: record.openRound,
          submissionCount: openSubmissions.length,
          yourSubmission: own(record.openRound),
        },
    memberCount: record.members.length,
    memberNames: record.members
      .map((member) => member.user.name)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    rounds,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * `getDeliberation` for a page loader: the deliberation as `userId` may see it, or null when it
 * is missing or not theirs to see (answer 404).
 */
export async function readDeliberation(
  db: PrismaClient,
  userId: number,
  id: number,
): Promise<DeliberationValue | null> {
  const found = await readable(db, userId, id);
  return found ? answerFor(db, userId, found) : null;
}

/** `getDeliberation`: `{ deliberation }`, or a 404 (missing, or not the caller's to see). */
export async function getDeliberation(
  db: PrismaClient,
  userId: number,
  id: number,
): Promise<{ deliberation: DeliberationValue }> {
  const deliberation = await readDeliberation(db, userId, id);
  if (!deliberation) throw new NotFoundError(DELIBERATION_NOT_FOUND);
  return { deliberation };
}

/**
 * `listDeliberations`: the deliberations `userId` is a member of, on arguments they can still
 * see (optionally of one argument), newest first.
 */
export async function listDeliberations(
  db: PrismaClient,
  userId: number,
  query: z.input<typeof DeliberationListQuery> = {},
): Promise<{ deliberations: DeliberationSummaryValue[] }> {
  const argumentId = query.argumentId === undefined ? undefined : Number(query.argumentId);
  const rows = await db.deliberation.findMany({
    where: {
      members: { some: { userId } },
      argument: visibleTo(userId),
      ...(argumentId === undefined ? {} : { argumentId }),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      argumentId: true,
      starterId: true,
      openRound: true,
      finishedAt: true,
      createdAt: true,
      argument: {
        select: { title: true, claims: { select: { id: true, role: true, position: true } } },
      },
      starter: { select: { name: true } },
      _count: { select: { members: true } },
      submissions: {
        where: { userId },
        select: {
          round: true,
          premiseProbabilities: true,
          inferenceStrength: true,
          fallbackSupport: true,
          reasons: true,
        },
      },
    },
  });
  return {
    deliberations: rows.map((row) => {
      const finished = row.finishedAt !== null;
      const { premiseIds } = structureOf(row.argument.claims);
      const youSubmitted =
        !finished &&
        row.submissions.some(
          (submission) =>
            submission.round === row.openRound &&
            fitsPremises(parseSubmission(submission), premiseIds),
        );
      return {
        id: row.id,
        argumentId: row.argumentId,
        argumentTitle: row.argument.title,
        starterName: row.starter.name,
        startedByYou: row.starterId === userId,
        status: finished ? ('finished' as const) : ('open' as const),
        round: row.openRound,
        memberCount: row._count.members,
        youSubmitted,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}

/** Which of `ids` are accepted friends of `userId`. */
async function friendsAmong(db: Db, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.friendship.findMany({
    where: {
      acceptedAt: { not: null },
      OR: [
        { userLowId: userId, userHighId: { in: [...ids] } },
        { userHighId: userId, userLowId: { in: [...ids] } },
      ],
    },
    select: { userLowId: true, userHighId: true },
  });
  return new Set(rows.map((row) => (row.userLowId === userId ? row.userHighId : row.userLowId)));
}

/**
 * `createDeliberation`: `userId` starts a deliberation on argument `argumentId` with the friends
 * `body.inviteeIds` → `{ deliberation }` (the route answers 201). Throws an
 * `HttpStatusError` with the contract's message, so a form can show it: 404
 * {@link DELIBERATION_ARGUMENT_NOT_FOUND} (missing or invisible argument), 400 for a body the
 * schema refuses, `DELIBERATION_MESSAGES.incompleteArgument`, `.notFriend` (an invitee who is not
 * an accepted friend, oneself included) or `.inviteeCannotSee`.
 */
export async function createDeliberation(
  db: PrismaClient,
  userId: number,
  argumentId: number,
  body: z.input<typeof CreateDeliberationRequest>,
): Promise<{ deliberation: DeliberationValue }> {
  const input = parseInput(CreateDeliberationRequest, body);
  const argument = await db.argument.findUnique({
    where: { id: argumentId },
    select: {
      ownerId: true,
      visibility: true,
      claims: { select: { id: true, role: true, position: true } },
    },
  });
  if (!argument || !(await canViewArgument(db, argument, userId))) {
    throw new NotFoundError(DELIBERATION_ARGUMENT_NOT_FOUND);
  }
  const structure = structureOf(argument.claims);
  if (!structure.complete) throw new BadRequestError(DELIBERATION_MESSAGES.incompleteArgument);
  if (structure.premiseIds.length > DELIBERATION_MAX_PREMISES) {
    throw new BadRequestError(DELIBERATION_TOO_MANY_PREMISES);
  }
  const inviteeIds = [...new Set(input.inviteeIds ?? [])];
  const friends = await friendsAmong(db, userId, inviteeIds);
  if (inviteeIds.some((id) => !friends.has(id))) {
    throw new BadRequestError(DELIBERATION_MESSAGES.notFriend);
  }
  for (const id of inviteeIds) {
    if (!(await canViewArgument(db, argument, id))) {
      throw new BadRequestError(DELIBERATION_MESSAGES.inviteeCannotSee);
    }
  }
  if (inviteeIds.length + 1 > LIMITS.deliberationMembers) {
    throw new ConflictError(DELIBERATION_MESSAGES.full);
  }
  const created = await db.deliberation.create({
    data: {
      argumentId,
      starterId: userId,
      pooling: input.pooling ?? 'logarithmic',
      members: { create: [userId, ...inviteeIds].map((memberId) => ({ userId: memberId })) },
    },
    select: { id: true },
  });
  return getDeliberation(db, userId, created.id);
}

/**
 * `submitToDeliberation`: `userId`'s credences (and reasons) for the open round, replacing their
 * earlier submission to it; a reader of a PUBLIC argument's deliberation joins with it. Throws
 * 404, 409 `finished`, 400 `incompleteArgument`, `premisesMismatch` or `reasonClaim`, 409 `full`.
 */
export async function submitToDeliberation(
  db: PrismaClient,
  userId: number,
  id: number,
  body: z.input<typeof SubmitDeliberationRequest>,
): Promise<{ deliberation: DeliberationValue }> {
  const input = parseInput(SubmitDeliberationRequest, body);
  await db.$transaction(async (tx) => {
    await lockDeliberation(tx, id);
    const { record, isMember } = await readableOrThrow(tx, userId, id);
    if (record.finishedAt) throw new ConflictError(DELIBERATION_MESSAGES.finished);
    const { premiseIds, complete } = structureOf(record.argument.claims);
    if (!complete) throw new BadRequestError(DELIBERATION_MESSAGES.incompleteArgument);
    if (premiseIds.length > DELIBERATION_MAX_PREMISES) {
      throw new BadRequestError(DELIBERATION_TOO_MANY_PREMISES);
    }
    const given = new Map(input.premiseProbabilities.map((entry) => [entry.claimId, entry]));
    const premiseSet = new Set(premiseIds);
    if (
      given.size !== input.premiseProbabilities.length ||
      given.size !== premiseIds.length ||
      premiseIds.some((premiseId) => !given.has(premiseId))
    ) {
      throw new BadRequestError(DELIBERATION_MESSAGES.premisesMismatch);
    }
    const reasons = input.reasons ?? [];
    if (reasons.some((reason) => !premiseSet.has(reason.claimId))) {
      throw new BadRequestError(DELIBERATION_MESSAGES.reasonClaim);
    }
    if (!isMember) {
      if (record.members.length >= LIMITS.deliberationMembers) {
        throw new ConflictError(DELIBERATION_MESSAGES.full);
      }
      await tx.deliberationMember.create({ data: { deliberationId: id, userId } });
    }
    const data = {
      premiseProbabilities: toJson(
        premiseIds.map((claimId) => ({
          claimId,
          probability: given.get(claimId)?.probability ?? 0.5,
        })),
      ),
      inferenceStrength: input.inferenceStrength,
      fallbackSupport: input.fallbackSupport,
      reasons: toJson(reasons.map(({ claimId, text }) => ({ claimId, text }))),
      submittedAt: new Date(),
    };
    const existing = await tx.deliberationSubmission.findFirst({
      where: { deliberationId: id, round: record.openRound, userId },
      select: { id: true },
    });
    if (existing) {
      await tx.deliberationSubmission.update({ where: { id: existing.id }, data });
    } else {
      await tx.deliberationSubmission.create({
        data: { ...data, deliberationId: id, round: record.openRound, userId },
      });
    }
  }, TRANSACTION_WAITS);
  return getDeliberation(db, userId, id);
}

/**
 * `openDeliberationRound`: the starter closes the open round and opens the next; closing round
 * `LIMITS.deliberationRounds` finishes the deliberation. Submissions to the closing round that no
 * longer fit the argument's premises (edited since) are dropped, and a round left with none is
 * not closed. Throws 404, 403 `starterOnly`, 409 `finished` or
 * {@link DELIBERATION_NOBODY_SUBMITTED}.
 */
export async function openDeliberationRound(
  db: PrismaClient,
  userId: number,
  id: number,
): Promise<{ deliberation: DeliberationValue }> {
  await db.$transaction(async (tx) => {
    await lockDeliberation(tx, id);
    const { record } = await readableOrThrow(tx, userId, id);
    if (record.starterId !== userId) throw new ForbiddenError(DELIBERATION_MESSAGES.starterOnly);
    if (record.finishedAt) throw new ConflictError(DELIBERATION_MESSAGES.finished);
    const { premiseIds } = structureOf(record.argument.claims);
    const rows = await tx.deliberationSubmission.findMany({
      where: { deliberationId: id, round: record.openRound },
      select: {
        id: true,
        round: true,
        premiseProbabilities: true,
        inferenceStrength: true,
        fallbackSupport: true,
        reasons: true,
      },
    });
    const stale = rows.filter((row) => !fitsPremises(parseSubmission(row), premiseIds));
    if (stale.length === rows.length) throw new ConflictError(DELIBERATION_NOBODY_SUBMITTED);
    if (stale.length > 0) {
      await tx.deliberationSubmission.deleteMany({
        where: { id: { in: stale.map((row) => row.id) } },
      });
    }
    const isLast = record.openRound >= LIMITS.deliberationRounds;
    await tx.deliberation.update({
      where: { id },
      data: isLast ? { finishedAt: new Date() } : { openRound: record.openRound + 1 },
    });
  }, TRANSACTION_WAITS);
  return getDeliberation(db, userId, id);
}

/**
 * `deleteDeliberation`: the starter deletes it with every submission → `{ success: true }`.
 * Throws 404, or 403 `starterOnly` for anyone else who can read it.
 */
export async function deleteDeliberation(
  db: PrismaClient,
  userId: number,
  id: number,
): Promise<{ success: true }> {
  const { record } = await readableOrThrow(db, userId, id);
  if (record.starterId !== userId) throw new ForbiddenError(DELIBERATION_MESSAGES.starterOnly);
  // By starter too: a deliberation deleted meanwhile is the same 404.
  const deleted = await db.deliberation.deleteMany({ where: { id, starterId: userId } });
  if (deleted.count === 0) throw new NotFoundError(DELIBERATION_NOT_FOUND);
  return { success: true };
}
