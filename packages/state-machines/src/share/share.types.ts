/** Who can see an argument: anyone with the link, only friends, or only its owner. */
export type ShareVisibility = 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE';

/** The social platforms of the Share menu. */
export type SharePlatform =
  | 'facebook'
  | 'twitter'
  | 'linkedin'
  | 'reddit'
  | 'whatsapp'
  | 'telegram'
  | 'email';

/** A toast the Share menu shows. `id` grows with every toast so that a repeated text shows again. */
export interface ShareToast {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

/** Input of {@link shareMachine}. */
export interface ShareInput {
  /** The saved (user) argument's id; 0, `null` or absent means not saved yet: everything is refused. */
  argumentId?: number | null;
  /** The argument's title (prefilled messages and the image file name). */
  title: string;
  /** Current visibility; default PRIVATE. */
  visibility?: ShareVisibility;
  /** The site origin (e.g. `https://credence.example`): share links are `{origin}/argument/shared/{token}`. */
  origin: string;
  /** On mobile, WhatsApp and Telegram open their apps (`whatsapp://`, `tg://`); default false. */
  isMobile?: boolean;
}

/** Context of {@link shareMachine}. */
export interface ShareContext {
  argumentId: number | null;
  title: string;
  /** The visibility as last confirmed by the server (changes only when the call succeeds). */
  visibility: ShareVisibility;
  origin: string;
  isMobile: boolean;
  /** The public link once made (kept for later copies and shares of the same argument). */
  shareUrl: string | null;
  /** The platform being shared to while the link is made or the popup opens; `null` for Copy Link. */
  pendingPlatform: SharePlatform | null;
  /** The visibility being sent while `visibility.updating`. */
  pendingVisibility: ShareVisibility | null;
  /** The generated image (an SVG URL) once shown. */
  imageUrl: string | null;
  /** Latest toast. */
  toast: ShareToast | null;
}

/** Events of {@link shareMachine}. */
export type ShareEvent =
  | { type: 'COPY_LINK' }
  | { type: 'SHARE_TO'; platform: SharePlatform }
  | { type: 'SET_VISIBILITY'; visibility: ShareVisibility }
  | { type: 'GENERATE_IMAGE' }
  | { type: 'DOWNLOAD_IMAGE' }
  /** The argument was saved (or renamed): a new id clears the share link made for the old one. */
  | {
      type: 'UPDATE_ARGUMENT';
      argumentId: number | null;
      title?: string;
      visibility?: ShareVisibility;
    }
  /** Internal: raised by the machine when Copy Link succeeded (starts the 2 s 'Link Copied!'). */
  | { type: 'LINK_COPIED' };

/** Input of the `createShareLink` actor (POST /api/arguments/share). */
export interface CreateShareLinkInput {
  userArgumentId: number;
}

/**
 * Output of the `createShareLink` actor: the call's answer. `success: false` shows its `error`
 * (or 'Failed to generate share link'); success without a token shows 'Please save your
 * evaluation first, then try sharing again.'. A failed call rejects; a rejection whose
 * `body.error` is a string shows that text.
 */
export interface CreateShareLinkOutput {
  success: boolean;
  shareToken?: string;
  error?: string;
}

/** Input of the `updateVisibility` actor (PATCH /api/arguments/visibility). */
export interface UpdateShareVisibilityInput {
  userArgumentId: number;
  visibility: ShareVisibility;
}

/**
 * Output of the `updateVisibility` actor. Only the outcome matters: resolving means the call was
 * OK (unless `success` is `false`); rejecting means it failed.
 */
export interface UpdateShareVisibilityOutput {
  success?: boolean;
  visibility?: ShareVisibility;
}

/** Input of the `generateImage` actor (POST /api/arguments/generate-image). */
export interface GenerateShareImageInput {
  userArgumentId: number;
}

/**
 * Output of the `generateImage` actor: the call's answer (an SVG image URL on success). A failed
 * call rejects; a rejection whose `body` has `error` / `details` strings shows them.
 */
export interface GenerateShareImageOutput {
  success: boolean;
  imageUrl?: string;
  error?: string;
  details?: string;
}

/** Input of the `writeClipboard` actor: the text to copy (the share link). */
export interface ShareClipboardInput {
  text: string;
}

/** Input of the `downloadImage` actor: the image and the file name to save it under. */
export interface DownloadShareImageInput {
  imageUrl: string;
  /** The title with non-alphanumerics replaced by underscores, plus '_argument.svg'. */
  fileName: string;
}

/** Input of the `openPopup` actor: open `url` in a new window with these features. */
export interface OpenSharePopupInput {
  url: string;
  target: '_blank';
  /** Always 'noopener'. */
  features: string;
}

/**
 * Output of the `openPopup` actor: whether the window opened. `false` (or a rejection) means the
 * popup was blocked, and the link is copied instead. Note that `window.open(url, '_blank',
 * 'noopener')` returns `null` even when it opens, so a browser implementation should open without
 * the feature string and then set `popup.opener = null` (the same protection) to tell a block.
 */
export interface OpenSharePopupOutput {
  opened: boolean;
}
