const DEFAULT_REDIRECT = '/';

/** Whether `text` holds a control character: browsers drop tabs and newlines from URLs, turning `/\t/x` into `//x`. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A base no real request has, to tell whether a path resolves to another origin. */
const LOCAL_BASE = 'http://credence.invalid';

/**
 * A same-origin path to redirect to: `to` resolved against the site, when it stays on the site
 * and holds no control characters; otherwise `defaultRedirect`. Resolving (rather than looking at
 * the first characters) is what the browser will do with the `Location` header, so `//evil`,
 * `/\\evil` and `/%09/evil` (a tab) are all caught. The answer is the normalised path, query
 * and hash, safe to put in a header.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  defaultRedirect: string = DEFAULT_REDIRECT,
): string {
  if (!to || typeof to !== 'string' || !to.startsWith('/') || hasControlCharacter(to)) {
    return defaultRedirect;
  }
  let url: URL;
  try {
    url = new URL(to, LOCAL_BASE);
  } catch {
    return defaultRedirect;
  }
  if (url.origin !== LOCAL_BASE) return defaultRedirect;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path and query of a same-origin Referer header, or null. */
export function sameOriginReferer(request: Request): string | null {
  const referer = request.headers.get('Referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    if (from.host !== here.host) return null;
    return `${from.pathname}${from.search}`;
  } catch {
    return null;
  }
}
