import { createCredenceClient, createMemoryStorage } from '@credence/api';
import { ADA_ID, DEFAULT_SETTINGS, NUCLEAR_ID } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { storyBackend } from '../testing/storyBackend';
import { ArgumentEvaluator } from './ArgumentEvaluator';

/**
 * The evaluator's "Network" view on the mock backend: Ada's view of "Expand nuclear power"
 * (Premise 1 answered by a supporting argument, Premise 2 by an objection that has an
 * objection of its own; Premise 3 a leaf). Each story has its own client and settings cache, so
 * the switch is what the backend says.
 */
const meta = {
  title: 'Screens/ArgumentEvaluator/Network',
  component: ArgumentEvaluator,
  args: { argumentId: NUCLEAR_ID },
  render: (args) => (
    <CredenceProvider
      client={createCredenceClient({ baseUrl: '', storage: createMemoryStorage() })}
      userId={ADA_ID}
      userRole="USER"
    >
      <ArgumentEvaluator {...args} />
    </CredenceProvider>
  ),
} satisfies Meta<typeof ArgumentEvaluator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lazy part's first load makes the dev server transform it: see the evaluator stories. */
const LOAD_TIMEOUT = { timeout: 30_000 };

const TITLE = 'Expand nuclear power';

/** Ada's settings with the network view on. */
const networkOn = storyBackend((_, store) =>
  store.saveSettings(ADA_ID, { ...DEFAULT_SETTINGS, networkView: true }),
);

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: TITLE }, LOAD_TIMEOUT);
  return canvas;
}

/** The "Network P(C): 57%" figure, as a number. */
async function networkPC(canvas: ReturnType<typeof within>): Promise<string> {
  const figure = await canvas.findByText(/^Network P\(C\): /, undefined, LOAD_TIMEOUT);
  return figure.textContent ?? '';
}

/**
 * Remembered on: derived premises show their network credence (slider disabled, "from 1 linked
 * argument"); Network P(C) beside Local P(C).
 */
export const NetworkOn: Story = {
  parameters: networkOn.parameters,
  beforeEach: networkOn.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    // The title can show before the remembered settings arrive (without a host's loader data).
    await waitFor(
      () => expect(canvas.getByRole('switch', { name: 'Network' })).toBeChecked(),
      LOAD_TIMEOUT,
    );
    await networkPC(canvas);
    await expect(canvas.getByText(/^Local P\(C\): /)).toBeVisible();
    const derived = await canvas.findByRole(
      'slider',
      { name: /Network credence of Premise 1/ },
      LOAD_TIMEOUT,
    );
    await expect(derived).toBeDisabled();
    await expect(
      canvas.getByRole('slider', { name: /Network credence of Premise 2/ }),
    ).toBeDisabled();
    await expect(canvas.getAllByText('from 1 linked argument')).toHaveLength(2);
    // Premise 3 is a leaf: its own slider.
    await expect(canvas.getByRole('slider', { name: /Confidence in Premise 3/ })).toBeEnabled();
  },
};

/** Off by default; turning it on shows the network and remembers it in the settings. */
export const TurnOn: Story = {
  ...(() => {
    const backend = storyBackend();
    return {
      parameters: backend.parameters,
      beforeEach: backend.beforeEach,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = await loaded(canvasElement);
        const control = canvas.getByRole('switch', { name: 'Network' });
        await expect(control).not.toBeChecked();
        await expect(canvas.queryByText(/^Network P\(C\): /)).toBeNull();
        await userEvent.click(canvas.getByText('Network'));
        await expect(control).toBeChecked();
        await networkPC(canvas);
        await waitFor(() => expect(backend.store.settings(ADA_ID)?.networkView).toBe(true));
        await userEvent.click(canvas.getByText('Network'));
        await waitFor(() => expect(canvas.queryByText(/^Network P\(C\): /)).toBeNull());
        await waitFor(() => expect(backend.store.settings(ADA_ID)?.networkView).toBe(false));
      },
    };
  })(),
};

/** Moving the root's leaf premise moves the network P(C) at once. */
export const RootSliderMovesNetwork: Story = {
  parameters: networkOn.parameters,
  beforeEach: networkOn.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const before = await networkPC(canvas);
    const slider = canvas.getByRole('slider', { name: /Confidence in Premise 3/ });
    await userEvent.click(slider);
    for (let step = 0; step < 10; step += 1) await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByText(/^Network P\(C\): /).textContent).not.toBe(before));
  },
};

/** "Same claim as…" on Premise 3: the search, a choice, the dialog closes, the network reloads. */
export const SameClaim: Story = {
  parameters: networkOn.parameters,
  beforeEach: networkOn.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await networkPC(canvas);
    const premise3 = canvas.getByRole('region', { name: 'Premise 3' });
    await userEvent.click(within(premise3).getByRole('button', { name: 'Same claim as…' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Same claim as…' }, LOAD_TIMEOUT);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search claims' }), 'CO2');
    const choices = await within(dialog).findAllByRole(
      'button',
      { name: /^This is the same claim: “Life-cycle studies/ },
      LOAD_TIMEOUT,
    );
    await userEvent.click(choices[0]!);
    await waitFor(
      () => expect(page.queryByRole('dialog', { name: 'Same claim as…' })).toBeNull(),
      LOAD_TIMEOUT,
    );
    await expect(
      networkOn.store.equivalences(ADA_ID).some(({ claimIds }) => claimIds.includes('c303')),
    ).toBe(true);
  },
};

/**
 * The calculation results panel's sensitivity chart ranks the leaf claims of the whole network
 * while the view is on (the supporting argument's and the objections' premises among them).
 */
export const ResultsRankNetworkClaims: Story = {
  parameters: networkOn.parameters,
  beforeEach: networkOn.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await networkPC(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculation results' }));
    const panel = await canvas.findByRole('region', { name: 'Calculation Results' }, LOAD_TIMEOUT);
    const chart = await within(panel).findByRole(
      'region',
      { name: 'Which claim in the network matters most' },
      LOAD_TIMEOUT,
    );
    const labels = within(chart).getAllByText(/of “Support: Nuclear power emits/);
    await expect(labels.length).toBeGreaterThanOrEqual(2);
    await expect(
      within(panel).queryByRole('region', { name: 'Which premise matters most' }),
    ).toBeNull();
  },
};

/** Ada's seeded equivalence is listed; "Not the same claim" withdraws it. */
export const WithdrawSameClaim: Story = {
  parameters: networkOn.parameters,
  beforeEach: networkOn.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await networkPC(canvas);
    const list = await canvas.findByRole(
      'list',
      { name: 'Claims you marked the same' },
      LOAD_TIMEOUT,
    );
    await userEvent.click(within(list).getByRole('button', { name: /^Not the same claim/ }));
    await waitFor(
      () => expect(canvas.queryByRole('list', { name: 'Claims you marked the same' })).toBeNull(),
      LOAD_TIMEOUT,
    );
    await expect(networkOn.store.equivalences(ADA_ID)).toEqual([]);
  },
};
