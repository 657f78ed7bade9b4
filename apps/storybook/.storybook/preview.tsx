import { createHandlers, createMockStore } from '@credence/mocks';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { withTheme } from '../../../packages/ui/src/theme/ThemeDecorator';
import { checkDarkThemeContrast } from './darkThemeContrast';

/** Whether the story runs as a test (Vitest, from the CLI or Storybook's test widget). */
const isStoryTest = import.meta.env.VITEST_STORYBOOK !== undefined;

// `findBy…` and `waitFor` in play functions give up after 1 s by default: on two cores busy with
// the other packages' suites a lazy dialog or a recalculation can take longer. A state that never
// comes still fails the story, after 15 s.
if (isStoryTest) configure({ asyncUtilTimeout: 15_000 });

/**
 * Every story: the light, dark or system theme (toolbar global `theme`) and the mock Credence backend.
 * The default handlers answer from a fresh mock store (Ada signed in); a story replaces them with
 * its own `parameters.msw.handlers` (its own store or scenarios).
 */
const preview: Preview = {
  // An autodocs page per component: its stories and a props table.
  tags: ['autodocs'],
  // The story tests share one page (vitest.config.ts): what a story left in the browser's storage
  // (the client's cached user settings, a remembered choice) must not reach the next one.
  beforeEach: () => {
    if (!isStoryTest) return;
    localStorage.clear();
    sessionStorage.clear();
  },
  afterEach: async ({ parameters, viewMode }) => {
    if (!isStoryTest || viewMode !== 'story') return;
    if (parameters.a11y?.disable || parameters.a11y?.test === 'off') return;
    await checkDarkThemeContrast();
  },
  decorators: [withTheme],
  loaders: [mswLoader()],
  parameters: {
    msw: { handlers: createHandlers({ store: createMockStore() }) },
    // Story tests run in a tall viewport (the addon's default is 1200 × 900), so that dialogs and
    // panels do not scroll: axe checks only what is on screen, and reads a label scrolled out of a
    // dialog's body as missing (label-title-only) and leaves colours out of view unchecked.
    viewport: isStoryTest
      ? {
          options: {
            storyTest: { name: 'Story test', styles: { width: '1200px', height: '4000px' } },
          },
          defaultViewport: 'storyTest',
        }
      : undefined,
    // axe runs after every story (and its play function); any violation fails the story's test.
    a11y: {
      test: 'error',
      context: {
        // react-aria's live announcer: a hidden log whose entries for a pending button are
        // `role="img"` labelled by that button. They name it while it exists, but outlive it by up
        // to 7 s (a dialog that closes on save), and axe then reports an image without a name
        // (role-img-alt) for an announcement already made. Button.test.tsx shows the mechanism.
        exclude: ['[data-live-announcer]'],
      },
    },
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
