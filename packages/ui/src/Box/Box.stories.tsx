import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Style system/Box',
  component: Box,
  args: {
    component: 'section',
    'aria-label': 'Example',
    padding: { mobile: 'small', tablet: 'large' },
    background: 'surface',
    borderRadius: 'medium',
    border: 'standard',
    children: 'Padding small on mobile, large from tablet up.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sprinkle props become atomic classes; the rest reach the element. */
export const Sprinkles: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Example' });
    await expect(region.tagName).toBe('SECTION');
    await expect(region.getAttribute('padding')).toBeNull();
  },
};

/** Text atoms: colour by tone, size, weight, monospace. */
export const TextAtoms: Story = {
  args: {
    component: 'p',
    color: 'critical',
    fontSize: 'small',
    fontWeight: 'strong',
    fontFamily: 'mono',
    children: 'P(C) = 0.42',
  },
};
