import * as z from 'zod';
import { ClaimId, Probability, RecordId, RequestClaimId } from './common';
import { boundedList, boundedText, LIMITS } from './limits';

export { DELIBERATION_MESSAGES } from './deliberationMessages';

/** How the members' credences are combined (`poolCredences` in `@credence/engine`). */
export const PoolingRule = z.enum(['logarithmic', 'linear', 'median']);

/** The five-number summary of the members' values and its interquartile range. */
export const Spread = z.object({
  min: Probability,
  q1: Probability,
  median: Probability,
  q3: Probability,
  max: Probability,
  iqr: z.number().min(0).max(1),
});

/**
 * One quantity in a closed round: every member's value, sorted (so no value can be tied to a
 * member, nor two values of the same member to each other), their spread and the pooled value.
 */
export const GroupQuantity = z.object({
  values: z.array(Probability),
  spread: Spread,
  pooled: Probability,
});

/** A premise in a closed round: its figures and the reasons members gave, sorted, unsigned. */
export const GroupPremise = GroupQuantity.extend({
  claimId: ClaimId,
  reasons: z.array(z.string()),
});

/** What a crux is about: a premise's credence, or the inference settings as one part. */
export const CruxPart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('premise'), claimId: ClaimId }),
  z.object({ kind: z.literal('inference') }),
]);

/**
 * One part's share of the disagreement about P(C): the mean, over members, of the absolute
 * Shapley share the part has in the difference between the member's P(C) and the pooled one
 * (`groupCruxes` in `@credence/engine`).
 */
export const Crux = z.object({ part: CruxPart, share: z.number().min(0) });

/** A member's own submission, as only that member is ever shown it. */
export const DeliberationSubmission = z.object({
  premiseProbabilities: z.array(z.object({ claimId: ClaimId, probability: Probability })),
  inferenceStrength: Probability,
  fallbackSupport: Probability,
  reasons: z.array(z.object({ claimId: ClaimId, text: z.string() })),
  submittedAt: z.string(),
});

/** The anonymous group view of a closed round. */
export const GroupRound = z.object({
  round: z.number().int().positive(),
  submissionCount: z.number().int().min(0),
  /** In the argument's premise order. */
  premises: z.array(GroupPremise),
  /** P(C | all premises), as each member set it. */
  inferenceStrength: GroupQuantity,
  /** P(C | not all premises), as each member set it. */
  fallbackSupport: GroupQuantity,
  conclusion: z.object({
    /** Each member's P(C), sorted. */
    values: z.array(Probability),
    spread: Spread,
    /** The pool of the members' P(C) values. */
    computeThenPool: Probability,
    /** P(C) computed from the pooled premises and inference settings. */
    poolThenCompute: Probability,
    /** `poolThenCompute − computeThenPool`. */
    gap: z.number(),
  }),
  /** Ranked, largest share first; empty when fewer than two members submitted. */
  cruxes: z.array(Crux),
  /** The caller's own submission in that round, or null when they gave none. */
  yourSubmission: DeliberationSubmission.nullable(),
  /**
   * The caller's P(C) from that submission, computed as the members' in `conclusion.values`
   * (one of them); null when they gave none.
   */
  yourPC: Probability.nullable(),
});

/** The round members are submitting to now. */
export const OpenRound = z.object({
  number: z.number().int().positive(),
  submissionCount: z.number().int().min(0),
  /** The caller's own submission to it; nobody else's figure of an open round is ever sent. */
  yourSubmission: DeliberationSubmission.nullable(),
});

/**
 * A deliberation as its caller may see it: the open round's counts and the caller's own
 * submission, and the group view of every closed round. Members are listed by name only.
 */
export const Deliberation = z.object({
  id: RecordId,
  argumentId: RecordId,
  argumentTitle: z.string(),
  pooling: PoolingRule,
  starterName: z.string(),
  startedByYou: z.boolean(),
  /** False for a reader of a public argument's deliberation who has not submitted yet. */
  isMember: z.boolean(),
  status: z.enum(['open', 'finished']),
  maxRounds: z.number().int().positive(),
  /** Null once the last round has closed. */
  openRound: OpenRound.nullable(),
  memberCount: z.number().int().positive(),
  /** Members' names, sorted (the starter among them). */
  memberNames: z.array(z.string()),
  /** Closed rounds, the first first. */
  rounds: z.array(GroupRound),
  createdAt: z.string(),
});

/** The answer of every call about one deliberation. */
export const DeliberationResponse = z.object({ deliberation: Deliberation });

/** A deliberation in a list (the home page's "Deliberations"). */
export const DeliberationSummary = z.object({
  id: RecordId,
  argumentId: RecordId,
  argumentTitle: z.string(),
  starterName: z.string(),
  startedByYou: z.boolean(),
  status: z.enum(['open', 'finished']),
  /** The open round's number, or the last round's once finished. */
  round: z.number().int().positive(),
  memberCount: z.number().int().positive(),
  /** Whether the caller has submitted to the open round. */
  youSubmitted: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/deliberations: the deliberations the user is a member of, newest first. */
export const DeliberationListResponse = z.object({ deliberations: z.array(DeliberationSummary) });

/** GET /api/deliberations: optionally only those of one argument. */
export const DeliberationListQuery = z.strictObject({ argumentId: RecordId.optional() });

/** POST /api/arguments/:id/deliberations. */
export const CreateDeliberationRequest = z.strictObject({
  /** Friends of the starter who may see the argument. */
  inviteeIds: boundedList(RecordId, LIMITS.deliberationMembers - 1, 'invitees').optional(),
  pooling: PoolingRule.optional(),
});

/** POST /api/deliberations/:id/submissions: one per member per round; a resubmission replaces it. */
export const SubmitDeliberationRequest = z.strictObject({
  premiseProbabilities: boundedList(
    z.strictObject({ claimId: RequestClaimId, probability: Probability }),
    LIMITS.premisesPerArgument,
    'premises',
  ),
  inferenceStrength: Probability,
  fallbackSupport: Probability,
  reasons: boundedList(
    z.strictObject({
      claimId: RequestClaimId,
      text: boundedText(LIMITS.reasonChars).trim().min(1, 'must not be empty'),
    }),
    LIMITS.premisesPerArgument,
    'reasons',
  ).optional(),
});

/** Path parameters of the calls about one deliberation. */
export const DeliberationParams = z.object({ id: RecordId });
