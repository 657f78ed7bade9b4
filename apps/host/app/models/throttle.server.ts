import type { PrismaClient } from '../db.server.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { serializable } from './serializable.server.ts';

/** At most `max` counted attempts per key within any `windowMs`. */
export interface ThrottleRule {
  max: number;
  windowMs: number;
}

/** Events older than this are never counted again (the longest window in use: sign-up's hour). */
const RETENTION_MS = 60 * 60 * 1000;

/**
 * Seconds until every key is below its limit again, or 0 when none is at the limit. A key is at
 * the limit while `max` events lie within the window; it frees up when the `max`-th newest of
 * them leaves the window.
 */
export async function throttleRetryAfter(
  db: PrismaClient | Prisma.TransactionClient,
  keys: readonly string[],
  rule: ThrottleRule,
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  let wait = 0;
  for (const key of keys) {
    const recent = await db.throttleEvent.findMany({
      where: { key, createdAt: { gt: windowStart } },
      orderBy: { createdAt: 'desc' },
      take: rule.max,
      select: { createdAt: true },
    });
    const limiting = recent[rule.max - 1];
    if (!limiting) continue;
    const freesAt = limiting.createdAt.getTime() + rule.windowMs;
    wait = Math.max(wait, Math.ceil((freesAt - now.getTime()) / 1000));
  }
  return wait;
}

/**
 * Counts one attempt for each key, and drops events too old to count for any rule (cheap with
 * the `createdAt` index; no timer needed). Answers the new events' ids.
 */
export async function recordThrottleEvent(
  db: PrismaClient,
  keys: readonly string[],
  now = new Date(),
): Promise<number[]> {
  const [created] = await db.$transaction([
    db.throttleEvent.createManyAndReturn({
      data: keys.map((key) => ({ key, createdAt: now })),
      select: { id: true },
    }),
    db.throttleEvent.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
    }),
  ]);
  return created.map((event) => event.id);
}

/** One attempt taken under a throttle ({@link takeAttempt}). */
export interface ThrottledAttempt {
  /** Seconds to wait when the attempt was refused (and not counted); 0 when it may go ahead. */
  retryAfter: number;
  /** Takes the attempt back, when it turned out not to count (e.g. the password was right). */
  withdraw(): Promise<void>;
}

/**
 * Takes one attempt for every key under `rule`: counts the keys' recent events and, when every
 * key is below its limit, records the attempt — in one serializable transaction
 * (`serializable.server.ts`), so simultaneous attempts behave as if they came one at a time on
 * either database: exactly `max` of a burst go ahead, and the refused ones leave nothing behind
 * (they do not prolong the block). Events too old to count for any rule are dropped after.
 */
export async function takeAttempt(
  db: PrismaClient,
  keys: readonly string[],
  rule: ThrottleRule,
  now = new Date(),
): Promise<ThrottledAttempt> {
  const outcome = await serializable(db, async (tx) => {
    const retryAfter = await throttleRetryAfter(tx, keys, rule, now);
    if (retryAfter > 0) return { retryAfter, ids: [] as number[] };
    const created = await tx.throttleEvent.createManyAndReturn({
      data: keys.map((key) => ({ key, createdAt: now })),
      select: { id: true },
    });
    return { retryAfter: 0, ids: created.map((event) => event.id) };
  });
  // Outside the transaction: a sweep of every key would make concurrent attempts conflict.
  await db.throttleEvent.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
  });
  return {
    retryAfter: outcome.retryAfter,
    withdraw: async () => {
      await db.throttleEvent.deleteMany({ where: { id: { in: outcome.ids } } });
    },
  };
}

/** Forgets a key's events (e.g. an account's failures after a successful sign-in). */
export async function clearThrottle(db: PrismaClient, key: string): Promise<void> {
  await db.throttleEvent.deleteMany({ where: { key } });
}

/**
 * The part of a client address that identifies one client for throttling: IPv4 as is (also when
 * IPv4-mapped, `::ffff:1.2.3.4`), IPv6 by its /64 prefix — one host usually holds a whole /64,
 * so counting single IPv6 addresses would let it rotate through 2^64 of them.
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] ?? address;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [
          ...left,
          ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
          ...right,
        ];
  if (groups.length !== 8) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
