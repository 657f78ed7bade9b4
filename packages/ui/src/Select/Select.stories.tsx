import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select<string>,
  args: {
    label: 'Epistemic mode',
    name: 'epistemicMode',
    items: [
      { id: 'coherentist', label: 'Coherentist' },
      { id: 'foundationalist', label: 'Foundationalist' },
    ],
    placeholder: 'Choose a mode',
    onChange: fn(),
  },
} satisfies Meta<typeof Select<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Epistemic mode/ });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Foundationalist' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('foundationalist');
    await waitFor(() => expect(trigger).toHaveTextContent('Foundationalist'));
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    description: 'Foundationalist locks basic beliefs.',
    errorMessage: 'Choose a mode to continue',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a mode to continue')).toBeVisible();
  },
};

/** Small and content-wide, with a hidden label: a select inside a sentence. */
export const InSentence: Story = {
  args: {
    hideLabel: true,
    size: 'small',
    width: 'content',
    label: 'Premise',
    placeholder: 'Choose premise',
  },
};
