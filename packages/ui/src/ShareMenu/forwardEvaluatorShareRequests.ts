import type { evaluatorMachine } from '@credence/state-machines';
import type { ActorRefFrom } from 'xstate';
import type { ShareMenuActor } from './useShareMenu';

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
  const subscriptions = [
    evaluator.on('share', (event) => {
      share.send({ type: 'UPDATE_ARGUMENT', argumentId: event.userArgumentId });
      options.onShare();
    }),
    evaluator.on('changeVisibility', (event) => {
      share.send({ type: 'UPDATE_ARGUMENT', argumentId: event.userArgumentId });
      share.send({ type: 'SET_VISIBILITY', visibility: event.visibility });
    }),
    evaluator.on('generateImage', (event) => {
      share.send({ type: 'UPDATE_ARGUMENT', argumentId: event.userArgumentId });
      share.send({ type: 'GENERATE_IMAGE' });
    }),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
