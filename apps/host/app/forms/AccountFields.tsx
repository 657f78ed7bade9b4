/**
 * The fields the account forms share (/join, /login, the change-password form on /settings): the
 * same limits, autocomplete hints and error wiring wherever an e-mail or a password is asked for.
 */
import { Text, TextField } from '@credence/ui';
import type { RefObject } from 'react';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accountLimits.ts';

type FieldRef = RefObject<HTMLInputElement & HTMLTextAreaElement>;

/** The account's e-mail address. */
export function EmailField({ error, inputRef }: { error?: string; inputRef: FieldRef }) {
  return (
    <TextField
      label="E-mail"
      name="email"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      isRequired
      errorMessage={error}
      inputRef={inputRef}
    />
  );
}

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  label: string;
  name: string;
  /**
   * `new`: a password being chosen (the browser may suggest one; the minimum length is stated and
   * checked); `current`: one being typed in to prove who you are.
   */
  purpose: 'new' | 'current';
  error?: string;
  inputRef: FieldRef;
}

/** A password, with the limits of its purpose. */
export function PasswordField({ label, name, purpose, error, inputRef }: PasswordFieldProps) {
  const choosing = purpose === 'new';
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={choosing ? 'new-password' : 'current-password'}
      description={choosing ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
      minLength={choosing ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={PASSWORD_MAX_LENGTH}
      isRequired
      errorMessage={error}
      inputRef={inputRef}
    />
  );
}

/** The message for the whole form (not one field), announced when it appears. */
export function FormError({ message }: { message?: string }) {
  return message ? (
    <Text tone="critical" role="alert">
      {message}
    </Text>
  ) : null;
}
