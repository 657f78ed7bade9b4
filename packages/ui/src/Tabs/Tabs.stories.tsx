import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Evaluation method',
    onSelectionChange: fn(),
    items: [
      { id: 'fallback', label: 'Fallback Support', content: 'Fallback Support panel' },
      { id: 'bayesian', label: 'Bayesian Network', content: 'Bayesian Network Evaluation panel' },
      { id: 'truth-table', label: 'Truth Table', content: 'Truth Table panel' },
      { id: 'demonstration', label: 'Demonstration', content: 'Demonstration panel' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Evaluation method' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { name: 'Fallback Support' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fallback Support panel');
    await userEvent.click(canvas.getByRole('tab', { name: 'Bayesian Network' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('bayesian');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Bayesian Network Evaluation panel',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Truth Table' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const StartsOnTruthTable: Story = {
  args: { defaultSelectedKey: 'truth-table' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Truth Table' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Truth Table panel');
  },
};
export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'fallback', label: 'Fallback Support', content: 'Fallback Support panel' },
      { id: 'demonstration', label: 'Demonstration', content: 'Demonstration', isDisabled: true },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('tab', { name: 'Demonstration' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('demonstration');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fallback Support panel');
  },
};
/**
 * On a phone-wide screen the tabs do not fit: the row scrolls sideways, and a tab selected away
 * from the start (here the last one, as a dialog reopened in Demonstration mode) is in view.
 */
export const NarrowWithLastTabSelected: Story = {
  args: { defaultSelectedKey: 'demonstration' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Evaluation method' });
    const selected = canvas.getByRole('tab', { name: 'Demonstration' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await waitFor(() => {
      const bounds = list.getBoundingClientRect();
      const box = selected.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(bounds.left - 1);
      expect(box.right).toBeLessThanOrEqual(bounds.right + 1);
    });
  },
};
