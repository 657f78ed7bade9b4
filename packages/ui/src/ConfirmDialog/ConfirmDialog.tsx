import { type ReactNode, Suspense } from 'react';
import { lazyWithPreload } from '../lazy/lazyWithPreload';
import { useLatch } from '../lazy/useLatch';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Open (controlled). */
  isOpen: boolean;
  /** The question, e.g. 'Leave without saving?'; also the dialog's accessible name. */
  title: string;
  /** What happens on each choice, in plain words. */
  children: ReactNode;
  /** The button that goes ahead, e.g. 'Leave without saving'. */
  confirmLabel: string;
  /** The button that keeps things as they are; default `'Cancel'`. */
  cancelLabel?: string;
  /** `'danger'` when going ahead discards something (the default), else `'primary'`. */
  tone?: 'danger' | 'primary';
  /** Going ahead. */
  onConfirm: () => void;
  /** Keeping things as they are: the cancel button, the close button, Escape. */
  onCancel: () => void;
}

const ConfirmDialogModal = lazyWithPreload(() =>
  import('./ConfirmDialogModal').then((module) => module.ConfirmDialogModal),
);

/**
 * Starts loading {@link ConfirmDialog}'s modal before any question is asked, e.g. once a page
 * has unsaved changes, so the question shows at once when it comes.
 */
export function preloadConfirmDialog(): Promise<unknown> {
  return ConfirmDialogModal.preload();
}

/**
 * Asks before something that cannot be taken back (discarding unsaved changes, a reset): a
 * modal dialog with the question, what it means, and two buttons. Cancel comes first and is the
 * safe choice: Escape, the close button and a click outside all cancel. Focus starts inside the
 * dialog and returns where it was when it closes.
 *
 * Nothing is rendered, and the modal's code (react-aria's overlays) is not loaded, until it is
 * first open: a page's first download stays without it. From then on it stays mounted, so it
 * closes as any dialog does.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useLatch(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
