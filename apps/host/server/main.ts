/**
 * Starts the built host (`pnpm start`, via `scripts/start.mjs`). The first process checks
 * `DATABASE_URL` and supervises one server worker per core (`workers.ts`; `supervisor.ts`: a
 * worker that dies, or stops sending its heartbeat, is replaced); while the workers load the
 * app, it applies the migrations and the seed, and tells them to listen once that is done.
 * Each worker serves the Express app of `app.ts` on `PORT` (default 3000) and `HOST` — Node's
 * cluster shares the port — with time limits on every connection and a graceful stop on
 * SIGTERM/SIGINT (in-flight requests finish). Workers keep nothing another process would need:
 * sessions, throttles and AI call slots are in the database, so any worker of any host may answer
 * any request.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { parseDatabaseUrl } from '../app/db/databaseUrl.ts';
import { stallTimeoutMs, startHeartbeat } from './heartbeat.ts';
import { databaseReady, supervise } from './supervisor.ts';
import { workerCount } from './workers.ts';

// Only what both processes need is imported above; the rest where it is used. The supervisor
// forks the workers before loading the database's modules, and never loads Express or Remix;
// a worker never loads the migrations and the seed.

/** The app's folder (`apps/host`), as `app/db.server.ts` finds it. */
const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Time to receive a whole request (headers and body): a slow client cannot hold a socket. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Time to receive the headers. */
const HEADERS_TIMEOUT_MS = 10_000;
/**
 * How often Node checks the two limits above. Its default, 30 s, let a slow client keep a
 * socket up to 40 s past the headers limit and 60 s past the request limit (measured: ~25 s
 * and ~55 s); checked every second, a connection is cut within a second of its limit.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
/** Time an idle keep-alive connection stays open. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Longest wait for in-flight requests on shutdown. */
const SHUTDOWN_GRACE_MS = 10_000;
const serverBuild = path.join(APP_DIR, 'build/server/index.js');
if (!existsSync(serverBuild)) {
  console.error(`No server build at ${serverBuild}: run \`pnpm build\` first.`);
  process.exit(1);
}

if (cluster.isPrimary) {
  function cannotStart(error: unknown): never {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  let workers: number;
  let stallMs: number;
  try {
    // A malformed or unsupported DATABASE_URL stops here, with the accepted forms in the message.
    const target = parseDatabaseUrl(process.env.DATABASE_URL, APP_DIR);
    workers = workerCount(process.env, target);
    stallMs = stallTimeoutMs(process.env);
  } catch (error) {
    cannotStart(error);
  }
  console.log(`Starting ${workers} server worker${workers === 1 ? '' : 's'}.`);
  // The workers load the app (a second or so) while the database is prepared; none listens
  // before it is ready. A failure here exits, and the workers with it.
  const ready = (async () => {
    const [{ prepareDatabase }, { sessionSecrets }] = await Promise.all([
      import('../scripts/prepare-db.ts'),
      import('../app/sessionSecret.server.ts'),
    ]);
    await prepareDatabase();
    // Before any worker serves: creates the secret file once, and a broken one stops the start.
    sessionSecrets();
  })();
  ready.catch(cannotStart);
  supervise(workers, stallMs, ready);
} else {
  await serve();
}

/** One worker: the app on the shared port until SIGTERM/SIGINT. */
async function serve(): Promise<void> {
  const [{ installGlobals }, { createHostApp, parseTrustProxy }, build] = await Promise.all([
    import('@remix-run/node'),
    import('./app.ts'),
    import(pathToFileURL(serverBuild).href) as Promise<ServerBuild>,
  ]);
  installGlobals({ nativeFetch: true });
  const app = createHostApp({ build, trustProxy: parseTrustProxy(process.env.TRUST_PROXY) });

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST;
  const server: Server = createServer(
    {
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    app,
  );

  function stop() {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  }
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await databaseReady();
  server.listen(port, host ?? '0.0.0.0', () => {
    console.log(`Credence host listening on http://${host ?? 'localhost'}:${port}`);
    // From now on the supervisor expects a heartbeat: a worker that stops sending one is replaced.
    startHeartbeat();
  });
}
