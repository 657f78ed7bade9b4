import { selectHasUnsavedChanges } from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { ConfirmDialog, preloadConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
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

/** The texts of the question asked before the evaluator opens another argument. */
export const EVALUATOR_OPEN_OTHER_TEXT = {
  title: 'Open another argument without saving?',
  body:
    'Your changes to this evaluation are not saved yet. If you open the other argument now, ' +
    'they are lost.',
  confirm: 'Open without saving',
  cancel: 'Stay here',
} as const;

/** The texts of the question asked before a version revert replaces unsaved changes. */
export const EVALUATOR_REVERT_TEXT = {
  title: 'Revert without saving?',
  body:
    'Your changes to this evaluation are not saved yet. Reverting loads the version in their ' +
    'place, so they are lost.',
  confirm: 'Revert without saving',
  cancel: 'Cancel',
} as const;

/** The words of a question asked before unsaved changes are replaced. */
export interface DiscardQuestionText {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

/** What {@link useAskBeforeDiscarding} gives the screen. */
export interface AskBeforeDiscarding {
  /** Runs `go` at once when nothing is unsaved, otherwise once the user confirms. */
  askFirst: (go: () => void) => void;
  /** The question, rendered once by the screen (open only while a move waits for an answer). */
  dialog: ReactElement;
}

/**
 * Asks before the evaluator itself replaces its evaluation — opening a sub-conclusion's
 * supporting argument, reverting to a version: the host's leave-page guard cannot, since the
 * machine loads the other content without the page's path changing.
 */
export function useAskBeforeDiscarding(text: DiscardQuestionText): AskBeforeDiscarding {
  const unsaved = useSelector(useArgumentEvaluator(), selectHasUnsavedChanges);
  const [pending, setPending] = useState<(() => void) | null>(null);
  // The question can come from now on: its code loads meanwhile, so it opens at once.
  useEffect(() => {
    if (unsaved) void preloadConfirmDialog();
  }, [unsaved]);
  return {
    askFirst: (go) => (unsaved ? setPending(() => go) : go()),
    dialog: (
      <ConfirmDialog
        isOpen={pending !== null}
        title={text.title}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        onConfirm={() => {
          setPending(null);
          pending?.();
        }}
        onCancel={() => setPending(null)}
      >
        {text.body}
      </ConfirmDialog>
    ),
  };
}
