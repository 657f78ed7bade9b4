import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import {
  clearThrottle,
  clientKey,
  recordThrottleEvent,
  takeAttempt,
  throttleRetryAfter,
} from './throttle.server.ts';

let temp: TempDatabase;
beforeEach(async () => {
  temp = await createTempDatabase();
});
afterEach(() => temp.cleanup());

const RULE = { max: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe('throttle', () => {
  it('refuses at the limit until the limiting event leaves the window', async () => {
    await recordThrottleEvent(temp.db, ['k'], at(0));
    await recordThrottleEvent(temp.db, ['k'], at(10));
    expect(await throttleRetryAfter(temp.db, ['k'], RULE, at(11))).toBe(0);
    await recordThrottleEvent(temp.db, ['k', 'other'], at(20));
    // Three events within a minute: free again when the first (0 s) is a minute old.
    expect(await throttleRetryAfter(temp.db, ['k'], RULE, at(21))).toBe(39);
    expect(await throttleRetryAfter(temp.db, ['other', 'k'], RULE, at(59))).toBe(1);
    expect(await throttleRetryAfter(temp.db, ['k'], RULE, at(60))).toBe(0);
    await recordThrottleEvent(temp.db, ['k'], at(61));
    // 10 s, 20 s, 61 s: now the 10 s event limits.
    expect(await throttleRetryAfter(temp.db, ['k'], RULE, at(62))).toBe(8);
    expect(await throttleRetryAfter(temp.db, ['other'], RULE, at(62))).toBe(0);
    await clearThrottle(temp.db, 'k');
    expect(await throttleRetryAfter(temp.db, ['k'], RULE, at(62))).toBe(0);
  });

  it('counts simultaneous attempts against one another; refused ones are taken back', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => takeAttempt(temp.db, ['k'], RULE, at(0))),
    );
    expect(attempts.filter((attempt) => attempt.retryAfter === 0)).toHaveLength(RULE.max);
    expect(await temp.db.throttleEvent.count({ where: { key: 'k' } })).toBe(RULE.max);
    const [first] = attempts.filter((attempt) => attempt.retryAfter === 0);
    await first?.withdraw();
    expect((await takeAttempt(temp.db, ['k'], RULE, at(1))).retryAfter).toBe(0);
    // Now 0 s, 0 s and 1 s count: free again when a 0 s event is a minute old.
    expect((await takeAttempt(temp.db, ['k'], RULE, at(2))).retryAfter).toBe(58);
  });

  it('drops events older than the longest window as it records new ones', async () => {
    await recordThrottleEvent(temp.db, ['k'], at(0));
    await recordThrottleEvent(temp.db, ['k'], new Date(at(0).getTime() + 61 * 60_000));
    expect(await temp.db.throttleEvent.count()).toBe(1);
  });

  it('keys clients by IPv4 address and by IPv6 /64 prefix', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('unknown')).toBe('unknown');
  });
});
