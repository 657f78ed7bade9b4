import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Leave without saving?',
    children: 'Your changes on this page are not saved. If you leave now, they are lost.',
    confirmLabel: 'Leave without saving',
    cancelLabel: 'Stay on this page',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open: the question, what it means, the safe choice first. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Leave without saving?',
    });
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      '×',
      'Stay on this page',
      'Leave without saving',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Escape cancels, as the cancel button does. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await page(canvasElement).findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Opened by a button; cancelling closes it and nothing happens. */
export const FromAButton: Story = {
  args: { isOpen: false, title: 'Reset Evaluation?', confirmLabel: 'Reset', cancelLabel: 'Cancel' },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Reset Evaluation
        </Button>
        <ConfirmDialog
          {...args}
          isOpen={isOpen}
          onConfirm={() => {
            args.onConfirm();
            setOpen(false);
          }}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset Evaluation' }));
    const dialog = await body.findByRole('dialog', { name: 'Reset Evaluation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
