import { describe, expect, it } from 'vitest';
import { DEFAULT_STALL_SECONDS, stallTimeoutMs } from './heartbeat.ts';

describe('stallTimeoutMs', () => {
  it('reads WORKER_STALL_SECONDS, else the default of 30 s', () => {
    expect(stallTimeoutMs({})).toBe(DEFAULT_STALL_SECONDS * 1000);
    expect(DEFAULT_STALL_SECONDS).toBe(30);
    expect(stallTimeoutMs({ WORKER_STALL_SECONDS: '4' })).toBe(4000);
    expect(stallTimeoutMs({ WORKER_STALL_SECONDS: ' ' })).toBe(30_000);
  });

  it('refuses a value that is no sensible number of seconds', () => {
    for (const value of ['0', '-1', 'soon', '3601']) {
      expect(() => stallTimeoutMs({ WORKER_STALL_SECONDS: value }), value).toThrow(
        /WORKER_STALL_SECONDS/,
      );
    }
  });
});
