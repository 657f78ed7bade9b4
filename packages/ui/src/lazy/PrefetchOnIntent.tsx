import { type ReactNode, Suspense } from 'react';
import { Text } from '../Text/Text';
import * as styles from './PrefetchOnIntent.css';

/** Props of {@link PrefetchOnIntent}. */
export interface PrefetchOnIntentProps {
  /** Starts loading what the children open (e.g. a lazy dialog's `preload`). */
  prefetch: () => unknown;
  children: ReactNode;
}

/**
 * Prefetches on intent: the first pointer over or focus inside `children` calls `prefetch`, so
 * a dialog's code is loading while the person moves to its button. It adds no box to the layout.
 */
export function PrefetchOnIntent({ prefetch, children }: PrefetchOnIntentProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears its children's events (to prefetch); it is not a control.
    <div className={styles.root} onPointerOver={() => prefetch()} onFocus={() => prefetch()}>
      {children}
    </div>
  );
}

/** Renders a lazy piece where it is needed, with a "Loading…" line while its code arrives. */
export function OnDemand({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Text component="p" size="small" tone="secondary" role="status">
          Loading…
        </Text>
      }
    >
      {children}
    </Suspense>
  );
}
