/**
 * The secrets that sign the session cookie. Never a value written in the source: either
 * `SESSION_SECRET` (a comma-separated list for rotation: the first signs, all verify) or a random
 * secret generated on the first start and kept in a file beside the SQLite database, so restarts
 * keep sessions and two installs never share a secret.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { databaseTarget, ensureDatabaseFolder } from './db.server.ts';

/** The generated secret's file name, in the database's folder. */
export const SESSION_SECRET_FILE = 'session-secret';

/** Bytes of randomness in a generated secret (hex-encoded in the file). */
const GENERATED_SECRET_BYTES = 32;

/** Where the secrets came from, for the one log line (never the secret itself). */
export interface SessionSecrets {
  secrets: string[];
  source: string;
}

/** `SESSION_SECRET` split into its secrets, or null when it is unset or blank. */
export function parseSecretList(value: string | undefined): string[] | null {
  const secrets = (value ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  return secrets.length > 0 ? secrets : null;
}

/**
 * The secret in `file`, created first if missing. Creation is atomic: the secret is written to
 * a private temp file and hard-linked to its name, which fails if the name exists — so two
 * processes starting at once on one database both end up with the winner's secret, and a reader
 * never sees a half-written file (as it could with a plain `wx` open followed by a write).
 */
export function readOrCreateSecretFile(file: string): { secret: string; created: boolean } {
  const fresh = randomBytes(GENERATED_SECRET_BYTES).toString('hex');
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
  let created = true;
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    created = false;
  } finally {
    unlinkSync(temp);
  }
  if (created) return { secret: fresh, created };

  const secret = readFileSync(file, 'utf8').trim();
  // A truncated or emptied file would sign with a guessable secret: refuse rather than guess.
  if (secret.length < GENERATED_SECRET_BYTES) {
    throw new Error(
      `${file} holds no usable session secret: delete it to generate a new one (this signs everyone out) or set SESSION_SECRET.`,
    );
  }
  if ((statSync(file).mode & 0o077) !== 0) {
    console.warn(`${file} is readable by other users; restrict it with chmod 600.`);
  }
  return { secret, created };
}

/**
 * The session secrets from `SESSION_SECRET`, else from the secret file beside the SQLite database
 * of `env.DATABASE_URL`. An in-memory database gets a fresh secret per process. On PostgreSQL,
 * `SESSION_SECRET` is required: the hosts sharing the database must sign cookies alike, and a
 * file on one machine cannot give them that.
 */
export function loadSessionSecrets(
  env: Record<string, string | undefined> = process.env,
): SessionSecrets {
  const fromEnv = parseSecretList(env.SESSION_SECRET);
  if (fromEnv) {
    const rotation = fromEnv.length > 1 ? ` (${fromEnv.length} secrets: the first signs)` : '';
    return { secrets: fromEnv, source: `SESSION_SECRET${rotation}` };
  }
  const target = databaseTarget(env.DATABASE_URL);
  if (target.provider === 'postgresql') {
    throw new Error(
      'With PostgreSQL, set SESSION_SECRET (the same on every host): e.g. `openssl rand -hex 32`.',
    );
  }
  const databasePath = target.path;
  if (databasePath === ':memory:') {
    return {
      secrets: [randomBytes(GENERATED_SECRET_BYTES).toString('hex')],
      source: 'a random secret for this process (in-memory database)',
    };
  }
  ensureDatabaseFolder(databasePath);
  const file = path.join(path.dirname(databasePath), SESSION_SECRET_FILE);
  const { secret, created } = readOrCreateSecretFile(file);
  return {
    secrets: [secret],
    source: `${created ? 'a new secret written to' : 'the secret in'} ${file}`,
  };
}

let loaded: SessionSecrets | undefined;

/**
 * The process's session secrets, loaded on first use. The start command's supervisor loads them
 * before any server worker starts (`server/main.ts`: the file is created once, a broken one stops
 * the start) and says which are in use; the workers read the same ones quietly.
 */
export function sessionSecrets(): string[] {
  if (!loaded) {
    loaded = loadSessionSecrets();
    if (!cluster.isWorker) console.log(`Session cookies are signed with ${loaded.source}.`);
  }
  return loaded.secrets;
}
