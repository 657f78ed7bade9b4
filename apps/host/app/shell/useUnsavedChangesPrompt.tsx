/**
 * Asking before unsaved work is lost, for any page that holds some (the evaluator, the
 * reconstruction editor on /arguments/new and /arguments/:id/edit): a link or the back button
 * inside the app opens the ui's `ConfirmDialog` (Remix's `useBlocker`), and closing or reloading
 * the tab gets the browser's own question (`beforeunload`).
 */
import { ConfirmDialog, preloadConfirmDialog } from '@credence/ui';
import { useBlocker } from '@remix-run/react';
import { type ReactElement, useEffect, useRef, useState } from 'react';

/** The words of the in-app question. */
export const LEAVE_PAGE_TEXT = {
  title: 'Leave without saving?',
  body: 'Your changes on this page are not saved yet. If you leave now, they are lost.',
  confirm: 'Leave without saving',
  cancel: 'Stay on this page',
} as const;

/** What {@link useUnsavedChangesPrompt} gives the page. */
export interface UnsavedChangesPrompt {
  /** For a component's `onUnsavedChangesChange`: whether it holds unsaved changes now. */
  report: (unsaved: boolean) => void;
  /** The question, to render once in the page (it opens only when leaving is blocked). */
  dialog: ReactElement;
  /**
   * Lets the page's next navigation go without asking, for a leave that settles the changes
   * itself (e.g. after deleting what was being edited).
   */
  allowLeaving: () => void;
}

/**
 * Guards the page while it has unsaved changes: those a component reports through `report`,
 * or `alsoUnsaved` (e.g. text typed in a field of the page itself).
 *
 * Only a move to another path is held: a change of the query alone is the page updating its own
 * URL (the evaluator following a sub-conclusion to another argument), not leaving it. When the
 * changes get saved while the question is open, the navigation goes on.
 */
export function useUnsavedChangesPrompt(alsoUnsaved = false): UnsavedChangesPrompt {
  const [reported, setReported] = useState(false);
  const unsaved = reported || alsoUnsaved;
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    // The question can come from now on: its code loads meanwhile, so it opens at once.
    void preloadConfirmDialog();
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers ask only when `returnValue` is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return {
    report: setReported,
    allowLeaving: () => {
      allowed.current = true;
    },
    dialog: (
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        title={LEAVE_PAGE_TEXT.title}
        confirmLabel={LEAVE_PAGE_TEXT.confirm}
        cancelLabel={LEAVE_PAGE_TEXT.cancel}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {LEAVE_PAGE_TEXT.body}
      </ConfirmDialog>
    ),
  };
}
