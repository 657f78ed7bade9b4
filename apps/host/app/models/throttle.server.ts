import type { PrismaClient } from '../db.server.ts';

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
  db: PrismaClient,
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
 * the `createdAt` index; no timer needed).
 */
export async function recordThrottleEvent(
  db: PrismaClient,
  keys: readonly string[],
  now = new Date(),
): Promise<void> {
  await db.$transaction([
    db.throttleEvent.createMany({ data: keys.map((key) => ({ key, createdAt: now })) }),
    db.throttleEvent.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
    }),
  ]);
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
