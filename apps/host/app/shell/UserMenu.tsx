/**
 * The signed-in user's menu in the header: a button with their name (and "(admin)") opening a
 * popover with their e-mail and 'Sign out' ({@link AccountPopover}, loaded on first intent).
 */
import { Button, lazyWithPreload, PrefetchOnIntent, useLatch } from '@credence/ui';
import { Suspense, useRef, useState } from 'react';

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

const AccountPopover = lazyWithPreload(() =>
  import('./AccountPopover.tsx').then((module) => module.AccountPopover),
);

/**
 * The account button and its popover: name, e-mail, Sign out. The popover's code loads when the
 * pointer or focus reaches the button, and is mounted from the first press on.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const label = userLabel(user);
  const [isOpen, setOpen] = useState(false);
  const mounted = useLatch(isOpen);
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <PrefetchOnIntent prefetch={AccountPopover.preload}>
      <span ref={anchor}>
        <Button
          variant="secondary"
          size="compact"
          aria-label={`Account: ${label}`}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onPress={() => setOpen(!isOpen)}
        >
          {label} ▾
        </Button>
      </span>
      {mounted ? (
        <Suspense fallback={null}>
          <AccountPopover user={user} triggerRef={anchor} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </PrefetchOnIntent>
  );
}
