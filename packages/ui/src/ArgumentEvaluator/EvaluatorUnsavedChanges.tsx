import { selectHasUnsavedChanges } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { useArgumentEvaluator } from './ArgumentEvaluatorProvider';

/**
 * Tells the app whether the evaluation has unsaved changes (the machine's
 * `selectHasUnsavedChanges`), each time that changes: the host asks before its page is left.
 */
export function useReportUnsavedChanges(onChange: ((unsaved: boolean) => void) | undefined) {
  const unsaved = useSelector(useArgumentEvaluator(), selectHasUnsavedChanges);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    latest.current?.(unsaved);
  }, [unsaved]);
}

/** The texts of the question Reset Evaluation asks first. */
export const EVALUATOR_RESET_TEXT = {
  title: 'Reset Evaluation?',
  body:
    'Every unlocked premise goes back to 50% and each mode’s settings are cleared; locked ' +
    'premises and dependencies stay. Your saved evaluation changes only when you save.',
  confirm: 'Reset',
  cancel: 'Cancel',
} as const;

/** Props of {@link EvaluatorResetConfirm}. */
export interface EvaluatorResetConfirmProps {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Reset Evaluation's question: what a reset discards, Cancel or Reset. */
export function EvaluatorResetConfirm({ isOpen, onConfirm, onCancel }: EvaluatorResetConfirmProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={EVALUATOR_RESET_TEXT.title}
      confirmLabel={EVALUATOR_RESET_TEXT.confirm}
      cancelLabel={EVALUATOR_RESET_TEXT.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {EVALUATOR_RESET_TEXT.body}
    </ConfirmDialog>
  );
}
