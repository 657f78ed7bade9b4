import { THEME_NAMES, type ThemeName } from '@credence/ui';

/** Whether `value` names a theme (light, dark or system). */
export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** Without a choice the page follows the operating system. */
export const DEFAULT_THEME: ThemeName = 'system';

/** Where the theme switch posts (`routes/theme.ts`). */
export const THEME_ACTION = '/theme';
