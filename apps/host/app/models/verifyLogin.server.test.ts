/**
 * Sign-in must not reveal which e-mails have accounts through its timing: every check runs
 * exactly one scrypt with the account's parameters, known e-mail or not. Counting scrypt calls
 * is exact where a stopwatch on a loaded machine is not.
 */
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createUser, verifyLogin } from './users.server.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const scrypt = vi.mocked(crypto.scrypt);

/** The key length and cost parameters of each scrypt call since the last reset. */
function scryptCalls() {
  return scrypt.mock.calls.map((call) => ({ keyLength: call[2], options: call[3] }));
}

let temp: TempDatabase;
beforeAll(async () => {
  temp = await createTempDatabase();
  await createUser(temp.db, { email: 'known@x.io', name: 'Known', password: 'right-password' });
  // The dummy hash is computed once per process, on first need: not part of what is measured.
  await verifyLogin(temp.db, 'warm-up@x.io', 'whatever');
});
afterAll(() => temp.cleanup());
beforeEach(() => {
  // Braces: a function returned from beforeEach would be run as its cleanup.
  scrypt.mockClear();
});

describe('verifyLogin', () => {
  it('runs one scrypt with the same parameters for an unknown e-mail as for a wrong password', async () => {
    expect(await verifyLogin(temp.db, 'known@x.io', 'wrong-password')).toBeNull();
    const known = scryptCalls();
    scrypt.mockClear();
    expect(await verifyLogin(temp.db, 'nobody@x.io', 'wrong-password')).toBeNull();
    const unknown = scryptCalls();

    expect(known).toHaveLength(1);
    expect(unknown).toEqual(known);
    expect(known[0]).toEqual({ keyLength: 64, options: { N: 16384, r: 8, p: 1 } });
  });

  it('refuses over-long fields with the same null and without running scrypt', async () => {
    const longEmail = `${'a'.repeat(250)}@x.io`;
    expect(await verifyLogin(temp.db, longEmail, 'right-password')).toBeNull();
    expect(await verifyLogin(temp.db, 'known@x.io', 'p'.repeat(1025))).toBeNull();
    expect(await verifyLogin(temp.db, 'known@x.io', 'p'.repeat(1_000_000))).toBeNull();
    expect(scrypt).not.toHaveBeenCalled();
    // At the limits themselves, the check runs.
    expect(await verifyLogin(temp.db, 'known@x.io', 'p'.repeat(1024))).toBeNull();
    expect(await verifyLogin(temp.db, 'known@x.io', 'right-password')).toMatchObject({
      email: 'known@x.io',
    });
    expect(scrypt).toHaveBeenCalledTimes(2);
  });
});
