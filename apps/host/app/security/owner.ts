/**
 * Gives a signed-in user a PRIVATE argument and everything the API can hold about it, through
 * the API itself (the requests of `aims.ts`): an evaluation and strength values, conditional
 * probabilities (single, batch, truth table), dependencies, a version, a share token, a linked
 * objection argument, settings, a share image, deliberations and a claim equivalence.
 */
import { type CallName, calls } from '@credence/api';
import { expect } from 'vitest';
import type { Client } from '../testing/server.ts';
import { type Aim, aims, send, type Targets } from './aims.ts';

/** Sends the first aimed request of `name` and expects the call's success status. */
async function succeed(client: Client, name: CallName, aim: Aim): Promise<unknown> {
  const response = await send(client, name, aim);
  const text = await response.text();
  expect(response.status, `${name}: ${text}`).toBe(calls[name].successStatus);
  return text === '' ? undefined : JSON.parse(text);
}

/**
 * Creates the objects; every free text contains `words` (make it unique to find leaks). Answers
 * the targets for `aims`.
 */
export async function createOwnerObjects(
  client: Client,
  userId: number,
  words: string,
  email: string,
): Promise<Targets> {
  const created = calls.createArgument.response.parse(
    await succeed(client, 'createArgument', {
      body: {
        title: `${words} private argument`,
        summarizedDescription: `${words} private description`,
        argumentType: 'INDUCTIVE',
        visibility: 'PRIVATE',
        premises: [{ content: `${words} first premise` }, { content: `${words} second premise` }],
        conclusion: { content: `${words} conclusion` },
      },
    }),
  ).argument;
  expect(created.visibility).toBe('PRIVATE');
  const t: Targets = {
    userId,
    email,
    argumentId: created.id,
    premiseIds: [created.premises[0]!.id, created.premises[1]!.id],
    conclusionId: created.conclusion.id,
    conditionalId: 0,
    versionId: 0,
    shareToken: '',
    objectionId: 0,
    deliberationId: 0,
    spareDeliberationId: 0,
    equivalenceId: 0,
    words,
  };
  const first = (name: CallName) => aims[name](t, words)[0]!;

  for (const name of [
    'updateUserSettings',
    'saveEvaluation',
    'updateUserArgument',
    'upsertDependencies',
    'batchSaveConditionals',
    'saveTruthTableProbabilities',
    'generateImage',
  ] as const) {
    await succeed(client, name, first(name));
  }
  t.conditionalId = calls.createConditionalProbability.response.parse(
    await succeed(client, 'createConditionalProbability', first('createConditionalProbability')),
  ).probability.id;
  t.versionId = calls.createVersion.response.parse(
    await succeed(client, 'createVersion', first('createVersion')),
  ).version.id;
  const shared = calls.shareArgument.response.parse(
    await succeed(client, 'shareArgument', first('shareArgument')),
  );
  t.shareToken = shared.shareToken ?? '';
  expect(t.shareToken).not.toBe('');
  t.objectionId = calls.linkArgument.response.parse(
    await succeed(client, 'linkArgument', first('linkArgument')),
  ).argumentId;
  const startDeliberation = async () =>
    calls.createDeliberation.response.parse(
      await succeed(client, 'createDeliberation', first('createDeliberation')),
    ).deliberation.id;
  t.deliberationId = await startDeliberation();
  t.spareDeliberationId = await startDeliberation();
  t.equivalenceId = calls.createClaimEquivalence.response.parse(
    await succeed(client, 'createClaimEquivalence', {
      body: { claimId: t.premiseIds[0], otherClaimId: t.premiseIds[1] },
    }),
  ).equivalence.id;
  return t;
}
