import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { withTheme } from '../theme/ThemeDecorator';
import { ToastQueue, ToastRegion } from './Toast';

const queue = new ToastQueue();

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  decorators: [withTheme],
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

export const Default: Story = {};
export const Visible: Story = {
  play: () => {
    queue.add({ title: 'Successfully saved!', tone: 'success' }, { timeout: 60_000 });
  },
};
