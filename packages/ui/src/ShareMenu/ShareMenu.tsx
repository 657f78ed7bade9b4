import {
  SHARE_LABELS,
  SHARE_PLATFORM_LABELS,
  SHARE_PLATFORMS,
  SHARE_VISIBILITY_LABELS,
  type ShareVisibility,
  shareVisibilityHint,
} from '@credence/state-machines';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import { Dialog } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { Inline } from '../Inline/Inline';
import { Popover } from '../Popover/Popover';
import { popoverContent } from '../Popover/Popover.css';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import * as styles from './ShareMenu.css';
import type { ShareMenuActor } from './useShareMenu';

/**
 * The menu's own texts (accessible names, the link field and the image's description). The
 * spec gives the buttons, the visibility labels and hints and every message (`SHARE_LABELS`,
 * `SHARE_VISIBILITY_LABELS`, `SHARE_MESSAGES` in `@credence/state-machines`); these are ours.
 */
export const SHARE_MENU_TEXT = {
  menuLabel: 'Share',
  visibility: 'Visibility',
  shareLink: 'Share link',
  shareOn: 'Share on',
  imageAlt: (title: string) => (title.trim() ? `Share image of "${title.trim()}"` : 'Share image'),
} as const;

const T = SHARE_MENU_TEXT;

const VISIBILITIES = Object.keys(SHARE_VISIBILITY_LABELS) as ShareVisibility[];

const VISIBILITY_OPTIONS = VISIBILITIES.map((value) => ({
  value,
  label: SHARE_VISIBILITY_LABELS[value],
}));

/** Props of {@link ShareMenu}. */
export interface ShareMenuProps {
  /** The machine from `useShareMenu`. */
  actorRef: ShareMenuActor;
  /** Open (controlled). */
  isOpen: boolean;
  /** Called when the menu asks to close (Escape, a click outside). */
  onOpenChange: (isOpen: boolean) => void;
  /** The element the menu drops upward from (the Share button, or a wrapper around it). */
  triggerRef: RefObject<Element | null>;
}

/**
 * The Share menu (dependencies spec §2 "Share menu"): a popover that drops upward from
 * `triggerRef`, 600 px wide (at most 95vw), with
 * - the visibility selector (Public, Friends Only, Private; `SET_VISIBILITY`): the choice shows
 *   while the call runs and stays only if it succeeds, with the hint 'Anyone with the link can
 *   view this argument' (public) or 'Only your friends can view this argument' (friends-only);
 * - 'Copy Link' (`COPY_LINK`), then 'Link Copied!' for 2 s, and the public link
 *   `{origin}/argument/shared/{token}` once made;
 * - 'Generate Image' (`GENERATE_IMAGE`; 'Generating...'), then the preview (at most 315 px high)
 *   and 'Download Image' (`DOWNLOAD_IMAGE`);
 * - Facebook, X (Twitter), LinkedIn, Reddit, WhatsApp, Telegram and Email (`SHARE_TO`): a popup
 *   with the prefilled message, or the link copied when the popup is blocked.
 * Messages show as toasts (see `useShareMenu`). The title is shown as text only.
 *
 * Mounting it in the evaluator screen: keep `const share = useShareMenu({ argumentId:
 * context.argumentId, title: context.argument?.title ?? '', visibility:
 * context.argument?.visibility })` for the screen's lifetime, and
 * `forwardEvaluatorShareRequests(evaluator, share, { onShare: () => setOpen(true) })` in an
 * effect: the Share button's `SHARE` event makes the evaluator check the evaluation is saved and
 * emit `share`, which opens `<ShareMenu actorRef={share} isOpen={open} onOpenChange={setOpen}
 * triggerRef={…} />`. Its results (the link, the visibility, the image) stay in the share machine;
 * the evaluator has no event that receives them.
 */
export function ShareMenu({ actorRef, isOpen, onOpenChange, triggerRef }: ShareMenuProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="top"
      width="large"
    >
      <Dialog aria-label={T.menuLabel} className={popoverContent({ space: 'medium' })}>
        <VisibilitySection actorRef={actorRef} />
        <LinkSection actorRef={actorRef} />
        <ImageSection actorRef={actorRef} />
        <PlatformSection actorRef={actorRef} />
      </Dialog>
    </Popover>
  );
}

/** Public / Friends Only / Private and the hint of the confirmed visibility. */
function VisibilitySection({ actorRef }: { actorRef: ShareMenuActor }) {
  const visibility = useSelector(actorRef, (s) => s.context.visibility);
  const pending = useSelector(actorRef, (s) => s.context.pendingVisibility);
  const updating = useSelector(actorRef, (s) => s.matches({ visibility: 'updating' }));
  const hint = shareVisibilityHint(visibility);
  return (
    <ChoiceGroup
      label={T.visibility}
      options={VISIBILITY_OPTIONS}
      value={pending ?? visibility}
      onChange={(value) => actorRef.send({ type: 'SET_VISIBILITY', visibility: value })}
      isDisabled={updating}
      isBusy={updating}
      description={hint}
    />
  );
}

/** 'Copy Link' / 'Link Copied!' and the public link once made. */
function LinkSection({ actorRef }: { actorRef: ShareMenuActor }) {
  const shareUrl = useSelector(actorRef, (s) => s.context.shareUrl);
  const copied = useSelector(actorRef, (s) => s.matches({ linkLabel: 'copied' }));
  const busy = useSelector(actorRef, (s) => !s.matches({ link: 'idle' }));
  const copying = useSelector(
    actorRef,
    (s) => !s.matches({ link: 'idle' }) && s.context.pendingPlatform === null,
  );
  return (
    <Stack space="small">
      {shareUrl ? (
        <TextField
          label={T.shareLink}
          value={shareUrl}
          isReadOnly
          mono
          size="small"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
      <Inline space="small" alignY="center">
        <Button
          variant="secondary"
          onPress={() => actorRef.send({ type: 'COPY_LINK' })}
          isPending={copying}
          isDisabled={busy && !copying}
        >
          {copied ? SHARE_LABELS.linkCopied : SHARE_LABELS.copyLink}
        </Button>
      </Inline>
    </Stack>
  );
}

/** 'Generate Image' / 'Generating...', the preview and 'Download Image'. */
function ImageSection({ actorRef }: { actorRef: ShareMenuActor }) {
  const imageUrl = useSelector(actorRef, (s) => s.context.imageUrl);
  const title = useSelector(actorRef, (s) => s.context.title);
  const generating = useSelector(actorRef, (s) => s.matches({ image: 'generating' }));
  const downloading = useSelector(actorRef, (s) => s.matches({ image: { ready: 'downloading' } }));
  return (
    <Stack space="small">
      <Inline space="small" alignY="center">
        <Button
          variant="secondary"
          onPress={() => actorRef.send({ type: 'GENERATE_IMAGE' })}
          isPending={generating}
          pendingLabel={SHARE_LABELS.generating}
          isDisabled={downloading}
        >
          {SHARE_LABELS.generateImage}
        </Button>
      </Inline>
      {imageUrl ? (
        <Stack component="figure" space="small">
          <img className={styles.preview} src={imageUrl} alt={T.imageAlt(title)} />
          <Inline space="small" alignY="center">
            <Button
              onPress={() => actorRef.send({ type: 'DOWNLOAD_IMAGE' })}
              isPending={downloading}
              isDisabled={generating}
            >
              {SHARE_LABELS.downloadImage}
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** One button per platform, in the spec's order. */
function PlatformSection({ actorRef }: { actorRef: ShareMenuActor }) {
  const busy = useSelector(actorRef, (s) => !s.matches({ link: 'idle' }));
  const pendingPlatform = useSelector(actorRef, (s) =>
    s.matches({ link: 'idle' }) ? null : s.context.pendingPlatform,
  );
  return (
    <Inline space="small" role="group" aria-label={T.shareOn}>
      {SHARE_PLATFORMS.map((platform) => (
        <Button
          key={platform}
          variant="secondary"
          onPress={() => actorRef.send({ type: 'SHARE_TO', platform })}
          isPending={pendingPlatform === platform}
          isDisabled={busy && pendingPlatform !== platform}
        >
          {SHARE_PLATFORM_LABELS[platform]}
        </Button>
      ))}
    </Inline>
  );
}
