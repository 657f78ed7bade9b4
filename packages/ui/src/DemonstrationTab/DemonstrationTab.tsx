import { useSelector } from '@xstate/react';
import { Card } from '../Card/Card';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';

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
    <Stack component="section" space="medium" aria-label={T.heading}>
      <Card role="status" tone={isSuccessful ? 'positive' : 'neutral'} accent space="xsmall">
        <Text component="p" weight="strong" tone={isSuccessful ? 'positive' : 'secondary'}>
          <span aria-hidden="true">{isSuccessful ? '✓ ' : '✗ '}</span>
          {isSuccessful ? T.successful : T.unsuccessful}
        </Text>
        <Text component="p">{isSuccessful ? T.successfulDetail : T.unsuccessfulDetail}</Text>
      </Card>
    </Stack>
  );
}
