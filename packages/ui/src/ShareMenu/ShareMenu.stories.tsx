import { REMOTE_WORK_ID } from '@credence/mocks';
import type { ShareVisibility } from '@credence/state-machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type StorySetUp, storyBackend } from '../testing/storyBackend';
import { TIMEOUT } from '../testing/timeout';
import { withCredence } from '../testing/withCredence';
import { ShareMenu } from './ShareMenu';
import {
  type BrowserStub,
  type Download,
  type OpenedPopup,
  stubClipboard,
  stubDownloads,
  stubWindowOpen,
} from './shareBrowserStubs';
import { useShareMenu } from './useShareMenu';

const TITLE = 'Remote work raises productivity';

interface ShareMenuExampleProps {
  /** The saved argument (0: not saved). */
  argumentId: number;
  /** Its title. */
  title: string;
  /** Its visibility as loaded. */
  visibility: ShareVisibility;
}

/** The evaluator's Share button and the menu dropping upward from it, wired with `useShareMenu`. */
function ShareMenuExample({ argumentId, title, visibility }: ShareMenuExampleProps) {
  const actorRef = useShareMenu({ argumentId, title, visibility, isMobile: false });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(true);
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

/**
 * The Share menu on the mock backend (Storybook's MSW loader). Ada is signed in and owns argument
 * 1 (PUBLIC, token `share-remote-work`). The clipboard, `window.open` and downloads are stubbed
 * for each story (headless clipboard permissions vary; popups and downloads would leave the page)
 * and the plays assert what they were given.
 */
const meta = {
  title: 'Screens/ShareMenu',
  component: ShareMenuExample,
  subcomponents: { ShareMenu },
  args: { argumentId: REMOTE_WORK_ID, title: TITLE, visibility: 'PUBLIC' },
  render: (args) => withCredence(<ShareMenuExample {...args} />),
} satisfies Meta<typeof ShareMenuExample>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Stubs {
  clipboard: BrowserStub<string>;
  popups: BrowserStub<OpenedPopup>;
  downloads: BrowserStub<Download>;
}

interface BackendOptions {
  setUp?: StorySetUp;
  clipboardFails?: boolean;
  popupBlocked?: boolean;
}

/**
 * A fresh mock backend ({@link storyBackend}) and browser stubs for one story: its `beforeEach`
 * also installs the stubs and removes them after the story. `stubs()` gives the current stubs to
 * the play function.
 */
function mockBackend({ setUp, clipboardFails, popupBlocked }: BackendOptions = {}) {
  const backend = storyBackend(setUp);
  let current: Stubs | undefined;
  return {
    ...backend,
    beforeEach: () => {
      backend.beforeEach();
      const stubs: Stubs = {
        clipboard: stubClipboard({ fails: clipboardFails }),
        popups: stubWindowOpen({ blocked: popupBlocked }),
        downloads: stubDownloads(),
      };
      current = stubs;
      return () => {
        for (const stub of Object.values(stubs)) stub.restore();
      };
    },
    stubs: (): Stubs => {
      if (!current) throw new Error('The story has not started');
      return current;
    },
  };
}

/** The menu renders in a portal on `document.body`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('dialog', { name: 'Share' }, TIMEOUT));
}

const sharedLink = (token: string) => `${window.location.origin}/argument/shared/${token}`;

const linkMade = mockBackend();

/** 'Copy Link' makes the public link, copies it and reads 'Link Copied!' for 2 s. */
export const LinkMade: Story = {
  parameters: linkMade.parameters,
  beforeEach: linkMade.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() =>
      expect(menu.getByText('Anyone with the link can view this argument')).toBeVisible(),
    );
    await userEvent.click(menu.getByRole('button', { name: 'Copy Link' }));
    await expect(
      await page(canvasElement).findByText('Link copied to clipboard!', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(linkMade.stubs().clipboard.calls).toEqual([sharedLink('share-remote-work')]);
    await expect(menu.getByRole('button', { name: 'Link Copied!' })).toBeInTheDocument();
    await expect(menu.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      sharedLink('share-remote-work'),
    );
    await waitFor(
      () => expect(menu.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument(),
      TIMEOUT,
    );
  },
};

const linkFailed = mockBackend({
  setUp: (scenarios) => scenarios.set('shareArgument', 'server-error'),
});

/** POST /api/arguments/share answers 500: its error text, nothing copied, no link. */
export const LinkFailed: Story = {
  parameters: linkFailed.parameters,
  beforeEach: linkFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Copy Link' }));
    await expect(
      await page(canvasElement).findByText('Internal server error', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(linkFailed.stubs().clipboard.calls).toEqual([]);
    await expect(menu.queryByRole('textbox', { name: 'Share link' })).toBeNull();
  },
};

const copyRefused = mockBackend({ clipboardFails: true });

/** The clipboard refuses the link. */
export const CopyRefused: Story = {
  parameters: copyRefused.parameters,
  beforeEach: copyRefused.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Copy Link' }));
    await expect(
      await page(canvasElement).findByText('Could not copy the link to the clipboard', {}, TIMEOUT),
    ).toBeInTheDocument();
  },
};

const notSaved = mockBackend();

/** Not saved yet: every action is refused with its message, and no call is made. */
export const NotSaved: Story = {
  args: { argumentId: 0 },
  parameters: notSaved.parameters,
  beforeEach: notSaved.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Copy Link' }));
    await expect(
      await page(canvasElement).findByText('Please save your evaluation before sharing'),
    ).toBeInTheDocument();
    await userEvent.click(menu.getByText('Private', { exact: true }));
    await expect(
      await page(canvasElement).findByText(
        'Please save your evaluation before changing visibility',
      ),
    ).toBeInTheDocument();
    await userEvent.click(menu.getByRole('button', { name: 'Generate Image' }));
    await expect(
      await page(canvasElement).findByText(
        'Please save your evaluation before generating an image',
      ),
    ).toBeInTheDocument();
    await expect(menu.getByRole('radio', { name: 'Public' })).toBeChecked();
    await expect(notSaved.stubs().clipboard.calls).toEqual([]);
  },
};

const visibilityChanged = mockBackend();

/** Friends Only, then Private: each change only after the server agrees, with its hint. */
export const VisibilityChanged: Story = {
  parameters: visibilityChanged.parameters,
  beforeEach: visibilityChanged.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByText('Friends Only', { exact: true }));
    await expect(
      await page(canvasElement).findByText('Argument is now friends only', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(menu.getByRole('radio', { name: 'Friends Only' })).toBeChecked();
    await expect(menu.getByText('Only your friends can view this argument')).toBeVisible();
    await expect(visibilityChanged.store.argument(REMOTE_WORK_ID)?.visibility).toBe('FRIENDS_ONLY');
    await userEvent.click(menu.getByText('Private', { exact: true }));
    await expect(
      await page(canvasElement).findByText('Argument is now private', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(menu.queryByText('Only your friends can view this argument')).toBeNull();
    await expect(menu.queryByText('Anyone with the link can view this argument')).toBeNull();
  },
};

const visibilityFailed = mockBackend({
  setUp: (scenarios) => scenarios.set('setVisibility', 'server-error'),
});

/** PATCH /api/arguments/visibility answers 500: the visibility stays Public. */
export const VisibilityFailed: Story = {
  parameters: visibilityFailed.parameters,
  beforeEach: visibilityFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByText('Private', { exact: true }));
    await expect(
      await page(canvasElement).findByText('Failed to update visibility', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(menu.getByRole('radio', { name: 'Public' })).toBeChecked();
    await expect(menu.getByText('Anyone with the link can view this argument')).toBeVisible();
    await expect(visibilityFailed.store.argument(REMOTE_WORK_ID)?.visibility).toBe('PUBLIC');
  },
};

const imageGenerated = mockBackend({
  setUp: (scenarios) => scenarios.set('generateImage', { delayMs: 400 }),
});

/** 'Generating...', then the preview (at most 315 px high) and 'Download Image'. */
export const ImageGenerated: Story = {
  parameters: imageGenerated.parameters,
  beforeEach: imageGenerated.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Generate Image' }));
    await expect(await menu.findByRole('button', { name: 'Generating...' })).toBeInTheDocument();
    await expect(
      await page(canvasElement).findByText('Image generated! See below to download.', {}, TIMEOUT),
    ).toBeInTheDocument();
    const image = menu.getByRole('img', { name: `Share image of "${TITLE}"` });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(getComputedStyle(image).maxHeight).toBe('315px');
    await userEvent.click(menu.getByRole('button', { name: 'Download Image' }));
    await expect(
      await page(canvasElement).findByText('Image downloaded!', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(imageGenerated.stubs().downloads.calls).toEqual([
      {
        href: image.getAttribute('src'),
        fileName: 'Remote_work_raises_productivity_argument.svg',
      },
    ]);
  },
};

const imageFailed = mockBackend({
  setUp: (scenarios) =>
    scenarios.set('generateImage', {
      status: 500,
      body: { success: false, error: 'Renderer crashed', details: 'out of memory' },
    }),
});

/** POST /api/arguments/generate-image fails: the error followed by ': details', no image. */
export const ImageFailed: Story = {
  parameters: imageFailed.parameters,
  beforeEach: imageFailed.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Generate Image' }));
    await expect(
      await page(canvasElement).findByText('Renderer crashed: out of memory', {}, TIMEOUT),
    ).toBeInTheDocument();
    await expect(menu.queryByRole('img')).toBeNull();
    await expect(menu.getByRole('button', { name: 'Generate Image' })).toBeEnabled();
  },
};

const socialLinks = mockBackend();

/** Facebook and Email open popups with the prefilled message; the popup's opener is cut. */
export const SocialLinks: Story = {
  parameters: socialLinks.parameters,
  beforeEach: socialLinks.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const platforms = within(menu.getByRole('group', { name: 'Share on' })).getAllByRole('button');
    await expect(platforms.map((button) => button.textContent)).toEqual([
      'Facebook',
      'X (Twitter)',
      'LinkedIn',
      'Reddit',
      'WhatsApp',
      'Telegram',
      'Email',
    ]);
    await userEvent.click(menu.getByRole('button', { name: 'Facebook' }));
    await expect(
      await page(canvasElement).findByText(/^Facebook opened!/, {}, TIMEOUT),
    ).toBeInTheDocument();
    const { popups } = socialLinks.stubs();
    const link = encodeURIComponent(sharedLink('share-remote-work'));
    const message = encodeURIComponent(`Check out this argument on Credence: "${TITLE}"`);
    await expect(popups.calls[0]).toMatchObject({
      url: `https://www.facebook.com/sharer/sharer.php?u=${link}&quote=${message}`,
      target: '_blank',
    });
    await expect(popups.calls[0]?.popup?.opener).toBeNull();
    await userEvent.click(menu.getByRole('button', { name: 'WhatsApp' }));
    await expect(
      await page(canvasElement).findByText('Opening WhatsApp with your message and the link...'),
    ).toBeInTheDocument();
    await expect(popups.calls[1]?.url.startsWith('https://wa.me/?text=')).toBe(true);
    await userEvent.click(menu.getByRole('button', { name: 'Email' }));
    await waitFor(() => expect(popups.calls).toHaveLength(3));
    await expect(popups.calls[2]?.url.startsWith('mailto:?subject=')).toBe(true);
    await expect(socialLinks.stubs().clipboard.calls).toEqual([]);
  },
};

const popupBlocked = mockBackend({ popupBlocked: true });

/** The popup is blocked: the link is copied instead. */
export const PopupBlocked: Story = {
  parameters: popupBlocked.parameters,
  beforeEach: popupBlocked.beforeEach,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Reddit' }));
    await expect(
      await page(canvasElement).findByText(
        'Share link copied to clipboard! You can paste it on Reddit',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    await expect(popupBlocked.stubs().clipboard.calls).toEqual([sharedLink('share-remote-work')]);
  },
};
