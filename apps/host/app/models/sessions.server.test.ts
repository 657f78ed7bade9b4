import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import {
  createSessionRecord,
  deleteSessionRecord,
  deleteUserSessions,
  hashSessionId,
  readSessionRecord,
  SESSION_SEEN_INTERVAL_MS,
  SESSION_TTL_MS,
} from './sessions.server.ts';
import { createUser } from './users.server.ts';

let temp: TempDatabase;
let userId: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  userId = (await createUser(temp.db, { email: 'a@x.io', name: 'A', password: 'password1' })).id;
});
afterEach(() => temp.cleanup());

describe('session records', () => {
  it('give a random 256-bit id and store only its SHA-256', async () => {
    const now = new Date();
    const id = await createSessionRecord(temp.db, userId, now);
    const other = await createSessionRecord(temp.db, userId, now);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other).not.toBe(id);
    const rows = await temp.db.session.findMany({ orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => row.idHash).sort()).toEqual(
      [hashSessionId(id), hashSessionId(other)].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(id);
    expect(rows[0]?.expiresAt.getTime()).toBe(now.getTime() + SESSION_TTL_MS);
    expect(await readSessionRecord(temp.db, id)).toEqual({ userId });
    expect(await readSessionRecord(temp.db, hashSessionId(id))).toBeNull();
  });

  it('are invalid once expired, and the expired record is deleted', async () => {
    const id = await createSessionRecord(temp.db, userId);
    await temp.db.session.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await readSessionRecord(temp.db, id)).toBeNull();
    expect(await temp.db.session.count()).toBe(0);
  });

  it("clean up the user's expired records at the next sign-in, not other users' or live ones", async () => {
    const bob = await createUser(temp.db, { email: 'b@x.io', name: 'B', password: 'password2' });
    const old = new Date(Date.now() - SESSION_TTL_MS - 1000);
    await createSessionRecord(temp.db, userId, old);
    await createSessionRecord(temp.db, bob.id, old);
    const live = await createSessionRecord(temp.db, userId);
    await createSessionRecord(temp.db, userId);
    expect(await temp.db.session.count({ where: { userId } })).toBe(2);
    expect(await temp.db.session.count({ where: { userId: bob.id } })).toBe(1);
    expect(await readSessionRecord(temp.db, live)).toEqual({ userId });
  });

  it('note when they were last used, at most once per interval', async () => {
    const id = await createSessionRecord(temp.db, userId);
    const first = new Date();
    await readSessionRecord(temp.db, id, first);
    const seen = async () =>
      (await temp.db.session.findFirstOrThrow()).lastSeenAt?.getTime() ?? null;
    expect(await seen()).toBe(first.getTime());
    await readSessionRecord(temp.db, id, new Date(first.getTime() + 1000));
    expect(await seen()).toBe(first.getTime());
    const later = new Date(first.getTime() + SESSION_SEEN_INTERVAL_MS + 1);
    await readSessionRecord(temp.db, id, later);
    expect(await seen()).toBe(later.getTime());
  });

  it('end one at a time, all of a user at once, and with the user', async () => {
    const one = await createSessionRecord(temp.db, userId);
    const two = await createSessionRecord(temp.db, userId);
    await deleteSessionRecord(temp.db, one);
    await deleteSessionRecord(temp.db, 'unknown');
    expect(await readSessionRecord(temp.db, one)).toBeNull();
    expect(await readSessionRecord(temp.db, two)).toEqual({ userId });
    expect(await deleteUserSessions(temp.db, userId)).toBe(1);
    expect(await readSessionRecord(temp.db, two)).toBeNull();

    await createSessionRecord(temp.db, userId);
    await temp.db.user.delete({ where: { id: userId } });
    expect(await temp.db.session.count()).toBe(0);
  });
});
