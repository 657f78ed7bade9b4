import { DURATIONS } from '@credence/engine';
import { Suspense, useCallback, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { lazyWithPreload } from '../lazy/lazyWithPreload';
import { useLatch } from '../lazy/useLatch';

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

const ToastRegionView = lazyWithPreload(() =>
  import('./ToastRegionView').then((module) => module.ToastRegionView),
);

/**
 * The toast region: a landmark listing the visible toasts (each a `role="alertdialog"` that is
 * announced), with a close button per toast. F6 moves focus into it.
 *
 * Until the queue first shows a toast nothing is rendered (react-aria's region renders nothing
 * without toasts either), and the region's code is not loaded: a page's first download stays
 * without it. From the first toast on it stays mounted.
 */
export function ToastRegion(props: ToastRegionProps) {
  const { queue } = props;
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const showing = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts.length > 0,
    () => false,
  );
  if (!useLatch(showing)) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegionView {...props} />
    </Suspense>
  );
}
