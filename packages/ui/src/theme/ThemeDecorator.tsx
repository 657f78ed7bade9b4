/** A Storybook decorator wrapping each story in the light or dark theme (story global `theme`). */
import type { Decorator } from '@storybook/react-vite';
import { type ThemeName, ThemeRoot } from './ThemeRoot';

export const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeRoot theme={theme}>
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    </ThemeRoot>
  );
};
