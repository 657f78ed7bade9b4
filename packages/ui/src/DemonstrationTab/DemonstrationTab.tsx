import { useSelector } from '@xstate/react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { hasSavedFormulas, SavedFormulasCheck } from './SavedFormulasCheck';

/** Props of {@link DemonstrationTab}. */
export interface DemonstrationTabProps {
  /** The dialog's machine (from `useInferenceDialog`). */
  actorRef: InferenceDialogActor;
  /** Opens the counterexample finder (regimentation, then the countermodel); absent: no button. */
  onFindCounterexample?: () => void;
  /** Opens the proof viewer on the argument's saved proof; absent: no button. */
  onViewProof?: () => void;
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
  howHeading: 'How to get a demonstration',
  howIntro:
    'A demonstration is a formal proof that the conclusion follows from the premises: if every premise is true, the conclusion cannot be false. Only a deductive argument can have one, and this argument is deductive.',
  steps: [
    'Write the premises and the conclusion as formulas. Find a Counterexample opens this step: Regiment translates each sentence into logic, and you correct and confirm each formula.',
    'Check that no counterexample exists. In the next step, Find Counterexample tries every assignment of true and false; when it finds none, the argument is valid.',
    'Give a proof. The demonstration is the formal proof saved with the argument. View Saved Proof opens it, and a valid proof is applied here. Credence does not write proofs itself yet: an argument without a saved proof says so there.',
  ],
  findCounterexample: 'Find a Counterexample',
  viewProof: 'View Saved Proof',
} as const;

const T = DEMONSTRATION_TAB_TEXT;

/**
 * The Inference Evaluation dialog's Demonstration tab: the outcome of the formal demonstration,
 * the machine's `settings.demonstrationData.isSuccessful` (set by `DEMONSTRATION_RESULT`), and
 * until one succeeded, how to get one (formulas, no counterexample, a saved proof) with buttons
 * for the counterexample finder and the proof viewer. The proof itself is the proof viewer's.
 * An argument saved with formulas (a verified reconstruction) also shows them with the logic
 * engine's check of them (`SavedFormulasCheck`).
 */
export function DemonstrationTab({
  actorRef,
  onFindCounterexample,
  onViewProof,
}: DemonstrationTabProps) {
  const isSuccessful = useSelector(
    actorRef,
    (snapshot) => snapshot.context.settings.demonstrationData.isSuccessful,
  );
  // The claims as the dialog opened on them (the machine's input): the same objects each time.
  const premises = useSelector(actorRef, (snapshot) => snapshot.context.premises);
  const conclusion = useSelector(actorRef, (snapshot) => snapshot.context.conclusion);
  return (
    <Stack component="section" space="medium" aria-label={T.heading}>
      <Card role="status" tone={isSuccessful ? 'positive' : 'neutral'} accent space="xsmall">
        <Text component="p" weight="strong" tone={isSuccessful ? 'positive' : 'secondary'}>
          <span aria-hidden="true">{isSuccessful ? '✓ ' : '✗ '}</span>
          {isSuccessful ? T.successful : T.unsuccessful}
        </Text>
        <Text component="p">{isSuccessful ? T.successfulDetail : T.unsuccessfulDetail}</Text>
      </Card>
      {hasSavedFormulas({ premises, conclusion }) ? (
        <SavedFormulasCheck premises={premises} conclusion={conclusion} />
      ) : null}
      {isSuccessful ? null : (
        <HowToDemonstrate onFindCounterexample={onFindCounterexample} onViewProof={onViewProof} />
      )}
    </Stack>
  );
}

/** What a user must do to get a demonstration, in plain sentences, with the actions at hand. */
function HowToDemonstrate({
  onFindCounterexample,
  onViewProof,
}: Pick<DemonstrationTabProps, 'onFindCounterexample' | 'onViewProof'>) {
  return (
    <Stack component="section" space="small" aria-label={T.howHeading}>
      <Heading level="3">{T.howHeading}</Heading>
      <Text component="p">{T.howIntro}</Text>
      <Stack component="ol" space="xsmall">
        {T.steps.map((step, index) => (
          // The list loses its numbers with the theme's reset, so each step says its own.
          <Stack component="li" space="xxsmall" key={step}>
            <Text component="p">{`${index + 1}. ${step}`}</Text>
          </Stack>
        ))}
      </Stack>
      {onFindCounterexample || onViewProof ? (
        <Inline space="small">
          {onFindCounterexample ? (
            <Button variant="secondary" onPress={onFindCounterexample}>
              {T.findCounterexample}
            </Button>
          ) : null}
          {onViewProof ? (
            <Button variant="secondary" onPress={onViewProof}>
              {T.viewProof}
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
