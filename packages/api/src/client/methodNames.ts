import type { CallName } from '../calls';

/**
 * The name of every call, as the client's method names. The client cannot take them from
 * `callNames` of `../calls` without importing every schema (and zod) into a page's first
 * download; the two checks below fail the type check if this list and the registry ever differ.
 */
export const CLIENT_METHOD_NAMES = [
  'getUserSettings',
  'updateUserSettings',
  'estimateSettings',
  'saveEvaluation',
  'updateUserArgument',
  'getUserArgument',
  'createConditionalProbability',
  'findConditionalProbabilities',
  'updateConditionalProbability',
  'getConditionalPatterns',
  'getClaims',
  'shareArgument',
  'setVisibility',
  'generateImage',
  'getDialecticalSource',
  'listVersions',
  'createVersion',
  'revertVersion',
  'estimateDependencies',
  'loadDemonstration',
  'regiment',
  'counterexampleTruthTable',
  'linkArgument',
  'generateLinked',
  'listModels',
  'assessArgument',
  'validateContent',
  'listDialectics',
  'getArgumentsByIds',
  'getConditionalProbabilitiesForClaims',
  'upsertDependencies',
  'deleteDependency',
  'batchSaveConditionals',
  'batchResetConditionals',
  'saveTruthTableProbabilities',
  'createArgument',
  'getArgument',
  'updateArgument',
  'deleteArgument',
  'reconstructArgument',
  'getSharedArgument',
  'listFriends',
  'requestFriend',
  'acceptFriend',
  'cancelFriendRequest',
  'removeFriend',
  'listDeliberations',
  'createDeliberation',
  'getDeliberation',
  'submitToDeliberation',
  'openDeliberationRound',
  'deleteDeliberation',
  'getArgumentNetwork',
  'createClaimEquivalence',
  'deleteClaimEquivalence',
  'searchClaims',
] as const satisfies readonly CallName[];

/** A call of the registry that the list above lacks (`never` when it has them all). */
type Unlisted = Exclude<CallName, (typeof CLIENT_METHOD_NAMES)[number]>;
const everyCallListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCallListed;
