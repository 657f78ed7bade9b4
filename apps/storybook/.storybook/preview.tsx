import { createHandlers, createMockStore } from '@credence/mocks';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withTheme } from '../../../packages/ui/src/theme/ThemeDecorator';

/**
 * Every story: the light, dark or system theme (toolbar global `theme`) and the mock Credence backend.
 * The default handlers answer from a fresh mock store (Ada signed in); a story replaces them with
 * its own `parameters.msw.handlers` (its own store or scenarios).
 */
const preview: Preview = {
  decorators: [withTheme],
  loaders: [mswLoader()],
  parameters: {
    msw: { handlers: createHandlers({ store: createMockStore() }) },
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: ['light', 'dark', 'system'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
};

export default preview;
