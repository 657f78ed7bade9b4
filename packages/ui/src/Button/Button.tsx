import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { classNames } from '../Box/Box';
import { type ButtonVariants, button } from './Button.css';

/** The look of a {@link Button}: its weight, from the `button` recipe's tones. */
export type ButtonVariant = NonNullable<ButtonVariants['tone']>;

/** A {@link Button}'s size. */
export type ButtonSize = NonNullable<ButtonVariants['size']>;

/** Props of {@link Button}. */
export interface ButtonProps {
  /** The label. */
  children: ReactNode;
  /**
   * Visual weight: `'primary'` (default) for the main action, `'secondary'`, `'danger'` for
   * destructive ones; `'ghost'`, `'quiet'`, `'plain'` and `'link'` for lighter actions.
   */
  variant?: ButtonVariant;
  /**
   * `'standard'` (default), `'compact'` (a narrower inset), `'small'` (smaller text), `'icon'`
   * (square), `'block'` (full width, content at both ends) or `'inline'` (no box).
   */
  size?: ButtonSize;
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
  /** A form field name, submitted with `value` when this button submits its form. */
  name?: string;
  /** The value submitted under `name`. */
  value?: string;
  /** Takes focus on mount. */
  autoFocus?: boolean;
  /** An accessible name when the label is not text (e.g. an icon). */
  'aria-label'?: string;
  /** Ids of elements that describe the button (e.g. the item a repeated 'Revert' acts on). */
  'aria-describedby'?: string;
  /**
   * For a button that opens something itself (not through a react-aria trigger, which sets
   * these): what it opens, and whether that is open.
   */
  'aria-haspopup'?: 'dialog' | 'menu' | 'listbox';
  'aria-expanded'?: boolean;
  /** Extra class names. */
  className?: string;
}

/** A button on react-aria's `Button`, in one of the `button` recipe's tones, with a pending label. */
export function Button({
  children,
  variant = 'primary',
  size = 'standard',
  onPress,
  isDisabled = false,
  isPending = false,
  pendingLabel,
  type = 'button',
  name,
  value,
  autoFocus,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  'aria-haspopup': ariaHasPopup,
  'aria-expanded': ariaExpanded,
  className,
}: ButtonProps) {
  return (
    <AriaButton
      className={classNames(button({ tone: variant, size }), className)}
      onPress={onPress}
      isDisabled={isDisabled}
      isPending={isPending}
      type={type}
      name={name}
      value={value}
      autoFocus={autoFocus}
      aria-label={ariaLabel}
      aria-describedby={ariaDescribedBy}
      aria-haspopup={ariaHasPopup}
      aria-expanded={ariaExpanded}
    >
      {isPending && pendingLabel !== undefined ? pendingLabel : children}
    </AriaButton>
  );
}
