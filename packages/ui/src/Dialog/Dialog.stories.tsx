import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { withTheme } from '../theme/ThemeDecorator';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  decorators: [withTheme],
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

export const Open: Story = { args: { isOpen: true } };
export const WithTrigger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Evaluate inference</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
};
export const WithoutFooter: Story = { args: { isOpen: true, footer: undefined } };
