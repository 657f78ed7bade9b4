import { type AssessMessage, dialogTabDbStatus } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { ModelPicker } from '../ModelPicker/ModelPicker';
import * as styles from './BayesianTab.css';
import { BAYESIAN_TAB_TEXT as T } from './BayesianTab.text';
import type { BayesianAssessActor } from './useBayesianAssess';

/** Props of {@link BayesianActions}. */
export interface BayesianActionsProps {
  dialog: InferenceDialogActor;
  assess: BayesianAssessActor;
}

/**
 * Save to DB / Reset from DB with their status (success for 2 s, the error for 3 s, as the
 * dialog's `bayesianDb` region says), the model picker, AI Assess ('Assessing...' while it runs,
 * disabled with no premises) and the AI message strip.
 */
export function BayesianActions({ dialog, assess }: BayesianActionsProps) {
  const dbStatus = useSelector(dialog, (s) => dialogTabDbStatus(s, 'bayesianDb'));
  const canSave = useSelector(dialog, (s) => s.can({ type: 'BAYESIAN_SAVE_TO_DB' }));
  const dbError = useSelector(dialog, (s) => s.context.tabErrors.bayesian);
  // The region's success and error states are shared by both buttons: remember which was pressed.
  const [lastAction, setLastAction] = useState<'save' | 'reset'>('save');
  const isAssessing = useSelector(assess, (s) => s.matches('assessing'));
  const canAssess = useSelector(assess, (s) => s.can({ type: 'ASSESS' }));
  const message = useSelector(assess, (s) => s.context.message);
  const initialModelId = useSelector(assess, (s) => s.context.modelId);

  const save = () => {
    setLastAction('save');
    dialog.send({ type: 'BAYESIAN_SAVE_TO_DB' });
  };
  const reset = () => {
    setLastAction('reset');
    dialog.send({ type: 'BAYESIAN_RESET_FROM_DB' });
  };

  return (
    <>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={save}
          isPending={dbStatus === 'saving'}
          pendingLabel={T.saving}
          isDisabled={!canSave && dbStatus !== 'saving'}
        >
          {T.saveToDb}
        </Button>
        <Button
          variant="secondary"
          onPress={reset}
          isPending={dbStatus === 'resetting'}
          pendingLabel={T.resetting}
          isDisabled={!canSave && dbStatus !== 'resetting'}
        >
          {T.resetFromDb}
        </Button>
        <DbStatus status={dbStatus} lastAction={lastAction} error={dbError} />
      </div>
      <div className={styles.actions}>
        <ModelPicker
          initialModelId={initialModelId}
          isDisabled={isAssessing}
          onSelect={(modelId) => assess.send({ type: 'SET_MODEL', modelId })}
        />
        <Button
          onPress={() => assess.send({ type: 'ASSESS' })}
          isPending={isAssessing}
          pendingLabel={T.assessing}
          isDisabled={!canAssess && !isAssessing}
        >
          {T.aiAssess}
        </Button>
      </div>
      <MessageStrip message={message} />
    </>
  );
}

interface DbStatusProps {
  status: ReturnType<typeof dialogTabDbStatus>;
  lastAction: 'save' | 'reset';
  error: string | null;
}

/** '✓ saved / reset' after success, '⚠ failed: reason' after an error, else nothing. */
function DbStatus({ status, lastAction, error }: DbStatusProps) {
  if (status === 'success') {
    return (
      <p role="status" className={`${styles.status} ${styles.statusSuccess}`}>
        {`✓ ${lastAction === 'save' ? T.saved : T.reset}`}
      </p>
    );
  }
  if (status === 'error') {
    const failed = lastAction === 'save' ? T.saveFailed : T.resetFailed;
    return (
      <p role="alert" className={`${styles.status} ${styles.statusError}`}>
        {error ? `⚠ ${failed}: ${error}` : `⚠ ${failed}`}
      </p>
    );
  }
  return null;
}

/** The AI message strip: progress and success as a status, failures as an alert. */
function MessageStrip({ message }: { message: AssessMessage | null }) {
  if (message === null) return null;
  return (
    <p
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={`${styles.strip} ${styles.stripTone[message.kind]}`}
    >
      {message.text}
    </p>
  );
}
