import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { ConflictError } from './errors.server.ts';
import { createSessionRecord, readSessionRecord } from './sessions.server.ts';
import {
  changePassword,
  configuredAdminEmail,
  createUser,
  getUserById,
  hashPassword,
  newAccountErrors,
  newAccountProblem,
  registerUser,
  verifyLogin,
  verifyPassword,
} from './users.server.ts';

let temp: TempDatabase;
beforeEach(async () => {
  temp = await createTempDatabase();
});
afterEach(() => temp.cleanup());

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('wrong horse', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('users', () => {
  it('creates a user without exposing the hash, and verifies the login', async () => {
    const user = await createUser(temp.db, {
      email: '  Ada@Example.com ',
      name: 'Ada',
      password: 'analytical',
    });
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada', role: 'USER' });
    expect(user).not.toHaveProperty('passwordHash');
    const stored = await temp.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).not.toContain('analytical');

    expect(await verifyLogin(temp.db, 'ADA@example.com', 'analytical')).toMatchObject({
      id: user.id,
    });
    expect(await verifyLogin(temp.db, 'ada@example.com', 'wrong-password')).toBeNull();
    expect(await verifyLogin(temp.db, 'nobody@example.com', 'analytical')).toBeNull();
    expect(await getUserById(temp.db, user.id)).toMatchObject({ email: 'ada@example.com' });
    expect(await getUserById(temp.db, 9999)).toBeNull();
  });

  it('refuses a duplicate e-mail, a short password and an invalid e-mail', async () => {
    await createUser(temp.db, { email: 'a@x.io', name: 'A', password: 'password1' });
    await expect(
      createUser(temp.db, { email: 'A@X.io', name: 'B', password: 'password2' }),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(
      createUser(temp.db, { email: 'b@x.io', name: 'B', password: 'short' }),
    ).rejects.toThrow(/at least 8/);
    await expect(
      createUser(temp.db, { email: 'no-at-sign', name: 'C', password: 'password3' }),
    ).rejects.toThrow(/valid e-mail/);
  });

  it('caps the fields of a new account: e-mail 254, name 100, password 8 to 1,024 characters', async () => {
    const ok = { email: 'a@x.io', name: 'A', password: 'password1' };
    expect(newAccountProblem(ok)).toBeNull();
    expect(newAccountProblem({ ...ok, email: `${'a'.repeat(249)}@x.io` })).toBeNull();
    expect(newAccountProblem({ ...ok, email: `${'a'.repeat(250)}@x.io` })).toMatch(/valid e-mail/);
    expect(newAccountProblem({ ...ok, name: 'n'.repeat(100) })).toBeNull();
    expect(newAccountProblem({ ...ok, name: 'n'.repeat(101) })).toBe(
      'Names have at most 100 characters',
    );
    expect(newAccountProblem({ ...ok, password: 'p'.repeat(1024) })).toBeNull();
    expect(newAccountProblem({ ...ok, password: 'p'.repeat(1025) })).toBe(
      'Passwords have at most 1,024 characters',
    );
    await expect(registerUser(temp.db, { ...ok, name: 'n'.repeat(101) })).rejects.toThrow(
      /at most 100/,
    );
    expect(await temp.db.user.count()).toBe(0);
  });

  it('names every field of a sign-up that has a problem, for the page to show under each', () => {
    expect(newAccountErrors({ email: 'a@x.io', name: 'A', password: 'password1' })).toEqual({});
    expect(newAccountErrors({ email: 'nope', name: '  ', password: 'short' })).toEqual({
      email: 'Please enter a valid e-mail address',
      name: 'Please enter your name',
      password: 'Passwords need at least 8 characters',
    });
  });

  it('creates admins when asked', async () => {
    const admin = await createUser(temp.db, {
      email: 'root@x.io',
      name: 'Root',
      password: 'password1',
      role: 'ADMIN',
    });
    expect(admin.role).toBe('ADMIN');
  });
});

describe('changePassword', () => {
  it('checks the current password and the new one, and then ends every session of the user', async () => {
    const ada = await createUser(temp.db, {
      email: 'ada@x.io',
      name: 'Ada',
      password: 'old-password',
    });
    const bob = await createUser(temp.db, {
      email: 'bob@x.io',
      name: 'Bob',
      password: 'bob-password',
    });
    const laptop = await createSessionRecord(temp.db, ada.id);
    const phone = await createSessionRecord(temp.db, ada.id);
    const bobs = await createSessionRecord(temp.db, bob.id);

    expect(await changePassword(temp.db, ada.id, 'wrong-password', 'new-password')).toEqual({
      ok: false,
      field: 'currentPassword',
      error: 'The current password is not right',
    });
    expect(await changePassword(temp.db, ada.id, 'old-password', 'short')).toEqual({
      ok: false,
      field: 'newPassword',
      error: 'Passwords need at least 8 characters',
    });
    expect(await readSessionRecord(temp.db, laptop)).toEqual({ userId: ada.id });

    expect(await changePassword(temp.db, ada.id, 'old-password', 'new-password')).toEqual({
      ok: true,
    });
    expect(await readSessionRecord(temp.db, laptop)).toBeNull();
    expect(await readSessionRecord(temp.db, phone)).toBeNull();
    expect(await readSessionRecord(temp.db, bobs)).toEqual({ userId: bob.id });
    expect(await verifyLogin(temp.db, 'ada@x.io', 'old-password')).toBeNull();
    expect(await verifyLogin(temp.db, 'ada@x.io', 'new-password')).toMatchObject({ id: ada.id });
  });
});

describe('the administrator', () => {
  const account = (email: string) => ({ email, name: email, password: 'password1' });

  it('is the first account to sign up when ADMIN_EMAIL is not set', async () => {
    expect((await registerUser(temp.db, account('first@x.io'), null)).role).toBe('ADMIN');
    expect((await registerUser(temp.db, account('second@x.io'), null)).role).toBe('USER');
  });

  it('is only the ADMIN_EMAIL account when it is set, whoever comes first', async () => {
    const admin = configuredAdminEmail({ ADMIN_EMAIL: ' Boss@X.io ' });
    expect(admin).toBe('boss@x.io');
    expect((await registerUser(temp.db, account('first@x.io'), admin)).role).toBe('USER');
    expect((await registerUser(temp.db, account('BOSS@x.io'), admin)).role).toBe('ADMIN');
    expect(configuredAdminEmail({ ADMIN_EMAIL: '  ' })).toBeNull();
    expect(configuredAdminEmail({})).toBeNull();
  });
});
