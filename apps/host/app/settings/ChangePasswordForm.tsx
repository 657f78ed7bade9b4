/**
 * 'Change password': the current password and a new one, each refused field answered under it
 * (400; the first bad field focused), and a note once the change is done (every other browser
 * signed in to the account was signed out).
 */
import { Button, Inline, Stack, Text, TextField } from '@credence/ui';
import { Form, useNavigation } from '@remix-run/react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accountLimits.ts';
import { useFocusFirstError } from '../forms/useFocusFirstError.ts';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  redirectTo: string;
  errors?: { currentPassword?: string; newPassword?: string; form?: string };
  /** The change went through (the page was loaded again with `passwordChanged=1`). */
  changed: boolean;
}

/** The password form, with the action's field errors under their fields. */
export function ChangePasswordForm({ redirectTo, errors, changed }: ChangePasswordFormProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'changePassword';
  const refs = useFocusFirstError(['currentPassword', 'newPassword'], errors);
  return (
    <Form method="post">
      <Stack space="medium">
        <input type="hidden" name="intent" value="changePassword" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          isRequired
          errorMessage={errors?.currentPassword}
          inputRef={refs.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          isRequired
          errorMessage={errors?.newPassword}
          inputRef={refs.newPassword}
        />
        {errors?.form ? (
          <Text tone="critical" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <Inline space="small">
          <Button type="submit" variant="secondary" isPending={busy} pendingLabel="Changing...">
            Change password
          </Button>
        </Inline>
        {changed ? (
          <Text tone="positive" role="status">
            Your password was changed. Every other browser signed in to this account was signed out.
          </Text>
        ) : null}
      </Stack>
    </Form>
  );
}
