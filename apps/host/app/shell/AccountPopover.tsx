/**
 * The account popover of {@link UserMenu}: the user's name and e-mail, and 'Sign out' (a POST
 * form to /logout, as signing out changes state). Its own module: react-aria's overlays load
 * when the menu is first opened (or hovered), not with every page.
 */
import { Button, Popover, popoverContent, Stack, Text } from '@credence/ui';
import { Form } from '@remix-run/react';
import type { RefObject } from 'react';
import { Dialog } from 'react-aria-components';
import type { ShellUser } from './UserMenu.tsx';

/** Props of {@link AccountPopover}. */
export interface AccountPopoverProps {
  user: ShellUser;
  /** The account button's box, which the popover drops from. */
  triggerRef: RefObject<Element | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The popover the account button opens. */
export function AccountPopover({ user, triggerRef, isOpen, onOpenChange }: AccountPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      width="narrow"
    >
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
  );
}
