/**
 * What the host's server (`server/app.ts`) hands every loader and action besides the request:
 * facts only the HTTP layer knows. Remix's `AppLoadContext` is widened here so routes read them
 * typed (`context.clientAddress`).
 */
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The client's address (`req.ip`; behind a proxy only with `TRUST_PROXY` set). */
    clientAddress: string;
    /** This response's Content-Security-Policy nonce for inline scripts. */
    cspNonce: string;
  }
}

export type { AppLoadContext } from '@remix-run/node';
