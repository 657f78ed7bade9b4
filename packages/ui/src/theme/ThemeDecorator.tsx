/**
 * A Storybook decorator wrapping each story in the light, dark or system theme (story global
 * `theme`).
 */
import type { Decorator } from '@storybook/react-vite';
import { THEME_NAMES, type ThemeName, ThemeRoot } from './ThemeRoot';

export const withTheme: Decorator = (Story, context) => {
  const requested = context.globals.theme as ThemeName;
  const theme: ThemeName = THEME_NAMES.includes(requested) ? requested : 'light';
  return (
    <ThemeRoot theme={theme}>
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    </ThemeRoot>
  );
};
