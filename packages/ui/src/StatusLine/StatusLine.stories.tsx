import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusLine } from './StatusLine';

const meta = {
  title: 'Evaluator/StatusLine',
  component: StatusLine,
  args: { argumentType: 'INDUCTIVE', evaluationMode: 'fallback' },
} satisfies Meta<typeof StatusLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inductive: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inductive Fallback Support Mode')).toBeVisible();
  },
};
export const Deductive: Story = {
  args: { argumentType: 'DEDUCTIVE', evaluationMode: 'demonstration' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Deductive Demonstration Mode')).toBeVisible();
  },
};
