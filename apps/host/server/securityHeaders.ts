import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * A fresh nonce for this response's inline scripts (`res.locals.cspNonce`): Remix's hydration
 * data and module loader are inline `<script>`s, which the policy allows by nonce only.
 */
export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
}

/**
 * The security headers of every page and API answer (helmet): a Content-Security-Policy that
 * runs only our own scripts (same-origin files, inline ones by nonce) and forbids framing,
 * `X-Frame-Options: DENY` for older browsers, `X-Content-Type-Options: nosniff` and a referrer
 * policy that never sends paths to other sites. Styles allow inline attributes: react-aria
 * positions popovers and sliders with `style=""`.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Cross-origin isolation is for SharedArrayBuffer, which the app does not use.
    crossOriginEmbedderPolicy: false,
    // HSTS only where the operator serves HTTPS (a plain-HTTP install would lock itself out).
    strictTransportSecurity: process.env.SESSION_COOKIE_SECURE === 'true',
  });
}
