import type { EvaluatorEmitted, evaluatorMachine } from '@credence/state-machines';
import type { ActorRefFrom } from 'xstate';
import type { ShareMenuActor } from './useShareMenu';

/** The evaluator's requests that the Share menu carries out. */
export type EvaluatorShareRequest = Extract<
  EvaluatorEmitted,
  { type: 'share' | 'changeVisibility' | 'generateImage' }
>;

/** Their types, for `evaluator.on(type, …)`. */
export const EVALUATOR_SHARE_REQUESTS = ['share', 'changeVisibility', 'generateImage'] as const;

/**
 * Subscribes to the evaluator's sharing requests; returns the unsubscribe function (for an
 * effect's cleanup).
 */
export function onEvaluatorShareRequests(
  evaluator: ActorRefFrom<typeof evaluatorMachine>,
  listener: (request: EvaluatorShareRequest) => void,
): () => void {
  const subscriptions = EVALUATOR_SHARE_REQUESTS.map((type) => evaluator.on(type, listener));
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}

/**
 * Carries out one of the evaluator's sharing requests with the Share menu's machine (see
 * {@link forwardEvaluatorShareRequests}).
 */
export function applyEvaluatorShareRequest(
  share: ShareMenuActor,
  request: EvaluatorShareRequest,
  options: { onShare: () => void },
): void {
  share.send({ type: 'UPDATE_ARGUMENT', argumentId: request.userArgumentId });
  if (request.type === 'share') options.onShare();
  else if (request.type === 'changeVisibility') {
    share.send({ type: 'SET_VISIBILITY', visibility: request.visibility });
  } else share.send({ type: 'GENERATE_IMAGE' });
}

/**
 * Passes the evaluator's sharing requests to the Share menu. The evaluator checks that the
 * evaluation is saved (else it shows 'Please save your evaluation before sharing' / '… before
 * changing visibility' / '… before generating an image' itself) and then emits:
 * - `share` `{ userArgumentId }` → the menu's argument becomes that id (`UPDATE_ARGUMENT`), and
 *   `onShare` is called: open the menu there;
 * - `changeVisibility` `{ userArgumentId, visibility }` → `SET_VISIBILITY`;
 * - `generateImage` `{ userArgumentId }` → `GENERATE_IMAGE`.
 *
 * Call it in an effect and return what it returns (it unsubscribes):
 * `useEffect(() => forwardEvaluatorShareRequests(evaluator, share, { onShare: () => setOpen(true) }), [evaluator, share])`.
 * The menu's own controls send to the share machine directly; nothing goes back to the evaluator
 * (it has no event for a changed visibility; the share machine keeps the confirmed one).
 */
export function forwardEvaluatorShareRequests(
  evaluator: ActorRefFrom<typeof evaluatorMachine>,
  share: ShareMenuActor,
  options: { onShare: () => void },
): () => void {
  return onEvaluatorShareRequests(evaluator, (request) =>
    applyEvaluatorShareRequest(share, request, options),
  );
}
