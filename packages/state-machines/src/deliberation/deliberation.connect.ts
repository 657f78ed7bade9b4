import type { SnapshotFrom } from 'xstate';
import type { deliberationMachine } from './deliberation.machine';
import {
  blindNotice,
  DELIBERATION_TEXTS,
  finishedNotice,
  DELIBERATION_LABELS as L,
  waitingSentence,
} from './deliberation.messages';
import {
  canDelete,
  canOpenNextRound,
  canSubmit,
  convergence,
  type DeliberationConvergence,
  isBlind,
  isLastRound,
  latestClosedRound,
} from './deliberation.selectors';
import type {
  Deliberation,
  DeliberationEvent,
  DeliberationOwnSubmission,
  DeliberationRound,
  DeliberationSubmission,
  DeliberationToast,
} from './deliberation.types';

/** A snapshot of {@link deliberationMachine}. */
export type DeliberationSnapshot = SnapshotFrom<typeof deliberationMachine>;

/** Where the deliberation stands: the first load, its failure, the view, or deleted. */
export type DeliberationStatus = 'loading' | 'failed' | 'ready' | 'deleted';

/** The call running in `ready`, or `idle`. */
export type DeliberationActivity =
  | 'idle'
  | 'submitting'
  | 'openingRound'
  | 'refreshing'
  | 'deleting';

/** What {@link connectDeliberation} gives the UI: flags, texts and commands. */
export interface DeliberationApi {
  status: DeliberationStatus;
  /** The call running (`idle` when none, and outside `ready`). */
  activity: DeliberationActivity;
  /** A call runs: every command but none is ignored. */
  isBusy: boolean;
  /** The last good view, or `null` before the first load. */
  deliberation: Deliberation | null;
  /** The server's message for the last failed call, else `null`. */
  error: string | null;
  /** The latest success notice. */
  toast: DeliberationToast | null;
  /** A round is open (its figures are hidden from all but their author). */
  isBlind: boolean;
  isFinished: boolean;
  isStarter: boolean;
  /** False for a reader of a public argument's deliberation who has not submitted yet. */
  isMember: boolean;
  /** The caller's own submission to the open round, or `null`. */
  yourSubmission: DeliberationOwnSubmission | null;
  /** `SUBMIT` would be taken now (a round is open and no call runs). */
  canSubmit: boolean;
  /** `OPEN_NEXT_ROUND` would be taken now (the starter, someone submitted, no call runs). */
  canOpenNextRound: boolean;
  /** `DELETE` would be taken now (the starter, no call runs). */
  canDelete: boolean;
  /** The latest closed round's group view, or `null` before round 1 closes. */
  latestRound: DeliberationRound | null;
  /** IQR before and after, for every pair of consecutive closed rounds. */
  convergence: DeliberationConvergence | null;
  /** Button labels; `null` for a button that is not shown (no open round, not the starter). */
  labels: {
    submit: string | null;
    openNextRound: string | null;
    delete: string | null;
    refresh: string;
    retry: string;
  };
  /** Sentences to show; `null` when they do not apply. */
  notices: {
    /** Over an open round: 'Round 2 is blind: …'. */
    blind: string | null;
    /** '2 of 3 members have submitted to round 2.' */
    waiting: string | null;
    /** 'Finished after 5 rounds.' */
    finished: string | null;
    /** To a reader who has not joined: submitting makes them a member. */
    notMember: string | null;
    /** To the starter while nobody has submitted to the open round. */
    closeNeedsSubmission: string | null;
  };
  submit(submission: DeliberationSubmission): void;
  openNextRound(): void;
  delete(): void;
  refresh(): void;
  retry(): void;
}

function statusOf(snapshot: DeliberationSnapshot): DeliberationStatus {
  if (snapshot.matches('deleted')) return 'deleted';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('ready')) return 'ready';
  return 'loading';
}

function activityOf(snapshot: DeliberationSnapshot): DeliberationActivity {
  if (snapshot.matches({ ready: 'submitting' })) return 'submitting';
  if (snapshot.matches({ ready: 'openingRound' })) return 'openingRound';
  if (snapshot.matches({ ready: 'refreshing' })) return 'refreshing';
  if (snapshot.matches({ ready: 'deleting' })) return 'deleting';
  return 'idle';
}

function submitLabel(deliberation: Deliberation, activity: DeliberationActivity): string | null {
  const open = deliberation.openRound;
  if (open === null) return null;
  if (activity === 'submitting') return L.submitting;
  return open.yourSubmission ? L.resubmit(open.number) : L.submit(open.number);
}

function openNextRoundLabel(
  deliberation: Deliberation,
  activity: DeliberationActivity,
): string | null {
  const open = deliberation.openRound;
  if (open === null || !deliberation.startedByYou) return null;
  if (activity === 'openingRound') return L.openingRound;
  return isLastRound(deliberation) ? L.closeLast(open.number) : L.openNextRound(open.number + 1);
}

/**
 * The deliberation's API for a UI, from a snapshot and the actor's `send`: what to show (flags,
 * labels, sentences, the group view) and what the user can do (commands that send the machine's
 * events). Pure: the same snapshot gives the same flags and texts.
 */
export function connectDeliberation(
  snapshot: DeliberationSnapshot,
  send: (event: DeliberationEvent) => void,
): DeliberationApi {
  const { deliberation, error, toast } = snapshot.context;
  const status = statusOf(snapshot);
  const activity = status === 'ready' ? activityOf(snapshot) : 'idle';
  const isIdle = status === 'ready' && activity === 'idle';
  const open = deliberation?.openRound ?? null;
  const isStarterWaiting =
    deliberation?.startedByYou === true && open !== null && open.submissionCount === 0;
  return {
    status,
    activity,
    isBusy: activity !== 'idle',
    deliberation,
    error,
    toast,
    isBlind: deliberation !== null && isBlind(deliberation),
    isFinished: deliberation?.status === 'finished',
    isStarter: deliberation?.startedByYou ?? false,
    isMember: deliberation?.isMember ?? false,
    yourSubmission: open?.yourSubmission ?? null,
    canSubmit: isIdle && deliberation !== null && canSubmit(deliberation),
    canOpenNextRound: isIdle && deliberation !== null && canOpenNextRound(deliberation),
    canDelete: isIdle && deliberation !== null && canDelete(deliberation),
    latestRound: deliberation && latestClosedRound(deliberation),
    convergence: deliberation && convergence(deliberation),
    labels: {
      submit: deliberation && submitLabel(deliberation, activity),
      openNextRound: deliberation && openNextRoundLabel(deliberation, activity),
      delete:
        deliberation?.startedByYou === true
          ? activity === 'deleting'
            ? L.deleting
            : L.delete
          : null,
      refresh: activity === 'refreshing' ? L.refreshing : L.refresh,
      retry: L.retry,
    },
    notices: {
      blind: open && blindNotice(open.number),
      waiting:
        open &&
        deliberation &&
        waitingSentence(open.submissionCount, deliberation.memberCount, open.number),
      finished:
        deliberation?.status === 'finished' ? finishedNotice(deliberation.rounds.length) : null,
      notMember:
        deliberation !== null && !deliberation.isMember && open !== null
          ? DELIBERATION_TEXTS.notMember
          : null,
      closeNeedsSubmission: isStarterWaiting ? DELIBERATION_TEXTS.closeNeedsSubmission : null,
    },
    submit: (submission) => send({ type: 'SUBMIT', submission }),
    openNextRound: () => send({ type: 'OPEN_NEXT_ROUND' }),
    delete: () => send({ type: 'DELETE' }),
    refresh: () => send({ type: 'REFRESH' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
