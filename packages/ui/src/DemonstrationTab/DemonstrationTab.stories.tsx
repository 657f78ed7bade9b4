import { createCredenceClient } from '@credence/api';
import { ADA_ID } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { InferenceTabExample } from '../InferenceDialog/InferenceDialogExample';
import { storyBackend, TIMEOUT } from '../InferenceDialog/storyBackend';
import { DemonstrationTab } from './DemonstrationTab';

/** The Demonstration tab on its own: the outcome of the formal demonstration. */
const meta = {
  title: 'Screens/InferenceDialog/DemonstrationTab',
  component: InferenceTabExample,
  subcomponents: { DemonstrationTab },
  args: {
    mode: 'demonstration',
    argumentType: 'DEDUCTIVE',
    children: (actorRef) => <DemonstrationTab actorRef={actorRef} />,
  },
  render: (args) => (
    <CredenceProvider
      client={createCredenceClient({ baseUrl: '' })}
      userId={ADA_ID}
      userRole="USER"
    >
      <InferenceTabExample {...args} />
    </CredenceProvider>
  ),
} satisfies Meta<typeof InferenceTabExample>;

export default meta;
type Story = StoryObj<typeof meta>;

const successful = storyBackend();

/** The demonstration succeeded. */
export const Successful: Story = {
  args: { settings: { demonstrationData: { isSuccessful: true } } },
  parameters: successful.parameters,
  beforeEach: successful.beforeEach,
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status', {}, TIMEOUT);
    await expect(status).toHaveTextContent('Demonstration successful');
  },
};

const unsuccessful = storyBackend();

/** No successful demonstration. */
export const Unsuccessful: Story = {
  args: { settings: { demonstrationData: { isSuccessful: false } } },
  parameters: unsuccessful.parameters,
  beforeEach: unsuccessful.beforeEach,
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status', {}, TIMEOUT);
    await expect(status).toHaveTextContent('No successful demonstration');
  },
};
