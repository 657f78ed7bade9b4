import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { shareMachine } from './share.machine';
import type {
  CreateShareLinkInput,
  CreateShareLinkOutput,
  DownloadShareImageInput,
  GenerateShareImageInput,
  GenerateShareImageOutput,
  OpenSharePopupInput,
  OpenSharePopupOutput,
  ShareClipboardInput,
  ShareInput,
  UpdateShareVisibilityInput,
  UpdateShareVisibilityOutput,
} from './share.types';

interface Fakes {
  share?: () => Promise<CreateShareLinkOutput>;
  clipboard?: () => Promise<unknown>;
  popup?: () => Promise<OpenSharePopupOutput>;
  visibility?: () => Promise<UpdateShareVisibilityOutput | undefined>;
  image?: () => Promise<GenerateShareImageOutput>;
  download?: () => Promise<unknown>;
}

const saved: ShareInput = { argumentId: 5, title: 'God & evil', origin: 'https://credence.test' };
const link = 'https://credence.test/argument/shared/tok';

function start(fakes: Fakes = {}, input: ShareInput = saved) {
  const calls = {
    share: [] as CreateShareLinkInput[],
    clipboard: [] as ShareClipboardInput[],
    popup: [] as OpenSharePopupInput[],
    visibility: [] as UpdateShareVisibilityInput[],
    image: [] as GenerateShareImageInput[],
    download: [] as DownloadShareImageInput[],
  };
  const fake = <I, O>(list: I[], run: () => Promise<O>) =>
    fromPromise<O, I>(async ({ input: body }) => {
      list.push(body);
      return run();
    });
  const actor = createActor(
    shareMachine.provide({
      actors: {
        createShareLink: fake(
          calls.share,
          fakes.share ?? (async () => ({ success: true, shareToken: 'tok' })),
        ),
        writeClipboard: fake(calls.clipboard, fakes.clipboard ?? (async () => undefined)),
        openPopup: fake(calls.popup, fakes.popup ?? (async () => ({ opened: true }))),
        updateVisibility: fake(
          calls.visibility,
          fakes.visibility ?? (async () => ({ success: true })),
        ),
        generateImage: fake(
          calls.image,
          fakes.image ??
            (async () => ({ success: true, imageUrl: 'data:image/svg+xml;base64,AAA' })),
        ),
        downloadImage: fake(calls.download, fakes.download ?? (async () => undefined)),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const region = (actor: Actor, name: 'link' | 'linkLabel' | 'visibility' | 'image') =>
  (actor.getSnapshot().value as Record<string, unknown>)[name];
const toast = (actor: Actor) => actor.getSnapshot().context.toast;
const httpError = (status: number, body: unknown) =>
  Object.assign(new Error(`HTTP ${status}`), { status, statusText: '', body });

describe('shareMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['an id of 0', { ...saved, argumentId: 0 }],
    ['a null id', { ...saved, argumentId: null }],
    ['no id', { title: 'T', origin: 'https://credence.test' }],
  ] as const)('refuses everything with %s', async (_, input) => {
    const { actor, calls } = start({}, input);
    actor.send({ type: 'COPY_LINK' });
    expect(toast(actor)).toMatchObject({
      kind: 'error',
      text: 'Please save your evaluation before sharing',
    });
    actor.send({ type: 'SHARE_TO', platform: 'reddit' });
    expect(toast(actor)?.text).toBe('Please save your evaluation before sharing');
    actor.send({ type: 'SET_VISIBILITY', visibility: 'PUBLIC' });
    expect(toast(actor)?.text).toBe('Please save your evaluation before changing visibility');
    actor.send({ type: 'GENERATE_IMAGE' });
    expect(toast(actor)?.text).toBe('Please save your evaluation before generating an image');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({
      link: 'idle',
      linkLabel: 'normal',
      visibility: 'idle',
      image: 'idle',
    });
    expect(Object.values(calls).every((list) => list.length === 0)).toBe(true);
  });

  it('copies the share link and shows Link Copied! for exactly 2 s', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'COPY_LINK' });
    expect(region(actor, 'link')).toBe('fetchingLink');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.share).toEqual([{ userArgumentId: 5 }]);
    expect(calls.clipboard).toEqual([{ text: link }]);
    expect(actor.getSnapshot().context.shareUrl).toBe(link);
    expect(region(actor, 'link')).toBe('idle');
    expect(region(actor, 'linkLabel')).toBe('copied');
    expect(toast(actor)).toMatchObject({ kind: 'success', text: 'Link copied to clipboard!' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(region(actor, 'linkLabel')).toBe('copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(region(actor, 'linkLabel')).toBe('normal');
  });

  it('reuses the link and restarts the 2 s on a second copy', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'COPY_LINK' });
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ type: 'COPY_LINK' });
    expect(region(actor, 'link')).toBe('copying');
    await vi.advanceTimersByTimeAsync(1999);
    expect(region(actor, 'linkLabel')).toBe('copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(region(actor, 'linkLabel')).toBe('normal');
    expect(calls.share).toHaveLength(1);
    expect(calls.clipboard).toHaveLength(2);
  });

  it.each([
    [
      'the call error',
      () => Promise.reject(httpError(403, { error: 'Not your argument' })),
      'Not your argument',
    ],
    [
      'the default for a network failure',
      () => Promise.reject(new TypeError('fetch failed')),
      'Failed to generate share link',
    ],
    [
      'the answer error',
      () => Promise.resolve({ success: false, error: 'Sharing disabled' }),
      'Sharing disabled',
    ],
    [
      'the default for a refusal',
      () => Promise.resolve({ success: false }),
      'Failed to generate share link',
    ],
    [
      'the save hint when no token came',
      () => Promise.resolve({ success: true }),
      'Please save your evaluation first, then try sharing again.',
    ],
  ])('reports a share link failure with %s', async (_, share, text) => {
    const { actor, calls } = start({ share });
    actor.send({ type: 'COPY_LINK' });
    await vi.advanceTimersByTimeAsync(0);
    expect(region(actor, 'link')).toBe('idle');
    expect(region(actor, 'linkLabel')).toBe('normal');
    expect(toast(actor)).toMatchObject({ kind: 'error', text });
    expect(actor.getSnapshot().context.shareUrl).toBeNull();
    expect(calls.clipboard).toHaveLength(0);
  });

  it('reports a clipboard failure (our text) without Link Copied!', async () => {
    const { actor } = start({ clipboard: () => Promise.reject(new Error('denied')) });
    actor.send({ type: 'COPY_LINK' });
    await vi.advanceTimersByTimeAsync(0);
    expect(region(actor, 'linkLabel')).toBe('normal');
    expect(toast(actor)).toMatchObject({
      kind: 'error',
      text: 'Could not copy the link to the clipboard',
    });
  });

  it('opens the platform popup with noopener and shows the platform message', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SHARE_TO', platform: 'facebook' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.popup).toEqual([
      {
        url: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}&quote=${encodeURIComponent('Check out this argument on Credence: "God & evil"')}`,
        target: '_blank',
        features: 'noopener',
      },
    ]);
    expect(region(actor, 'link')).toBe('idle');
    expect(toast(actor)).toMatchObject({
      kind: 'success',
      text: 'Facebook opened! Facebook may not prefill your message, so add your own words to the post.',
    });
    actor.send({ type: 'SHARE_TO', platform: 'whatsapp' });
    await vi.advanceTimersByTimeAsync(0);
    expect(toast(actor)?.text).toBe('Opening WhatsApp with your message and the link...');
    actor.send({ type: 'SHARE_TO', platform: 'telegram' });
    await vi.advanceTimersByTimeAsync(0);
    expect(toast(actor)?.text).toBe('Opening Telegram with your message and the link...');
    expect(calls.share).toHaveLength(1);
    expect(calls.clipboard).toHaveLength(0);
  });

  it('shows nothing when a popup without its own message opens', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SHARE_TO', platform: 'linkedin' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.popup[0]?.url).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
    );
    expect(toast(actor)).toBeNull();
  });

  it('uses the app links on mobile', async () => {
    const { actor, calls } = start({}, { ...saved, isMobile: true });
    actor.send({ type: 'SHARE_TO', platform: 'telegram' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.popup[0]?.url.startsWith('tg://msg_url?url=')).toBe(true);
  });

  it.each([
    ['reports a block', () => Promise.resolve({ opened: false })],
    ['throws', () => Promise.reject(new Error('blocked'))],
  ])('copies the link instead when the popup %s', async (_, popup) => {
    const { actor, calls } = start({ popup });
    actor.send({ type: 'SHARE_TO', platform: 'twitter' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.clipboard).toEqual([{ text: link }]);
    expect(region(actor, 'link')).toBe('idle');
    expect(region(actor, 'linkLabel')).toBe('normal');
    expect(toast(actor)).toMatchObject({
      kind: 'success',
      text: 'Share link copied to clipboard! You can paste it on X (Twitter)',
    });
  });

  it('reports a failed fallback copy', async () => {
    const { actor } = start({
      popup: async () => ({ opened: false }),
      clipboard: () => Promise.reject(new Error('denied')),
    });
    actor.send({ type: 'SHARE_TO', platform: 'email' });
    await vi.advanceTimersByTimeAsync(0);
    expect(toast(actor)).toMatchObject({
      kind: 'error',
      text: 'Could not copy the link to the clipboard',
    });
  });

  it('accepts a newly saved argument and forgets the old link when the id changes', async () => {
    const { actor, calls } = start({}, { ...saved, argumentId: 0 });
    actor.send({
      type: 'UPDATE_ARGUMENT',
      argumentId: 8,
      title: 'New title',
      visibility: 'PUBLIC',
    });
    expect(actor.getSnapshot().context).toMatchObject({
      argumentId: 8,
      title: 'New title',
      visibility: 'PUBLIC',
    });
    actor.send({ type: 'COPY_LINK' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.share).toEqual([{ userArgumentId: 8 }]);
    actor.send({ type: 'UPDATE_ARGUMENT', argumentId: 8 });
    expect(actor.getSnapshot().context.shareUrl).toBe(link);
    expect(actor.getSnapshot().context.title).toBe('New title');
    actor.send({ type: 'UPDATE_ARGUMENT', argumentId: 9 });
    expect(actor.getSnapshot().context.shareUrl).toBeNull();
  });

  it('changes the visibility only when the call succeeds', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().context.visibility).toBe('PRIVATE');
    actor.send({ type: 'SET_VISIBILITY', visibility: 'FRIENDS_ONLY' });
    expect(region(actor, 'visibility')).toBe('updating');
    expect(actor.getSnapshot().context.visibility).toBe('PRIVATE');
    actor.send({ type: 'SET_VISIBILITY', visibility: 'PUBLIC' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.visibility).toEqual([{ userArgumentId: 5, visibility: 'FRIENDS_ONLY' }]);
    expect(actor.getSnapshot().context.visibility).toBe('FRIENDS_ONLY');
    expect(actor.getSnapshot().context.pendingVisibility).toBeNull();
    expect(toast(actor)).toMatchObject({ kind: 'success', text: 'Argument is now friends only' });
    actor.send({ type: 'SET_VISIBILITY', visibility: 'FRIENDS_ONLY' });
    expect(region(actor, 'visibility')).toBe('idle');
    actor.send({ type: 'SET_VISIBILITY', visibility: 'PUBLIC' });
    await vi.advanceTimersByTimeAsync(0);
    expect(toast(actor)?.text).toBe('Argument is now public');
  });

  it('accepts an answer without a body as success', async () => {
    const { actor } = start({ visibility: async () => undefined });
    actor.send({ type: 'SET_VISIBILITY', visibility: 'PUBLIC' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.visibility).toBe('PUBLIC');
  });

  it.each([
    ['rejects', () => Promise.reject(httpError(500, { error: 'x' }))],
    ['answers success false', () => Promise.resolve({ success: false })],
  ])('keeps the visibility when the call %s', async (_, visibility) => {
    const { actor } = start({ visibility }, { ...saved, visibility: 'PUBLIC' });
    actor.send({ type: 'SET_VISIBILITY', visibility: 'PRIVATE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(region(actor, 'visibility')).toBe('idle');
    expect(actor.getSnapshot().context.visibility).toBe('PUBLIC');
    expect(actor.getSnapshot().context.pendingVisibility).toBeNull();
    expect(toast(actor)).toMatchObject({ kind: 'error', text: 'Failed to update visibility' });
  });

  it('generates the image, then downloads it under the title', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'GENERATE_IMAGE' });
    expect(region(actor, 'image')).toBe('generating');
    actor.send({ type: 'GENERATE_IMAGE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.image).toEqual([{ userArgumentId: 5 }]);
    expect(region(actor, 'image')).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.imageUrl).toBe('data:image/svg+xml;base64,AAA');
    expect(toast(actor)).toMatchObject({
      kind: 'success',
      text: 'Image generated! See below to download.',
    });
    actor.send({ type: 'DOWNLOAD_IMAGE' });
    expect(region(actor, 'image')).toEqual({ ready: 'downloading' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.download).toEqual([
      { imageUrl: 'data:image/svg+xml;base64,AAA', fileName: 'God___evil_argument.svg' },
    ]);
    expect(region(actor, 'image')).toEqual({ ready: 'idle' });
    expect(toast(actor)).toMatchObject({ kind: 'success', text: 'Image downloaded!' });
  });

  it('ignores DOWNLOAD_IMAGE before an image exists', () => {
    const { actor } = start();
    actor.send({ type: 'DOWNLOAD_IMAGE' });
    expect(region(actor, 'image')).toBe('idle');
  });

  it.each([
    [
      'a rejection with error and details',
      () =>
        Promise.reject(
          httpError(500, { success: false, error: 'Renderer crashed', details: 'out of memory' }),
        ),
      'Renderer crashed: out of memory',
    ],
    [
      'a rejection with an error only',
      () => Promise.reject(httpError(500, { error: 'Renderer crashed' })),
      'Renderer crashed',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('fetch failed')),
      'Failed to generate image',
    ],
    [
      'an answer with error and details',
      () => Promise.resolve({ success: false, error: 'Too long', details: '12 premises' }),
      'Too long: 12 premises',
    ],
    [
      'an answer with details only',
      () => Promise.resolve({ success: false, details: 'timeout' }),
      'Failed to generate image: timeout',
    ],
    [
      'a success without an image',
      () => Promise.resolve({ success: true }),
      'Failed to generate image',
    ],
  ])('reports an image failure from %s', async (_, image, text) => {
    const { actor } = start({ image });
    actor.send({ type: 'GENERATE_IMAGE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(region(actor, 'image')).toBe('idle');
    expect(actor.getSnapshot().context.imageUrl).toBeNull();
    expect(toast(actor)).toMatchObject({ kind: 'error', text });
  });

  it('keeps the previous image when a new generation fails', async () => {
    let attempt = 0;
    const { actor } = start({
      image: () =>
        attempt++ === 0
          ? Promise.resolve({ success: true, imageUrl: 'first.svg' })
          : Promise.reject(new TypeError('offline')),
    });
    actor.send({ type: 'GENERATE_IMAGE' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'GENERATE_IMAGE' });
    expect(region(actor, 'image')).toBe('generating');
    await vi.advanceTimersByTimeAsync(0);
    expect(region(actor, 'image')).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.imageUrl).toBe('first.svg');
    expect(toast(actor)?.text).toBe('Failed to generate image');
  });

  it('reports a failed download (our text)', async () => {
    const { actor } = start({ download: () => Promise.reject(new Error('disk full')) });
    actor.send({ type: 'GENERATE_IMAGE' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'DOWNLOAD_IMAGE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(region(actor, 'image')).toEqual({ ready: 'idle' });
    expect(toast(actor)).toMatchObject({ kind: 'error', text: 'Failed to download image' });
  });

  it('fails with the default text when the app did not provide the actors', async () => {
    const actor = createActor(shareMachine, { input: saved }).start();
    actor.send({ type: 'COPY_LINK' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.toast?.text).toBe('Failed to generate share link');
  });
});
