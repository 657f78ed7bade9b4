import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './Button.css';

/** The look of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** Props of {@link Button}. */
export interface ButtonProps {
  /** The label. */
  children: ReactNode;
  /** Visual weight: `'primary'` (default) for the main action, `'danger'` for destructive ones. */
  variant?: ButtonVariant;
  /** Called on click, Enter or Space (react-aria's press event). */
  onPress?: () => void;
  /** Disabled: not focusable, ignores presses. */
  isDisabled?: boolean;
  /**
   * Busy: stays focusable but ignores presses, and shows `pendingLabel` instead of `children`
   * (react-aria announces the pending state).
   */
  isPending?: boolean;
  /** The label while pending, e.g. `'Saving...'`; default: `children`. */
  pendingLabel?: ReactNode;
  /** The HTML button type; default `'button'`. */
  type?: 'button' | 'submit' | 'reset';
  /** An accessible name when the label is not text (e.g. an icon). */
  'aria-label'?: string;
  /** Ids of elements that describe the button (e.g. the item a repeated 'Revert' acts on). */
  'aria-describedby'?: string;
  /** Extra class names. */
  className?: string;
}

/** A button on react-aria's `Button`, in one of three variants, with a pending label. */
export function Button({
  children,
  variant = 'primary',
  onPress,
  isDisabled = false,
  isPending = false,
  pendingLabel,
  type = 'button',
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  className,
}: ButtonProps) {
  const classes = [styles.base, styles.variant[variant], className].filter(Boolean).join(' ');
  return (
    <AriaButton
      className={classes}
      onPress={onPress}
      isDisabled={isDisabled}
      isPending={isPending}
      type={type}
      aria-label={ariaLabel}
      aria-describedby={ariaDescribedBy}
    >
      {isPending && pendingLabel !== undefined ? pendingLabel : children}
    </AriaButton>
  );
}
