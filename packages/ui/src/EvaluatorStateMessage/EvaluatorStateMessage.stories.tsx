import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EvaluatorStateMessage } from './EvaluatorStateMessage';

const meta = {
  title: 'Evaluator/EvaluatorStateMessage',
  component: EvaluatorStateMessage,
  args: { kind: 'loading' },
} satisfies Meta<typeof EvaluatorStateMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading argument evaluation...',
    );
  },
};
export const ErrorState: Story = {
  args: { kind: 'error', message: 'Network down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error: Network down');
  },
};
export const Warning: Story = {
  args: { kind: 'warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Missing argument data',
    );
  },
};
