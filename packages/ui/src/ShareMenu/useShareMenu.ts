import { DURATIONS } from '@credence/engine';
import {
  type ShareToast,
  type ShareVisibility,
  shareActorsFromClient,
  shareMachine,
} from '@credence/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';
import type { ToastTone } from '../Toast/Toast';
import { shareBrowserActors } from './shareBrowserActors';

/** The running Share menu machine (`shareMachine` from `@credence/state-machines`). */
export type ShareMenuActor = ActorRefFrom<typeof shareMachine>;

/** Options of {@link useShareMenu}. */
export interface UseShareMenuOptions {
  /**
   * The saved argument's id (the evaluator's `context.argumentId`, which is also the
   * `userArgumentId` of its emitted `share` event); 0 or `null` when not saved yet, and the menu
   * then refuses every action with 'Please save your evaluation before …'.
   */
  argumentId: number | null;
  /** The argument's title (`context.argument.title`): prefilled messages and the image file name. */
  title: string;
  /**
   * The visibility the server last reported (`context.argument.visibility`); default PRIVATE.
   * Read at start and whenever this value changes; in between, the machine keeps the visibility
   * confirmed by its own calls.
   */
  visibility?: ShareVisibility;
  /** The site origin of the public link; default `window.location.origin`. */
  origin?: string;
  /** Whether WhatsApp and Telegram open their apps; default: guessed from the user agent. */
  isMobile?: boolean;
}

const TONES: Readonly<Record<ShareToast['kind'], ToastTone>> = {
  success: 'success',
  error: 'critical',
  info: 'info',
};

/** A phone or tablet, where `whatsapp://` and `tg://` links open the apps. */
function guessMobile(): boolean {
  const agent = globalThis.navigator?.userAgent ?? '';
  return /Android|iPhone|iPad|iPod|Mobile/i.test(agent);
}

/** Shows each new `context.toast` of the machine in the provider's toast queue, once. */
function useShareToasts(actorRef: ShareMenuActor) {
  const { toasts } = useCredence();
  const toast = useSelector(actorRef, (snapshot) => snapshot.context.toast);
  const shown = useRef<ShareToast | null>(null);
  useEffect(() => {
    if (toast === null || toast === shown.current) return;
    shown.current = toast;
    toasts.add({ title: toast.text, tone: TONES[toast.kind] }, { timeout: DURATIONS.message });
  }, [toast, toasts]);
}

/**
 * Runs the Share menu (`shareMachine`) on the nearest `CredenceProvider`'s client: the share link,
 * visibility and image calls through `shareActorsFromClient`, the clipboard, popups and the image
 * download through the browser (`shareBrowserActors`). The machine's toasts ('Link copied to
 * clipboard!', 'Argument is now public', 'Failed to generate image', …) go to the provider's toast
 * queue. One machine lives as long as the calling component: a new `argumentId` (e.g. after the
 * first save) is passed on with `UPDATE_ARGUMENT`, which forgets a link made for the old id; a new
 * `title` or `visibility` too. Pass the result to `ShareMenu`.
 */
export function useShareMenu({
  argumentId,
  title,
  visibility,
  origin,
  isMobile,
}: UseShareMenuOptions): ShareMenuActor {
  const { client } = useCredence();
  const machine = useMemo(
    () =>
      shareMachine.provide({
        actors: { ...shareActorsFromClient(client), ...shareBrowserActors() },
      }),
    [client],
  );
  const actorRef = useActorRef(machine, {
    input: {
      argumentId,
      title,
      visibility,
      origin: origin ?? globalThis.location?.origin ?? '',
      isMobile: isMobile ?? guessMobile(),
    },
  });
  useEffect(() => {
    actorRef.send({ type: 'UPDATE_ARGUMENT', argumentId, title });
  }, [actorRef, argumentId, title]);
  // Only when the caller's value changes: the caller's copy may be older than what the machine
  // confirmed since (the evaluator does not hear of visibility changes).
  const latestId = useRef(argumentId);
  latestId.current = argumentId;
  useEffect(() => {
    if (visibility === undefined) return;
    actorRef.send({ type: 'UPDATE_ARGUMENT', argumentId: latestId.current, visibility });
  }, [actorRef, visibility]);
  useShareToasts(actorRef);
  return actorRef;
}
