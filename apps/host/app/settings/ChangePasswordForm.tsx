/**
 * 'Change password': the current password and a new one, each refused field answered under it
 * (400; the first bad field focused), and a note once the change is done (every other browser
 * signed in to the account was signed out).
 */
import { Button, Inline, Stack, Text } from '@credence/ui';
import { Form, useNavigation } from '@remix-run/react';
import { FormError, PasswordField } from '../forms/AccountFields.tsx';
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
        <PasswordField
          label="Current password"
          name="currentPassword"
          purpose="current"
          error={errors?.currentPassword}
          inputRef={refs.currentPassword}
        />
        <PasswordField
          label="New password"
          name="newPassword"
          purpose="new"
          error={errors?.newPassword}
          inputRef={refs.newPassword}
        />
        <FormError message={errors?.form} />
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
