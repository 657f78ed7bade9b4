import { dialogTabDbStatus } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { ModelPicker } from '../ModelPicker/ModelPicker';
import * as styles from './TruthTableTab.css';
import { TRUTH_TABLE_TAB_TEXT as T } from './TruthTableTab.text';
import type { TruthTableAssessActor } from './useTruthTableAssess';

/** Props of {@link TruthTableActions}. */
export interface TruthTableActionsProps {
  actorRef: InferenceDialogActor;
  assessRef: TruthTableAssessActor;
}

/**
 * Save to DB and Reset from DB (the dialog's `truthTableDb` region: saving / resetting, then a
 * success mark for 2 s or the error for 3 s), the AI model picker and AI Assess with its message
 * strip (the `aiAssessMachine`'s message, which clears after 5 s).
 */
export function TruthTableActions({ actorRef, assessRef }: TruthTableActionsProps) {
  const status = useSelector(actorRef, (s) => dialogTabDbStatus(s, 'truthTableDb'));
  const error = useSelector(actorRef, (s) => s.context.tabErrors.truthTable);
  const canSave = useSelector(actorRef, (s) => s.can({ type: 'TRUTH_TABLE_SAVE_TO_DB' }));
  const canReset = useSelector(actorRef, (s) => s.can({ type: 'TRUTH_TABLE_RESET_FROM_DB' }));
  const assessing = useSelector(assessRef, (s) => s.matches('assessing'));
  const canAssess = useSelector(assessRef, (s) => s.can({ type: 'ASSESS' }));
  const message = useSelector(assessRef, (s) => s.context.message);
  // The region's success/error states do not say which button led there.
  const [lastAction, setLastAction] = useState<'save' | 'reset'>('save');

  const save = () => {
    setLastAction('save');
    actorRef.send({ type: 'TRUTH_TABLE_SAVE_TO_DB' });
  };
  const reset = () => {
    setLastAction('reset');
    actorRef.send({ type: 'TRUTH_TABLE_RESET_FROM_DB' });
  };

  return (
    <div className={styles.actions}>
      <div className={styles.buttonRow}>
        <Button
          variant="secondary"
          onPress={save}
          isPending={status === 'saving'}
          pendingLabel={T.saving}
          isDisabled={!canSave && status !== 'saving'}
        >
          {T.saveToDb}
        </Button>
        <Button
          variant="secondary"
          onPress={reset}
          isPending={status === 'resetting'}
          pendingLabel={T.resetting}
          isDisabled={!canReset && status !== 'resetting'}
        >
          {T.resetFromDb}
        </Button>
        <ModelPicker
          isDisabled={assessing}
          onSelect={(modelId) => assessRef.send({ type: 'SET_MODEL', modelId })}
        />
        <Button
          onPress={() => assessRef.send({ type: 'ASSESS' })}
          isPending={assessing}
          pendingLabel={T.assessing}
          isDisabled={!canAssess && !assessing}
        >
          {T.aiAssess}
        </Button>
      </div>
      {/* A live region that stays mounted, so the outcome is announced when it appears. */}
      <div role="status" className={styles.statusLine}>
        {status === 'success' ? (
          <p className={styles.dbSuccess}>
            <span aria-hidden="true">✓ </span>
            {lastAction === 'save' ? T.saved : T.reset}
          </p>
        ) : null}
        {message && message.kind !== 'error' ? (
          <p className={styles.message[message.kind]}>{message.text}</p>
        ) : null}
      </div>
      {status === 'error' ? (
        <p role="alert" className={styles.dbError}>
          <span aria-hidden="true">✗ </span>
          {lastAction === 'save' ? T.saveFailed(error ?? '') : T.resetFailed(error ?? '')}
        </p>
      ) : null}
      {message?.kind === 'error' ? (
        <p role="alert" className={styles.message.error}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
