import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Link,
  Text,
} from 'react-aria-components';
import { useThemeClassName } from '../theme/ThemeRoot';
import type { ToastRegionProps } from './Toast';
import * as styles from './Toast.css';

/** {@link ToastRegion}'s landmark and toasts, loaded when the first toast shows. */
export function ToastRegionView({
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
