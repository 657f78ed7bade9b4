import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CredenceRangeSlider, type CredenceRangeValue } from './CredenceRangeSlider';

const meta = {
  title: 'Presentational/CredenceRangeSlider',
  component: CredenceRangeSlider,
  args: { label: 'Confidence range of Premise 1', value: [0.6, 0.8] },
  render: function Render(args) {
    const [value, setValue] = useState<CredenceRangeValue>(args.value);
    return <CredenceRangeSlider {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof CredenceRangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('60% – 80%')).toBeVisible();
    canvas.getByRole('slider', { name: /^Highest/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('60% – 81%')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: /^Lowest/ })).toBeDisabled();
  },
};
