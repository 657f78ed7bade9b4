import { dialogTabDbStatus } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import type { InferenceDialogActor } from '../InferenceDialog/inferenceDialogActor';
import { Inline } from '../Inline/Inline';
import { ModelPicker } from '../ModelPicker/ModelPicker';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
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
    <Stack space="small">
      <Inline space="small" alignY="center">
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
      </Inline>
      {/* A live region that stays mounted, so the outcome is announced when it appears. */}
      <Stack role="status" space="xsmall">
        {status === 'success' ? (
          <Text component="p" weight="strong" tone="positive">
            <span aria-hidden="true">✓ </span>
            {lastAction === 'save' ? T.saved : T.reset}
          </Text>
        ) : null}
        {message && message.kind !== 'error' ? (
          <AssessMessage kind={message.kind}>{message.text}</AssessMessage>
        ) : null}
      </Stack>
      {status === 'error' ? (
        <Text component="p" role="alert" weight="strong" tone="critical">
          <span aria-hidden="true">✗ </span>
          {lastAction === 'save' ? T.saveFailed(error ?? '') : T.resetFailed(error ?? '')}
        </Text>
      ) : null}
      {message?.kind === 'error' ? (
        <AssessMessage kind="error" role="alert">
          {message.text}
        </AssessMessage>
      ) : null}
    </Stack>
  );
}

/** The AI assessment's message, framed in its tone. */
function AssessMessage({
  kind,
  role,
  children,
}: {
  kind: 'info' | 'success' | 'error';
  role?: 'alert';
  children: string;
}) {
  const tone = MESSAGE_TONE[kind];
  return (
    <Card component="p" role={role} tone={tone} background="none" padding="small">
      <Text size="small" tone={tone}>
        {children}
      </Text>
    </Card>
  );
}

const MESSAGE_TONE = { info: 'info', success: 'positive', error: 'critical' } as const;
