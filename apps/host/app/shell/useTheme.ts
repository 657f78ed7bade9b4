import type { ThemeName } from '@credence/ui';
import { useFetchers } from '@remix-run/react';
import { isThemeName, THEME_ACTION } from './themeName.ts';

/**
 * The theme to show: the one a theme switch is posting right now, else `saved` (the cookie's, from
 * the root loader). So a choice shows at once, before the server has answered.
 */
export function useTheme(saved: ThemeName): ThemeName {
  const pending = useFetchers()
    .filter((fetcher) => fetcher.formAction === THEME_ACTION)
    .map((fetcher) => fetcher.formData?.get('theme'))
    .filter(isThemeName)
    .at(-1);
  return pending ?? saved;
}
