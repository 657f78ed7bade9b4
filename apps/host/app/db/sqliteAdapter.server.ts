/**
 * The SQLite driver adapter, set up so that several server processes can share one file:
 *
 * - WAL journal (readers never wait for the writer) and a busy time-out (a writer waits for
 *   another process's write to finish instead of failing at once);
 * - `BEGIN IMMEDIATE` for transactions: Prisma's adapter begins them deferred, and a deferred
 *   transaction that read before another process committed fails with SQLITE_BUSY when it then
 *   writes, however long the busy time-out — taking the write lock up front makes it wait instead;
 * - one statement at a time per connection: better-sqlite3 has one connection per client, and the
 *   stock adapter lets a statement from another request run *inside* an open transaction (it
 *   would be committed or rolled back with someone else's work). Here an open transaction holds
 *   the connection until it ends;
 * - compiled statements are reused (`statementCache.server.ts`).
 */
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  SqlQuery,
  Transaction,
} from '@prisma/driver-adapter-utils';
import type { Database } from 'better-sqlite3';
import { cacheStatements } from './statementCache.server.ts';

/** How long a write waits for another process's write before failing (SQLITE_BUSY). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * Set on every connection. `synchronous = NORMAL` is the WAL setting SQLite recommends: a commit
 * survives the process being killed (the tests kill servers with SIGKILL); only a power cut may
 * lose the last commits before a checkpoint.
 */
const CONNECTION_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = NORMAL',
  `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
  'PRAGMA foreign_keys = ON',
];

/** A first-come, first-served lock: `acquire` resolves with the function that releases it. */
class Lock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    });
    this.tail = this.tail.then(() => next);
    return ready;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/**
 * The better-sqlite3 connection inside the stock adapter (its `client` field). Not part of
 * Prisma's published types: if an upgrade moves it, starting fails here, in every test, rather
 * than the cache silently doing nothing.
 */
function connectionOf(adapter: SqlDriverAdapter): Database {
  const client = (adapter as unknown as { client?: Database }).client;
  if (typeof client?.prepare !== 'function') {
    throw new Error("Prisma's SQLite adapter no longer exposes its better-sqlite3 connection");
  }
  return client;
}

const statement = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });

/** Wraps a connection of the stock adapter with the lock and immediate transactions. */
function sharedFileAdapter(inner: SqlDriverAdapter): SqlDriverAdapter {
  const lock = new Lock();
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (query) => lock.run(() => inner.queryRaw(query)),
    executeRaw: (query) => lock.run(() => inner.executeRaw(query)),
    executeScript: (script) => lock.run(() => inner.executeScript(script)),
    async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
      if (isolationLevel && isolationLevel !== 'SERIALIZABLE') {
        // SQLite transactions are serializable; asking for less is a programming error.
        throw new Error(`SQLite offers no ${isolationLevel} isolation`);
      }
      const release = await lock.acquire();
      try {
        await inner.executeRaw(statement('BEGIN IMMEDIATE'));
      } catch (error) {
        release();
        throw error;
      }
      return {
        provider: inner.provider,
        adapterName: inner.adapterName,
        // Prisma sends COMMIT / ROLLBACK itself through executeRaw, then calls commit/rollback.
        options: { usePhantomQuery: false },
        queryRaw: (query) => inner.queryRaw(query),
        executeRaw: (query) => inner.executeRaw(query),
        async commit() {
          release();
        },
        async rollback() {
          // Also reached when COMMIT itself failed: make sure nothing stays open.
          await inner.executeRaw(statement('ROLLBACK')).catch(() => undefined);
          release();
        },
        createSavepoint: async (name) => {
          await inner.executeRaw(statement(`SAVEPOINT ${name}`));
        },
        rollbackToSavepoint: async (name) => {
          await inner.executeRaw(statement(`ROLLBACK TO ${name}`));
        },
        releaseSavepoint: async (name) => {
          await inner.executeRaw(statement(`RELEASE SAVEPOINT ${name}`));
        },
      };
    },
    getConnectionInfo: inner.getConnectionInfo?.bind(inner),
    dispose: () => lock.run(() => inner.dispose()),
  };
}

/**
 * A Prisma driver-adapter factory for the SQLite file at `file` (absolute path or `:memory:`),
 * safe to use from several processes at once.
 */
export function sqliteAdapterFactory(file: string): SqlMigrationAwareDriverAdapterFactory {
  const base = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: SQLITE_BUSY_TIMEOUT_MS });
  const connect = async (open: () => Promise<SqlDriverAdapter>) => {
    const inner = await open();
    cacheStatements(connectionOf(inner));
    await inner.executeScript(CONNECTION_PRAGMAS.join(';\n'));
    return sharedFileAdapter(inner);
  };
  return {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: () => connect(() => base.connect()),
    connectToShadowDb: () => connect(() => base.connectToShadowDb()),
  };
}
