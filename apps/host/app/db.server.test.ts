import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_DIR, DEFAULT_DATABASE_URL, resolveDatabasePath } from './db.server.ts';
import { createArgument, getArgument } from './models/arguments.server.ts';
import { getEvaluation, saveEvaluation } from './models/evaluations.server.ts';
import { getUserSettings, updateUserSettings } from './models/settings.server.ts';
import { createUser, verifyLogin } from './models/users.server.ts';
import { createTempDatabase, type TempDatabase } from './testing/tempDatabase.ts';

describe('resolveDatabasePath', () => {
  it('resolves relative URLs against the app folder, whatever the working directory', () => {
    expect(resolveDatabasePath(DEFAULT_DATABASE_URL)).toBe(path.join(APP_DIR, 'data/credence.db'));
    expect(resolveDatabasePath('file:/tmp/x.db')).toBe('/tmp/x.db');
    expect(resolveDatabasePath('./y.db')).toBe(path.join(APP_DIR, 'y.db'));
  });
});

describe('persistence on a real file', () => {
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

    expect(existsSync(path.join(temp.dir, 'test.db'))).toBe(true);
    const db = await temp.reopen();
    expect(await verifyLogin(db, 'ada@x.io', 'password1')).toMatchObject({ id: user.id });
    expect((await getArgument(db, user.id, argument.id))?.title).toBe('Kept');
    expect((await getEvaluation(db, user.id, argument.id))?.evaluationSettings).toEqual({
      fallback: { pCGivenPremises: 0.9 },
    });
    expect((await getUserSettings(db, user.id)).conviction).toBe(0.7);
  });
});
