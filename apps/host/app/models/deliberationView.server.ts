/**
 * The anonymous group view of a deliberation's closed rounds, computed by the engine
 * (`groupEvaluation`, `groupCruxes`, `poolCredences`, `spreadOf` of `@credence/engine`) from the
 * stored submissions. Nothing in it can be tied to a member: every list of values and of reasons
 * is sorted, and no user id or name goes in. Only closed rounds have one; the open round is
 * never shown here.
 *
 * A closed round's submissions never change again (a submission goes to the open round; an
 * account deleted leaves its values), so its view is computed once — when the round closes, or
 * by the first reader if that was cut short — and kept in `DeliberationRound`, so reading a
 * deliberation costs no engine work (a 24-premise round of 50 members takes a few milliseconds;
 * `pnpm bench` in packages/engine).
 */
import {
  type Crux,
  DELIBERATION_MESSAGES,
  type GroupRound,
  LIMITS,
  type PoolingRule as PoolingRuleSchema,
} from '@credence/api';
import {
  type ArgumentType,
  type EvaluationInput,
  groupCruxes,
  groupEvaluation,
  poolCredences,
  spreadOf,
} from '@credence/engine';
import type { z } from 'zod';
import type { PrismaClient } from '../db.server.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { parseJson, toJson } from './json.server.ts';

/** The most premises an argument may have to be deliberated on (the engine's maximum). */
export const DELIBERATION_MAX_PREMISES = LIMITS.deliberationPremises;

/** 400 of `createDeliberation` and `submitToDeliberation` past {@link DELIBERATION_MAX_PREMISES}. */
export const DELIBERATION_TOO_MANY_PREMISES = DELIBERATION_MESSAGES.tooManyPremises;

export type PoolingRule = z.infer<typeof PoolingRuleSchema>;
export type GroupRoundValue = z.infer<typeof GroupRound>;
/** A closed round's view as stored: everything but the reader's own submission. */
export type RoundView = Omit<GroupRoundValue, 'yourSubmission' | 'yourPC'>;
type CruxValue = z.infer<typeof Crux>;

/** One member's stored submission, parsed (`deliberations.server.ts` reads the rows). */
export interface StoredSubmission {
  round: number;
  /** In the argument's premise order at the time of the submission. */
  premiseProbabilities: { claimId: string; probability: number }[];
  inferenceStrength: number;
  fallbackSupport: number;
  reasons: { claimId: string; text: string }[];
}

/** Ascending numbers (a copy). */
const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Texts in a fixed order that says nothing about who wrote them (a copy). */
const sortedTexts = (texts: readonly string[]) =>
  [...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The premise ids of a closed round, in the argument's current premise order; an id the argument
 * no longer has (a premise removed after the round closed) keeps its place after those, in the
 * order the submissions gave. Every submission of a closed round has the same premises
 * (`openDeliberationRound` drops those that no longer fit the argument when it closes a round).
 */
export function roundPremiseIds(
  submissions: readonly StoredSubmission[],
  currentPremiseIds: readonly string[],
): string[] {
  const given = submissions[0]?.premiseProbabilities.map((entry) => entry.claimId) ?? [];
  const position = new Map(currentPremiseIds.map((id, index) => [id, index]));
  return given
    .map((id, index) => ({ id, key: position.get(id) ?? currentPremiseIds.length + index }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.id);
}

/**
 * The engine's input for one submission: the fallback mode with independent premises, the
 * argument's claim ids as premise ids in `premiseIds`' order.
 */
export function evaluationInputOf(
  submission: Pick<
    StoredSubmission,
    'premiseProbabilities' | 'inferenceStrength' | 'fallbackSupport'
  >,
  premiseIds: readonly string[],
  argumentType: ArgumentType,
): EvaluationInput {
  const probabilityOf = new Map(
    submission.premiseProbabilities.map((entry) => [entry.claimId, entry.probability]),
  );
  return {
    argumentType,
    mode: 'fallback',
    premises: premiseIds.map((id) => ({ id, probability: probabilityOf.get(id) ?? 0.5 })),
    pCGivenPremises: submission.inferenceStrength,
    pCGivenNotPremises: submission.fallbackSupport,
  };
}

/**
 * One member's P(C) from their submission, exactly as the group view computes the members' P(C)
 * (`conclusion.values`), for the round's premises in order.
 */
export function memberPC(
  submission: Pick<
    StoredSubmission,
    'premiseProbabilities' | 'inferenceStrength' | 'fallbackSupport'
  >,
  premiseIds: readonly string[],
  argumentType: ArgumentType,
): number {
  const input = evaluationInputOf(submission, premiseIds, argumentType);
  return clamp01(groupEvaluation([input]).perMember[0] ?? 0);
}

/** A number the schema's `Probability` takes, clear of rounding just past 0 or 1. */
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Values, their spread and their pool: one `GroupQuantity`. */
function quantity(values: readonly number[], rule: PoolingRule) {
  const sorted = ascending(values);
  return {
    values: sorted,
    spread: spreadOf(sorted),
    pooled: clamp01(poolCredences(sorted, { rule })),
  };
}

/**
 * The group view of one closed round from its submissions (at least one), without the caller's
 * own submission (`yourSubmission`, added by the caller). Cruxes only from two submissions on.
 */
export function groupRound(
  round: number,
  submissions: readonly StoredSubmission[],
  currentPremiseIds: readonly string[],
  argumentType: ArgumentType,
  rule: PoolingRule,
): RoundView {
  const premiseIds = roundPremiseIds(submissions, currentPremiseIds);
  const members = submissions.map((submission) =>
    evaluationInputOf(submission, premiseIds, argumentType),
  );
  const group = groupEvaluation(members, { rule });
  const cruxes: CruxValue[] =
    members.length < 2
      ? []
      : groupCruxes(members, { rule })
          .map(({ part, share }) => ({
            part:
              part.kind === 'premise'
                ? { kind: 'premise' as const, claimId: part.premiseId }
                : { kind: 'inference' as const },
            share: Math.max(0, share),
          }))
          .sort((a, b) => b.share - a.share);
  return {
    round,
    submissionCount: submissions.length,
    premises: premiseIds.map((claimId, index) => ({
      claimId,
      ...quantity(
        members.map((member) => member.premises[index]?.probability ?? 0.5),
        rule,
      ),
      reasons: sortedTexts(
        submissions.flatMap((submission) =>
          submission.reasons.filter((reason) => reason.claimId === claimId).map((r) => r.text),
        ),
      ),
    })),
    inferenceStrength: quantity(
      submissions.map((submission) => submission.inferenceStrength),
      rule,
    ),
    fallbackSupport: quantity(
      submissions.map((submission) => submission.fallbackSupport),
      rule,
    ),
    conclusion: {
      values: ascending(group.perMember.map(clamp01)),
      spread: group.spread.conclusion,
      computeThenPool: clamp01(group.computeThenPool),
      poolThenCompute: clamp01(group.poolThenCompute),
      gap: group.gap,
    },
    cruxes,
  };
}

/**
 * A refused insert of a view that needs nothing done: another reader kept it first (P2002), or
 * the deliberation was deleted meanwhile (P2003).
 */
function isKeptOrGone(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    (error.code === 'P2002' || error.code === 'P2003')
  );
}

/** What {@link closedRoundViews} needs of a deliberation. */
export interface ViewedDeliberation {
  id: number;
  pooling: PoolingRule;
  argumentType: ArgumentType;
  /** The argument's premise ids now, in order. */
  premiseIds: readonly string[];
  /** The last closed round (0 when none is). */
  lastClosed: number;
}

/**
 * The views of rounds 1…`lastClosed`, by round: those kept in `DeliberationRound`, and any not
 * kept yet computed from `submissions` (all of the deliberation's, parsed) and kept. Two readers
 * computing the same round at once keep one (the other's insert is refused by the unique key and
 * the two are equal). A round without submissions has no view (closing a round needs one).
 * Not for use inside a transaction: a refused insert would end a PostgreSQL one.
 */
export async function closedRoundViews(
  db: PrismaClient,
  deliberation: ViewedDeliberation,
  submissions: readonly StoredSubmission[],
): Promise<Map<number, RoundView>> {
  const views = new Map<number, RoundView>();
  if (deliberation.lastClosed < 1) return views;
  const kept = await db.deliberationRound.findMany({
    where: { deliberationId: deliberation.id, round: { lte: deliberation.lastClosed } },
    select: { round: true, view: true },
  });
  for (const row of kept) {
    const view = parseJson<RoundView | null>(row.view, null);
    if (view) views.set(row.round, view);
  }
  for (let round = 1; round <= deliberation.lastClosed; round++) {
    if (views.has(round)) continue;
    const ofRound = submissions.filter((submission) => submission.round === round);
    if (ofRound.length === 0) continue;
    const view = groupRound(
      round,
      ofRound,
      deliberation.premiseIds,
      deliberation.argumentType,
      deliberation.pooling,
    );
    views.set(round, view);
    try {
      await db.deliberationRound.create({
        data: { deliberationId: deliberation.id, round, view: toJson(view) },
      });
    } catch (error) {
      if (!isKeptOrGone(error)) throw error;
    }
  }
  return views;
}
