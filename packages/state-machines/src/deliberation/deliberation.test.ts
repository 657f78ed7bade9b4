import { CredenceApiError } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { closedRound, deliberation, inRoundTwo, ownSubmission } from './deliberation.fixtures';
import { deliberationMachine } from './deliberation.machine';
import type {
  Deliberation,
  DeliberationActionInput,
  DeliberationEmitted,
  DeliberationInput,
  DeliberationResponse,
  DeliberationSubmission,
  LoadDeliberationInput,
  SubmitToDeliberationInput,
} from './deliberation.types';

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Call<I, O> = { input: I; answer: ReturnType<typeof deferred<O>> };

/** The machine with fake actors whose calls the test answers one by one. */
function start(input: DeliberationInput) {
  const calls = {
    load: [] as Call<LoadDeliberationInput, DeliberationResponse>[],
    submit: [] as Call<SubmitToDeliberationInput, DeliberationResponse>[],
    open: [] as Call<DeliberationActionInput, DeliberationResponse>[],
    remove: [] as Call<DeliberationActionInput, unknown>[],
  };
  const fake = <I, O>(list: Call<I, O>[]) =>
    fromPromise<O, I>(({ input: body }) => {
      const answer = deferred<O>();
      list.push({ input: body, answer });
      return answer.promise;
    });
  const actor = createActor(
    deliberationMachine.provide({
      actors: {
        loadDeliberation: fake(calls.load),
        submitToDeliberation: fake(calls.submit),
        openDeliberationRound: fake(calls.open),
        deleteDeliberation: fake(calls.remove),
      },
    }),
    { input },
  );
  const emitted: DeliberationEmitted[] = [];
  actor.on('deleted', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

const serverError = (status: number, error: string) =>
  new CredenceApiError(error, { kind: 'http', status, statusText: '', body: { error } });

const submission: DeliberationSubmission = {
  premiseProbabilities: ownSubmission.premiseProbabilities,
  inferenceStrength: 0.9,
  fallbackSupport: 0.2,
  reasons: [{ claimId: 'c101', text: 'Commutes are long.' }],
};

/** Lets settled fake calls reach the machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deliberationMachine: loading', () => {
  it('starts ready without a request when the deliberation is given', () => {
    const given = deliberation();
    const { actor, calls } = start({ deliberationId: 4, deliberation: given });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context).toEqual({
      deliberationId: 4,
      deliberation: given,
      error: null,
      toast: null,
    });
    expect(calls.load).toHaveLength(0);
  });

  it('loads by id, then is ready with the answer', async () => {
    const { actor, calls } = start({ deliberationId: 4 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls.load.map((call) => call.input)).toEqual([{ deliberationId: 4 }]);
    calls.load[0]!.answer.resolve({ deliberation: inRoundTwo });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.value).toEqual({ ready: 'idle' });
    expect(ready.context.deliberation).toBe(inRoundTwo);
  });

  it('fails with the server’s message, and RETRY loads again', async () => {
    const { actor, calls } = start({ deliberationId: 9 });
    calls.load[0]!.answer.reject(serverError(404, 'Deliberation 9 not found'));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Deliberation 9 not found');
    expect(failed.context.deliberation).toBeNull();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    calls.load[1]!.answer.resolve({ deliberation: inRoundTwo });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('says so when the server cannot be reached, and a bare failure gets the load text', async () => {
    const offline = start({ deliberationId: 4 });
    offline.calls.load[0]!.answer.reject(new TypeError('fetch failed'));
    expect((await waitFor(offline.actor, (s) => s.matches('failed'))).context.error).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    const bare = start({ deliberationId: 4 });
    bare.calls.load[0]!.answer.reject(new Error('boom'));
    expect((await waitFor(bare.actor, (s) => s.matches('failed'))).context.error).toBe(
      'Could not load the deliberation',
    );
  });

  it('ignores the ready events while loading or failed', async () => {
    const { actor, calls } = start({ deliberationId: 4 });
    for (const type of ['OPEN_NEXT_ROUND', 'DELETE', 'REFRESH'] as const) actor.send({ type });
    actor.send({ type: 'SUBMIT', submission });
    expect(actor.getSnapshot().value).toBe('loading');
    calls.load[0]!.answer.reject(new Error('boom'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls.load).toHaveLength(1);
  });
});

describe('deliberationMachine: submitting', () => {
  it('sends the submission, replaces the deliberation and says the submission is in', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: deliberation() });
    actor.send({ type: 'SUBMIT', submission });
    expect(actor.getSnapshot().value).toEqual({ ready: 'submitting' });
    expect(calls.submit[0]!.input).toEqual({ deliberationId: 4, submission });
    const after = deliberation({
      openRound: { number: 1, submissionCount: 1, yourSubmission: ownSubmission },
    });
    calls.submit[0]!.answer.resolve({ deliberation: after });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context.deliberation).toBe(after);
    expect(done.context.toast).toEqual({
      id: 1,
      kind: 'success',
      text: 'Your round 1 submission is in.',
    });
  });

  it('says a second submission to the same round replaced the first', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: inRoundTwo });
    actor.send({ type: 'SUBMIT', submission });
    calls.submit[0]!.answer.resolve({ deliberation: inRoundTwo });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context.toast?.text).toBe('Your round 2 submission was replaced.');
  });

  it('keeps the last good view and shows the server’s message when refused', async () => {
    const before = deliberation();
    const { actor, calls } = start({ deliberationId: 4, deliberation: before });
    actor.send({ type: 'SUBMIT', submission });
    calls.submit[0]!.answer.reject(
      serverError(400, 'Give a credence for every premise of the argument, each once'),
    );
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context.deliberation).toBe(before);
    expect(done.context.error).toBe('Give a credence for every premise of the argument, each once');
    expect(done.context.toast).toBeNull();
    // The next call clears the error.
    actor.send({ type: 'SUBMIT', submission });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('uses its own text for a failure without a message', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: deliberation() });
    actor.send({ type: 'SUBMIT', submission });
    calls.submit[0]!.answer.reject(new Error('boom'));
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context.error).toBe('Could not send your submission');
  });

  it('refuses SUBMIT when no round is open', () => {
    const finished = deliberation({
      status: 'finished',
      openRound: null,
      rounds: [closedRound(1, 0.2)],
    });
    const { actor, calls } = start({ deliberationId: 4, deliberation: finished });
    actor.send({ type: 'SUBMIT', submission });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(calls.submit).toHaveLength(0);
  });

  it('takes one call at a time: events during a call are ignored', () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: inRoundTwo });
    actor.send({ type: 'SUBMIT', submission });
    actor.send({ type: 'SUBMIT', submission });
    actor.send({ type: 'OPEN_NEXT_ROUND' });
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'DELETE' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'submitting' });
    expect(calls.submit).toHaveLength(1);
    expect(calls.open.length + calls.load.length + calls.remove.length).toBe(0);
  });
});

describe('deliberationMachine: opening the next round', () => {
  it('closes the round (starter, someone submitted) and says which round is open', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: inRoundTwo });
    actor.send({ type: 'OPEN_NEXT_ROUND' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'openingRound' });
    expect(calls.open[0]!.input).toEqual({ deliberationId: 4 });
    const after = deliberation({
      openRound: { number: 3, submissionCount: 0, yourSubmission: null },
      rounds: [closedRound(1, 0.4), closedRound(2, 0.2)],
    });
    calls.open[0]!.answer.resolve({ deliberation: after });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context.deliberation).toBe(after);
    expect(done.context.toast?.text).toBe('Round 2 is closed; round 3 is open.');
  });

  it('says the deliberation is finished after the last round', async () => {
    const lastOpen = deliberation({
      openRound: { number: 5, submissionCount: 2, yourSubmission: null },
      rounds: [1, 2, 3, 4].map((round) => closedRound(round, 0.2)),
    });
    const { actor, calls } = start({ deliberationId: 4, deliberation: lastOpen });
    actor.send({ type: 'OPEN_NEXT_ROUND' });
    calls.open[0]!.answer.resolve({
      deliberation: deliberation({
        status: 'finished',
        openRound: null,
        rounds: [1, 2, 3, 4, 5].map((round) => closedRound(round, 0.2)),
      }),
    });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context.toast?.text).toBe('Round 5 is closed: the deliberation is finished.');
  });

  it('is refused to a member who did not start it and while nobody has submitted', () => {
    const member = start({
      deliberationId: 4,
      deliberation: { ...inRoundTwo, startedByYou: false },
    });
    member.actor.send({ type: 'OPEN_NEXT_ROUND' });
    expect(member.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    const empty = start({ deliberationId: 4, deliberation: deliberation() });
    empty.actor.send({ type: 'OPEN_NEXT_ROUND' });
    expect(empty.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(member.calls.open.length + empty.calls.open.length).toBe(0);
  });

  it('keeps the view and shows the server’s refusal', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: inRoundTwo });
    actor.send({ type: 'OPEN_NEXT_ROUND' });
    calls.open[0]!.answer.reject(serverError(409, 'This deliberation is finished'));
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context).toMatchObject({
      deliberation: inRoundTwo,
      error: 'This deliberation is finished',
    });
  });

  it('uses its own text for a failure without a message', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: inRoundTwo });
    actor.send({ type: 'OPEN_NEXT_ROUND' });
    calls.open[0]!.answer.reject(new Error('boom'));
    expect((await waitFor(actor, (s) => s.matches({ ready: 'idle' }))).context.error).toBe(
      'Could not close the round',
    );
  });
});

describe('deliberationMachine: refreshing', () => {
  it('reads the deliberation again and replaces it, without a notice', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: deliberation() });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    calls.load[0]!.answer.resolve({ deliberation: inRoundTwo });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context).toMatchObject({ deliberation: inRoundTwo, error: null, toast: null });
  });

  it('keeps the last good view when the refresh fails', async () => {
    const before = deliberation();
    const { actor, calls } = start({ deliberationId: 4, deliberation: before });
    actor.send({ type: 'REFRESH' });
    calls.load[0]!.answer.reject(new Error('boom'));
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context).toMatchObject({
      deliberation: before,
      error: 'Could not refresh the deliberation',
    });
    // A later success clears the error.
    actor.send({ type: 'REFRESH' });
    calls.load[1]!.answer.resolve({ deliberation: before });
    await settle();
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('deliberationMachine: deleting', () => {
  it('deletes (starter), ends in the final deleted state and emits deleted', async () => {
    const { actor, calls, emitted } = start({ deliberationId: 4, deliberation: inRoundTwo });
    actor.send({ type: 'DELETE' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'deleting' });
    expect(calls.remove[0]!.input).toEqual({ deliberationId: 4 });
    calls.remove[0]!.answer.resolve({ success: true });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('deleted');
    expect(done.context.toast?.text).toBe('The deliberation was deleted.');
    expect(emitted).toEqual([{ type: 'deleted', deliberationId: 4 }]);
  });

  it('is refused to a member who did not start it', () => {
    const { actor, calls } = start({
      deliberationId: 4,
      deliberation: { ...inRoundTwo, startedByYou: false },
    });
    actor.send({ type: 'DELETE' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(calls.remove).toHaveLength(0);
  });

  it('stays with the view and the server’s message when the delete fails', async () => {
    const { actor, calls, emitted } = start({ deliberationId: 4, deliberation: inRoundTwo });
    actor.send({ type: 'DELETE' });
    calls.remove[0]!.answer.reject(
      serverError(403, 'Only the person who started the deliberation can do this'),
    );
    const done = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(done.context.error).toBe('Only the person who started the deliberation can do this');
    expect(done.context.deliberation).toBe(inRoundTwo);
    expect(emitted).toEqual([]);
  });

  it('uses its own text for a failure without a message', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: inRoundTwo });
    actor.send({ type: 'DELETE' });
    calls.remove[0]!.answer.reject(new Error('boom'));
    expect((await waitFor(actor, (s) => s.matches({ ready: 'idle' }))).context.error).toBe(
      'Could not delete the deliberation',
    );
  });
});

describe('deliberationMachine: notices', () => {
  it('numbers the notices so that a repeated text shows again', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: inRoundTwo });
    for (const index of [0, 1]) {
      actor.send({ type: 'SUBMIT', submission });
      calls.submit[index]!.answer.resolve({ deliberation: inRoundTwo });
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    }
    expect(actor.getSnapshot().context.toast).toEqual({
      id: 2,
      kind: 'success',
      text: 'Your round 2 submission was replaced.',
    });
  });

  it('keeps the deliberation of a write’s answer exactly', async () => {
    const { actor, calls } = start({ deliberationId: 4, deliberation: deliberation() });
    actor.send({ type: 'SUBMIT', submission });
    const answer: Deliberation = { ...inRoundTwo, memberCount: 4 };
    calls.submit[0]!.answer.resolve({ deliberation: answer });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.deliberation).toBe(answer);
  });
});

describe('deliberationMachine without actors', () => {
  it('fails its load (the default actors reject) with the load text', async () => {
    const actor = createActor(deliberationMachine, { input: { deliberationId: 4 } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Could not load the deliberation');
  });
});
