const DEFAULT_REDIRECT = '/';

/**
 * A same-site path to redirect to: `to` when it is a local path (`/…`, not `//…`), else the
 * default. Keeps `redirectTo` from sending users to another site.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  defaultRedirect: string = DEFAULT_REDIRECT,
): string {
  if (!to || typeof to !== 'string') return defaultRedirect;
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return defaultRedirect;
  return to;
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
