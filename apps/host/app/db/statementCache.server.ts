/**
 * Prepared-statement reuse for Prisma's better-sqlite3 adapter. The adapter prepares every query
 * anew (`client.prepare(sql).bind(args)`), and compiling the SQL was about 5 % of a save's CPU
 * in the host's profile (`pnpm --filter @credence/host bench:profile saves`). Prisma's queries
 * have few shapes (values are parameters), so keeping the compiled statements and binding each
 * call's values at run time removes that cost.
 */
import type { Database, Statement } from 'better-sqlite3';

/** How many distinct statements a connection keeps (least recently used go first). */
export const STATEMENT_CACHE_SIZE = 256;

/** What the adapter uses of a statement after `bind`: run it, or read its rows raw. */
interface BoundStatement {
  readonly reader: boolean;
  run(): unknown;
  columns(): ReturnType<Statement['columns']>;
  raw(): { all(): unknown[] };
}

/** A compiled statement and, once a read has asked for them, its columns. */
interface Compiled {
  statement: Statement<unknown[]>;
  columns: ReturnType<Statement['columns']> | null;
}

/** The part of a better-sqlite3 connection the adapter prepares statements with. */
type Preparing = Pick<Database, 'prepare'>;

/**
 * Makes `db.prepare` return statements from a cache of {@link STATEMENT_CACHE_SIZE}, each
 * wrapped so that the adapter's `bind(args)` does not fix the values for good (better-sqlite3
 * allows one `bind` per statement): the values are passed to `run`/`all` instead. Statements run
 * synchronously to completion, so one cached statement is never busy when it is used again.
 */
export function cacheStatements(db: Preparing, size = STATEMENT_CACHE_SIZE): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Compiled>();
  const compiled = (sql: string): Compiled => {
    let entry = cache.get(sql);
    if (entry) {
      // Most recently used last: a Map iterates in insertion order.
      cache.delete(sql);
    } else {
      entry = { statement: prepare<unknown[]>(sql), columns: null };
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    }
    cache.set(sql, entry);
    return entry;
  };
  const reusable = (sql: string) => {
    const entry = compiled(sql);
    const { statement } = entry;
    return {
      run: () => statement.run(),
      bind: (args: unknown[]): BoundStatement => ({
        reader: statement.reader,
        run: () => statement.run(args),
        // Fixed once the statement is compiled; the adapter asks for them on every read.
        columns: () => (entry.columns ??= statement.columns()),
        raw: () => ({ all: () => statement.raw(true).all(args) as unknown[] }),
      }),
    };
  };
  (db as { prepare: unknown }).prepare = reusable;
}
