import { createCredenceClient, createMemoryStorage } from '@credence/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { SameClaimDialog } from './SameClaimDialog';

const backend = storyBackend();

/**
 * "Same claim as…" on the mock backend: the search (`searchClaims`) lists the claims Ada may
 * see with their arguments' titles; the premise itself (c303 here) is not offered.
 */
const meta = {
  title: 'Evaluator/SameClaimDialog',
  component: SameClaimDialog,
  args: {
    claim: {
      id: 'c303',
      label: 'Premise 3',
      text: 'Nuclear plants provide reliable baseload power.',
    },
    onChoose: fn(),
    onClose: fn(),
  },
  parameters: backend.parameters,
  beforeEach: backend.beforeEach,
  render: (args) =>
    withCredence(
      <SameClaimDialog {...args} />,
      createCredenceClient({ baseUrl: '', storage: createMemoryStorage() }),
    ),
} satisfies Meta<typeof SameClaimDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing finds claims; "This is the same claim" chooses one. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Same claim as…' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search claims' }), 'CO2');
    const choose = await within(dialog).findByRole(
      'button',
      {
        name: 'This is the same claim: “Life-cycle studies put nuclear power at about 12 g of CO2 per kWh.” in “Support: Nuclear power emits very little CO2 per kilowatt-hour.”',
      },
      TIMEOUT,
    );
    await userEvent.click(choose);
    await expect(args.onChoose).toHaveBeenCalledWith('c501');
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Same claim as…' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzzz no such words');
    await waitFor(
      () => expect(within(dialog).getByRole('status')).toHaveTextContent('No claims found'),
      TIMEOUT,
    );
  },
};

export const Refused: Story = {
  args: { error: 'You have already declared these two claims the same' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent('already declared');
  },
};
