/**
 * The signed-in user's menu in the header: a button with their name (and "(admin)") opening a
 * popover with their e-mail and 'Sign out' (a POST form to /logout, as signing out changes state).
 */
import { Button, Popover, popoverContent, Stack, Text } from '@credence/ui';
import { Form } from '@remix-run/react';
import { Dialog, DialogTrigger } from 'react-aria-components';

/** The user the menu belongs to (the root loader's `user`). */
export interface ShellUser {
  name: string;
  email: string;
  role: string;
}

/** The menu button's visible text: the name, and "(admin)" for administrators. */
export function userLabel(user: ShellUser): string {
  return `${user.name}${user.role === 'ADMIN' ? ' (admin)' : ''}`;
}

/** The account button and its popover: name, e-mail, Sign out. */
export function UserMenu({ user }: { user: ShellUser }) {
  const label = userLabel(user);
  return (
    <DialogTrigger>
      <Button variant="secondary" size="compact" aria-label={`Account: ${label}`}>
        {label} ▾
      </Button>
      <Popover placement="bottom end" width="narrow">
        <Dialog aria-label="Account" className={popoverContent({ space: 'medium' })}>
          <Stack space="xxsmall">
            <Text weight="strong" breakWords>
              {user.name}
            </Text>
            <Text size="small" tone="secondary" breakWords>
              {user.email}
            </Text>
          </Stack>
          <Form method="post" action="/logout">
            <Button type="submit" variant="secondary">
              Sign out
            </Button>
          </Form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
