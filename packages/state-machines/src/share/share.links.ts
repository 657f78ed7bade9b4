import type { SharePlatform } from './share.types';

/** The platforms in the order of the Share menu. */
export const SHARE_PLATFORMS: readonly SharePlatform[] = [
  'facebook',
  'twitter',
  'linkedin',
  'reddit',
  'whatsapp',
  'telegram',
  'email',
];

/** Button labels, also used in 'You can paste it on {platform}'. */
export const SHARE_PLATFORM_LABELS: Record<SharePlatform, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  email: 'Email',
};

/** Popups open with noopener. */
export const SHARE_POPUP_FEATURES = 'noopener';

/** The public share link: `{origin}/argument/shared/{shareToken}` (a trailing '/' on the origin is dropped). */
export function sharedArgumentUrl(origin: string, shareToken: string): string {
  return `${origin.replace(/\/+$/, '')}/argument/shared/${encodeURIComponent(shareToken)}`;
}

/**
 * The prefilled message of every platform (our wording; the spec only says there is one):
 * 'Check out this argument on Credence: "{title}"', or without the title when it is blank.
 */
export function sharePrefilledMessage(title: string): string {
  const trimmed = title.trim();
  return trimmed === ''
    ? 'Check out this argument on Credence'
    : `Check out this argument on Credence: "${trimmed}"`;
}

/** What a platform link is made of. */
export interface SocialShareContent {
  /** The public share link. */
  url: string;
  /** The argument's title. */
  title: string;
}

/**
 * The URL that shares `content.url` on `platform` with the prefilled {@link sharePrefilledMessage}.
 * WhatsApp and Telegram use their app links on mobile (`whatsapp://send`, `tg://msg_url`) and
 * their web links otherwise; Email is a `mailto:` link with the title as subject.
 */
export function socialShareUrl(
  platform: SharePlatform,
  content: SocialShareContent,
  options: { isMobile?: boolean } = {},
): string {
  const url = encodeURIComponent(content.url);
  const message = sharePrefilledMessage(content.title);
  const text = encodeURIComponent(message);
  const textWithLink = encodeURIComponent(`${message} ${content.url}`);
  switch (platform) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${encodeURIComponent(content.title)}`;
    case 'whatsapp':
      return options.isMobile
        ? `whatsapp://send?text=${textWithLink}`
        : `https://wa.me/?text=${textWithLink}`;
    case 'telegram':
      return options.isMobile
        ? `tg://msg_url?url=${url}&text=${text}`
        : `https://t.me/share/url?url=${url}&text=${text}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(content.title)}&body=${encodeURIComponent(`${message}\n\n${content.url}`)}`;
  }
}

/** The downloaded image's file name: the title with non-alphanumerics replaced by '_', plus '_argument.svg'. */
export function shareImageFileName(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, '_')}_argument.svg`;
}
