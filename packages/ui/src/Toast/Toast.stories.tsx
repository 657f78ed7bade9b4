import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastQueue, ToastRegion } from './Toast';

const queue = new ToastQueue();

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  args: { queue },
  render: (args) => (
    <>
      <Button onPress={() => args.queue.add({ title: 'Version loading coming soon!' })}>
        Info toast
      </Button>{' '}
      <Button
        variant="secondary"
        onPress={() =>
          args.queue.add({ title: 'Saved', description: 'Evaluation saved.', tone: 'success' })
        }
      >
        Success toast
      </Button>{' '}
      <Button
        variant="danger"
        onPress={() =>
          args.queue.add({
            title: 'Multiple linked arguments detected. Argument selection feature coming soon.',
            tone: 'critical',
          })
        }
      >
        Error toast
      </Button>
      <ToastRegion {...args} />
    </>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast region may render in a portal, so look on the whole page. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    const region = await body.findByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText('Saved')).toBeVisible();
    await expect(within(region).getByText('Evaluation saved.')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Evaluation saved.')).not.toBeInTheDocument());
  },
};
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    queue.add({ title: 'Successfully saved!', tone: 'success' }, { timeout: 60_000 });
    await expect(await page(canvasElement).findByText('Successfully saved!')).toBeVisible();
  },
};
