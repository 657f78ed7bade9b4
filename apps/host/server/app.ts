import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import type { AppLoadContext } from '../app/loadContext.ts';
import { trimAssetHeaders } from './assetHeaders.ts';
import { bodyLimit } from './bodyLimit.ts';
import { sameOrigin } from './sameOrigin.ts';
import { cspNonce, securityHeaders } from './securityHeaders.ts';
import { drainUnreadBody } from './unreadBody.ts';
import { writeContentType } from './writeContentType.ts';

/** How the app is put together; tests and the start script choose. */
export interface HostAppOptions {
  /** The Remix server build (`build/server/index.js`). */
  build: ServerBuild;
  /** Express's `trust proxy` (`TRUST_PROXY`): whose `X-Forwarded-*` headers to believe. */
  trustProxy?: string | number | boolean;
}

/**
 * The host's one HTTP boundary, in the order a request meets it: security headers, the body
 * limit, the same-origin rule for writes, one body type per write (JSON for the API, forms for
 * pages) — then static assets (without the headers only documents use) and Remix. What a
 * route left unread of a body is drained after its answer.
 * Every page, form action and API route sits behind all of it; the routes' own helpers
 * (`app/api.server.ts`) add what needs the body: JSON depth, schema and field limits.
 */
export function createHostApp({ build, trustProxy = false }: HostAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);

  app.use(cspNonce(), securityHeaders());
  app.use(drainUnreadBody(), bodyLimit(), sameOrigin(), writeContentType());
  app.use(compression());
  app.use(
    build.publicPath,
    express.static(build.assetsBuildDirectory, {
      immutable: true,
      maxAge: '1y',
      index: false,
      setHeaders: trimAssetHeaders,
    }),
  );
  app.all(
    '*',
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req, res): AppLoadContext => ({
        clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        cspNonce: String(res.locals.cspNonce),
      }),
    }),
  );
  return app;
}

/** `TRUST_PROXY` as Express reads it: `true`/`false`, a hop count, or addresses/subnets. */
export function parseTrustProxy(value: string | undefined): string | number | boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
