import { createHandlers, createMockStore, createScenarios, GRACE_ID } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ModelList } from './ModelList';

const meta = {
  title: 'MSW/ModelList',
  component: ModelList,
} satisfies Meta<typeof ModelList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six selectable models as the mock backend names them (not the client's built-ins). */
const SERVED = [
  'GPT-4o mini (OpenAI)',
  'GPT-4o (OpenAI)',
  'Claude 3 Haiku (Anthropic)',
  'Claude 3.5 Sonnet (Anthropic)',
  'o3-mini (OpenAI)',
  'o1-mini (OpenAI)',
];

/** `@credence/api`'s BUILT_IN_MODELS, which `listModels` falls back to on any failure. */
const BUILT_IN = [
  'GPT-4o Mini (openai)',
  'GPT-4o (openai)',
  'Claude 3 Haiku (anthropic)',
  'Claude 3.5 Sonnet (anthropic)',
  'o3-mini (openai)',
];

async function modelNames(canvasElement: HTMLElement): Promise<string[]> {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: 'Models' }, { timeout: 5000 });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/** The default handlers from preview (a fresh store, Ada signed in) answer both calls. */
export const FromMockBackend: Story = {
  play: async ({ canvasElement }) => {
    await expect(await modelNames(canvasElement)).toEqual(SERVED);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByText('Settings: coherentist, conviction 0.3, detail complete'),
      ).toBeInTheDocument(),
    );
  },
};

const listModelsFails = createScenarios();
listModelsFails.set('listModels', 'server-error');

/** listModels answers 500: the client silently shows its five built-in models. */
export const ModelsServerError: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({ store: createMockStore(), scenarios: listModelsFails }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await modelNames(canvasElement)).toEqual(BUILT_IN);
    // The settings call is unaffected by the listModels scenario.
    await expect(
      within(canvasElement).getByText('Settings: coherentist, conviction 0.3, detail complete'),
    ).toBeInTheDocument();
  },
};

const graceStore = createMockStore();
graceStore.signIn(GRACE_ID);

/** Grace signed in: her own settings come from the store. */
export const SignedInAsGrace: Story = {
  args: { userId: GRACE_ID },
  parameters: { msw: { handlers: createHandlers({ store: graceStore }) } },
  play: async ({ canvasElement }) => {
    await expect(await modelNames(canvasElement)).toEqual(SERVED);
    await expect(
      within(canvasElement).getByText('Settings: foundationalist, conviction 0.5, detail detailed'),
    ).toBeInTheDocument();
  },
};

const signedOutStore = createMockStore();
signedOutStore.signOut();

/** Nobody signed in: both calls answer 401, so built-in models and default settings show. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: createHandlers({ store: signedOutStore }) } },
  play: async ({ canvasElement }) => {
    await expect(await modelNames(canvasElement)).toEqual(BUILT_IN);
    await expect(
      within(canvasElement).getByText('Settings: coherentist, conviction 0.3, detail complete'),
    ).toBeInTheDocument();
  },
};
