/**
 * Which database a Prisma client talks to, for the few queries whose SQL meaning differs between
 * the two (a case-insensitive text search: PostgreSQL's `LIKE` minds case, SQLite's does not).
 */
import type { Provider } from '../../scripts/migrationFiles.ts';

/**
 * The provider of `db`, a client made by `createPrismaClient` (not a transaction's client). Read
 * from the client's `_activeProvider`, which Prisma's published types do not list: if an upgrade
 * moves it, every caller fails here, in the tests of both databases, rather than silently
 * searching with the other database's rules.
 */
export function providerOf(db: object): Provider {
  const provider = (db as { _activeProvider?: unknown })._activeProvider;
  if (provider === 'sqlite' || provider === 'postgresql') return provider;
  throw new Error("Prisma's client no longer says which database it talks to (_activeProvider)");
}
