/**
 * Stand-ins for the browser features the Share menu uses, for its tests and stories only (not
 * exported from the package). Headless Chromium's clipboard permission varies and real popups or
 * downloads would leave the page, so each stub records what it was asked and `restore()` puts the
 * real feature back.
 */

/** A stub that records calls in `calls` until `restore()`. */
export interface BrowserStub<T> {
  calls: T[];
  restore: () => void;
}

/** Replaces `navigator.clipboard.writeText`; `fails` makes it reject as a denied permission would. */
export function stubClipboard(options: { fails?: boolean } = {}): BrowserStub<string> {
  const calls: string[] = [];
  const writeText = async (text: string) => {
    if (options.fails) throw new DOMException('Write permission denied.', 'NotAllowedError');
    calls.push(text);
  };
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText },
  });
  return {
    calls,
    // The own property shadows `Navigator.prototype.clipboard`; deleting it restores the real one.
    restore: () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    },
  };
}

/** One `window.open` call and the window it returned (to check that its opener was cut). */
export interface OpenedPopup {
  url: string;
  target: string | undefined;
  features: string | undefined;
  popup: { opener: unknown } | null;
}

/** Replaces `window.open`; `blocked` makes it return `null` as a popup blocker does. */
export function stubWindowOpen(options: { blocked?: boolean } = {}): BrowserStub<OpenedPopup> {
  const calls: OpenedPopup[] = [];
  const original = window.open;
  window.open = ((url?: string | URL, target?: string, features?: string) => {
    const popup = options.blocked ? null : { opener: window as unknown };
    calls.push({ url: String(url), target, features, popup });
    return popup as unknown as Window | null;
  }) as typeof window.open;
  return {
    calls,
    restore: () => {
      window.open = original;
    },
  };
}

/** A file the page asked to download through an `<a download>` link. */
export interface Download {
  href: string;
  fileName: string;
}

/** Catches clicks on `<a download>` links (the file is recorded, not saved); others go through. */
export function stubDownloads(): BrowserStub<Download> {
  const calls: Download[] = [];
  const original = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) {
      calls.push({ href: this.href, fileName: this.download });
      return;
    }
    original.call(this);
  };
  return {
    calls,
    restore: () => {
      HTMLAnchorElement.prototype.click = original;
    },
  };
}
