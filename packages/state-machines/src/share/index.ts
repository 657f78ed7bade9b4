export { shareActorsFromClient } from './share.actors';
export {
  SHARE_PLATFORM_LABELS,
  SHARE_PLATFORMS,
  SHARE_POPUP_FEATURES,
  type SocialShareContent,
  sharedArgumentUrl,
  shareImageFileName,
  sharePrefilledMessage,
  socialShareUrl,
} from './share.links';
export { shareMachine, type ToastParams as ShareToastParams } from './share.machine';
export {
  SHARE_LABELS,
  SHARE_MESSAGES,
  SHARE_PLATFORM_MESSAGES,
  SHARE_VISIBILITY_LABELS,
  shareImageFailureMessage,
  shareLinkCopiedForMessage,
  shareVisibilityChangedMessage,
  shareVisibilityHint,
} from './share.messages';
export type {
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
  ShareVisibility,
  UpdateShareVisibilityInput,
  UpdateShareVisibilityOutput,
} from './share.types';
