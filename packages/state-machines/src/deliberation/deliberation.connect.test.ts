import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectDeliberation, type DeliberationSnapshot } from './deliberation.connect';
import { closedRound, deliberation, finished, inRoundTwo } from './deliberation.fixtures';
import { deliberationMachine } from './deliberation.machine';
import type {
  Deliberation,
  DeliberationEvent,
  DeliberationResponse,
  DeliberationSubmission,
  SubmitToDeliberationInput,
} from './deliberation.types';

/** A snapshot of the machine in `value` with `deliberation` in context. */
function snapshotOf(
  value: DeliberationSnapshot['value'],
  given: Deliberation | null,
  extra: { error?: string | null } = {},
): DeliberationSnapshot {
  return deliberationMachine.resolveState({
    value,
    context: { deliberationId: 4, deliberation: given, error: extra.error ?? null, toast: null },
  });
}

const submission: DeliberationSubmission = {
  premiseProbabilities: [{ claimId: 'c101', probability: 0.8 }],
  inferenceStrength: 0.9,
  fallbackSupport: 0.2,
};

describe('connectDeliberation', () => {
  it('while loading: no view, nothing to do', () => {
    const api = connectDeliberation(snapshotOf('loading', null), () => {});
    expect(api).toMatchObject({
      status: 'loading',
      activity: 'idle',
      isBusy: false,
      deliberation: null,
      isBlind: false,
      canSubmit: false,
      canOpenNextRound: false,
      canDelete: false,
      latestRound: null,
      convergence: null,
      labels: { submit: null, openNextRound: null, delete: null, refresh: 'Refresh' },
      notices: { blind: null, waiting: null, finished: null, notMember: null },
    });
  });

  it('failed: the error and the retry label', () => {
    const api = connectDeliberation(
      snapshotOf('failed', null, { error: 'Deliberation 4 not found' }),
      () => {},
    );
    expect(api).toMatchObject({
      status: 'failed',
      error: 'Deliberation 4 not found',
      labels: { retry: 'Try again' },
    });
  });

  it('round 1, the starter before anyone submitted: blind, submit, close refused', () => {
    const api = connectDeliberation(snapshotOf({ ready: 'idle' }, deliberation()), () => {});
    expect(api).toMatchObject({
      status: 'ready',
      isBlind: true,
      isStarter: true,
      isMember: true,
      isFinished: false,
      yourSubmission: null,
      canSubmit: true,
      canOpenNextRound: false,
      canDelete: true,
      labels: {
        submit: 'Submit to round 1',
        openNextRound: 'Close round 1 and open round 2',
        delete: 'Delete deliberation',
      },
      notices: {
        blind: 'Round 1 is blind: until it closes, each member sees only their own figures.',
        waiting: '0 of 3 members have submitted to round 1.',
        finished: null,
        notMember: null,
        closeNeedsSubmission:
          'You can close the round once at least one member has submitted to it.',
      },
    });
  });

  it('round 2 after the caller submitted: replace label, group view, the close button', () => {
    const api = connectDeliberation(snapshotOf({ ready: 'idle' }, inRoundTwo), () => {});
    expect(api.yourSubmission).toBe(inRoundTwo.openRound?.yourSubmission);
    expect(api.latestRound?.round).toBe(1);
    expect(api.canOpenNextRound).toBe(true);
    expect(api.labels).toMatchObject({
      submit: 'Replace your round 2 submission',
      openNextRound: 'Close round 2 and open round 3',
    });
    expect(api.notices).toMatchObject({
      waiting: '1 of 3 members has submitted to round 2.',
      closeNeedsSubmission: null,
    });
  });

  it('the last round: the close button finishes', () => {
    const last = deliberation({
      openRound: { number: 5, submissionCount: 1, yourSubmission: null },
      rounds: [1, 2, 3, 4].map((round) => closedRound(round, 0.2)),
    });
    const api = connectDeliberation(snapshotOf({ ready: 'idle' }, last), () => {});
    expect(api.labels.openNextRound).toBe('Close round 5 and finish');
  });

  it('a member who did not start it: no starter buttons', () => {
    const api = connectDeliberation(
      snapshotOf({ ready: 'idle' }, { ...inRoundTwo, startedByYou: false }),
      () => {},
    );
    expect(api).toMatchObject({
      isStarter: false,
      canOpenNextRound: false,
      canDelete: false,
      labels: { openNextRound: null, delete: null },
      notices: { closeNeedsSubmission: null },
    });
  });

  it('a reader who has not joined is told that submitting makes them a member', () => {
    const api = connectDeliberation(
      snapshotOf({ ready: 'idle' }, deliberation({ isMember: false, startedByYou: false })),
      () => {},
    );
    expect(api.canSubmit).toBe(true);
    expect(api.notices.notMember).toBe(
      'You are not a member of this deliberation yet: submitting to the open round makes you one.',
    );
  });

  it('finished: no open round, the convergence and the finished notice', () => {
    const api = connectDeliberation(snapshotOf({ ready: 'idle' }, finished), () => {});
    expect(api).toMatchObject({
      isBlind: false,
      isFinished: true,
      canSubmit: false,
      canOpenNextRound: false,
      labels: { submit: null, openNextRound: null },
      notices: { blind: null, waiting: null, finished: 'Finished after 5 rounds.' },
    });
    expect(api.convergence?.conclusion).toHaveLength(4);
  });

  it.each([
    ['submitting', { submit: 'Submitting...' }],
    ['openingRound', { openNextRound: 'Closing the round...' }],
    ['refreshing', { refresh: 'Refreshing...' }],
    ['deleting', { delete: 'Deleting...' }],
  ] as const)('while %s: busy, every command refused, its busy label', (activity, labels) => {
    const api = connectDeliberation(snapshotOf({ ready: activity }, inRoundTwo), () => {});
    expect(api).toMatchObject({
      activity,
      isBusy: true,
      canSubmit: false,
      canOpenNextRound: false,
      canDelete: false,
      labels,
    });
  });

  it('deleted: the final status', () => {
    const api = connectDeliberation(snapshotOf('deleted', inRoundTwo), () => {});
    expect(api).toMatchObject({ status: 'deleted', canSubmit: false, canDelete: false });
  });

  it('its commands send the machine’s events', () => {
    const send = vi.fn<(event: DeliberationEvent) => void>();
    const api = connectDeliberation(snapshotOf({ ready: 'idle' }, inRoundTwo), send);
    api.submit(submission);
    api.openNextRound();
    api.delete();
    api.refresh();
    api.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SUBMIT', submission },
      { type: 'OPEN_NEXT_ROUND' },
      { type: 'DELETE' },
      { type: 'REFRESH' },
      { type: 'RETRY' },
    ]);
  });

  it('drives a running actor', () => {
    const actor = createActor(
      deliberationMachine.provide({
        actors: {
          submitToDeliberation: fromPromise<DeliberationResponse, SubmitToDeliberationInput>(
            () => new Promise(() => {}),
          ),
        },
      }),
      { input: { deliberationId: 4, deliberation: inRoundTwo } },
    ).start();
    connectDeliberation(actor.getSnapshot(), actor.send).submit(submission);
    expect(connectDeliberation(actor.getSnapshot(), actor.send).activity).toBe('submitting');
    actor.stop();
  });
});
