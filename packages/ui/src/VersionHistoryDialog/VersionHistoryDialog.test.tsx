import { ADA_ID, RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { NO_VERSIONS_LABEL, versionLabel } from '@credence/state-machines';
import { StrictMode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { heldAnswer } from '../testing/heldAnswer';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { useVersionHistory } from './useVersionHistory';
import { VersionHistoryDialog } from './VersionHistoryDialog';

/** The Version box and the dialog, as the evaluator header wires them. */
function Example({
  argumentId,
  initiallyOpen = true,
  onReverted,
}: {
  argumentId: number;
  initiallyOpen?: boolean;
  onReverted?: (argumentId: number) => void;
}) {
  const { actorRef, badge } = useVersionHistory(argumentId, { onReverted });
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

async function renderExample(
  backend: TestBackend,
  argumentId = REMOTE_WORK_ID,
  initiallyOpen = true,
  onReverted?: (argumentId: number) => void,
) {
  const tree = (id: number) =>
    withCredence(
      <Example argumentId={id} initiallyOpen={initiallyOpen} onReverted={onReverted} />,
      backend.client,
    );
  const screen = await render(tree(argumentId));
  return { screen, rerender: (id: number) => screen.rerender(tree(id)) };
}

describe('VersionHistoryDialog', () => {
  it('lists the versions newest first with creator, date, summary and marks', async () => {
    const { screen } = await renderExample(testBackend());
    const dialog = screen.getByRole('dialog', { name: 'Your Version History' });
    await expect.element(dialog).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Versions' });
    await expect.element(list).toBeVisible();
    const items = list.getByRole('listitem');
    expect(items.elements()).toHaveLength(3);
    expect(
      list
        .getByRole('heading', { level: 3 })
        .elements()
        .map((h) => h.textContent),
    ).toEqual(['v3', 'v2', 'v1']);
    const newest = list.getByRole('listitem', { name: 'v3' });
    await expect.element(newest).toHaveTextContent('Ada Lovelace');
    await expect
      .element(newest)
      .toHaveTextContent('Linked the home-office claim as an external dependency');
    await expect.element(newest.getByText('Current', { exact: true })).toBeVisible();
    await expect.element(newest.getByText('Canonical', { exact: true })).toBeVisible();
    expect(newest.element().querySelector('time')?.getAttribute('datetime')).toBe(
      '2025-01-15T14:21:00.000Z',
    );
    const oldest = list.getByRole('listitem', { name: 'v1' });
    await expect.element(oldest).toHaveTextContent('Initial version');
    expect(oldest.getByText('Current', { exact: true }).elements()).toHaveLength(0);
  });

  it("fills the Version box from the newest version ('No versions yet' without any)", async () => {
    const { screen } = await renderExample(testBackend(), REMOTE_WORK_ID, false);
    await expect
      .element(screen.getByRole('button', { name: 'Version: Ada Lovelace v3' }))
      .toBeVisible();
    const empty = await renderExample(testBackend(), RAIN_ID, false);
    await expect
      .element(empty.screen.getByRole('button', { name: 'Version: No versions yet' }))
      .toBeVisible();
  });

  it("expands and collapses a version's details", async () => {
    const { screen } = await renderExample(testBackend());
    const item = screen.getByRole('listitem', { name: 'v2' });
    const toggle = item.getByRole('button', { name: 'Show Details of v2' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const hide = item.getByRole('button', { name: 'Hide Details of v2' });
    await expect.element(hide).toHaveAttribute('aria-expanded', 'true');
    await expect.element(item.getByText('ada@example.org', { exact: false })).toBeVisible();
    await expect.element(item.getByText('Based on')).toBeVisible();
    // The parent is v1; the details list follows the summary.
    expect(item.element().querySelector('dl')?.textContent).toContain('v1');
    await hide.click();
    await expect.element(item.getByText('Based on')).not.toBeInTheDocument();
  });

  it("loading a version only shows 'Version loading coming soon!' and reverts nothing", async () => {
    const backend = testBackend();
    const { screen } = await renderExample(backend);
    const oldest = screen.getByRole('listitem', { name: 'v1' });
    await oldest.getByRole('button', { name: 'Load This Version' }).click();
    await expect.element(screen.getByText('Version loading coming soon!')).toBeVisible();
    expect(backend.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(backend.store.versions(ADA_ID, REMOTE_WORK_ID)).toHaveLength(3);
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  it('reverts to a version: a new current version is listed and onReverted is told', async () => {
    const backend = testBackend();
    const reverted: number[] = [];
    const { screen } = await renderExample(backend, REMOTE_WORK_ID, true, (id) =>
      reverted.push(id),
    );
    const oldest = screen.getByRole('listitem', { name: 'v1' });
    await oldest.getByRole('button', { name: 'Revert to This Version' }).click();
    await expect.element(screen.getByRole('listitem', { name: 'v4' })).toBeVisible();
    expect(backend.requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
    expect(reverted).toEqual([REMOTE_WORK_ID]);
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });

  it('shows the empty state and creates the first snapshot', async () => {
    const backend = testBackend();
    const { screen } = await renderExample(backend, RAIN_ID);
    const dialog = screen.getByRole('dialog', { name: 'Your Version History' });
    await expect.element(dialog.getByText('No version history yet')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create First Version Snapshot' }).click();
    const item = dialog.getByRole('listitem', { name: 'v1' });
    await expect.element(item).toHaveTextContent('Manual snapshot before changes');
    await expect.element(item.getByText('Current', { exact: true })).toBeVisible();
    expect(backend.requests).toContain(`PUT /api/arguments/${RAIN_ID}/version`);
    await expect
      .element(screen.getByRole('button', { name: 'Version: Ada Lovelace v1' }))
      .toBeInTheDocument();
  });

  it("shows 'Creating snapshot...' while a snapshot is under way, then the new version", async () => {
    const backend = testBackend();
    const held = heldAnswer();
    backend.scenarios.set('createVersion', { until: held.until });
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Snapshot' }).click();
    await expect
      .element(dialog.getByRole('button', { name: 'Creating snapshot...' }))
      .toBeVisible();
    held.release();
    await expect
      .element(dialog.getByRole('listitem', { name: 'v4' }))
      .toHaveTextContent('Manual snapshot before changes');
    expect(
      dialog.getByRole('list', { name: 'Versions' }).getByRole('listitem').elements(),
    ).toHaveLength(4);
    await expect.element(dialog.getByRole('button', { name: 'Snapshot' })).toBeEnabled();
  });

  it('keeps the list and shows a toast when the snapshot fails', async () => {
    const backend = testBackend();
    backend.scenarios.set('createVersion', 'server-error');
    const { screen } = await renderExample(backend);
    await screen.getByRole('button', { name: 'Snapshot' }).click();
    await expect.element(screen.getByText('Failed to create version snapshot')).toBeVisible();
    expect(
      screen.getByRole('list', { name: 'Versions' }).getByRole('listitem').elements(),
    ).toHaveLength(3);
  });

  it('shows the loading state', async () => {
    const backend = testBackend();
    backend.scenarios.set('listVersions', { delayMs: 60_000 });
    const { screen } = await renderExample(backend);
    await expect
      .element(screen.getByRole('dialog').getByRole('status'))
      .toHaveTextContent('Loading version history...');
  });

  it.each([
    ['a 401', 'unauthorized', 'Please sign in to view version history'],
    ['a 500', 'server-error', 'Failed to fetch version history'],
    ['a network failure', 'network-error', 'Failed to load version history'],
  ] as const)('shows the error for %s and tries again on demand', async (_, scenario, text) => {
    const backend = testBackend();
    backend.scenarios.set('listVersions', scenario);
    const { screen } = await renderExample(backend);
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(text);
    backend.scenarios.clear('listVersions');
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(dialog.getByRole('listitem', { name: 'v3' })).toBeVisible();
  });

  it('asks to sign in when signed out', async () => {
    const backend = testBackend();
    backend.store.signOut();
    const { screen } = await renderExample(backend);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Please sign in to view version history');
  });

  it('loads the other argument when argumentId changes', async () => {
    const backend = testBackend();
    const { screen, rerender } = await renderExample(backend);
    await expect.element(screen.getByRole('listitem', { name: 'v3' })).toBeVisible();
    await rerender(RAIN_ID);
    await expect.element(screen.getByText('No version history yet')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Version: No versions yet' }))
      .toBeInTheDocument();
    expect(backend.requests).toContain(`GET /api/arguments/${RAIN_ID}/version`);
    await rerender(REMOTE_WORK_ID);
    await expect.element(screen.getByRole('listitem', { name: 'v3' })).toBeVisible();
  });

  it('shows names and summaries as text, never as HTML', async () => {
    const markup = '<img src="x" data-injected="yes"><b>bold</b>';
    const backend = testBackend({
      listVersions: () => [
        {
          id: 1,
          version_number: 1,
          is_current: true,
          is_canonical: false,
          change_summary: markup,
          created_at: 'not a date',
          creator: { name: '<i>Eve</i>', email: '' },
          parent_version: null,
        },
      ],
    });
    const { screen } = await renderExample(backend);
    const item = screen.getByRole('listitem', { name: 'v1' });
    await expect.element(item).toHaveTextContent(markup);
    await expect.element(item).toHaveTextContent('<i>Eve</i>');
    await expect.element(item).toHaveTextContent('not a date');
    expect(document.querySelector('[data-injected]')).toBeNull();
    expect(item.element().querySelector('b, i, img')).toBeNull();
  });

  it('works under Strict Mode, with one toast per choice', async () => {
    const backend = testBackend();
    const screen = await render(
      <StrictMode>
        {withCredence(<Example argumentId={REMOTE_WORK_ID} />, backend.client)}
      </StrictMode>,
    );
    const oldest = screen.getByRole('listitem', { name: 'v1' });
    await oldest.getByRole('button', { name: 'Load This Version' }).click();
    await expect.element(screen.getByText('Version loading coming soon!')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Version loading coming soon!').elements()).toHaveLength(1);
    await oldest.getByRole('button', { name: 'Load This Version' }).click();
    await expect
      .poll(() => screen.getByText('Version loading coming soon!').elements())
      .toHaveLength(2);
  });

  it('closes with Escape and reopens from the Version box', async () => {
    const { screen } = await renderExample(testBackend());
    const dialog = screen.getByRole('dialog', { name: 'Your Version History' });
    await expect.element(dialog.getByRole('listitem', { name: 'v3' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Version: Ada Lovelace v3' }).click();
    await expect
      .element(screen.getByRole('dialog').getByRole('listitem', { name: 'v3' }))
      .toBeVisible();
  });
});
