import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** {@link ConfirmDialog}'s modal, loaded when the question is first asked. */
export function ConfirmDialogModal({
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
