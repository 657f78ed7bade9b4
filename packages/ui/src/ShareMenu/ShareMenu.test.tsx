import { RAIN_ID, REMOTE_WORK_ID } from '@credence/mocks';
import {
  evaluatorActorsFromClient,
  evaluatorMachine,
  type ShareVisibility,
  shareImageFileName,
} from '@credence/state-machines';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createActor, waitFor } from 'xstate';
import { heldAnswer } from '../testing/heldAnswer';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { forwardEvaluatorShareRequests } from './forwardEvaluatorShareRequests';
import { ShareMenu } from './ShareMenu';
import { stubClipboard, stubDownloads, stubWindowOpen } from './shareBrowserStubs';
import { type ShareMenuActor, useShareMenu } from './useShareMenu';

const TITLE = 'Remote work raises productivity';

interface ExampleProps {
  argumentId: number | null;
  title?: string;
  visibility?: ShareVisibility;
  onActor?: (actor: ShareMenuActor) => void;
}

/** A Share button near the bottom of the page and the menu it opens, wired with `useShareMenu`. */
function Example({ argumentId, title = TITLE, visibility = 'PUBLIC', onActor }: ExampleProps) {
  const actorRef = useShareMenu({ argumentId, title, visibility, isMobile: false });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(true);
  useEffect(() => {
    onActor?.(actorRef);
  }, [actorRef, onActor]);
  return (
    <div style={{ paddingTop: '70vh' }}>
      <button ref={triggerRef} type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <ShareMenu
        actorRef={actorRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
        triggerRef={triggerRef}
      />
    </div>
  );
}

async function renderMenu(backend: TestBackend, props: Partial<ExampleProps> = {}) {
  const screen = await render(
    withCredence(<Example argumentId={REMOTE_WORK_ID} {...props} />, backend.client),
  );
  const menu = screen.getByRole('dialog', { name: 'Share' });
  await expect.element(menu).toBeVisible();
  return { screen, menu };
}

const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

/** Installs a stub and restores it after the test. */
function use<T extends { restore: () => void }>(stub: T): T {
  restores.push(stub.restore);
  return stub;
}

const sharedLink = (token: string) => `${window.location.origin}/argument/shared/${token}`;

describe('ShareMenu', () => {
  it('drops upward, 600 px wide at most 95vw, with every control in order', async () => {
    const { screen, menu } = await renderMenu(testBackend());
    const panel = menu.element().getBoundingClientRect();
    const trigger = screen.getByRole('button', { name: 'Share' }).element().getBoundingClientRect();
    expect(panel.bottom).toBeLessThanOrEqual(trigger.top + 1);
    const popover = menu.element().parentElement as HTMLElement;
    expect(popover.getBoundingClientRect().width).toBeCloseTo(
      Math.min(600, window.innerWidth * 0.95),
      0,
    );
    const radios = menu.getByRole('radiogroup', { name: 'Visibility' }).getByRole('radio');
    expect(radios.elements().map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Public',
      'Friends Only',
      'Private',
    ]);
    await expect.element(menu.getByRole('radio', { name: 'Public' })).toBeChecked();
    await expect
      .element(menu.getByText('Anyone with the link can view this argument'))
      .toBeVisible();
    await expect.element(menu.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await expect.element(menu.getByRole('button', { name: 'Generate Image' })).toBeVisible();
    const platforms = menu.getByRole('group', { name: 'Share on' }).getByRole('button');
    expect(platforms.elements().map((button) => button.textContent)).toEqual([
      'Facebook',
      'X (Twitter)',
      'LinkedIn',
      'Reddit',
      'WhatsApp',
      'Telegram',
      'Email',
    ]);
  });

  it("copies the public link from the site origin, then reads 'Link Copied!' for 2 s", async () => {
    const clipboard = use(stubClipboard());
    const { screen, menu } = await renderMenu(testBackend());
    await menu.getByRole('button', { name: 'Copy Link' }).click();
    await expect.element(screen.getByText('Link copied to clipboard!')).toBeVisible();
    expect(clipboard.calls).toEqual([sharedLink('share-remote-work')]);
    await expect.element(menu.getByRole('button', { name: 'Link Copied!' })).toBeVisible();
    await expect
      .element(menu.getByRole('textbox', { name: 'Share link' }))
      .toHaveValue(sharedLink('share-remote-work'));
    await expect
      .element(menu.getByRole('button', { name: 'Copy Link' }), { timeout: 3500 })
      .toBeVisible();
  });

  it.each([
    ['a 500 with an error text', 'server-error', 'Internal server error'],
    ['a network failure', 'network-error', 'Failed to generate share link'],
  ] as const)('shows the share failure for %s and copies nothing', async (_, scenario, text) => {
    const clipboard = use(stubClipboard());
    const backend = testBackend();
    backend.scenarios.set('shareArgument', scenario);
    const { screen, menu } = await renderMenu(backend);
    await menu.getByRole('button', { name: 'Copy Link' }).click();
    await expect.element(screen.getByText(text)).toBeVisible();
    expect(clipboard.calls).toEqual([]);
    await expect.element(menu.getByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    await expect.element(menu.getByRole('button', { name: 'Copy Link' })).toBeEnabled();
  });

  it('says so when the clipboard refuses the link', async () => {
    use(stubClipboard({ fails: true }));
    const { screen, menu } = await renderMenu(testBackend());
    await menu.getByRole('button', { name: 'Copy Link' }).click();
    await expect
      .element(screen.getByText('Could not copy the link to the clipboard'))
      .toBeVisible();
    await expect.element(menu.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  });

  it('refuses everything before the evaluation is saved', async () => {
    const clipboard = use(stubClipboard());
    const backend = testBackend();
    const { screen, menu } = await renderMenu(backend, { argumentId: 0 });
    await menu.getByRole('button', { name: 'Copy Link' }).click();
    await expect
      .element(screen.getByText('Please save your evaluation before sharing'))
      .toBeVisible();
    await menu.getByText('Private', { exact: true }).click();
    await expect
      .element(screen.getByText('Please save your evaluation before changing visibility'))
      .toBeVisible();
    await expect.element(menu.getByRole('radio', { name: 'Public' })).toBeChecked();
    await menu.getByRole('button', { name: 'Generate Image' }).click();
    await expect
      .element(screen.getByText('Please save your evaluation before generating an image'))
      .toBeVisible();
    expect(backend.requests).toEqual([]);
    expect(clipboard.calls).toEqual([]);
  });

  it('changes the visibility when the server agrees, with its hint', async () => {
    const backend = testBackend();
    const { screen, menu } = await renderMenu(backend);
    await menu.getByText('Friends Only', { exact: true }).click();
    await expect.element(screen.getByText('Argument is now friends only')).toBeVisible();
    await expect.element(menu.getByRole('radio', { name: 'Friends Only' })).toBeChecked();
    await expect.element(menu.getByText('Only your friends can view this argument')).toBeVisible();
    expect(backend.store.argument(REMOTE_WORK_ID)?.visibility).toBe('FRIENDS_ONLY');
    await menu.getByText('Private', { exact: true }).click();
    await expect.element(screen.getByText('Argument is now private')).toBeVisible();
    await expect
      .element(menu.getByText('Only your friends', { exact: false }))
      .not.toBeInTheDocument();
    await expect
      .element(menu.getByText('Anyone with the link', { exact: false }))
      .not.toBeInTheDocument();
    expect(backend.store.argument(REMOTE_WORK_ID)?.visibility).toBe('PRIVATE');
  });

  it('keeps the visibility when the call fails', async () => {
    const backend = testBackend();
    backend.scenarios.set('setVisibility', { status: 500 });
    const { screen, menu } = await renderMenu(backend);
    await menu.getByText('Private', { exact: true }).click();
    await expect.element(screen.getByText('Failed to update visibility')).toBeVisible();
    await expect.element(menu.getByRole('radio', { name: 'Public' })).toBeChecked();
    await expect
      .element(menu.getByText('Anyone with the link can view this argument'))
      .toBeVisible();
    expect(backend.store.argument(REMOTE_WORK_ID)?.visibility).toBe('PUBLIC');
  });

  it('generates the image, shows it at most 315 px high and downloads it under the title', async () => {
    const downloads = use(stubDownloads());
    const backend = testBackend();
    const held = heldAnswer();
    backend.scenarios.set('generateImage', { until: held.until });
    const { screen, menu } = await renderMenu(backend);
    await menu.getByRole('button', { name: 'Generate Image' }).click();
    await expect.element(menu.getByRole('button', { name: 'Generating...' })).toBeVisible();
    held.release();
    await expect.element(screen.getByText('Image generated! See below to download.')).toBeVisible();
    const image = menu.getByRole('img', { name: `Share image of "${TITLE}"` });
    await expect.element(image).toBeVisible();
    expect(image.element().getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(getComputedStyle(image.element()).maxHeight).toBe('315px');
    expect(image.element().getBoundingClientRect().height).toBeLessThanOrEqual(315);
    await menu.getByRole('button', { name: 'Download Image' }).click();
    await expect.element(screen.getByText('Image downloaded!')).toBeVisible();
    expect(downloads.calls).toEqual([
      { href: image.element().getAttribute('src'), fileName: shareImageFileName(TITLE) },
    ]);
    expect(downloads.calls[0]?.fileName).toBe('Remote_work_raises_productivity_argument.svg');
  });

  it.each([
    [
      'an error with details',
      {
        status: 500,
        body: { success: false, error: 'Renderer crashed', details: 'out of memory' },
      },
      'Renderer crashed: out of memory',
    ],
    ['a network failure', 'network-error', 'Failed to generate image'],
  ] as const)('reports an image failure from %s', async (_, scenario, text) => {
    const backend = testBackend();
    backend.scenarios.set('generateImage', scenario);
    const { screen, menu } = await renderMenu(backend);
    await menu.getByRole('button', { name: 'Generate Image' }).click();
    await expect.element(screen.getByText(text)).toBeVisible();
    await expect.element(menu.getByRole('img')).not.toBeInTheDocument();
    await expect.element(menu.getByRole('button', { name: 'Generate Image' })).toBeEnabled();
  });

  it('opens a platform popup with the prefilled message and cuts its opener', async () => {
    const popups = use(stubWindowOpen());
    const clipboard = use(stubClipboard());
    const { screen, menu } = await renderMenu(testBackend());
    await menu.getByRole('button', { name: 'Facebook' }).click();
    await expect.element(screen.getByText('Facebook opened!', { exact: false })).toBeVisible();
    const link = encodeURIComponent(sharedLink('share-remote-work'));
    const message = encodeURIComponent(`Check out this argument on Credence: "${TITLE}"`);
    expect(popups.calls).toHaveLength(1);
    expect(popups.calls[0]).toMatchObject({
      url: `https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${message}`,
      target: '_blank',
    });
    expect(popups.calls[0]?.popup?.opener).toBeNull();
    await menu.getByRole('button', { name: 'Email' }).click();
    await expect.poll(() => popups.calls.length).toBe(2);
    expect(popups.calls[1]?.url).toBe(
      `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(
        `Check out this argument on Credence: "${TITLE}"\n\n${sharedLink('share-remote-work')}`,
      )}`,
    );
    expect(clipboard.calls).toEqual([]);
  });

  it('copies the link instead when the popup is blocked', async () => {
    const popups = use(stubWindowOpen({ blocked: true }));
    const clipboard = use(stubClipboard());
    const { screen, menu } = await renderMenu(testBackend());
    await menu.getByRole('button', { name: 'X (Twitter)' }).click();
    await expect
      .element(screen.getByText('Share link copied to clipboard! You can paste it on X (Twitter)'))
      .toBeVisible();
    expect(popups.calls[0]?.url.startsWith('https://twitter.com/intent/tweet?text=')).toBe(true);
    expect(clipboard.calls).toEqual([sharedLink('share-remote-work')]);
  });

  it('closes with Escape and reopens with the link it made', async () => {
    use(stubClipboard());
    const { screen, menu } = await renderMenu(testBackend());
    await menu.getByRole('button', { name: 'Copy Link' }).click();
    await expect.element(menu.getByRole('textbox', { name: 'Share link' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Share' }).click();
    await expect
      .element(screen.getByRole('dialog', { name: 'Share' }).getByRole('textbox'))
      .toHaveValue(sharedLink('share-remote-work'));
  });

  it('shows a title with markup as text only', async () => {
    const title = '<img src="x" data-injected="yes"><b>bold</b>';
    const backend = testBackend();
    const { menu } = await renderMenu(backend, { title });
    await menu.getByRole('button', { name: 'Generate Image' }).click();
    await expect
      .element(menu.getByRole('img', { name: `Share image of "${title}"` }))
      .toBeVisible();
    expect(document.querySelector('[data-injected]')).toBeNull();
    expect(menu.element().querySelector('b')).toBeNull();
  });

  it("forwards the evaluator's share, visibility and image requests", async () => {
    const backend = testBackend();
    let share: ShareMenuActor | undefined;
    await renderMenu(backend, { argumentId: null, onActor: (actor) => (share = actor) });
    const evaluator = createActor(
      evaluatorMachine.provide({ actors: evaluatorActorsFromClient(backend.client) }),
      { input: { argumentId: RAIN_ID } },
    ).start();
    await waitFor(evaluator, (s) => s.context.argument !== null);
    if (!share) throw new Error('no share actor');
    let opened = 0;
    const stop = forwardEvaluatorShareRequests(evaluator, share, { onShare: () => opened++ });
    evaluator.send({ type: 'SHARE' });
    expect(opened).toBe(1);
    expect(share.getSnapshot().context.argumentId).toBe(RAIN_ID);
    evaluator.send({ type: 'CHANGE_VISIBILITY', visibility: 'FRIENDS_ONLY' });
    await waitFor(share, (s) => s.context.visibility === 'FRIENDS_ONLY');
    expect(backend.store.argument(RAIN_ID)?.visibility).toBe('FRIENDS_ONLY');
    evaluator.send({ type: 'GENERATE_IMAGE' });
    await waitFor(share, (s) => s.context.imageUrl !== null);
    stop();
    evaluator.send({ type: 'SHARE' });
    expect(opened).toBe(1);
    evaluator.stop();
  });
});
