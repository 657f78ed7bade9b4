import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_DIR,
  createPrismaClient,
  DatabaseUrlError,
  DEFAULT_DATABASE_URL,
  databaseTarget,
  redactDatabaseUrl,
  resolveDatabasePath,
} from './db.server.ts';
import { createArgument, getArgument } from './models/arguments.server.ts';
import { getEvaluation, saveEvaluation } from './models/evaluations.server.ts';
import { getUserSettings, updateUserSettings } from './models/settings.server.ts';
import { createUser, verifyLogin } from './models/users.server.ts';
import { createTempDatabase, type TempDatabase } from './testing/tempDatabase.ts';

describe('DATABASE_URL', () => {
  it('resolves relative file: URLs against the app folder, whatever the working directory', () => {
    expect(resolveDatabasePath(DEFAULT_DATABASE_URL)).toBe(path.join(APP_DIR, 'data/credence.db'));
    expect(resolveDatabasePath('file:/tmp/x.db')).toBe('/tmp/x.db');
    expect(resolveDatabasePath('file:./y.db?mode=rwc')).toBe(path.join(APP_DIR, 'y.db'));
    expect(databaseTarget('')).toEqual({
      provider: 'sqlite',
      path: path.join(APP_DIR, 'data/credence.db'),
    });
  });

  it('selects PostgreSQL for postgresql:// and postgres:// URLs', () => {
    for (const url of ['postgresql://u:p@db.example:5432/credence', 'postgres://u@db/credence']) {
      expect(databaseTarget(url)).toEqual({ provider: 'postgresql', url, database: 'credence' });
    }
  });

  it('refuses any other URL with a message naming the accepted forms, never as a file', () => {
    const refused = [
      'mysql://u:p@host/db',
      './bare/path.db',
      '/abs/bare.db',
      'file:',
      'postgresql://u:p@host',
      'postgresql://u:p@host/',
      'postgresql://u:p@[bad/db',
      'postgresql:///db',
    ];
    for (const url of refused) {
      expect(() => databaseTarget(url), url).toThrow(DatabaseUrlError);
      expect(() => databaseTarget(url), url).toThrow(/file:<path>.*postgresql:\/\//);
      expect(() => createPrismaClient(url), url).toThrow(DatabaseUrlError);
    }
    expect(existsSync(path.join(APP_DIR, 'bare'))).toBe(false);
  });

  it('never repeats a password in its messages', () => {
    expect(redactDatabaseUrl('postgresql://ada:s3cret@h:5432/db')).toBe(
      'postgresql://ada:***@h:5432/db',
    );
    expect(() => databaseTarget('postgresql://ada:s3cret@h')).toThrow(/ada:\*\*\*@h/);
    try {
      databaseTarget('postgresql://ada:s3cret@h');
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });
});

describe('persistence on a real database', () => {
  let temp: TempDatabase;
  beforeEach(async () => {
    temp = await createTempDatabase();
  });
  afterEach(() => temp.cleanup());

  it('keeps everything after the client is closed and reopened', async () => {
    const user = await createUser(temp.db, {
      email: 'ada@x.io',
      name: 'Ada',
      password: 'password1',
    });
    const argument = await createArgument(temp.db, user.id, {
      title: 'Kept',
      premises: [{ content: 'P' }],
      conclusion: { content: 'C' },
    });
    await saveEvaluation(temp.db, user.id, argument.id, {
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      evaluationSettings: { fallback: { pCGivenPremises: 0.9 } },
    });
    await updateUserSettings(temp.db, user.id, { conviction: 0.7 });

    if (temp.provider === 'sqlite') expect(existsSync(path.join(temp.dir, 'test.db'))).toBe(true);
    expect(databaseTarget(temp.url).provider).toBe(temp.provider);
    const db = await temp.reopen();
    expect(await verifyLogin(db, 'ada@x.io', 'password1')).toMatchObject({ id: user.id });
    expect((await getArgument(db, user.id, argument.id))?.title).toBe('Kept');
    expect((await getEvaluation(db, user.id, argument.id))?.evaluationSettings).toEqual({
      fallback: { pCGivenPremises: 0.9 },
    });
    expect((await getUserSettings(db, user.id)).conviction).toBe(0.7);
  });
});
