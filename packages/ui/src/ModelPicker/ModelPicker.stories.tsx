import { offlineHostResolvers } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../testing/storyBackend';
import { withCredence } from '../testing/withCredence';
import { ModelPicker, type ModelPickerProps } from './ModelPicker';

/** The picker and the id it last reported, to show what `onSelect` receives. */
function ModelPickerExample(props: ModelPickerProps) {
  const [picked, setPicked] = useState('none');
  return (
    <div>
      <ModelPicker {...props} onSelect={setPicked} />
      <p>{`Picked: ${picked}`}</p>
    </div>
  );
}

/** The AI model picker on the mock backend (GET /api/models; five listed, eight with all). */
const meta = {
  title: 'Components/ModelPicker',
  component: ModelPickerExample,
  subcomponents: { ModelPicker },
  args: { variant: 'compact' },
  render: (args) => withCredence(<ModelPickerExample {...args} />),
} satisfies Meta<typeof ModelPickerExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const compact = storyBackend();

/** Compact: open, search, pick a model. */
export const Compact: Story = {
  parameters: compact.parameters,
  beforeEach: compact.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'AI model: GPT-4o mini' }));
    const body = page(canvasElement);
    const search = await body.findByRole('searchbox', { name: 'Search models' });
    await body.findAllByRole('option');
    await userEvent.type(search, 'sonnet');
    await expect(search).toHaveValue('sonnet');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(await body.findByRole('option', { name: /^Claude 3\.5 Sonnet/ }));
    await expect(canvas.getByText('Picked: claude-3-5-sonnet-20241022')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'AI model: Claude 3.5 Sonnet' }),
    ).toBeInTheDocument();
  },
};

const pill = storyBackend();

/** Pill: 'Show all models' reloads the list with the count. */
export const PillShowAll: Story = {
  args: { variant: 'pill' },
  parameters: pill.parameters,
  beforeEach: pill.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^AI model/ }));
    const body = page(canvasElement);
    await userEvent.click(await body.findByText('Show all models'));
    await expect(await body.findByText('(8 available)')).toBeInTheDocument();
    await expect(body.getAllByRole('option')).toHaveLength(8);
  },
};

const failing = storyBackend((scenarios) => scenarios.set('listModels', 'server-error'));

/** GET /api/models fails: the built-in five, silently. */
export const ListFails: Story = {
  parameters: failing.parameters,
  beforeEach: failing.beforeEach,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^AI model/ }));
    const body = page(canvasElement);
    await expect(await body.findAllByRole('option')).toHaveLength(5);
    await expect(body.queryByRole('alert')).toBeNull();
  },
};

const offline = storyBackend(undefined, offlineHostResolvers);

/**
 * A host without an AI endpoint: the list holds only the offline rules, which become the
 * selection (reported to `onSelect`); no GPT or Claude names, no prices, and a note saying AI
 * features answer with rule-based estimates.
 */
export const OfflineRules: Story = {
  parameters: offline.parameters,
  beforeEach: offline.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', {
      name: 'AI model: Rule-based estimates (offline, no AI model)',
    });
    await expect(await canvas.findByText('Picked: offline-rules')).toBeInTheDocument();
    await userEvent.click(trigger);
    const body = page(canvasElement);
    const options = await body.findAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('Rule-based');
    await expect(options[0]).toHaveTextContent('no AI model · free');
    await expect(options[0]).not.toHaveTextContent(/\$|tokens|GPT|Claude/);
    // Visible once the popover has been placed.
    await waitFor(() =>
      expect(
        body.getByText(
          'No AI model is configured: AI features answer with offline rule-based estimates.',
        ),
      ).toBeVisible(),
    );
    await userEvent.click(body.getByText('Show all models'));
    await expect(await body.findByText('(1 available)')).toBeInTheDocument();
  },
};
