import { createCredenceClient } from '@credence/api';
import { ADA_ID } from '@credence/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CredenceProvider } from '../CredenceProvider/CredenceProvider';
import { InferenceTabExample } from '../InferenceDialog/InferenceDialogExample';
import { storyBackend, TIMEOUT } from '../InferenceDialog/storyBackend';
import { FallbackTab } from './FallbackTab';

/**
 * The Fallback Support tab on its own, on the dialog machine for Ada's remote-work argument
 * (mock backend; stored fallback values 85% and 25%; two premises break their dependency
 * constraints). Each story has its own store.
 */
const meta = {
  title: 'Screens/InferenceDialog/FallbackTab',
  component: InferenceTabExample,
  subcomponents: { FallbackTab },
  args: { mode: 'fallback', children: (actorRef) => <FallbackTab actorRef={actorRef} /> },
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

/** Overlays and toasts render in portals on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
type Story = StoryObj<typeof meta>;

/** The tab once the opening refresh is over. */
async function loadedTab(canvasElement: HTMLElement) {
  const tab = within(
    await within(canvasElement).findByRole('region', { name: 'Fallback Support' }, TIMEOUT),
  );
  await waitFor(
    () => expect(tab.getByRole('button', { name: 'Save to DB' })).toBeEnabled(),
    TIMEOUT,
  );
  return tab;
}

const resultOf = (tab: ReturnType<typeof within>, term: string) =>
  tab.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const sliders = storyBackend();

/** Moving "If all premises are true" with the keyboard: its sentence and the results follow. */
export const Sliders: Story = {
  parameters: sliders.parameters,
  beforeEach: sliders.beforeEach,
  play: async ({ canvasElement }) => {
    const tab = await loadedTab(canvasElement);
    const slider = tab.getByRole('slider', { name: 'If all premises are true' });
    await expect(slider).toHaveAttribute('aria-valuetext', '85%');
    await expect(resultOf(tab, 'P(C|Premises)')).toBe('85%');
    const before = resultOf(tab, 'Final P(C)');
    await userEvent.click(slider);
    await userEvent.keyboard('{PageDown}');
    await expect(slider).toHaveAttribute('aria-valuetext', '75%');
    await expect(
      tab.getByText(/^If all premises are true, I am quite confident that/),
    ).toBeVisible();
    await waitFor(() => expect(resultOf(tab, 'P(C|Premises)')).toBe('75%'));
    await expect(resultOf(tab, 'Final P(C)')).not.toBe(before);
  },
};

const banner = storyBackend();

/** The amber banner: two premises break their constraints; Details lists them. */
export const ConstraintViolations: Story = {
  parameters: banner.parameters,
  beforeEach: banner.beforeEach,
  play: async ({ canvasElement }) => {
    const tab = await loadedTab(canvasElement);
    const alert = within(tab.getByRole('alert'));
    await expect(
      alert.getByText(
        '2 constraint violation(s) - System is auto-correcting to maintain coherence',
      ),
    ).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Details' }));
    await expect(alert.getAllByRole('listitem')).toHaveLength(2);
    await expect(alert.getByText('Meaningful violations: 2')).toBeVisible();
  },
};

const learn = storyBackend();

/** 'Learn about Fallback Method' opens the explanation and the formula. */
export const LearnAboutFallback: Story = {
  parameters: learn.parameters,
  beforeEach: learn.beforeEach,
  play: async ({ canvasElement }) => {
    const tab = await loadedTab(canvasElement);
    await userEvent.click(tab.getByRole('button', { name: 'Learn about Fallback Method' }));
    await expect(
      tab.getByText('P(C) = P(C|Premises) × P(Premises) + P(C|¬Premises) × (1 − P(Premises))'),
    ).toBeVisible();
  },
};

const saved = storyBackend();

/** Save to DB: the tick, the toast, and the record stored in the mock backend. */
export const SaveToDb: Story = {
  parameters: saved.parameters,
  beforeEach: saved.beforeEach,
  play: async ({ canvasElement }) => {
    const tab = await loadedTab(canvasElement);
    await userEvent.click(tab.getByRole('slider', { name: 'If all premises are true' }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(tab.getByRole('button', { name: 'Save to DB' }));
    await expect(await tab.findByText('✓ Saved to database', {}, TIMEOUT)).toBeVisible();
    await expect(
      await page(canvasElement).findByText('Settings saved to database and applied'),
    ).toBeInTheDocument();
    const stored = saved.store
      .conditionals(ADA_ID)
      .find((record) => record.antecedentClaims.join() === 'c101,c102,c103,c104');
    await expect(stored?.conditionalProbability).toBe(0.86);
  },
};

const saveFailed = storyBackend((scenarios) =>
  scenarios.set('createConditionalProbability', 'server-error'),
);

/** Save to DB fails: the error icon for 3 s and the toast 'Error saving settings'. */
export const SaveToDbFailed: Story = {
  parameters: saveFailed.parameters,
  beforeEach: saveFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const tab = await loadedTab(canvasElement);
    await userEvent.click(tab.getByRole('button', { name: 'Save to DB' }));
    await expect(
      await page(canvasElement).findByText('Error saving settings', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(tab.getByText('⚠', { exact: false })).toBeVisible();
  },
};

const reset = storyBackend();

/** Reset from DB: the stored values come back, with both toasts. */
export const ResetFromDb: Story = {
  parameters: reset.parameters,
  beforeEach: reset.beforeEach,
  play: async ({ canvasElement }) => {
    const tab = await loadedTab(canvasElement);
    const slider = tab.getByRole('slider', { name: 'If all premises are true' });
    await userEvent.click(slider);
    await userEvent.keyboard('{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', '95%');
    await userEvent.click(tab.getByRole('button', { name: 'Reset from DB' }));
    await expect(await tab.findByText('✓ Reset from database', {}, TIMEOUT)).toBeVisible();
    await expect(slider).toHaveAttribute('aria-valuetext', '85%');
    await expect(
      await page(canvasElement).findByText('Fallback settings reset from database'),
    ).toBeInTheDocument();
  },
};

const resetFailed = storyBackend((scenarios) =>
  scenarios.set('getConditionalProbabilitiesForClaims', 'server-error'),
);

/** The stored records cannot be read: Reset from DB fails and restores the defaults (90 / 20). */
export const ResetFromDbFailed: Story = {
  parameters: resetFailed.parameters,
  beforeEach: resetFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const tab = await loadedTab(canvasElement);
    const slider = tab.getByRole('slider', { name: 'If all premises are true' });
    await expect(slider).toHaveAttribute('aria-valuetext', '90%');
    await userEvent.click(slider);
    await userEvent.keyboard('{PageDown}');
    await userEvent.click(tab.getByRole('button', { name: 'Reset from DB' }));
    await expect(
      await page(canvasElement).findByText(
        'Failed to reset fallback settings from database',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    await expect(slider).toHaveAttribute('aria-valuetext', '90%');
  },
};
