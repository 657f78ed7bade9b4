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
import {
  Dialog,
  Group,
  Input,
  Label,
  Popover,
  Radio,
  RadioGroup,
  Text,
  TextField,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { useThemeClassName } from '../theme/ThemeRoot';
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

function isVisibility(value: string): value is ShareVisibility {
  return (VISIBILITIES as string[]).includes(value);
}

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
  const themeClass = useThemeClassName();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="top"
      className={`${themeClass} ${styles.popover}`}
    >
      <Dialog aria-label={T.menuLabel} className={styles.panel}>
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
    <RadioGroup
      className={styles.radioGroup}
      orientation="horizontal"
      value={pending ?? visibility}
      onChange={(value) => {
        if (isVisibility(value)) actorRef.send({ type: 'SET_VISIBILITY', visibility: value });
      }}
      isDisabled={updating}
      aria-busy={updating}
    >
      <Label className={styles.sectionLabel}>{T.visibility}</Label>
      <div className={styles.radios}>
        {VISIBILITIES.map((option) => (
          <Radio key={option} value={option} className={styles.radio}>
            {SHARE_VISIBILITY_LABELS[option]}
          </Radio>
        ))}
      </div>
      {hint ? (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      ) : null}
    </RadioGroup>
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
    <div className={styles.section}>
      {shareUrl ? (
        <TextField className={styles.linkField} value={shareUrl} isReadOnly>
          <Label className={styles.fieldLabel}>{T.shareLink}</Label>
          <Input className={styles.linkInput} onFocus={(event) => event.currentTarget.select()} />
        </TextField>
      ) : null}
      <div className={styles.row}>
        <Button
          variant="secondary"
          onPress={() => actorRef.send({ type: 'COPY_LINK' })}
          isPending={copying}
          isDisabled={busy && !copying}
        >
          {copied ? SHARE_LABELS.linkCopied : SHARE_LABELS.copyLink}
        </Button>
      </div>
    </div>
  );
}

/** 'Generate Image' / 'Generating...', the preview and 'Download Image'. */
function ImageSection({ actorRef }: { actorRef: ShareMenuActor }) {
  const imageUrl = useSelector(actorRef, (s) => s.context.imageUrl);
  const title = useSelector(actorRef, (s) => s.context.title);
  const generating = useSelector(actorRef, (s) => s.matches({ image: 'generating' }));
  const downloading = useSelector(actorRef, (s) => s.matches({ image: { ready: 'downloading' } }));
  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <Button
          variant="secondary"
          onPress={() => actorRef.send({ type: 'GENERATE_IMAGE' })}
          isPending={generating}
          pendingLabel={SHARE_LABELS.generating}
          isDisabled={downloading}
        >
          {SHARE_LABELS.generateImage}
        </Button>
      </div>
      {imageUrl ? (
        <figure className={styles.figure}>
          <img className={styles.preview} src={imageUrl} alt={T.imageAlt(title)} />
          <div className={styles.row}>
            <Button
              onPress={() => actorRef.send({ type: 'DOWNLOAD_IMAGE' })}
              isPending={downloading}
              isDisabled={generating}
            >
              {SHARE_LABELS.downloadImage}
            </Button>
          </div>
        </figure>
      ) : null}
    </div>
  );
}

/** One button per platform, in the spec's order. */
function PlatformSection({ actorRef }: { actorRef: ShareMenuActor }) {
  const busy = useSelector(actorRef, (s) => !s.matches({ link: 'idle' }));
  const pendingPlatform = useSelector(actorRef, (s) =>
    s.matches({ link: 'idle' }) ? null : s.context.pendingPlatform,
  );
  return (
    <Group aria-label={T.shareOn} className={styles.platforms}>
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
    </Group>
  );
}
