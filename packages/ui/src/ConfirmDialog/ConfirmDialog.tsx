import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';

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

/**
 * Asks before something that cannot be taken back (discarding unsaved changes, a reset): a
 * modal {@link Dialog} with the question, what it means, and two buttons. Cancel comes first
 * and is the safe choice: Escape, the close button and a click outside all cancel. Focus starts
 * inside the dialog and returns where it was when it closes.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text component="p">{children}</Text>
    </Dialog>
  );
}
