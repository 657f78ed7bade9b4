import type { SharePlatform, ShareVisibility } from './share.types';

/**
 * The spec's texts for sharing, copied exactly (dependencies document §2, §8; evaluator document
 * §8), plus three of ours marked below (the spec gives no text for those failures).
 */
export const SHARE_MESSAGES = {
  saveBeforeSharing: 'Please save your evaluation before sharing',
  saveBeforeVisibility: 'Please save your evaluation before changing visibility',
  saveBeforeImage: 'Please save your evaluation before generating an image',
  noShareLink: 'Please save your evaluation first, then try sharing again.',
  shareLinkFailed: 'Failed to generate share link',
  visibilityFailed: 'Failed to update visibility',
  imageFailed: 'Failed to generate image',
  linkCopied: 'Link copied to clipboard!',
  imageGenerated: 'Image generated! See below to download.',
  imageDownloaded: 'Image downloaded!',
  publicHint: 'Anyone with the link can view this argument',
  friendsOnlyHint: 'Only your friends can view this argument',
  /** Ours (not in the spec): the clipboard refused the link. */
  copyFailed: 'Could not copy the link to the clipboard',
  /** Ours (not in the spec): saving the image file failed. */
  downloadFailed: 'Failed to download image',
} as const;

/** Button labels of the Share menu (spec §2). */
export const SHARE_LABELS = {
  copyLink: 'Copy Link',
  linkCopied: 'Link Copied!',
  generateImage: 'Generate Image',
  generating: 'Generating...',
  downloadImage: 'Download Image',
} as const;

/** Labels of the visibility selector (spec §2). */
export const SHARE_VISIBILITY_LABELS: Record<ShareVisibility, string> = {
  PUBLIC: 'Public',
  FRIENDS_ONLY: 'Friends Only',
  PRIVATE: 'Private',
};

/**
 * 'Argument is now {visibility in lowercase}': the selector's label in lower case, in words —
 * 'public', 'private', 'friends only' (never the stored value `friends_only`).
 */
export function shareVisibilityChangedMessage(visibility: ShareVisibility): string {
  return `Argument is now ${SHARE_VISIBILITY_LABELS[visibility].toLowerCase()}`;
}

/** The hint under the selector: public and friends-only have one, private has none (`null`). */
export function shareVisibilityHint(visibility: ShareVisibility): string | null {
  if (visibility === 'PUBLIC') return SHARE_MESSAGES.publicHint;
  if (visibility === 'FRIENDS_ONLY') return SHARE_MESSAGES.friendsOnlyHint;
  return null;
}

/** 'Share link copied to clipboard! You can paste it on {platform}' (popup blocked). */
export function shareLinkCopiedForMessage(platformLabel: string): string {
  return `Share link copied to clipboard! You can paste it on ${platformLabel}`;
}

/**
 * The image failure toast: 'Failed to generate image', or the call's error, followed by
 * ': {details}' when the answer has details.
 */
export function shareImageFailureMessage(error?: string, details?: string): string {
  const base = error || SHARE_MESSAGES.imageFailed;
  return details ? `${base}: ${details}` : base;
}

/**
 * The toast after a popup opened, for the platforms the spec says have one (Facebook, WhatsApp,
 * Telegram). These texts are ours: the spec only says such messages exist. Other platforms show
 * nothing when the popup opens.
 */
export const SHARE_PLATFORM_MESSAGES: Partial<Record<SharePlatform, string>> = {
  facebook:
    'Facebook opened! Facebook may not prefill your message, so add your own words to the post.',
  whatsapp: 'Opening WhatsApp with your message and the link...',
  telegram: 'Opening Telegram with your message and the link...',
};
