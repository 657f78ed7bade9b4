import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** The label beside the track; its accessible name. */
  children: ReactNode;
  /** On (controlled). */
  isSelected?: boolean;
  /** On at first when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
}

/**
 * An on/off switch on react-aria's `Switch` (role `switch`, a real hidden checkbox input): for a
 * setting that takes effect at once, such as the evaluator's "Network" view.
 */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch className={styles.root} {...props}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
      {children}
    </AriaSwitch>
  );
}
