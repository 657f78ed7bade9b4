import { DELIBERATION_MESSAGES, LIMITS } from '@credence/api';
import {
  type CruxShare,
  type EvaluationInput,
  groupCruxes,
  groupEvaluation,
  poolCredences,
  spreadOf,
} from '@credence/engine';
import {
  DELIBERATION_SCENARIOS,
  type DeliberationScenario,
  deliberationFixtures,
  type MockDeliberation,
  type MockDeliberationSubmission,
} from '../fixtures/deliberations';
import type { MockStore } from '../store';
import type { MockArgument, MockData, MockUser } from '../types';
import { fail } from '../validation';
import { readableArgument } from './access';
import type { CallAnswer, CallResolvers } from './define';

/** The refusal of `openDeliberationRound` when nobody has submitted to the open round (409). */
export const EMPTY_ROUND_MESSAGE = DELIBERATION_MESSAGES.emptyRound;

type DeliberationView = CallAnswer<'getDeliberation'>['deliberation'];
type GroupRoundView = DeliberationView['rounds'][number];
type SummaryView = CallAnswer<'listDeliberations'>['deliberations'][number];

/**
 * The deliberations of each store's data. Kept beside the store (its `MockData` has no place for
 * them): keyed by the data object, so `store.reset()`, which replaces it with a fresh copy of the
 * seed, also brings the seeded deliberations back.
 */
const deliberationsByData = new WeakMap<MockData, MockDeliberation[]>();

/**
 * The live deliberations of a store (mutable, like `store.data`: tests and stories may arrange
 * unusual states directly), seeded with `deliberationFixtures` and reset with the store.
 */
export function mockDeliberations(store: MockStore): MockDeliberation[] {
  let list = deliberationsByData.get(store.data);
  if (!list) {
    list = structuredClone(deliberationFixtures);
    deliberationsByData.set(store.data, list);
  }
  return list;
}

/**
 * Picks one of `DELIBERATION_SCENARIOS` for a story or test: signs its user in and answers the
 * deliberation's id, for the page or machine to load.
 */
export function selectDeliberationScenario(store: MockStore, name: DeliberationScenario): number {
  const { deliberationId, userId } = DELIBERATION_SCENARIOS[name];
  store.signIn(userId);
  return deliberationId;
}

const now = () => new Date().toISOString();
const ascending = (a: number, b: number) => a - b;

/** The deliberation and whether the user is a member; 404 when they may not see it. */
function visibleDeliberation(store: MockStore, id: number, user: MockUser) {
  const deliberation = mockDeliberations(store).find((candidate) => candidate.id === id);
  const argument = deliberation && store.argument(deliberation.argumentId);
  if (!deliberation || !argument) fail(404, `Deliberation ${id} not found`);
  const isMember = deliberation.memberIds.includes(user.id);
  // A reader of a PUBLIC argument sees its deliberations (and may join); others are not told
  // that the deliberation exists.
  if (!isMember && argument.visibility !== 'PUBLIC') fail(404, `Deliberation ${id} not found`);
  return { deliberation, argument, isMember };
}

/** 403 unless the user started the deliberation. */
function requireStarter(deliberation: MockDeliberation, user: MockUser): void {
  if (deliberation.starterId !== user.id) fail(403, DELIBERATION_MESSAGES.starterOnly);
}

/** The rounds that have closed: all before the open one, or all once finished. */
function closedRoundNumbers(deliberation: MockDeliberation): number[] {
  const last = deliberation.status === 'finished' ? deliberation.round : deliberation.round - 1;
  return Array.from({ length: Math.max(0, last) }, (_, index) => index + 1);
}

const submissionsIn = (deliberation: MockDeliberation, round: number) =>
  deliberation.submissions.filter((submission) => submission.round === round);

function ownSubmission(submission: MockDeliberationSubmission | undefined) {
  if (!submission) return null;
  const { userId: _, round: __, ...own } = submission;
  return structuredClone(own);
}

/** A member's submission as the engine's input, premises in the deliberation's order. */
function evaluationInput(
  deliberation: MockDeliberation,
  argument: MockArgument,
  submission: MockDeliberationSubmission,
): EvaluationInput {
  const credence = new Map(
    submission.premiseProbabilities.map(({ claimId, probability }) => [claimId, probability]),
  );
  return {
    argumentType: argument.argumentType,
    mode: 'fallback',
    premises: deliberation.premiseIds.map((id) => ({ id, probability: credence.get(id) ?? 0.5 })),
    pCGivenPremises: submission.inferenceStrength,
    pCGivenNotPremises: submission.fallbackSupport,
  };
}

/** The api's crux: a premise is named by `claimId` where the engine says `premiseId`. */
function cruxView({ part, share }: CruxShare) {
  return {
    part:
      part.kind === 'premise'
        ? { kind: 'premise' as const, claimId: part.premiseId }
        : { kind: 'inference' as const },
    share,
  };
}

/**
 * The anonymous group view of a closed round, computed with the engine: each submission as a
 * fallback-mode input, `groupEvaluation` and `groupCruxes` with the deliberation's rule, each
 * quantity pooled with `poolCredences`. Values are sorted and reasons unsigned and sorted, so
 * nothing can be tied to a member.
 */
function groupRound(
  deliberation: MockDeliberation,
  argument: MockArgument,
  round: number,
  user: MockUser,
): GroupRoundView {
  const submissions = submissionsIn(deliberation, round);
  const options = { rule: deliberation.pooling };
  const members = submissions.map((submission) =>
    evaluationInput(deliberation, argument, submission),
  );
  const group = groupEvaluation(members, options);
  const mineAt = submissions.findIndex((submission) => submission.userId === user.id);
  const mine = mineAt === -1 ? undefined : submissions[mineAt];
  const quantity = (values: number[]) => {
    const sorted = [...values].sort(ascending);
    return { values: sorted, spread: spreadOf(sorted), pooled: poolCredences(sorted, options) };
  };
  return {
    round,
    submissionCount: submissions.length,
    premises: deliberation.premiseIds.map((claimId, index) => {
      const values = members.map((member) => member.premises[index]?.probability ?? 0.5);
      const reasons = submissions.flatMap((submission) =>
        submission.reasons.filter((reason) => reason.claimId === claimId).map(({ text }) => text),
      );
      return { claimId, ...quantity(values), reasons: reasons.sort() };
    }),
    inferenceStrength: quantity(submissions.map((submission) => submission.inferenceStrength)),
    fallbackSupport: quantity(submissions.map((submission) => submission.fallbackSupport)),
    conclusion: {
      values: [...group.perMember].sort(ascending),
      spread: group.spread.conclusion,
      computeThenPool: group.computeThenPool,
      poolThenCompute: group.poolThenCompute,
      gap: group.gap,
    },
    cruxes: members.length < 2 ? [] : groupCruxes(members, options).map(cruxView),
    yourSubmission: ownSubmission(mine),
    yourPC: mineAt === -1 ? null : (group.perMember[mineAt] ?? null),
  };
}

/** A deliberation as `user` may see it: the open round's counts and their own submission only. */
function deliberationView(
  store: MockStore,
  deliberation: MockDeliberation,
  argument: MockArgument,
  user: MockUser,
): DeliberationView {
  const open = deliberation.status === 'open';
  const inOpenRound = open ? submissionsIn(deliberation, deliberation.round) : [];
  return {
    id: deliberation.id,
    argumentId: deliberation.argumentId,
    argumentTitle: argument.title,
    pooling: deliberation.pooling,
    starterName: store.user(deliberation.starterId)?.name ?? 'Unknown',
    startedByYou: deliberation.starterId === user.id,
    isMember: deliberation.memberIds.includes(user.id),
    status: deliberation.status,
    maxRounds: deliberation.maxRounds,
    openRound: open
      ? {
          number: deliberation.round,
          submissionCount: inOpenRound.length,
          yourSubmission: ownSubmission(inOpenRound.find((s) => s.userId === user.id)),
        }
      : null,
    memberCount: deliberation.memberIds.length,
    memberNames: deliberation.memberIds
      .map((id) => store.user(id)?.name ?? 'Unknown')
      .sort((a, b) => a.localeCompare(b)),
    rounds: closedRoundNumbers(deliberation).map((round) =>
      groupRound(deliberation, argument, round, user),
    ),
    createdAt: deliberation.createdAt,
  };
}

function summaryView(
  store: MockStore,
  deliberation: MockDeliberation,
  argument: MockArgument,
  user: MockUser,
): SummaryView {
  return {
    id: deliberation.id,
    argumentId: deliberation.argumentId,
    argumentTitle: argument.title,
    starterName: store.user(deliberation.starterId)?.name ?? 'Unknown',
    startedByYou: deliberation.starterId === user.id,
    status: deliberation.status,
    round: deliberation.round,
    memberCount: deliberation.memberIds.length,
    youSubmitted:
      deliberation.status === 'open' &&
      submissionsIn(deliberation, deliberation.round).some((s) => s.userId === user.id),
    createdAt: deliberation.createdAt,
  };
}

/** 400 unless the submission gives every premise once (and nothing else), reasons premises only. */
function checkSubmission(
  deliberation: MockDeliberation,
  body: Pick<MockDeliberationSubmission, 'premiseProbabilities'> & {
    reasons?: Array<{ claimId: string }>;
  },
): void {
  const given = body.premiseProbabilities.map(({ claimId }) => claimId);
  const expected = new Set(deliberation.premiseIds);
  if (
    given.length !== expected.size ||
    new Set(given).size !== given.length ||
    !given.every((id) => expected.has(id))
  ) {
    fail(400, DELIBERATION_MESSAGES.premisesMismatch);
  }
  if (body.reasons?.some(({ claimId }) => !expected.has(claimId))) {
    fail(400, DELIBERATION_MESSAGES.reasonClaim);
  }
}

/**
 * Deliberations, as the host keeps them (blind Delphi rounds on one argument):
 * - members see their deliberations; a reader of a PUBLIC argument sees its deliberations too
 *   (`isMember: false`) and joins by submitting (409 past `LIMITS.deliberationMembers`); anyone
 *   else gets 404;
 * - an open round's figures are never sent, except the caller's own submission; a closed round is
 *   sent as the engine's anonymous group view (sorted values, spreads, both poolings and their
 *   gap, ranked cruxes, unsigned reasons), with the caller's own submission;
 * - only the starter closes a round (403 otherwise; 409 when nobody has submitted to it, or when
 *   finished) or deletes; after `maxRounds` (5) the last round only closes and the deliberation is
 *   finished (submissions and rounds then 409);
 * - starting one needs an argument with premises and a conclusion (400) and invitees who are the
 *   starter's friends (400) and can see the argument (400).
 *
 * Seeded with `deliberationFixtures` (see `DELIBERATION_SCENARIOS` and
 * {@link selectDeliberationScenario}); the data lives beside the store ({@link mockDeliberations}).
 */
export const deliberationResolvers: Pick<
  CallResolvers,
  | 'listDeliberations'
  | 'createDeliberation'
  | 'getDeliberation'
  | 'submitToDeliberation'
  | 'openDeliberationRound'
  | 'deleteDeliberation'
> = {
  listDeliberations: ({ store, user, query }) => ({
    deliberations: mockDeliberations(store)
      .filter((deliberation) => deliberation.memberIds.includes(user.id))
      .filter(
        (deliberation) =>
          query.argumentId === undefined || deliberation.argumentId === query.argumentId,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .flatMap((deliberation) => {
        const argument = store.argument(deliberation.argumentId);
        return argument ? [summaryView(store, deliberation, argument, user)] : [];
      }),
  }),
  createDeliberation: ({ store, user, params, body }) => {
    const argument = readableArgument(store, params.id, user);
    const conclusion = store.claim(argument.conclusionId);
    if (argument.premiseIds.length === 0 || !conclusion?.content.trim()) {
      fail(400, DELIBERATION_MESSAGES.incompleteArgument);
    }
    if (argument.premiseIds.length > LIMITS.deliberationPremises) {
      fail(400, DELIBERATION_MESSAGES.tooManyPremises);
    }
    const inviteeIds = [...new Set(body.inviteeIds ?? [])];
    for (const inviteeId of inviteeIds) {
      if (inviteeId === user.id || !store.areFriends(user.id, inviteeId)) {
        fail(400, DELIBERATION_MESSAGES.notFriend);
      }
      if (!store.canRead(argument, inviteeId)) fail(400, DELIBERATION_MESSAGES.inviteeCannotSee);
    }
    if (1 + inviteeIds.length > LIMITS.deliberationMembers) fail(409, DELIBERATION_MESSAGES.full);
    const list = mockDeliberations(store);
    const deliberation: MockDeliberation = {
      id: list.reduce((max, item) => Math.max(max, item.id), 0) + 1,
      argumentId: argument.id,
      starterId: user.id,
      pooling: body.pooling ?? 'logarithmic',
      status: 'open',
      maxRounds: LIMITS.deliberationRounds,
      round: 1,
      premiseIds: [...argument.premiseIds],
      memberIds: [user.id, ...inviteeIds],
      submissions: [],
      createdAt: now(),
    };
    list.push(deliberation);
    return { deliberation: deliberationView(store, deliberation, argument, user) };
  },
  getDeliberation: ({ store, user, params }) => {
    const { deliberation, argument } = visibleDeliberation(store, params.id, user);
    return { deliberation: deliberationView(store, deliberation, argument, user) };
  },
  submitToDeliberation: ({ store, user, params, body }) => {
    const { deliberation, argument, isMember } = visibleDeliberation(store, params.id, user);
    if (deliberation.status === 'finished') fail(409, DELIBERATION_MESSAGES.finished);
    checkSubmission(deliberation, body);
    if (!isMember) {
      if (deliberation.memberIds.length >= LIMITS.deliberationMembers) {
        fail(409, DELIBERATION_MESSAGES.full);
      }
      deliberation.memberIds.push(user.id);
    }
    const submission: MockDeliberationSubmission = {
      userId: user.id,
      round: deliberation.round,
      premiseProbabilities: body.premiseProbabilities.map(({ claimId, probability }) => ({
        claimId,
        probability,
      })),
      inferenceStrength: body.inferenceStrength,
      fallbackSupport: body.fallbackSupport,
      reasons: (body.reasons ?? []).map(({ claimId, text }) => ({ claimId, text })),
      submittedAt: now(),
    };
    // One submission per member per round: a second one replaces the first.
    deliberation.submissions = [
      ...deliberation.submissions.filter(
        (s) => !(s.userId === user.id && s.round === deliberation.round),
      ),
      submission,
    ];
    return { deliberation: deliberationView(store, deliberation, argument, user) };
  },
  openDeliberationRound: ({ store, user, params }) => {
    const { deliberation, argument } = visibleDeliberation(store, params.id, user);
    requireStarter(deliberation, user);
    if (deliberation.status === 'finished') fail(409, DELIBERATION_MESSAGES.finished);
    if (submissionsIn(deliberation, deliberation.round).length === 0) {
      fail(409, EMPTY_ROUND_MESSAGE);
    }
    if (deliberation.round >= deliberation.maxRounds) deliberation.status = 'finished';
    else deliberation.round += 1;
    return { deliberation: deliberationView(store, deliberation, argument, user) };
  },
  deleteDeliberation: ({ store, user, params }) => {
    const { deliberation } = visibleDeliberation(store, params.id, user);
    requireStarter(deliberation, user);
    const list = mockDeliberations(store);
    list.splice(list.indexOf(deliberation), 1);
    return { success: true };
  },
};
