import type { FocusEvent, ReactNode, Ref } from 'react';
import { TextField as AriaTextField, Input, Label, TextArea } from 'react-aria-components';
import { visuallyHidden } from '../theme/shared.css';
import { type FieldErrorMessage, FieldMessages, isFieldInvalid } from './FieldMessages';
import * as styles from './TextField.css';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** The visible label; its accessible name. */
  label: ReactNode;
  /** Hide the label visually (it stays for assistive technology). */
  hideLabel?: boolean;
  /** Help text under the field, linked by `aria-describedby`. */
  description?: ReactNode;
  /**
   * The error under the field, e.g. a server's field error from an action. A string marks the
   * field invalid (`aria-invalid`) unless `isInvalid` says otherwise.
   */
  errorMessage?: FieldErrorMessage;
  /** Invalid (default: whether `errorMessage` is a non-empty string). */
  isInvalid?: boolean;
  /** The form field name, so the value posts in a plain `<form>` (e.g. Remix's `<Form>`). */
  name?: string;
  /** The input type; default `'text'`. Ignored when `multiline`. */
  type?: 'text' | 'email' | 'password' | 'search' | 'url' | 'tel';
  /** The value (controlled). */
  value?: string;
  /** The first value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new value on each edit. */
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Called when the control takes focus (e.g. to select a read-only link for copying). */
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  placeholder?: string;
  /** The browser's autofill hint, e.g. `'email'`, `'current-password'`. */
  autoComplete?: string;
  autoFocus?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  /** A text area's starting height in lines; default 3. */
  rows?: number;
  /** Monospace text (formulas, links). */
  mono?: boolean;
  /** `'small'` text for dense panels; default `'standard'`. */
  size?: 'standard' | 'small';
  /**
   * `'aria'` (default): invalid states are announced but never block a submit, so a server's
   * error can be corrected and posted again. `'native'`: the browser's constraint validation
   * (`isRequired`, `type="email"`) blocks the submit and shows its own message.
   */
  validationBehavior?: 'aria' | 'native';
  /** The input element's ref (e.g. to focus the first invalid field). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Extra class names for the wrapper. */
  className?: string;
}

/**
 * A labelled text input (or text area) on react-aria's `TextField`, with a description and an
 * inline error. With `name` it posts in a plain form, so it works before scripts load.
 *
 * ```tsx
 * <TextField label="Email" name="email" type="email" errorMessage={actionData?.errors.email} />
 * ```
 */
export function TextField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  isInvalid,
  type = 'text',
  multiline = false,
  rows = 3,
  mono = false,
  size = 'standard',
  validationBehavior = 'aria',
  minLength,
  maxLength,
  inputRef,
  className,
  onFocus,
  ...props
}: TextFieldProps) {
  const control = styles.field({ mono, size, multiline });
  return (
    <AriaTextField
      className={[styles.root, className].filter(Boolean).join(' ')}
      type={multiline ? undefined : type}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
      validationBehavior={validationBehavior}
      minLength={minLength}
      maxLength={maxLength}
      {...props}
    >
      <Label className={hideLabel ? visuallyHidden : styles.label}>{label}</Label>
      {multiline ? (
        <TextArea className={control} rows={rows} ref={inputRef} onFocus={onFocus} />
      ) : (
        <Input className={control} ref={inputRef} onFocus={onFocus} />
      )}
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
