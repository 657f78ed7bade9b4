import { DURATIONS } from '@credence/engine';
import { assign, fromPromise, raise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { imageGenerationFailureMessage, shareLinkFailureMessage } from './share.failure';
import {
  SHARE_PLATFORM_LABELS,
  SHARE_POPUP_FEATURES,
  sharedArgumentUrl,
  shareImageFileName,
  socialShareUrl,
} from './share.links';
import {
  SHARE_MESSAGES as M,
  SHARE_PLATFORM_MESSAGES,
  shareLinkCopiedForMessage,
  shareVisibilityChangedMessage,
} from './share.messages';
import type {
  CreateShareLinkInput,
  CreateShareLinkOutput,
  DownloadShareImageInput,
  GenerateShareImageInput,
  GenerateShareImageOutput,
  OpenSharePopupInput,
  OpenSharePopupOutput,
  ShareClipboardInput,
  ShareContext,
  ShareEvent,
  ShareInput,
  SharePlatform,
  ShareToast,
  UpdateShareVisibilityInput,
  UpdateShareVisibilityOutput,
} from './share.types';

/** The parameters of the share machine's `showToast` action. */
export type ToastParams = Pick<ShareToast, 'kind' | 'text'>;

const toast = (kind: ShareToast['kind'], text: string) =>
  ({ type: 'showToast', params: { kind, text } }) as const;

/** Copy Link and the platform buttons: refused until saved, then the cached link or a new one. */
const shareRequested = (purpose: 'copy' | 'social') => [
  { guard: 'lacksSavedArgument' as const, actions: toast('error', M.saveBeforeSharing) },
  {
    guard: 'hasShareUrl' as const,
    target: purpose === 'copy' ? 'copying' : 'opening',
    actions: 'rememberPlatform' as const,
  },
  { target: 'fetchingLink', actions: 'rememberPlatform' as const },
];

/**
 * The Share menu. Sharing, visibility and image generation need a saved argument (a non-zero
 * id): otherwise 'Please save your evaluation before sharing' / '… before changing visibility' /
 * '… before generating an image'. Parallel regions:
 * - `link`: `COPY_LINK` or `SHARE_TO` → fetchingLink (the injected `createShareLink` actor; the
 *   link `{origin}/argument/shared/{token}` is then kept) → copying (the injected `writeClipboard`
 *   actor; 'Link copied to clipboard!') or opening (the injected `openPopup` actor with noopener;
 *   the platform's own toast for Facebook, WhatsApp and Telegram). A blocked popup → copyingInstead
 *   ('Share link copied to clipboard! You can paste it on {platform}'). Failures: the call's error
 *   or 'Failed to generate share link'; no token → 'Please save your evaluation first, then try
 *   sharing again.';
 * - `linkLabel`: normal → copied ('Link Copied!') → normal after exactly 2 s (`DURATIONS.linkCopied`);
 * - `visibility`: `SET_VISIBILITY` → updating (the injected `updateVisibility` actor); the local
 *   visibility changes only when the call succeeds ('Argument is now {visibility in lowercase}'),
 *   else 'Failed to update visibility'. Choosing the current visibility is ignored;
 * - `image`: idle → generating ('Generating...', the injected `generateImage` actor) → ready (the
 *   image, 'Image generated! See below to download.'); failure: 'Failed to generate image' or the
 *   error followed by ': details'. In ready, `DOWNLOAD_IMAGE` → downloading (the injected
 *   `downloadImage` actor, file '{title with _}_argument.svg') → 'Image downloaded!'.
 * Messages: every toast is put in `context.toast` (`{ id, kind, text }`, `id` increasing).
 */
export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
  },
  actors: {
    createShareLink: fromPromise<CreateShareLinkOutput, CreateShareLinkInput>(
      notProvided('createShareLink'),
    ),
    writeClipboard: fromPromise<unknown, ShareClipboardInput>(notProvided('writeClipboard')),
    openPopup: fromPromise<OpenSharePopupOutput, OpenSharePopupInput>(notProvided('openPopup')),
    updateVisibility: fromPromise<
      UpdateShareVisibilityOutput | undefined,
      UpdateShareVisibilityInput
    >(notProvided('updateVisibility')),
    generateImage: fromPromise<GenerateShareImageOutput, GenerateShareImageInput>(
      notProvided('generateImage'),
    ),
    downloadImage: fromPromise<unknown, DownloadShareImageInput>(notProvided('downloadImage')),
  },
  guards: {
    lacksSavedArgument: ({ context }) => !context.argumentId,
    hasShareUrl: ({ context }) => context.shareUrl !== null,
    isCopyingLink: ({ context }) => context.pendingPlatform === null,
    hasImage: ({ context }) => context.imageUrl !== null,
    hasPlatformMessage: ({ context }) => platformMessage(context.pendingPlatform) !== undefined,
    isCurrentVisibility: ({ context, event }) =>
      event.type === 'SET_VISIBILITY' && event.visibility === context.visibility,
    isRefusedAnswer: (_, params: { success: boolean | undefined }) => params.success === false,
    lacksToken: (_, params: { token: string | undefined }) => !params.token,
    isBlocked: (_, params: { opened: boolean | undefined }) => params.opened !== true,
    isImageReady: (_, params: { output: GenerateShareImageOutput | undefined }) =>
      params.output?.success === true &&
      typeof params.output.imageUrl === 'string' &&
      params.output.imageUrl !== '',
  },
  actions: {
    showToast: assign(({ context }, params: ToastParams) => ({
      toast: { id: (context.toast?.id ?? 0) + 1, ...params },
    })),
    rememberPlatform: assign({
      pendingPlatform: ({ event }) => (event.type === 'SHARE_TO' ? event.platform : null),
    }),
    rememberShareUrl: assign(({ context }, params: { token: string }) => ({
      shareUrl: sharedArgumentUrl(context.origin, params.token),
    })),
    announceLinkCopied: raise({ type: 'LINK_COPIED' }),
    rememberVisibility: assign({
      pendingVisibility: ({ event }) => (event.type === 'SET_VISIBILITY' ? event.visibility : null),
    }),
    applyVisibility: assign(({ context }) => ({
      visibility: context.pendingVisibility ?? context.visibility,
      pendingVisibility: null,
    })),
    forgetVisibility: assign({ pendingVisibility: null }),
    showImage: assign((_, params: { imageUrl: string }) => ({ imageUrl: params.imageUrl })),
    updateArgument: assign(({ context, event }) => {
      if (event.type !== 'UPDATE_ARGUMENT') return {};
      return {
        argumentId: event.argumentId,
        title: event.title ?? context.title,
        visibility: event.visibility ?? context.visibility,
        shareUrl: event.argumentId === context.argumentId ? context.shareUrl : null,
      };
    }),
  },
  delays: {
    linkCopied: DURATIONS.linkCopied,
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({
    argumentId: input.argumentId ?? null,
    title: input.title,
    visibility: input.visibility ?? 'PRIVATE',
    origin: input.origin,
    isMobile: input.isMobile ?? false,
    shareUrl: null,
    pendingPlatform: null,
    pendingVisibility: null,
    imageUrl: null,
    toast: null,
  }),
  type: 'parallel',
  on: {
    UPDATE_ARGUMENT: { actions: 'updateArgument' },
  },
  states: {
    link: {
      initial: 'idle',
      states: {
        idle: {
          on: { COPY_LINK: shareRequested('copy'), SHARE_TO: shareRequested('social') },
        },
        fetchingLink: {
          invoke: {
            src: 'createShareLink',
            input: ({ context }) => ({ userArgumentId: context.argumentId ?? 0 }),
            onDone: [
              {
                guard: {
                  type: 'isRefusedAnswer',
                  params: ({ event }) => ({ success: event.output?.success }),
                },
                target: 'idle',
                actions: {
                  type: 'showToast',
                  params: ({ event }) => ({
                    kind: 'error',
                    text: shareLinkFailureMessage({ output: event.output }),
                  }),
                },
              },
              {
                guard: {
                  type: 'lacksToken',
                  params: ({ event }) => ({ token: event.output?.shareToken }),
                },
                target: 'idle',
                actions: toast('error', M.noShareLink),
              },
              {
                guard: 'isCopyingLink',
                target: 'copying',
                actions: {
                  type: 'rememberShareUrl',
                  params: ({ event }) => ({ token: event.output.shareToken ?? '' }),
                },
              },
              {
                target: 'opening',
                actions: {
                  type: 'rememberShareUrl',
                  params: ({ event }) => ({ token: event.output.shareToken ?? '' }),
                },
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'showToast',
                params: ({ event }) => ({
                  kind: 'error',
                  text: shareLinkFailureMessage({ error: event.error }),
                }),
              },
            },
          },
        },
        copying: {
          invoke: {
            src: 'writeClipboard',
            input: ({ context }) => ({ text: context.shareUrl ?? '' }),
            onDone: {
              target: 'idle',
              actions: [toast('success', M.linkCopied), 'announceLinkCopied'],
            },
            onError: { target: 'idle', actions: toast('error', M.copyFailed) },
          },
        },
        opening: {
          invoke: {
            src: 'openPopup',
            input: ({ context }) => ({
              url: socialShareUrl(
                context.pendingPlatform ?? 'email',
                { url: context.shareUrl ?? '', title: context.title },
                { isMobile: context.isMobile },
              ),
              target: '_blank' as const,
              features: SHARE_POPUP_FEATURES,
            }),
            onDone: [
              {
                guard: {
                  type: 'isBlocked',
                  params: ({ event }) => ({ opened: event.output?.opened }),
                },
                target: 'copyingInstead',
              },
              {
                guard: 'hasPlatformMessage',
                target: 'idle',
                actions: {
                  type: 'showToast',
                  params: ({ context }) => ({
                    kind: 'success',
                    text: platformMessage(context.pendingPlatform) ?? '',
                  }),
                },
              },
              { target: 'idle' },
            ],
            onError: 'copyingInstead',
          },
        },
        copyingInstead: {
          invoke: {
            src: 'writeClipboard',
            input: ({ context }) => ({ text: context.shareUrl ?? '' }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'showToast',
                params: ({ context }) => ({
                  kind: 'success',
                  text: shareLinkCopiedForMessage(
                    SHARE_PLATFORM_LABELS[context.pendingPlatform ?? 'email'],
                  ),
                }),
              },
            },
            onError: { target: 'idle', actions: toast('error', M.copyFailed) },
          },
        },
      },
    },
    linkLabel: {
      initial: 'normal',
      states: {
        normal: { on: { LINK_COPIED: 'copied' } },
        copied: {
          after: { linkCopied: 'normal' },
          on: { LINK_COPIED: { target: 'copied', reenter: true } },
        },
      },
    },
    visibility: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SET_VISIBILITY: [
              { guard: 'lacksSavedArgument', actions: toast('error', M.saveBeforeVisibility) },
              { guard: 'isCurrentVisibility' },
              { target: 'updating', actions: 'rememberVisibility' },
            ],
          },
        },
        updating: {
          invoke: {
            src: 'updateVisibility',
            input: ({ context }) => ({
              userArgumentId: context.argumentId ?? 0,
              visibility: context.pendingVisibility ?? context.visibility,
            }),
            onDone: [
              {
                guard: {
                  type: 'isRefusedAnswer',
                  params: ({ event }) => ({ success: event.output?.success }),
                },
                target: 'idle',
                actions: ['forgetVisibility', toast('error', M.visibilityFailed)],
              },
              {
                target: 'idle',
                actions: [
                  {
                    type: 'showToast',
                    params: ({ context }) => ({
                      kind: 'success',
                      text: shareVisibilityChangedMessage(
                        context.pendingVisibility ?? context.visibility,
                      ),
                    }),
                  },
                  'applyVisibility',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: ['forgetVisibility', toast('error', M.visibilityFailed)],
            },
          },
        },
      },
    },
    image: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            GENERATE_IMAGE: [
              { guard: 'lacksSavedArgument', actions: toast('error', M.saveBeforeImage) },
              { target: 'generating' },
            ],
          },
        },
        generating: {
          invoke: {
            src: 'generateImage',
            input: ({ context }) => ({ userArgumentId: context.argumentId ?? 0 }),
            onDone: [
              {
                guard: { type: 'isImageReady', params: ({ event }) => ({ output: event.output }) },
                target: 'ready',
                actions: [
                  {
                    type: 'showImage',
                    params: ({ event }) => ({ imageUrl: event.output.imageUrl ?? '' }),
                  },
                  toast('success', M.imageGenerated),
                ],
              },
              {
                target: 'failed',
                actions: {
                  type: 'showToast',
                  params: ({ event }) => ({
                    kind: 'error',
                    text: imageGenerationFailureMessage({ output: event.output }),
                  }),
                },
              },
            ],
            onError: {
              target: 'failed',
              actions: {
                type: 'showToast',
                params: ({ event }) => ({
                  kind: 'error',
                  text: imageGenerationFailureMessage({ error: event.error }),
                }),
              },
            },
          },
        },
        // A failed (re)generation keeps the previous image when there is one.
        failed: {
          always: [{ guard: 'hasImage', target: 'ready' }, { target: 'idle' }],
        },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                DOWNLOAD_IMAGE: 'downloading',
                GENERATE_IMAGE: [
                  { guard: 'lacksSavedArgument', actions: toast('error', M.saveBeforeImage) },
                  { target: '#share.image.generating' },
                ],
              },
            },
            downloading: {
              invoke: {
                src: 'downloadImage',
                input: ({ context }) => ({
                  imageUrl: context.imageUrl ?? '',
                  fileName: shareImageFileName(context.title),
                }),
                onDone: { target: 'idle', actions: toast('success', M.imageDownloaded) },
                onError: { target: 'idle', actions: toast('error', M.downloadFailed) },
              },
            },
          },
        },
      },
    },
  },
});

function platformMessage(platform: SharePlatform | null): string | undefined {
  return platform === null ? undefined : SHARE_PLATFORM_MESSAGES[platform];
}
