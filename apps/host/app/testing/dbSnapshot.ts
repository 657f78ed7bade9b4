/**
 * Whole-database snapshots for the security tests: every row of every application table, read
 * with raw SQL so that tables added later are covered without changing the tests.
 */
import type { PrismaClient } from '../db.server.ts';
import { testProvider } from './tempDatabase.ts';

/** Table name → its rows, each as canonical JSON (keys sorted), rows sorted. */
export type DatabaseSnapshot = Record<string, string[]>;

/**
 * Bookkeeping the app may write on any request (sessions, sign-in throttling), which is not data
 * a request "stores": left out of snapshots, like the migrations table.
 */
export const BOOKKEEPING_TABLE = /^_prisma_migrations$|^sqlite_|Session|Throttle|Attempt|Failure/i;

/** The application tables (from the database's catalogue), bookkeeping left out. */
export async function tableNames(db: PrismaClient): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(
    testProvider() === 'postgresql'
      ? `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`
      : `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
  );
  return rows.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLE.test(name));
}

/** A value as JSON can carry it (raw queries may answer bigint, Date or bytes). */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

/** A row as JSON with its columns in name order. */
function canonicalRow(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.keys(row)
        .sort()
        .map((key) => [key, plain(row[key])]),
    ),
  );
}

/** Every row of every application table. */
export async function snapshotDatabase(db: PrismaClient): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = {};
  for (const table of await tableNames(db)) {
    const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${table}"`);
    snapshot[table] = rows.map(canonicalRow).sort();
  }
  return snapshot;
}

/** The rows of `snapshot` that `keep` (called with the table and the parsed row) selects. */
export function filterSnapshot(
  snapshot: DatabaseSnapshot,
  keep: (table: string, row: Record<string, unknown>) => boolean,
): DatabaseSnapshot {
  return Object.fromEntries(
    Object.entries(snapshot).map(([table, rows]) => [
      table,
      rows.filter((row) => keep(table, JSON.parse(row) as Record<string, unknown>)),
    ]),
  );
}

/**
 * The rows that belong to user `userId`: the user row, their arguments (and everything hanging
 * off them: claims, evaluations, versions, links, proofs, dependency settings, anyone's) and every
 * row with a `userId`, `ownerId` or `createdById` column naming them.
 */
export function rowsOfUser(snapshot: DatabaseSnapshot, userId: number): DatabaseSnapshot {
  const argumentIds = new Set(
    (snapshot.Argument ?? [])
      .map((row) => JSON.parse(row) as { id: number; ownerId: number })
      .filter((row) => row.ownerId === userId)
      .map((row) => row.id),
  );
  const userColumns = ['userId', 'ownerId', 'createdById'];
  const argumentColumns = ['argumentId', 'sourceArgumentId', 'targetArgumentId'];
  return filterSnapshot(snapshot, (table, row) => {
    if (table === 'User') return row.id === userId;
    if (table === 'Argument' && argumentIds.has(row.id as number)) return true;
    return (
      userColumns.some((column) => row[column] === userId) ||
      argumentColumns.some((column) => argumentIds.has(row[column] as number))
    );
  });
}

/** What changed between two snapshots, table by table (rows only before / only after). */
export function snapshotDiff(
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
  limit = 3,
): Record<string, { removed: string[]; added: string[] }> {
  const diff: Record<string, { removed: string[]; added: string[] }> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    const removed = [...was].filter((row) => !is.has(row));
    const added = [...is].filter((row) => !was.has(row));
    if (removed.length || added.length) {
      const cut = (rows: string[]) =>
        rows.slice(0, limit).map((row) => (row.length > 300 ? `${row.slice(0, 300)}…` : row));
      diff[table] = { removed: cut(removed), added: cut(added) };
    }
  }
  return diff;
}

/**
 * A value that changes whenever another connection (the server) commits, so an unchanged value
 * proves that nothing was written. SQLite: `PRAGMA data_version` on the test's own connection.
 * PostgreSQL: the server's transaction snapshot (`xmin:xmax:in-progress ids`) — a write gets a
 * new id (xmax moves) and its commit leaves the in-progress list; it also moves for writes to
 * other databases on the server, which only costs a needless re-read.
 */
export async function dataVersion(db: PrismaClient): Promise<string> {
  if (testProvider() === 'postgresql') {
    const [row] = await db.$queryRawUnsafe<{ snapshot: string }[]>(
      'SELECT pg_current_snapshot()::text AS snapshot',
    );
    return String(row?.snapshot);
  }
  const [row] =
    await db.$queryRawUnsafe<{ data_version: number | bigint }[]>('PRAGMA data_version');
  return String(row?.data_version);
}

/**
 * Snapshots that are only read again when the server has committed something since the last one
 * (`dataVersion`): snapshotting before every request of a fuzz stays cheap as the data grows.
 */
export class DatabaseWatch {
  private last: { version: string; snapshot: DatabaseSnapshot } | undefined;
  constructor(private readonly db: () => PrismaClient) {}

  /** The current snapshot and the data version it was read at. */
  async current(): Promise<{ version: string; snapshot: DatabaseSnapshot }> {
    const version = await dataVersion(this.db());
    if (this.last?.version !== version) {
      this.last = { version, snapshot: await snapshotDatabase(this.db()) };
    }
    return this.last;
  }

  /** What changed in the application tables since `before` (empty when nothing did). */
  async changesSince(before: {
    version: string;
    snapshot: DatabaseSnapshot;
  }): Promise<ReturnType<typeof snapshotDiff>> {
    const now = await this.current();
    if (now.version === before.version) return {};
    return snapshotDiff(before.snapshot, now.snapshot);
  }
}
