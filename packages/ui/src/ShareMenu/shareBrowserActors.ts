import type {
  DownloadShareImageInput,
  OpenSharePopupInput,
  OpenSharePopupOutput,
  ShareClipboardInput,
} from '@credence/state-machines';
import { fromPromise } from 'xstate';

/**
 * The Share menu's browser actors, which `shareActorsFromClient` leaves to the app:
 * - `writeClipboard`: `navigator.clipboard.writeText` (rejects when the page may not write, and
 *   the machine then says 'Could not copy the link to the clipboard');
 * - `openPopup`: opens the platform's share page in a new window (see below);
 * - `downloadImage`: saves the generated SVG through a temporary `<a download>` link.
 *
 * They read `window` and `navigator` when they run, never at import, so stubs installed by tests
 * and stories (e.g. `navigator.clipboard.writeText`, `window.open`) are used.
 */
export function shareBrowserActors() {
  return {
    writeClipboard: fromPromise<unknown, ShareClipboardInput>(async ({ input }) => {
      const clipboard = globalThis.navigator?.clipboard;
      if (!clipboard) throw new Error('The clipboard is not available');
      await clipboard.writeText(input.text);
    }),
    openPopup: fromPromise<OpenSharePopupOutput, OpenSharePopupInput>(async ({ input }) => ({
      opened: openWithoutOpener(input),
    })),
    downloadImage: fromPromise<unknown, DownloadShareImageInput>(async ({ input }) => {
      downloadFile(input.imageUrl, input.fileName);
    }),
  };
}

/**
 * Opens `url` with the protection of `noopener` and tells whether the window opened. Passing the
 * 'noopener' feature string makes `window.open` return `null` even when the window opens, so a
 * blocked popup could not be told apart and the link would always be copied instead. The window
 * is therefore opened without the feature string and its `opener` cut at once, before the new
 * page loads (navigation is asynchronous), which is what 'noopener' does.
 */
function openWithoutOpener(input: OpenSharePopupInput): boolean {
  const popup = window.open(input.url, input.target);
  if (!popup) return false;
  try {
    popup.opener = null;
  } catch {
    // A cross-origin window may refuse the assignment; it has navigated, so there is no opener
    // reference left to protect.
  }
  return true;
}

/** Saves `href` as `fileName` through a temporary, invisible `<a download>` link. */
function downloadFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
