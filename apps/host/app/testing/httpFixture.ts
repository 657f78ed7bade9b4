/**
 * The shared setup of the HTTP tests: the built app started on a fresh temp SQLite file for one
 * test file (Vitest `beforeAll`/`afterAll`), with cookie-carrying clients bound to it.
 */
import { afterAll, beforeAll } from 'vitest';
import type { PrismaClient } from '../db.server.ts';
import { assertBuilt, Client, type RunningServer, startServer } from './server.ts';
import { createTempDatabase, type TempDatabase } from './tempDatabase.ts';

type ServerEnv = Record<string, string | undefined>;

/** The running app of one test file; its members are usable once `beforeAll` has run. */
export interface HttpFixture {
  /** The origin, e.g. `http://127.0.0.1:PORT`. */
  readonly base: string;
  /** The Prisma client on the app's database file. */
  readonly db: PrismaClient;
  /** The app's `DATABASE_URL` (e.g. to start a second process on the same file). */
  readonly databaseUrl: string;
  /** The running server, read lazily (clients are built before it starts). */
  readonly current: () => RunningServer;
  /** A new client without a session; `headers` go with each of its requests. */
  client(headers?: Record<string, string>): Client;
  /** The id of the user with this e-mail address. */
  userId(email: string): Promise<number>;
  /** A request without a session; non-GET/DELETE requests carry the JSON body `{}`. */
  anonymous(method: string, path: string): Promise<Response>;
  /**
   * Stops the server and starts it again on the same database file (clients keep their cookies).
   * With `{ kill: true }` it is killed at once (SIGKILL to its process group), e.g. when it hangs.
   */
  restart(options?: { kill?: boolean }): Promise<void>;
}

/**
 * Registers the hooks that start the built app (`scripts/start.mjs`: migrations, seed) on a temp
 * database before the file's tests and stop it after. `env` is passed to `startServer`; give a
 * function when it depends on something another `beforeAll` starts first.
 */
export function httpFixture(env: ServerEnv | (() => ServerEnv) = {}): HttpFixture {
  let temp: TempDatabase | undefined;
  let server: RunningServer | undefined;
  const start = (url: string) => startServer(url, typeof env === 'function' ? env() : env);
  const current = (): RunningServer => {
    if (!server) throw new Error('The test server has not started');
    return server;
  };

  beforeAll(async () => {
    assertBuilt();
    temp = await createTempDatabase();
    server = await start(temp.url);
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await temp?.cleanup();
  });

  const fixture: HttpFixture = {
    get base() {
      return current().base;
    },
    get db() {
      if (!temp) throw new Error('The test database has not been created');
      return temp.db;
    },
    get databaseUrl() {
      if (!temp) throw new Error('The test database has not been created');
      return temp.url;
    },
    current,
    client: (headers) => new Client(current, headers),
    userId: async (email) => (await fixture.db.user.findUniqueOrThrow({ where: { email } })).id,
    anonymous: (method, path) =>
      fetch(`${current().base}${path}`, {
        method,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      }),
    async restart(options = {}) {
      await (options.kill ? current().kill() : current().stop());
      server = undefined;
      if (!temp) throw new Error('The test database has not been created');
      server = await start(temp.url);
    },
  };
  return fixture;
}
