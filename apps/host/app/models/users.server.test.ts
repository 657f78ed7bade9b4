import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { ConflictError } from './errors.server.ts';
import {
  createUser,
  getUserById,
  hashPassword,
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
