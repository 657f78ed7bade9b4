/**
 * The header's navigation: for a signed-in user New argument, Explore, Friends and Settings, then
 * their menu; for a reader who is not signed in, Sign in and Sign up. The link of the page shown
 * is marked `aria-current="page"`.
 */
import { ButtonLink, Inline, Link } from '@credence/ui';
import { useLocation } from '@remix-run/react';
import { type ShellUser, UserMenu } from './UserMenu.tsx';

/** The signed-in navigation, in order: label and path. */
export const NAV_LINKS = [
  { label: 'New argument', href: '/arguments/new' },
  { label: 'Explore', href: '/explore' },
  { label: 'Friends', href: '/friends' },
  { label: 'Settings', href: '/settings' },
] as const;

/** The header's navigation for `user` (null: signed out), the current page marked. */
export function MainNav({ user }: { user: ShellUser | null }) {
  const { pathname } = useLocation();
  const current = (href: string) => (pathname === href ? 'page' : undefined);
  if (!user) {
    return (
      <Inline space="small" alignY="center">
        <Link href="/login" tone="neutral" aria-current={current('/login')}>
          Sign in
        </Link>
        <ButtonLink href="/join" size="compact" aria-current={current('/join')}>
          Sign up
        </ButtonLink>
      </Inline>
    );
  }
  return (
    <Inline space="medium" alignY="center">
      {NAV_LINKS.map(({ label, href }) => (
        <Link key={href} href={href} tone="neutral" aria-current={current(href)}>
          {label}
        </Link>
      ))}
      <UserMenu user={user} />
    </Inline>
  );
}
