import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  subcomponents: { DialogTrigger },
  args: {
    title: 'Inference Evaluation',
    children: 'How strongly do the premises support the conclusion?',
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Inference Evaluation' });
    const inDialog = within(dialog);
    // Visible once the dialog's entry animation has begun to show it.
    await waitFor(() =>
      expect(
        inDialog.getByText('How strongly do the premises support the conclusion?'),
      ).toBeVisible(),
    );
    await expect(inDialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await expect(inDialog.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};
export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Evaluate inference</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Evaluate inference' }),
    );
    const dialog = await body.findByRole('dialog', { name: 'Inference Evaluation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
export const WithoutFooter: Story = {
  args: { isOpen: true, footer: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Inference Evaluation' });
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×']);
  },
};
