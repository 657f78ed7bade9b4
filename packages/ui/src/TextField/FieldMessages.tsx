import type { ReactNode } from 'react';
import { Text as AriaText, FieldError, type ValidationResult } from 'react-aria-components';
import * as styles from './TextField.css';

/** A field's error: a message, or a function of react-aria's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** Whether a field is invalid: `isInvalid` when given, else whether it has an error to show. */
export function isFieldInvalid(isInvalid: boolean | undefined, errorMessage?: FieldErrorMessage) {
  return isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '');
}

/**
 * What every form field shows under its control: the description (react-aria's
 * `slot="description"`) and the error (`FieldError`, shown only while invalid), both linked to
 * the control by `aria-describedby`.
 */
export function FieldMessages({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
}) {
  return (
    <>
      {description ? (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
