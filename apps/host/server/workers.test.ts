import { describe, expect, it } from 'vitest';
import { workerCount } from './workers.ts';

const file = { provider: 'sqlite' as const, path: '/data/credence.db' };
const postgres = { provider: 'postgresql' as const, url: 'postgresql://h/db', database: 'db' };

describe('workerCount', () => {
  it('runs one worker per core unless WEB_CONCURRENCY says otherwise', () => {
    expect(workerCount({}, file, 2)).toBe(2);
    expect(workerCount({}, postgres, 8)).toBe(8);
    expect(workerCount({ WEB_CONCURRENCY: '3' }, file, 2)).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: ' ' }, file, 4)).toBe(4);
  });

  it('keeps an in-memory database in one process', () => {
    expect(workerCount({ WEB_CONCURRENCY: '4' }, { provider: 'sqlite', path: ':memory:' }, 8)).toBe(
      1,
    );
  });

  it('refuses a WEB_CONCURRENCY that is not a sensible count', () => {
    for (const value of ['0', '-1', '1.5', 'many', '65']) {
      expect(() => workerCount({ WEB_CONCURRENCY: value }, file, 2), value).toThrow(
        /WEB_CONCURRENCY/,
      );
    }
  });
});
