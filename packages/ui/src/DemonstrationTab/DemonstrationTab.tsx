import { useSelector } from '@xstate/react';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import * as styles from './DemonstrationTab.css';

/** Props of {@link DemonstrationTab}. */
export interface DemonstrationTabProps {
  /** The dialog's machine (from `useInferenceDialog`). */
  actorRef: InferenceDialogActor;
}

/**
 * The Demonstration tab's texts (ours: the spec only says the tab shows the outcome of the
 * formal demonstration, and that Save waits for a successful one).
 */
export const DEMONSTRATION_TAB_TEXT = {
  heading: 'Demonstration',
  successful: 'Demonstration successful',
  successfulDetail:
    'The conclusion has been formally demonstrated from the premises. Saving applies this demonstration to the evaluation.',
  unsuccessful: 'No successful demonstration',
  unsuccessfulDetail:
    'The conclusion has not been formally demonstrated from the premises. Save stays disabled until a demonstration succeeds.',
} as const;

const T = DEMONSTRATION_TAB_TEXT;

/**
 * The Inference Evaluation dialog's Demonstration tab: the outcome of the formal demonstration,
 * the machine's `settings.demonstrationData.isSuccessful` (set by `DEMONSTRATION_RESULT`). The
 * proof itself is the proof viewer's.
 */
export function DemonstrationTab({ actorRef }: DemonstrationTabProps) {
  const isSuccessful = useSelector(
    actorRef,
    (snapshot) => snapshot.context.settings.demonstrationData.isSuccessful,
  );
  return (
    <section className={styles.tab} aria-label={T.heading}>
      <div
        role="status"
        className={isSuccessful ? styles.outcome.successful : styles.outcome.unsuccessful}
      >
        <p className={styles.title}>
          <span aria-hidden="true">{isSuccessful ? '✓ ' : '✗ '}</span>
          {isSuccessful ? T.successful : T.unsuccessful}
        </p>
        <p className={styles.detail}>{isSuccessful ? T.successfulDetail : T.unsuccessfulDetail}</p>
      </div>
    </section>
  );
}
