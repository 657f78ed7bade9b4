import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dialog, DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Popover } from './Popover';
import { popoverContent } from './Popover.css';

/**
 * The floating surface under the share menu, the model picker and the select lists: opened by a
 * trigger, placed beside it, closed with Escape or a click outside. It renders in a portal on
 * `document.body` and carries the theme's class there.
 */
const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: { width: 'narrow', placement: 'bottom start' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">What is a credence?</Button>
      <Popover {...args}>
        <Dialog className={popoverContent({ space: 'small' })} aria-label="What is a credence?">
          <Text component="p">
            How strongly you believe a claim, from 0 (certainly false) to 1 (certainly true).
          </Text>
        </Dialog>
      </Popover>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The trigger opens the surface; Escape closes it and gives focus back to the trigger. */
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is a credence?' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'What is a credence?' });
    // Hidden until react-aria has placed it beside the trigger, a frame or so after it mounts.
    await waitFor(() =>
      expect(within(dialog).getByText(/How strongly you believe a claim/)).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    // react-aria gives focus back once the popover has unmounted, a frame or so later.
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
