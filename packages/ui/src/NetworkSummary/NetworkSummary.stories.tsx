import { NETWORK_TEXTS } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NetworkSummary } from './NetworkSummary';
import {
  ROOT_ONLY_FIGURES,
  WORKED_CLAIM_NAMES,
  WORKED_EQUIVALENCES,
  WORKED_FIGURES,
} from './NetworkSummary.fixtures';

const meta = {
  title: 'Evaluator/NetworkSummary',
  component: NetworkSummary,
  args: { status: 'ready', figures: WORKED_FIGURES, claimNames: WORKED_CLAIM_NAMES },
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <NetworkSummary {...args} />
    </div>
  ),
} satisfies Meta<typeof NetworkSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Network P(C) beside Local P(C), and the leaf claim of the whole network that matters most. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Network P(C): 57%')).toBeVisible();
    await expect(canvas.getByText('Local P(C): 59%')).toBeVisible();
    await expect(canvas.getByText(/^Matters most: P2 of “Support”, 23 points/)).toBeVisible();
  },
};

export const RootOnly: Story = {
  args: { figures: ROOT_ONLY_FIGURES },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(NETWORK_TEXTS.noLinks)).toBeVisible();
  },
};

export const HiddenAndTruncated: Story = {
  args: { hiddenArguments: 1, truncated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 linked argument you cannot see is left out')).toBeVisible();
    await expect(canvas.getByText(NETWORK_TEXTS.truncated)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', figures: null } };

/** A large network's first figures are being computed in a worker: it says so. */
export const Computing: Story = {
  args: { figures: null, computing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(NETWORK_TEXTS.computing);
    await expect(canvas.queryByText(/^Network P\(C\): /)).toBeNull();
  },
};

/** Later figures are computed behind the ones shown: no notice, the last figures stay. */
export const Recomputing: Story = {
  args: { computing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Network P(C): 57%')).toBeVisible();
    await expect(canvas.queryByText(NETWORK_TEXTS.computing)).toBeNull();
  },
};

export const Loop: Story = {
  args: {
    figures: null,
    computeError: NETWORK_TEXTS.loop(['Support', 'Objection', 'Support']),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('form a loop');
  },
};

export const TooManyClaims: Story = {
  args: { figures: null, computeError: NETWORK_TEXTS.tooManyClaims(31, 24) },
};

export const LoadFailed: Story = {
  args: { status: 'failed', figures: null, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(NETWORK_TEXTS.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The user's equivalences, each with "Not the same claim" to withdraw it. */
export const Equivalences: Story = {
  args: { equivalences: WORKED_EQUIVALENCES, onWithdrawEquivalence: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: NETWORK_TEXTS.equivalencesTitle });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(
      '“Nuclear power is safe.” (P1 of “Root”) = “Nuclear power is safe enough.” (C of “Support”)',
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: NETWORK_TEXTS.withdrawEquivalenceName(
          'Their designs fail safe.',
          'Modern designs fail safe.',
        ),
      }),
    );
    await expect(args.onWithdrawEquivalence).toHaveBeenCalledWith(9);
  },
};

/** One being withdrawn: its button waits, the other is disabled. */
export const WithdrawingEquivalence: Story = {
  args: { equivalences: WORKED_EQUIVALENCES, onWithdrawEquivalence: fn(), withdrawingId: 4 },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', {
      name: /^Not the same claim/,
    });
    await expect(buttons[1]).toBeDisabled();
  },
};
