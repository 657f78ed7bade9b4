import type { RequestHandler } from 'express';
import { isUnsafeMethod, refuse } from './refuse.ts';

/** The headers the same-origin rule reads, lower-cased as Node gives them. */
export interface OriginHeaders {
  origin?: string;
  'sec-fetch-site'?: string;
}

/**
 * Why a state-changing request must be refused as cross-site, or null when it may pass.
 * `host` is the site's own `host[:port]`. The rule (the one Go's `CrossOriginProtection` uses):
 * an `Origin` header must name this host; without one, `Sec-Fetch-Site` must be `same-origin`
 * (or `none`: the user typed it); a request with neither did not come from a browser, so no
 * browser can be tricked into sending it and it is let through (curl, server-to-server).
 * The scheme is not compared: a TLS-terminating proxy makes the server see `http` for an
 * `https` origin, and one host and port cannot serve two schemes.
 */
export function crossOriginRefusal(headers: OriginHeaders, host: string): string | null {
  const { origin } = headers;
  if (origin !== undefined) {
    let originHost: string | null = null;
    try {
      originHost = origin === 'null' ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== null && originHost === host.toLowerCase()) return null;
    return `Cross-origin request refused (Origin ${origin.slice(0, 100)} is not this site)`;
  }
  const site = headers['sec-fetch-site'];
  if (site === undefined || site === 'same-origin' || site === 'none') return null;
  return `Cross-origin request refused (Sec-Fetch-Site: ${site.slice(0, 20)})`;
}

/**
 * Refuses POST/PUT/PATCH/DELETE from another origin with 403, for API routes and Remix form
 * actions alike, before any route runs. SameSite=Lax cookies alone let a page on another port
 * of the same host (same *site*) post with the user's session.
 */
export function sameOrigin(): RequestHandler {
  return (req, res, next) => {
    if (!isUnsafeMethod(req.method)) return next();
    const host = (req.app.get('trust proxy') && req.get('x-forwarded-host')) || req.get('host');
    const refusal = crossOriginRefusal(req.headers as OriginHeaders, host ?? '');
    if (refusal) return refuse(req, res, 403, refusal);
    next();
  };
}
