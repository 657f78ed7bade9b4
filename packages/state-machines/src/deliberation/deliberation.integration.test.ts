import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { selectDeliberationScenario } from '@credence/mocks';
import { setupMockServer } from '@credence/mocks/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { deliberationActorsFromClient } from './deliberation.actors';
import { connectDeliberation } from './deliberation.connect';
import { deliberationMachine } from './deliberation.machine';
import { cruxPartLabel, cruxSentence, gapSentence } from './deliberation.messages';
import { convergence, submissionFromValues, topCrux } from './deliberation.selectors';
import type { DeliberationInput, DeliberationSubmission } from './deliberation.types';

const baseUrl = 'http://credence.test';
const { server, store, scenarios } = setupMockServer({ baseUrl });
const newClient = () => createCredenceClient({ baseUrl, storage: createMemoryStorage() });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  store.reset();
  scenarios.clear();
});
afterAll(() => server.close());

const start = (input: DeliberationInput) =>
  createActor(deliberationMachine.provide({ actors: deliberationActorsFromClient(newClient()) }), {
    input,
  }).start();

const PREMISES = [{ id: 'c101' }, { id: 'c102' }, { id: 'c103' }, { id: 'c104' }];

const submission = (probability: number): DeliberationSubmission =>
  submissionFromValues(PREMISES, {
    premises: { c101: probability, c102: probability, c103: probability, c104: probability },
    inferenceStrength: 0.8,
    fallbackSupport: 0.3,
    reasons: { c102: 'Some of the saved time goes to work.' },
  })!;

const idle = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches('failed'));

describe('deliberation against the mock backend', () => {
  it('loads round 2 for the starter: round 1’s group view, blind round 2', async () => {
    const actor = start({ deliberationId: selectDeliberationScenario(store, 'roundTwoStarter') });
    const ready = await idle(actor);
    const api = connectDeliberation(ready, actor.send);
    expect(api).toMatchObject({
      status: 'ready',
      isBlind: true,
      canSubmit: true,
      canOpenNextRound: true,
      labels: { submit: 'Submit to round 2', openNextRound: 'Close round 2 and open round 3' },
      notices: { waiting: '1 of 3 members has submitted to round 2.' },
    });
    const round = api.latestRound!;
    expect(round.round).toBe(1);
    const premiseIds = round.premises.map((premise) => premise.claimId);
    expect(cruxSentence(round.cruxes, (part) => cruxPartLabel(part, premiseIds))).toBe(
      'Most of the disagreement about the conclusion comes from premise 2.',
    );
    expect(topCrux(round)?.part).toEqual({ kind: 'premise', claimId: 'c102' });
    expect(gapSentence(round, 'logarithmic')).toMatch(
      /^Pooling everyone's P\(C\) gives \d+\.\d%; computing P\(C\) from the pooled premises and inference settings gives \d+\.\d% \(logarithmic pooling\): \d+\.\d points apart, because /,
    );
  });

  it('submits, replaces, closes the round and sees the new group view', async () => {
    const id = selectDeliberationScenario(store, 'roundTwoStarter');
    const actor = start({ deliberationId: id });
    await idle(actor);

    actor.send({ type: 'SUBMIT', submission: submission(0.6) });
    let snapshot = await waitFor(actor, (s) => s.context.toast !== null);
    expect(snapshot.context.toast?.text).toBe('Your round 2 submission is in.');
    expect(snapshot.context.deliberation?.openRound).toMatchObject({
      number: 2,
      submissionCount: 2,
      yourSubmission: { premiseProbabilities: submission(0.6).premiseProbabilities },
    });

    actor.send({ type: 'SUBMIT', submission: submission(0.65) });
    snapshot = await waitFor(actor, (s) => s.context.toast?.id === 2);
    expect(snapshot.context.toast?.text).toBe('Your round 2 submission was replaced.');
    expect(snapshot.context.deliberation?.openRound?.submissionCount).toBe(2);

    actor.send({ type: 'OPEN_NEXT_ROUND' });
    snapshot = await waitFor(actor, (s) => s.context.toast?.id === 3);
    expect(snapshot.context.toast?.text).toBe('Round 2 is closed; round 3 is open.');
    const deliberation = snapshot.context.deliberation!;
    expect(deliberation.rounds.map((round) => round.round)).toEqual([1, 2]);
    expect(deliberation.rounds[1]).toMatchObject({ submissionCount: 2 });
    expect(convergence(deliberation).conclusion).toHaveLength(1);
    // What the server now says is what the machine shows.
    const readBack = await newClient().getDeliberation({ id });
    expect(readBack.deliberation).toEqual(deliberation);
  });

  it('keeps the view and shows the server’s refusal: closing a round nobody submitted to', async () => {
    const id = selectDeliberationScenario(store, 'roundOneNobodySubmitted');
    const actor = start({ deliberationId: id });
    const ready = await idle(actor);
    // The machine refuses it itself; the server would answer 409 with its message.
    actor.send({ type: 'OPEN_NEXT_ROUND' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    await expect(newClient().openDeliberationRound({ id })).rejects.toThrow(
      'Nobody has submitted to this round yet',
    );
    // A refusal that reaches the machine: the deliberation finished meanwhile.
    scenarios.set('submitToDeliberation', {
      status: 409,
      body: { error: 'This deliberation is finished' },
    });
    actor.send({ type: 'SUBMIT', submission: submission(0.6) });
    const refused = await waitFor(actor, (s) => s.context.error !== null);
    expect(refused.context.error).toBe('This deliberation is finished');
    expect(refused.context.deliberation).toEqual(ready.context.deliberation);
  });

  it('a member sees their own submission only, and cannot close or delete', async () => {
    const actor = start({ deliberationId: selectDeliberationScenario(store, 'roundTwoMember') });
    const api = connectDeliberation(await idle(actor), actor.send);
    expect(api).toMatchObject({
      isStarter: false,
      canOpenNextRound: false,
      canDelete: false,
      labels: { submit: 'Replace your round 2 submission', openNextRound: null, delete: null },
    });
    expect(api.yourSubmission?.reasons).toEqual([
      { claimId: 'c102', text: 'The surveys moved me a little: some of the time does go to work.' },
    ]);
  });

  it('finishes after the last round', async () => {
    const actor = start({ deliberationId: selectDeliberationScenario(store, 'lastRound') });
    expect(connectDeliberation(await idle(actor), actor.send).labels.openNextRound).toBe(
      'Close round 5 and finish',
    );
    actor.send({ type: 'OPEN_NEXT_ROUND' });
    const done = await waitFor(actor, (s) => s.context.toast !== null);
    expect(done.context.toast?.text).toBe('Round 5 is closed: the deliberation is finished.');
    expect(connectDeliberation(done, actor.send)).toMatchObject({
      isFinished: true,
      canSubmit: false,
      notices: { finished: 'Finished after 5 rounds.' },
    });
  });

  it('a reader of a public argument joins by submitting', async () => {
    const actor = start({ deliberationId: selectDeliberationScenario(store, 'publicReader') });
    const ready = await idle(actor);
    expect(ready.context.deliberation?.isMember).toBe(false);
    actor.send({
      type: 'SUBMIT',
      submission: {
        premiseProbabilities: ['c301', 'c302', 'c303'].map((claimId) => ({
          claimId,
          probability: 0.7,
        })),
        inferenceStrength: 0.8,
        fallbackSupport: 0.3,
      },
    });
    const joined = await waitFor(actor, (s) => s.context.toast !== null);
    expect(joined.context.deliberation).toMatchObject({ isMember: true, memberCount: 3 });
  });

  it('starts from a deliberation the page read, refreshes, then deletes it', async () => {
    const id = selectDeliberationScenario(store, 'roundOneSubmitted');
    const { deliberation } = await newClient().getDeliberation({ id });
    const actor = start({ deliberationId: id, deliberation });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'REFRESH' });
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }));
    expect((await idle(actor)).context.deliberation).toEqual(deliberation);
    actor.send({ type: 'DELETE' });
    const deleted = await waitFor(actor, (s) => s.status === 'done');
    expect(deleted.value).toBe('deleted');
    await expect(newClient().getDeliberation({ id })).rejects.toThrow(
      `Deliberation ${id} not found`,
    );
  });

  it('fails to load an unknown deliberation with the server’s message, and asks to sign in', async () => {
    const missing = start({ deliberationId: 999 });
    expect((await waitFor(missing, (s) => s.matches('failed'))).context.error).toBe(
      'Deliberation 999 not found',
    );
    store.signOut();
    const signedOut = start({ deliberationId: 1 });
    expect((await waitFor(signedOut, (s) => s.matches('failed'))).context.error).toBe(
      'Please sign in',
    );
  });
});
