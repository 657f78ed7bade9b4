import type { Response } from 'express';

/**
 * Headers the security middleware sets that only a document (a page, an API answer a browser
 * might show, a worker) acts on. A script or style file loaded by a page ignores them: the
 * page's own policy governs it.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/** A Web Worker's script: it runs under the policy of its own response, so it keeps every header. */
const WORKER_SCRIPT = /\.worker-[\w-]+\.js$/;

/**
 * `express.static`'s `setHeaders` for the built assets: takes the document-only headers off a
 * file it is about to send (keeping `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy`, which do protect scripts), except on worker scripts. On a plain
 * HTTP/1.1 connection these headers were about 600 bytes on each of the evaluator's ~50 scripts —
 * some 30 KB of uncompressed headers on a phone's first visit. A request the static files do not
 * answer (a missing asset, a write) goes on with all of them.
 */
export function trimAssetHeaders(res: Response, filePath: string): void {
  if (WORKER_SCRIPT.test(filePath)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
