/**
 * Every page's frame (ui's `PageLayout`): the product name linking home, the navigation and the
 * user menu in the header, the page in `<main>`, and the theme switch in the footer.
 */
import { Inline, Link, PageBlock, PageLayout, Text, type ThemeName } from '@credence/ui';
import type { ReactNode } from 'react';
import { MainNav } from './MainNav.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import type { ShellUser } from './UserMenu.tsx';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** The signed-in user, or null. */
  user: ShellUser | null;
  /** The theme in effect, for the switch. */
  theme: ThemeName;
  /** The page: PageBlocks with one `<h1>`. */
  children: ReactNode;
}

/** The shell around every page: header with name, navigation and account menu; footer with the theme switch. */
export function AppShell({ user, theme, children }: AppShellProps) {
  return (
    <PageLayout
      header={
        <Link href="/" tone="neutral" weight="strong">
          <Text component="span" size="large">
            Credence
          </Text>
        </Link>
      }
      nav={<MainNav user={user} />}
      footer={
        <PageBlock width="large">
          <Inline space="medium" align="spaceBetween" alignY="bottom">
            <Text size="small" tone="secondary">
              Credence — lay out an argument, weigh it with probabilities.
            </Text>
            <ThemeSwitch theme={theme} />
          </Inline>
        </PageBlock>
      }
    >
      {children}
    </PageLayout>
  );
}
