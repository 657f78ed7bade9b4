import * as z from 'zod';
import { defineCall } from './defineCall';
import * as ai from './schemas/ai';
import * as args from './schemas/arguments';
import * as claims from './schemas/claims';
import { SuccessBody } from './schemas/common';
import * as cond from './schemas/conditionals';
import * as cx from './schemas/counterexample';
import * as dlb from './schemas/deliberations';
import * as dia from './schemas/dialectics';
import * as evaluation from './schemas/evaluation';
import * as friends from './schemas/friends';
import * as network from './schemas/network';
import * as proofs from './schemas/proofs';
import * as settings from './schemas/settings';
import * as sharing from './schemas/sharing';
import * as versions from './schemas/versions';

const invalid = {
  status: 400,
  when: 'the request does not match its schema (the message says which field)',
};
const signedOut = { status: 401, when: 'no signed-in session' };
/** The host's per-account limit on new arguments (60 an hour). */
const tooManyArguments = {
  status: 429,
  when: 'the account created 60 arguments within the hour (`Retry-After` says when)',
};
/** The host's per-account limit on new deliberations (20 an hour). */
const tooManyDeliberations = {
  status: 429,
  when: 'the account started 20 deliberations within the hour (`Retry-After` says when)',
};
const notOwner = { status: 403, when: 'the argument belongs to someone else' };
const notFound = (what: string) => ({
  status: 404,
  when: `${what} does not exist (or is not visible to the user)`,
});
const aiFailed = { status: 502, when: 'the AI provider failed or answered something unusable' };

const argumentParams = z.object({ argumentId: args.ArgumentSummary.shape.id });
const idParams = z.object({ id: args.ArgumentSummary.shape.id });

/**
 * Every call of the Credence API, by client method name. The host validates requests with these
 * schemas, the mocks answer with them and the client parses answers with them.
 */
export const calls = {
  getUserSettings: defineCall({
    method: 'GET',
    path: '/api/user/settings',
    summary: "The signed-in user's settings.",
    origin: 'evaluator §7',
    response: settings.UserSettingsResponse,
    errors: [signedOut],
  }),
  updateUserSettings: defineCall({
    method: 'PUT',
    path: '/api/user/settings',
    summary: 'Changes some of the settings.',
    origin: 'host',
    body: settings.UpdateUserSettingsRequest,
    response: settings.UserSettingsResponse,
    errors: [invalid, signedOut],
  }),
  estimateSettings: defineCall({
    method: 'POST',
    path: '/api/ai/estimate-settings',
    summary: 'AI estimate of the Bayesian sliders or truth-table rows.',
    origin: 'evaluator §7',
    body: ai.EstimateSettingsRequest,
    response: ai.EstimateSettingsResponse,
    errors: [invalid, signedOut, aiFailed],
  }),
  saveEvaluation: defineCall({
    method: 'PUT',
    path: '/api/objects/evaluations/:argumentId',
    summary: "Saves the user's evaluation settings of an argument.",
    origin: 'evaluator §7',
    params: argumentParams,
    body: evaluation.SaveEvaluationRequest,
    response: evaluation.SaveEvaluationResponse,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  updateUserArgument: defineCall({
    method: 'POST',
    path: '/api/user/arguments/update',
    summary: "Saves the user's strength values and claim credences.",
    origin: 'evaluator §7',
    body: evaluation.UpdateUserArgumentRequest,
    response: SuccessBody,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  getUserArgument: defineCall({
    method: 'GET',
    path: '/api/user/arguments/update',
    summary: "The user's saved strength values for an argument.",
    origin: 'evaluator §7',
    query: evaluation.UserArgumentQuery,
    response: evaluation.UserArgumentResponse,
    errors: [invalid, signedOut, notFound('a saved evaluation')],
  }),
  createConditionalProbability: defineCall({
    method: 'POST',
    path: '/api/user/conditional-probabilities',
    summary: 'Stores P(consequents | antecedents).',
    origin: 'evaluator §7',
    body: cond.CreateConditionalProbabilityRequest,
    response: cond.ConditionalProbabilityResponse,
    successStatus: 201,
    errors: [invalid, signedOut, { status: 409, when: 'a record for the same claims exists' }],
  }),
  findConditionalProbabilities: defineCall({
    method: 'GET',
    path: '/api/user/conditional-probabilities',
    summary: 'Records for exactly these consequent and antecedent claims.',
    origin: 'evaluator §7',
    query: cond.FindConditionalProbabilitiesQuery,
    response: cond.ConditionalProbabilitiesResponse,
    errors: [invalid, signedOut],
  }),
  updateConditionalProbability: defineCall({
    method: 'PUT',
    path: '/api/user/conditional-probabilities/:id',
    summary: 'Changes a stored conditional probability.',
    origin: 'evaluator §7',
    params: idParams,
    body: cond.UpdateConditionalProbabilityRequest,
    response: cond.ConditionalProbabilityResponse,
    errors: [invalid, signedOut, notFound('the record')],
  }),
  getConditionalPatterns: defineCall({
    method: 'POST',
    path: '/api/user/conditional-patterns',
    summary: "The user's stored conditionals, to derive typical strengths.",
    origin: 'evaluator §7',
    body: cond.ConditionalPatternsRequest,
    response: cond.ConditionalPatternsResponse,
    errors: [invalid, signedOut, { status: 403, when: 'the userId is not the signed-in user' }],
  }),
  getClaims: defineCall({
    method: 'POST',
    path: '/api/objects/claims/batch',
    summary: 'Claims by id (ids of 100+ characters are not sent).',
    origin: 'evaluator §7',
    body: claims.ClaimsBatchRequest,
    response: claims.ClaimsBatchResponse,
    errors: [invalid, signedOut],
  }),
  shareArgument: defineCall({
    method: 'POST',
    path: '/api/arguments/share',
    summary: 'A share token for the public link /argument/shared/{token}.',
    origin: 'evaluator §7',
    body: sharing.ShareRequest,
    response: sharing.ShareResponse,
    errors: [invalid, signedOut, notOwner, notFound('the argument')],
  }),
  setVisibility: defineCall({
    method: 'PATCH',
    path: '/api/arguments/visibility',
    summary: 'Sets who can see an argument.',
    origin: 'evaluator §7',
    body: sharing.VisibilityRequest,
    response: sharing.VisibilityResponse,
    errors: [invalid, signedOut, notOwner, notFound('the argument')],
  }),
  generateImage: defineCall({
    method: 'POST',
    path: '/api/arguments/generate-image',
    summary: 'An SVG image of the argument.',
    origin: 'evaluator §7',
    body: sharing.GenerateImageRequest,
    response: sharing.GenerateImageResponse,
    errors: [invalid, signedOut, notOwner, notFound('the argument')],
  }),
  getDialecticalSource: defineCall({
    method: 'GET',
    path: '/api/dialectical/source/:argumentId',
    summary: 'Relationships in which this argument is the source.',
    origin: 'evaluator §7',
    params: argumentParams,
    response: dia.DialecticalSourceResponse,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  listVersions: defineCall({
    method: 'GET',
    path: '/api/arguments/:id/version',
    summary: "The user's versions of an argument, newest first.",
    origin: 'evaluator §7',
    params: idParams,
    response: versions.VersionListResponse,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  createVersion: defineCall({
    method: 'PUT',
    path: '/api/arguments/:id/version',
    summary: 'Takes a snapshot of the current state.',
    origin: 'dependencies §7',
    params: idParams,
    body: versions.CreateVersionRequest,
    response: versions.VersionResponse,
    successStatus: 201,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  revertVersion: defineCall({
    method: 'POST',
    path: '/api/arguments/:id/version/:versionId/revert',
    summary: 'Restores a version (as a new current version).',
    origin: 'spec service',
    params: versions.RevertVersionParams,
    response: versions.VersionResponse,
    errors: [invalid, signedOut, notFound('the version')],
  }),
  estimateDependencies: defineCall({
    method: 'POST',
    path: '/api/ai/estimate-dependencies',
    summary: 'AI suggestions of dependencies between premises.',
    origin: 'dependencies §7',
    body: ai.EstimateDependenciesRequest,
    response: ai.EstimateDependenciesResponse,
    errors: [invalid, signedOut, aiFailed],
  }),
  loadDemonstration: defineCall({
    method: 'POST',
    path: '/api/user/arguments/load-demonstration',
    summary: 'The saved, validated proof of a deductive argument.',
    origin: 'dependencies §7',
    body: proofs.LoadDemonstrationRequest,
    response: proofs.LoadDemonstrationResponse,
    errors: [invalid, signedOut, notFound('a saved proof')],
  }),
  regiment: defineCall({
    method: 'POST',
    path: '/api/counterexample/regiment',
    summary: 'Formal (regimented) forms of the premises and conclusion.',
    origin: 'dependencies §7',
    body: cx.RegimentRequest,
    response: cx.RegimentResponse,
    errors: [invalid, signedOut, aiFailed],
  }),
  counterexampleTruthTable: defineCall({
    method: 'POST',
    path: '/api/counterexample/truth-table',
    summary: 'Every assignment of the formulas’ letters and each formula’s value.',
    origin: 'dependencies §7',
    body: cx.CounterexampleTruthTableRequest,
    response: cx.CounterexampleTruthTableResponse,
    errors: [
      invalid,
      signedOut,
      { status: 422, when: 'a formula does not parse (the message names the position)' },
      {
        status: 413,
        when: 'the table is over `LIMITS.truthTableCells` or `LIMITS.truthTableWork` (the message names the limit)',
      },
    ],
  }),
  linkArgument: defineCall({
    method: 'POST',
    path: '/api/arguments/link',
    summary: 'Saves an objection or supporting argument linked to a premise.',
    origin: 'dependencies §7',
    body: dia.LinkArgumentRequest,
    response: dia.LinkArgumentResponse,
    successStatus: 201,
    errors: [
      invalid,
      signedOut,
      notFound('the original argument or premise'),
      {
        status: 409,
        when: 'the link would close a loop of links answering premises (`NETWORK_MESSAGES.loop` names it)',
      },
      tooManyArguments,
    ],
  }),
  generateLinked: defineCall({
    method: 'POST',
    path: '/api/arguments/generate-linked',
    summary: 'AI-written premises for an objection or supporting argument.',
    origin: 'dependencies §7',
    body: ai.GenerateLinkedRequest,
    response: ai.GenerateLinkedResponse,
    errors: [invalid, signedOut, aiFailed],
  }),
  listModels: defineCall({
    method: 'GET',
    path: '/api/models',
    summary: 'AI models to pick from (`?all=true` for every one).',
    origin: 'dependencies §7',
    query: ai.ModelsQuery,
    response: ai.ModelsResponse,
    errors: [signedOut],
  }),
  assessArgument: defineCall({
    method: 'POST',
    path: '/api/argument-assessment',
    summary: 'AI assessment in six sections, each scored out of 10.',
    origin: 'dependencies §7',
    body: ai.AssessArgumentRequest,
    response: ai.AssessArgumentResponse,
    errors: [invalid, signedOut, aiFailed],
  }),
  validateContent: defineCall({
    method: 'POST',
    path: '/api/validation/content',
    summary: 'AI check of an argument’s content before saving.',
    origin: 'dependencies §7',
    body: ai.ValidateContentRequest,
    response: ai.ValidateContentResponse,
    errors: [invalid, signedOut, aiFailed],
  }),
  listDialectics: defineCall({
    method: 'GET',
    path: '/api/dialectics',
    summary: 'Dialectics the user can see: argument ids and relationships.',
    origin: 'dependencies §7',
    response: dia.DialecticsResponse,
    errors: [signedOut],
  }),
  getArgumentsByIds: defineCall({
    method: 'GET',
    path: '/api/arguments',
    summary: 'Argument summaries by id (`?ids=1,2,3`); invisible ones are left out.',
    origin: 'dependencies §7',
    query: args.ArgumentsByIdsQuery,
    response: args.ArgumentsResponse,
    errors: [invalid, signedOut],
  }),
  getConditionalProbabilitiesForClaims: defineCall({
    method: 'POST',
    path: '/api/user/conditional-probabilities/for-claims',
    summary: 'Every record touching these claims, optionally only these consequents.',
    origin: 'spec service',
    body: cond.ConditionalProbabilitiesForClaimsRequest,
    response: cond.ConditionalProbabilitiesResponse,
    errors: [invalid, signedOut],
  }),
  upsertDependencies: defineCall({
    method: 'PUT',
    path: '/api/arguments/:argumentId/dependencies',
    summary: "Replaces the user's dependencies and premise conditionals for an argument.",
    origin: 'spec service',
    params: argumentParams,
    body: cond.UpsertDependenciesRequest,
    response: cond.DependenciesResponse,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  deleteDependency: defineCall({
    method: 'DELETE',
    path: '/api/arguments/:argumentId/dependencies',
    summary: 'Removes one dependency (`?targetId=…&sourceId=…`) and its conditionals.',
    origin: 'spec service',
    params: argumentParams,
    query: cond.DeleteDependencyQuery,
    response: cond.DeleteDependencyResponse,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  batchSaveConditionals: defineCall({
    method: 'POST',
    path: '/api/user/conditional-probabilities/batch',
    summary: 'Saves many conditionals; answers created, skipped and error counts.',
    origin: 'spec service',
    body: cond.BatchSaveRequest,
    response: cond.BatchSaveResponse,
    errors: [invalid, signedOut],
  }),
  batchResetConditionals: defineCall({
    method: 'POST',
    path: '/api/user/conditional-probabilities/batch-reset',
    summary: 'The stored probability of each dependency (null when none).',
    origin: 'spec service',
    body: cond.BatchResetRequest,
    response: cond.BatchResetResponse,
    errors: [invalid, signedOut],
  }),
  saveTruthTableProbabilities: defineCall({
    method: 'POST',
    path: '/api/user/truth-table-probabilities',
    summary: 'Stores P(C|Premises), P(C|¬Premises) and P(C) from the truth table.',
    origin: 'spec service',
    body: cond.SaveTruthTableProbabilitiesRequest,
    response: SuccessBody,
    errors: [invalid, signedOut],
  }),
  createArgument: defineCall({
    method: 'POST',
    path: '/api/arguments',
    summary: 'Creates an argument owned by the user.',
    origin: 'host',
    body: args.CreateArgumentRequest,
    response: args.ArgumentResponse,
    successStatus: 201,
    errors: [invalid, signedOut, tooManyArguments],
  }),
  getArgument: defineCall({
    method: 'GET',
    path: '/api/arguments/:id',
    summary: "An argument with its claims, dependencies and the user's evaluation.",
    origin: 'host',
    params: idParams,
    response: args.ArgumentResponse,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  updateArgument: defineCall({
    method: 'PUT',
    path: '/api/arguments/:id',
    summary:
      "Replaces the owner's argument (kept premise ids keep their credences); the old content becomes a version.",
    origin: 'host',
    params: idParams,
    body: args.UpdateArgumentRequest,
    response: args.ArgumentResponse,
    errors: [
      {
        status: 400,
        when: 'the request does not match its schema, or a premise id is not of this argument',
      },
      signedOut,
      notOwner,
      notFound('the argument'),
    ],
  }),
  deleteArgument: defineCall({
    method: 'DELETE',
    path: '/api/arguments/:id',
    summary: "Deletes the owner's argument, its claims' records and its links to other arguments.",
    origin: 'host',
    params: idParams,
    response: SuccessBody,
    errors: [invalid, signedOut, notOwner, notFound('the argument')],
  }),
  reconstructArgument: defineCall({
    method: 'POST',
    path: '/api/arguments/reconstruct',
    summary:
      'AI extraction of an argument from a text, keeping the locked claims of the current one.',
    origin: 'spec service',
    body: ai.ReconstructArgumentRequest,
    response: ai.ReconstructArgumentResponse,
    errors: [invalid, signedOut, aiFailed],
  }),
  getSharedArgument: defineCall({
    method: 'GET',
    path: '/api/shared/:shareToken',
    summary: 'The argument behind a share link, if its visibility allows the reader.',
    origin: 'host',
    params: sharing.ShareTokenParams,
    response: args.ArgumentResponse,
    errors: [
      notFound('the share link'),
      { status: 403, when: 'the argument is private or friends-only' },
    ],
  }),
  listFriends: defineCall({
    method: 'GET',
    path: '/api/friends',
    summary: "The user's friends, the requests they received and the requests they sent.",
    origin: 'host',
    response: friends.FriendsResponse,
    errors: [signedOut],
  }),
  requestFriend: defineCall({
    method: 'POST',
    path: '/api/friends',
    summary:
      'Asks the user with this e-mail address to be friends (accepts their request if they asked first).',
    origin: 'host',
    body: friends.FriendRequestBody,
    response: friends.FriendsResponse,
    successStatus: 201,
    errors: [
      { status: 400, when: 'the request does not match its schema, or names the user themself' },
      signedOut,
      { status: 404, when: 'no account uses the e-mail address' },
      { status: 409, when: 'the two are friends already, or the user asked before' },
      { status: 429, when: 'too many friend requests within the hour (`Retry-After` says when)' },
    ],
  }),
  acceptFriend: defineCall({
    method: 'POST',
    path: '/api/friends/:userId/accept',
    summary: 'Accepts the friend request this user sent.',
    origin: 'host',
    params: friends.FriendParams,
    response: friends.FriendsResponse,
    errors: [invalid, signedOut, notFound('a pending request from that user')],
  }),
  cancelFriendRequest: defineCall({
    method: 'POST',
    path: '/api/friends/requests/cancel',
    summary: 'Cancels the friend request the user sent to this e-mail address.',
    origin: 'host',
    body: friends.FriendRequestBody,
    response: friends.FriendsResponse,
    errors: [invalid, signedOut, notFound('a pending request of the user to that address')],
  }),
  removeFriend: defineCall({
    method: 'DELETE',
    path: '/api/friends/:userId',
    summary: 'Ends a friendship, declines an incoming request or cancels an outgoing one.',
    origin: 'host',
    params: friends.FriendParams,
    response: friends.FriendsResponse,
    errors: [invalid, signedOut, notFound('a friendship or request with that user')],
  }),
  listDeliberations: defineCall({
    method: 'GET',
    path: '/api/deliberations',
    summary:
      'The deliberations the user is a member of (optionally of one argument), newest first.',
    origin: 'host',
    query: dlb.DeliberationListQuery,
    response: dlb.DeliberationListResponse,
    errors: [invalid, signedOut],
  }),
  createDeliberation: defineCall({
    method: 'POST',
    path: '/api/arguments/:id/deliberations',
    summary:
      'Starts a deliberation on an argument the user can see, inviting friends who can see it.',
    origin: 'host',
    params: idParams,
    body: dlb.CreateDeliberationRequest,
    response: dlb.DeliberationResponse,
    successStatus: 201,
    errors: [
      {
        status: 400,
        when: 'the request does not match its schema, an invitee is not a friend or cannot see the argument, or the argument has no premises or conclusion, or more than `LIMITS.deliberationPremises` premises',
      },
      signedOut,
      notFound('the argument'),
      tooManyDeliberations,
    ],
  }),
  getDeliberation: defineCall({
    method: 'GET',
    path: '/api/deliberations/:id',
    summary:
      "The open round's counts and the caller's own submission, and the anonymous group view of every closed round.",
    origin: 'host',
    params: dlb.DeliberationParams,
    response: dlb.DeliberationResponse,
    errors: [invalid, signedOut, notFound('the deliberation')],
  }),
  submitToDeliberation: defineCall({
    method: 'POST',
    path: '/api/deliberations/:id/submissions',
    summary:
      "The caller's credences (and reasons) for the open round; a second submission to the same round replaces the first. A reader of a public argument's deliberation joins with it.",
    origin: 'host',
    params: dlb.DeliberationParams,
    body: dlb.SubmitDeliberationRequest,
    response: dlb.DeliberationResponse,
    errors: [
      {
        status: 400,
        when: 'the request does not match its schema, misses or repeats a premise, or gives a reason for a claim that is not a premise',
      },
      signedOut,
      notFound('the deliberation'),
      { status: 409, when: 'the deliberation is finished, or full' },
    ],
  }),
  openDeliberationRound: defineCall({
    method: 'POST',
    path: '/api/deliberations/:id/rounds',
    summary:
      'Closes the open round and opens the next (the starter only); after the last round, only closes it.',
    origin: 'host',
    params: dlb.DeliberationParams,
    response: dlb.DeliberationResponse,
    errors: [
      invalid,
      signedOut,
      { status: 403, when: 'the caller did not start the deliberation' },
      notFound('the deliberation'),
      {
        status: 409,
        when: 'the deliberation is finished, or nobody has submitted to the open round',
      },
    ],
  }),
  deleteDeliberation: defineCall({
    method: 'DELETE',
    path: '/api/deliberations/:id',
    summary: 'Deletes the deliberation with every submission (the starter only).',
    origin: 'host',
    params: dlb.DeliberationParams,
    response: SuccessBody,
    errors: [
      invalid,
      signedOut,
      { status: 403, when: 'the caller did not start the deliberation' },
      notFound('the deliberation'),
    ],
  }),
  getArgumentNetwork: defineCall({
    method: 'GET',
    path: '/api/arguments/:id/network',
    summary:
      'The argument with every argument linked into it through links answering premises, recursively, as the user sees them (up to `LIMITS.networkArguments`), their links and the user’s equivalences among their claims.',
    origin: 'host',
    params: idParams,
    response: network.ArgumentNetworkResponse,
    errors: [invalid, signedOut, notFound('the argument')],
  }),
  createClaimEquivalence: defineCall({
    method: 'POST',
    path: '/api/claims/equivalences',
    summary:
      'Declares two claims the same ("Same claim as…"), for the user’s own network view only.',
    origin: 'host',
    body: network.CreateClaimEquivalenceRequest,
    response: network.ClaimEquivalenceResponse,
    successStatus: 201,
    errors: [
      { status: 400, when: 'the request does not match its schema, or names one claim twice' },
      signedOut,
      notFound('a claim (in an argument the user may see)'),
      { status: 409, when: 'the user declared these two claims the same already (either order)' },
    ],
  }),
  deleteClaimEquivalence: defineCall({
    method: 'DELETE',
    path: '/api/claims/equivalences/:id',
    summary: 'Withdraws one of the user’s equivalences.',
    origin: 'host',
    params: network.ClaimEquivalenceParams,
    response: SuccessBody,
    errors: [invalid, signedOut, notFound('an equivalence of the user')],
  }),
  searchClaims: defineCall({
    method: 'GET',
    path: '/api/claims/search',
    summary:
      'Claims the user may see whose text contains `?q=…` (ignoring case), at most `LIMITS.claimSearchResults`, with their arguments.',
    origin: 'host',
    query: network.ClaimSearchQuery,
    response: network.ClaimSearchResponse,
    errors: [invalid, signedOut],
  }),
} as const;

/** The client method name of a call. */
export type CallName = keyof typeof calls;

/** Every call name, in registry order. */
export const callNames = Object.keys(calls) as CallName[];
