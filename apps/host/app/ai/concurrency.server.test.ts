import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../db.server.ts';
import { createUser } from '../models/users.server.ts';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import {
  acquireAiSlot,
  aiCallsInFlight,
  aiSlotLeaseMs,
  MAX_CONCURRENT_AI_CALLS_PER_USER,
  tooManyAiCalls,
} from './concurrency.server.ts';

let temp: TempDatabase;
let ada: number;
let ben: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  const user = (name: string) =>
    createUser(temp.db, { email: `${name}@x.io`, name, password: 'password1' });
  ada = (await user('ada')).id;
  ben = (await user('ben')).id;
});
afterEach(() => temp.cleanup());

describe('AI slots per user, in the database', () => {
  it('hands out the limit per user, refuses the next, and takes each back once', async () => {
    const { db } = temp;
    const taken = [];
    for (let i = 0; i < MAX_CONCURRENT_AI_CALLS_PER_USER; i++)
      taken.push(await acquireAiSlot(db, ada));
    expect(taken.every(Boolean)).toBe(true);
    expect(await acquireAiSlot(db, ada)).toBeNull();
    // Another user has slots of their own.
    const other = await acquireAiSlot(db, ben);
    expect(other).not.toBeNull();

    await taken[0]!.release();
    await taken[0]!.release(); // A second release must not free a slot someone else holds.
    expect(await aiCallsInFlight(db, ada)).toBe(MAX_CONCURRENT_AI_CALLS_PER_USER - 1);
    const again = await acquireAiSlot(db, ada);
    expect(again).not.toBeNull();
    expect(await acquireAiSlot(db, ada)).toBeNull();

    for (const slot of [...taken.slice(1), again, other]) await slot!.release();
    expect(await aiCallsInFlight(db, ada)).toBe(0);
    expect(await aiCallsInFlight(db, ben)).toBe(0);
    expect(await db.aiCallSlot.count()).toBe(0);
  });

  it('counts slots taken through another connection (another worker or host)', async () => {
    const elsewhere = createPrismaClient(temp.url); // a second client on the same database
    try {
      const first = await acquireAiSlot(elsewhere, ada);
      const second = await acquireAiSlot(temp.db, ada);
      expect(first && second).toBeTruthy();
      expect(await acquireAiSlot(temp.db, ada)).toBeNull();
      expect(await acquireAiSlot(elsewhere, ada)).toBeNull();
    } finally {
      await elsewhere.$disconnect();
    }
  });

  it('never admits more than the limit when requests race', async () => {
    const slots = await Promise.all(Array.from({ length: 8 }, () => acquireAiSlot(temp.db, ada)));
    expect(slots.filter(Boolean).length).toBeLessThanOrEqual(MAX_CONCURRENT_AI_CALLS_PER_USER);
    for (const slot of slots) await slot?.release();
    expect(await temp.db.aiCallSlot.count()).toBe(0);
  });

  it('lets a slot left by a crashed process stop counting when its lease runs out', async () => {
    const { db } = temp;
    const past = new Date(Date.now() - aiSlotLeaseMs() - 1_000);
    for (let i = 0; i < MAX_CONCURRENT_AI_CALLS_PER_USER; i++) await acquireAiSlot(db, ada, past);
    const slot = await acquireAiSlot(db, ada);
    expect(slot).not.toBeNull();
    await slot!.release();
    // Releasing also swept the expired ones.
    expect(await db.aiCallSlot.count({ where: { userId: ada } })).toBe(0);
  });

  it('answers 429 with a readable error and Retry-After', async () => {
    const response = tooManyAiCalls();
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({
      error: 'Too many AI requests at once; please wait for the current ones to finish',
    });
  });
});
