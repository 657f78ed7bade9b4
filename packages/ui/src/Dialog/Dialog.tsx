import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Button,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { base as reset } from '../theme/reset.css';
import { useThemeClassName } from '../theme/ThemeRoot';
import * as styles from './Dialog.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** The body. */
  children: ReactNode;
  /** Buttons along the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
  /**
   * Open (controlled). Leave out inside a `DialogTrigger`, which then owns the open state.
   */
  isOpen?: boolean;
  /** Called when the dialog asks to open or close (Escape, close button, outside click). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes it; default true. Escape always closes it. */
  isDismissable?: boolean;
  /** Accessible name of the close button; default `'Close'`. */
  closeLabel?: string;
}

/**
 * A modal dialog on react-aria's `ModalOverlay` + `Modal` + `Dialog`: focus moves in and is
 * trapped, Escape closes, focus returns to the trigger. At most 4xl (56rem) wide.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  closeLabel = 'Close',
}: DialogProps) {
  const themeClass = useThemeClassName();
  return (
    <ModalOverlay
      className={`${themeClass} ${styles.overlay()}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className={styles.modal()}>
        <AriaDialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={`${reset} ${styles.title}`}>
              {title}
            </Heading>
            <Button slot="close" aria-label={closeLabel} className={styles.close}>
              ×
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Props of {@link DialogTrigger}. */
export interface DialogTriggerProps {
  /** The trigger (a button) followed by what it opens: a `Dialog`, or a `Popover`. */
  children: ReactNode;
  /** Open (controlled); leave out to let the trigger own the open state. */
  isOpen?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes (the trigger pressed, Escape, a click outside). */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Opens a `Dialog` or a `Popover` from the button inside it (react-aria's `DialogTrigger`):
 * the trigger gets `aria-expanded` and `aria-haspopup`, and focus returns to it on close.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
