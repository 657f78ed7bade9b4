/**
 * The theme switch: Light, Dark or System, as a radio group of pills. A choice posts to /theme
 * with a fetcher (the cookie keeps it; the page stays); before scripts run, an 'Apply theme'
 * button posts the same form and comes back to this page.
 */
import { Button, ChoiceGroup, Inline, type ThemeName } from '@credence/ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { THEME_ACTION } from './themeName.ts';
import { useHydrated } from './useHydrated.ts';

const OPTIONS: { value: ThemeName; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** Props of {@link ThemeSwitch}. */
export interface ThemeSwitchProps {
  /** The theme in effect (see `useTheme`). */
  theme: ThemeName;
}

/** Light / Dark / System, posted to /theme as it is chosen. */
export function ThemeSwitch({ theme }: ThemeSwitchProps) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={THEME_ACTION}>
      <Inline space="small" alignY="bottom">
        <ChoiceGroup
          label="Theme"
          name="theme"
          options={OPTIONS}
          value={theme}
          onChange={(next) =>
            fetcher.submit({ theme: next }, { method: 'post', action: THEME_ACTION })
          }
        />
        {hydrated ? null : (
          <>
            <input
              type="hidden"
              name="redirectTo"
              value={`${location.pathname}${location.search}`}
            />
            <Button type="submit" variant="secondary" size="small">
              Apply theme
            </Button>
          </>
        )}
      </Inline>
    </fetcher.Form>
  );
}
