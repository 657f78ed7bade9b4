import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FIXED_BY_DEPENDENCY_INPUT, TWO_PREMISE_INPUT } from '../testing/insightSample';
import { GoalSeekPanel } from './GoalSeekPanel';

const meta = {
  title: 'Presentational/GoalSeekPanel',
  component: GoalSeekPanel,
  args: {
    input: TWO_PREMISE_INPUT,
    premises: [
      { id: 'p1', label: 'P1', text: 'The sky is grey.' },
      { id: 'p2', label: 'P2', text: 'The forecast says rain.' },
    ],
    pC: 0.578,
  },
} satisfies Meta<typeof GoalSeekPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeAsking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Target P(C)' })).toHaveValue('58%');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Target P(C)' });
    await userEvent.clear(field);
    await userEvent.type(field, '70%');
    await userEvent.click(canvas.getByRole('button', { name: 'Find the credences' }));
    await expect(await canvas.findByText('P2: from 60% to 79%.')).toBeVisible();
  },
};

export const OutOfReach: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Target P(C)' });
    await userEvent.clear(field);
    await userEvent.type(field, '95%');
    await userEvent.click(canvas.getByRole('button', { name: 'Find the credences' }));
    await expect(
      await canvas.findByText('P2: not alone — moving it only gives P(C) from 20% to 83%.'),
    ).toBeVisible();
  },
};

/** P3 depends on P2 (both conditionals): its slider cannot move P(C); the panel offers P2. */
export const FixedByDependency: Story = {
  args: {
    input: FIXED_BY_DEPENDENCY_INPUT,
    premises: [
      { id: 'p1', label: 'P1', text: 'The sky is grey.' },
      { id: 'p2', label: 'P2', text: 'The forecast says rain.' },
      { id: 'p3', label: 'P3', text: 'The barometer is falling.' },
    ],
    pC: 0.5,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Target P(C)' });
    await userEvent.clear(field);
    await userEvent.type(field, '62%');
    await userEvent.click(canvas.getByRole('button', { name: 'Find the credences' }));
    await expect(
      await canvas.findByText(/^P3: its credence is set by its dependency on P2/),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Try P\d: moving it from/);
  },
};
