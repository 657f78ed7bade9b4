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
import type { PreparedDatabase } from '../scripts/prepare-db.ts';
import { formatDuration, stepLine } from '../scripts/stepLine.mjs';
import { stallTimeoutMs, startHeartbeat } from './heartbeat.ts';
import { announceListening, databaseReady, supervise } from './supervisor.ts';
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
  // The workers load the app (a second or so) while the database is prepared; none listens
  // before it is ready. A failure here exits, and the workers with it.
  const ready = (async () => {
    const [{ prepareDatabase }, { sessionSecrets }, { configuredAdminEmail }] = await Promise.all([
      import('../scripts/prepare-db.ts'),
      import('../app/sessionSecret.server.ts'),
      import('../app/models/users.server.ts'),
    ]);
    const prepared = await prepareDatabase();
    printPrepared(prepared);
    // Before any worker serves: creates the secret file once, and a broken one stops the start.
    sessionSecrets();
    return { admins: prepared.admins, adminEmail: configuredAdminEmail() };
  })();
  ready.catch(cannotStart);
  supervise(workers, stallMs, ready, () => {
    void ready.then((admin) => printListening(workers, admin));
  });
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
    announceListening();
    // From now on the supervisor expects a heartbeat: a worker that stops sending one is replaced.
    startHeartbeat();
  });
}

// ── What the start prints: a line per step, each with its time, as `npm run serve`'s steps ──

/**
 * A path as the terminal shows it: relative to the folder the command was typed in (npm and pnpm
 * set INIT_CWD; the start runs in `apps/host`) when inside it.
 */
function shown(file: string): string {
  const relative = path.relative(process.env.INIT_CWD || process.cwd(), file);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative)
    ? file
    : relative;
}

/** The database's lines: the migrations, and the seed when the database was empty. */
function printPrepared({ database, applied, alreadyApplied, migrateMs, seeded }: PreparedDatabase) {
  const where = database.includes('://') ? database : shown(database);
  const migrations = applied.length === 1 ? 'migration' : 'migrations';
  console.log(
    stepLine(
      true,
      'migrations',
      migrateMs,
      applied.length > 0
        ? `${applied.length} ${migrations} applied to ${where}`
        : `${where} is up to date (${alreadyApplied} migrations)`,
    ),
  );
  if (seeded) {
    const password = process.env.SEED_USER_PASSWORD ? '' : ', password credence-demo';
    console.log(
      stepLine(
        true,
        'seed',
        seeded.ms,
        `${seeded.argumentIds.length} sample arguments and a demo user (${seeded.email}${password})`,
      ),
    );
  }
}

/**
 * The listening line (the time since this process started), how the administrator is chosen,
 * and — under `npm run serve` (scripts/start.sh sets STEPS_LOG and STEPS_STARTED) — the whole
 * start's time and the log of the tools' output.
 */
function printListening(
  workers: number,
  { admins, adminEmail }: { admins: number; adminEmail: string | null },
) {
  const host = process.env.HOST;
  const local = !host || host === '0.0.0.0' || host === '::';
  const site = `http://${local ? 'localhost' : host}:${process.env.PORT ?? 3000}`;
  const plural = workers === 1 ? '' : 's';
  console.log(
    stepLine(true, 'listening', performance.now(), `${site} (${workers} worker${plural})`),
  );
  if (adminEmail) {
    console.log(
      `  Admin: ${adminEmail} (ADMIN_EMAIL) gets the administrator role when it signs up.`,
    );
  } else if (admins === 0) {
    console.log(
      `  Admin: the first account to sign up at ${site}/join becomes the administrator (or set ADMIN_EMAIL).`,
    );
  } else {
    const who = admins === 1 ? 'An account has' : `${admins} accounts have`;
    console.log(
      `  Admin: ${who} the administrator role; new accounts are users (ADMIN_EMAIL: one more, by address).`,
    );
  }
  const log = process.env.STEPS_LOG;
  const began = Number(process.env.STEPS_STARTED);
  if (log && began > 0) {
    console.log(
      `  Ready in ${formatDuration(Date.now() - began)}. The tools' output: ${shown(path.resolve(log))}`,
    );
  }
}
