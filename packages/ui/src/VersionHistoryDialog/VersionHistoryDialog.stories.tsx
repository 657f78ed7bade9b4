import { ADA_ID, RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { NO_VERSIONS_LABEL, versionLabel } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { useVersionHistory } from './useVersionHistory';
import { VersionHistoryDialog } from './VersionHistoryDialog';

interface VersionHistoryExampleProps {
  /** The argument whose versions to show. */
  argumentId: number;
  /** Whether the dialog starts open. */
  initiallyOpen: boolean;
}

/** The evaluator header's Version box and the dialog it opens, wired with `useVersionHistory`. */
function VersionHistoryExample({ argumentId, initiallyOpen }: VersionHistoryExampleProps) {
  const { actorRef, badge } = useVersionHistory(argumentId);
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {`Version: ${badge ? `${badge.creatorName} ${versionLabel(badge.versionNumber)}` : NO_VERSIONS_LABEL}`}
      </button>
      <VersionHistoryDialog actorRef={actorRef} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/**
 * The Version History dialog on the mock backend (Storybook's MSW loader; see apps/storybook's
 * preview). Ada is signed in; argument 1 has three versions, argument 2 none. Each story has
 * its own store and scenarios, reset before it renders.
 */
const meta = {
  title: 'Screens/VersionHistoryDialog',
  component: VersionHistoryExample,
  subcomponents: { VersionHistoryDialog },
  args: { argumentId: REMOTE_WORK_ID, initiallyOpen: true },
  render: (args) => withCredence(<VersionHistoryExample {...args} />),
} satisfies Meta<typeof VersionHistoryExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the open dialog. */
async function openDialog(canvasElement: HTMLElement) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Your Version History' });
  return within(dialog);
}

const list = storyBackend();

/** Argument 1: three versions, newest first; details expand; loading one says "coming soon". */
export const List: Story = {
  parameters: list.parameters,
  beforeEach: list.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const versions = await dialog.findByRole('list', { name: 'Versions' }, TIMEOUT);
    const headings = within(versions).getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['v3', 'v2', 'v1']);
    const newest = within(versions).getByRole('listitem', { name: 'v3' });
    await expect(newest).toHaveTextContent('Ada Lovelace');
    // Asked for afresh until shown: a CI run found the list's first nodes replaced while it settled.
    const newestBadge = (text: string) =>
      within(dialog.getByRole('listitem', { name: 'v3' })).getByText(text);
    await waitFor(() => expect(newestBadge('Current')).toBeVisible(), TIMEOUT);
    await waitFor(() => expect(newestBadge('Canonical')).toBeVisible(), TIMEOUT);

    const oldest = within(within(versions).getByRole('listitem', { name: 'v1' }));
    await expect(oldest.getByText('Initial version')).toBeVisible();
    const toggle = oldest.getByRole('button', { name: 'Show Details of v1' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(oldest.getByText('No earlier version')).toBeVisible();

    await userEvent.click(oldest.getByRole('button', { name: 'Load This Version' }));
    await expect(
      await page(canvasElement).findByText('Version loading coming soon!'),
    ).toBeInTheDocument();
    await expect(list.store.versions(ADA_ID, REMOTE_WORK_ID)).toHaveLength(3);
  },
};

const revert = storyBackend();

/** 'Revert to This Version' stores v1's content as a new current version, v4, listed at once. */
export const Revert: Story = {
  parameters: revert.parameters,
  beforeEach: revert.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const versions = await dialog.findByRole('list', { name: 'Versions' }, TIMEOUT);
    const oldest = within(within(versions).getByRole('listitem', { name: 'v1' }));
    await userEvent.click(oldest.getByRole('button', { name: 'Revert to This Version' }));
    const newest = await dialog.findByRole('listitem', { name: 'v4' }, TIMEOUT);
    await expect(within(newest).getByText('Current')).toBeVisible();
    await expect(revert.store.versions(ADA_ID, REMOTE_WORK_ID)).toHaveLength(4);
  },
};

const closed = storyBackend();

/** Closed: the Version box shows the newest version's creator and number and opens the dialog. */
export const VersionBox: Story = {
  args: { initiallyOpen: false },
  parameters: closed.parameters,
  beforeEach: closed.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('button', { name: 'Version: Ada Lovelace v3' }, TIMEOUT);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(box);
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByRole('listitem', { name: 'v3' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

const empty = storyBackend();

/** Argument 2 has no versions: the empty state; its button creates the first snapshot. */
export const Empty: Story = {
  args: { argumentId: RAIN_ID },
  parameters: empty.parameters,
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText('No version history yet', {}, TIMEOUT)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create First Version Snapshot' }));
    const first = await dialog.findByRole('listitem', { name: 'v1' }, TIMEOUT);
    await expect(first).toHaveTextContent('Manual snapshot before changes');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Version: Ada Lovelace v1' }),
    ).toBeInTheDocument();
  },
};

const loading = storyBackend((scenarios) => scenarios.set('listVersions', { delayMs: 600_000 }));

/** The list never arrives. */
export const Loading: Story = {
  parameters: loading.parameters,
  beforeEach: loading.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading version history...');
    await expect(dialog.queryByRole('list')).toBeNull();
  },
};

const unauthorized = storyBackend((scenarios) => scenarios.set('listVersions', 'unauthorized'));

/** GET /api/arguments/:id/version answers 401; after signing in, 'Try Again' loads the list. */
export const ErrorUnauthorized: Story = {
  parameters: unauthorized.parameters,
  beforeEach: unauthorized.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Please sign in to view version history');
    unauthorized.scenarios.clear('listVersions');
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expect(await dialog.findByRole('listitem', { name: 'v3' }, TIMEOUT)).toBeVisible();
  },
};

const serverError = storyBackend((scenarios) => scenarios.set('listVersions', 'server-error'));

/** GET /api/arguments/:id/version answers 500; 'Try Again' asks again (and fails again). */
export const ErrorServer: Story = {
  parameters: serverError.parameters,
  beforeEach: serverError.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const alert = await dialog.findByRole('alert', {}, TIMEOUT);
    await expect(alert).toHaveTextContent('Failed to fetch version history');
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    await expect(
      await dialog.findByText('Failed to fetch version history', {}, TIMEOUT),
    ).toBeVisible();
    await expect(dialog.queryByRole('list')).toBeNull();
  },
};

const snapshot = storyBackend((scenarios) => scenarios.set('createVersion', { delayMs: 800 }));

/** A slow snapshot: the button reads 'Creating snapshot...', then v4 leads the list. */
export const Snapshot: Story = {
  parameters: snapshot.parameters,
  beforeEach: snapshot.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findByRole('listitem', { name: 'v3' }, TIMEOUT);
    await userEvent.click(dialog.getByRole('button', { name: 'Snapshot' }));
    await expect(
      await dialog.findByRole('button', { name: 'Creating snapshot...' }),
    ).toBeInTheDocument();
    const newest = await dialog.findByRole('listitem', { name: 'v4' }, TIMEOUT);
    await expect(newest).toHaveTextContent('Manual snapshot before changes');
    await expect(within(newest).getByText('Current')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Snapshot' })).toBeEnabled();
  },
};

const snapshotFailed = storyBackend((scenarios) => scenarios.set('createVersion', 'server-error'));

/** PUT /api/arguments/:id/version answers 500: a toast, and the list stays. */
export const SnapshotFailed: Story = {
  parameters: snapshotFailed.parameters,
  beforeEach: snapshotFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findByRole('listitem', { name: 'v3' }, TIMEOUT);
    await userEvent.click(dialog.getByRole('button', { name: 'Snapshot' }));
    await expect(
      await page(canvasElement).findByText('Failed to create version snapshot', {}, TIMEOUT),
    ).toBeInTheDocument();
    const versions = dialog.getByRole('list', { name: 'Versions' });
    await expect(within(versions).getAllByRole('listitem')).toHaveLength(3);
  },
};
