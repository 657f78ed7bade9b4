/**
 * What `DATABASE_URL` names: an SQLite file (`file:…`, the default) or a PostgreSQL database
 * (`postgresql://…` or `postgres://…`). Anything else stops the start with a message that says
 * what is accepted — it is never taken for a file name, which is how two hosts once "shared" a
 * PostgreSQL URL that was really a local file each.
 */
import path from 'node:path';

/** Used when `DATABASE_URL` is not set (relative to the host app's folder). */
export const DEFAULT_DATABASE_URL = 'file:./data/credence.db';

/** The database a `DATABASE_URL` names. */
export type DatabaseTarget =
  | {
      provider: 'sqlite';
      /** Absolute file path, or `:memory:`. */
      path: string;
    }
  | {
      provider: 'postgresql';
      /** The URL as given (passed on to the driver). */
      url: string;
      /** The database's name (the URL's path). */
      database: string;
    };

/** A `DATABASE_URL` the host cannot use; the message names the accepted forms. */
export class DatabaseUrlError extends Error {
  override name = 'DatabaseUrlError';
}

const ACCEPTED =
  'Use file:<path> for SQLite (e.g. file:./data/credence.db) or ' +
  'postgresql://<user>:<password>@<host>:<port>/<database> for PostgreSQL.';

/** The URL without its password, for messages (a log must not carry the credential). */
export function redactDatabaseUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*):[^@/?#]*@/i, '$1:***@');
}

/**
 * Reads `url` (default: the environment's `DATABASE_URL`, then {@link DEFAULT_DATABASE_URL}).
 * Relative SQLite paths are resolved against `appDir`, whatever the working directory.
 *
 * @throws {DatabaseUrlError} for any other scheme, a bare path, an empty file path, or a
 *   PostgreSQL URL that does not parse or names no host or database.
 */
export function parseDatabaseUrl(url: string | undefined, appDir: string): DatabaseTarget {
  const value = url === undefined || url.trim() === '' ? DEFAULT_DATABASE_URL : url.trim();
  if (value.startsWith('file:')) {
    const file = value.slice('file:'.length).replace(/\?.*$/, '');
    if (file === '') throw new DatabaseUrlError(`DATABASE_URL "file:" names no file. ${ACCEPTED}`);
    if (file === ':memory:') return { provider: 'sqlite', path: file };
    return { provider: 'sqlite', path: path.resolve(appDir, file) };
  }
  if (/^postgres(ql)?:\/\//i.test(value)) {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      throw new DatabaseUrlError(
        `DATABASE_URL ${redactDatabaseUrl(value)} is not a valid URL. ${ACCEPTED}`,
      );
    }
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    if (parsed.hostname === '' || database === '' || database.includes('/')) {
      throw new DatabaseUrlError(
        `DATABASE_URL ${redactDatabaseUrl(value)} must name a host and one database. ${ACCEPTED}`,
      );
    }
    return { provider: 'postgresql', url: value, database };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  throw new DatabaseUrlError(
    scheme
      ? `DATABASE_URL uses the unsupported scheme "${scheme}:". ${ACCEPTED}`
      : `DATABASE_URL "${value}" has no scheme (a bare path is not accepted). ${ACCEPTED}`,
  );
}
