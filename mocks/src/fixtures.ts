import {
  argumentFixtures,
  claimEquivalenceFixtures,
  claimFixtures,
  relationshipFixtures,
} from './fixtures/arguments';
import { proofFixtures, versionFixtures } from './fixtures/history';
import { modelFixtures } from './fixtures/models';
import { conditionalFixtures, evaluationFixtures } from './fixtures/records';
import {
  ADA_ID,
  friendRequestFixtures,
  friendshipFixtures,
  settingsFixtures,
  userFixtures,
} from './fixtures/users';
import type { MockData } from './types';

export * from './fixtures/arguments';
export * from './fixtures/deliberations';
export { ADA_ID, ALAN_ID, BARBARA_ID, EDSGER_ID, GRACE_ID } from './fixtures/users';

/**
 * The default seed of the mock store: four users (Ada signed in; Grace her friend, Barbara
 * asking to be), seven arguments, their claims, dialectical links, evaluations, conditional
 * probabilities, versions, a saved proof, the AI models, user settings and a claim equivalence. Every value parses with the `@credence/api` schemas.
 */
export const fixtures: MockData = {
  users: userFixtures,
  friendships: friendshipFixtures,
  friendRequests: friendRequestFixtures,
  signedInUserId: ADA_ID,
  claims: claimFixtures,
  arguments: argumentFixtures,
  dependencyOverlays: [],
  evaluations: evaluationFixtures,
  conditionals: conditionalFixtures,
  relationships: relationshipFixtures,
  versions: versionFixtures,
  proofs: proofFixtures,
  models: modelFixtures,
  settings: settingsFixtures,
  claimEquivalences: claimEquivalenceFixtures,
};
