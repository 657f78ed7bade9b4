import { DURATIONS } from '@credence/engine';
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Link,
  Text,
} from 'react-aria-components';
import { useThemeClassName } from '../theme/ThemeRoot';
import * as styles from './Toast.css';

/** The tone of a toast: its accent colour. */
export type ToastTone = 'info' | 'success' | 'critical';

/** What a toast shows. */
export interface ToastContent {
  /** The message, e.g. `'Version loading coming soon!'`. */
  title: string;
  /** An optional second line. */
  description?: string;
  /** An optional link under the text, e.g. `{ href: '/settings', label: 'Adjust conviction' }`. */
  link?: { href: string; label: string };
  /** Accent colour; default `'info'`. */
  tone?: ToastTone;
}

/** Options of {@link ToastQueue}. */
export interface ToastQueueOptions {
  /** Milliseconds before a toast closes itself; default `DURATIONS.message` (5 s). */
  timeout?: number;
  /** How many toasts show at once; default 3. */
  maxVisibleToasts?: number;
}

/** Options of {@link ToastQueue.add}. */
export interface AddToastOptions {
  /** Milliseconds before this toast closes itself; default: the queue's `timeout`. */
  timeout?: number;
  /** Called when the toast closes (timeout, close button or `close`). */
  onClose?: () => void;
}

/**
 * A queue of toasts, shown by a {@link ToastRegion}. Every toast closes itself after a timeout
 * (react-aria pauses it while the region is hovered or focused). Create one per app.
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  /** The default timeout of this queue's toasts, in milliseconds. */
  readonly timeout: number;

  constructor({ timeout = DURATIONS.message, maxVisibleToasts = 3 }: ToastQueueOptions = {}) {
    super({ maxVisibleToasts });
    this.timeout = timeout;
  }

  /** Shows a toast; returns its key (for `close`). */
  override add(content: ToastContent, options: AddToastOptions = {}): string {
    return super.add(content, {
      timeout: options.timeout ?? this.timeout,
      onClose: options.onClose,
    });
  }
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue whose toasts to show. */
  queue: ToastQueue;
  /** The landmark's accessible name; default `'Notifications'`. */
  'aria-label'?: string;
}

/**
 * The toast region: a landmark listing the visible toasts (each a `role="alertdialog"` that is
 * announced), with a close button per toast. F6 moves focus into it.
 */
export function ToastRegion({
  queue,
  'aria-label': ariaLabel = 'Notifications',
}: ToastRegionProps) {
  const themeClass = useThemeClassName();
  return (
    <AriaToastRegion
      queue={queue}
      className={`${themeClass} ${styles.region}`}
      aria-label={ariaLabel}
    >
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.tone[toast.content.tone ?? 'info']}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
            {toast.content.link ? (
              <Link href={toast.content.link.href} className={styles.link}>
                {toast.content.link.label}
              </Link>
            ) : null}
          </AriaToastContent>
          <Button slot="close" aria-label="Close" className={styles.close}>
            ×
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
