import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { type FieldErrorMessage, FieldMessages, isFieldInvalid } from '../TextField/FieldMessages';
import * as field from '../TextField/TextField.css';
import * as styles from './Checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The label beside the box; its accessible name. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** The error under the label; a string marks the checkbox invalid. */
  errorMessage?: FieldErrorMessage;
  /** Invalid (default: whether `errorMessage` is a non-empty string). */
  isInvalid?: boolean;
  /** Checked (controlled). */
  isSelected?: boolean;
  /** Checked at first when uncontrolled. */
  defaultSelected?: boolean;
  /** Neither checked nor not (e.g. some of a group). */
  isIndeterminate?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** The form field name: when checked the form posts `name=value`. */
  name?: string;
  /** The value posted when checked; default `'on'`, as a native checkbox. */
  value?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  /** See `TextField`'s `validationBehavior`; default `'aria'`. */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A checkbox on react-aria's `CheckboxField`: a real (visually hidden) input, so it posts in a
 * plain form, with the label beside the box, a description and an inline error.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      className={field.root}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      validationBehavior={validationBehavior}
      {...props}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <svg viewBox="0 0 12 12" className={styles.mark} aria-hidden="true">
                  <line x1="2" y1="6" x2="10" y2="6" />
                </svg>
              ) : isSelected ? (
                <svg viewBox="0 0 12 12" className={styles.mark} aria-hidden="true">
                  <polyline points="1.5 6.5 4.5 9.5 10.5 2.5" />
                </svg>
              ) : null}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}
