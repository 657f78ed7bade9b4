import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { ThemeRoot } from './ThemeRoot';

/**
 * A theme fills the contract's CSS variables for everything inside: `light`, `dark`, or `system`
 * (the operating system's choice, in CSS). Themes nest, so a dark region can sit in a light page.
 */
const meta = {
  title: 'Style system/ThemeRoot',
  component: ThemeRoot,
  args: { theme: 'dark' },
  render: (args) => (
    <ThemeRoot {...args}>
      <div style={{ padding: '1rem' }} data-testid="themed">
        <Stack space="small">
          <Text component="p">Premise 1: the sky is grey.</Text>
          <Text component="p" tone="secondary">
            I am quite confident that the sky is grey.
          </Text>
          <Inline space="small" alignY="center">
            <Button>Save Evaluation</Button>
            <Button variant="secondary">Share</Button>
            <Badge tone="caution">Violation</Badge>
          </Inline>
        </Stack>
      </div>
    </ThemeRoot>
  ),
} satisfies Meta<typeof ThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dark theme inside the page's theme: a dark background and light text. */
export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const themed = within(canvasElement).getByTestId('themed').parentElement as HTMLElement;
    await expect(getComputedStyle(themed).backgroundColor).toBe('rgb(15, 23, 42)');
    await expect(getComputedStyle(themed).color).toBe('rgb(241, 245, 249)');
  },
};

/** The light theme: a white background and dark text. */
export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const themed = within(canvasElement).getByTestId('themed').parentElement as HTMLElement;
    await expect(getComputedStyle(themed).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(themed).color).toBe('rgb(15, 23, 42)');
  },
};
