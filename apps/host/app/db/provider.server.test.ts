import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { providerOf } from './provider.server.ts';

describe('providerOf', () => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await createTempDatabase();
  });
  afterAll(() => temp.cleanup());

  it('names the database the client talks to', () => {
    expect(providerOf(temp.db)).toBe(temp.provider);
  });

  it('refuses anything that does not say', () => {
    expect(() => providerOf({})).toThrow(/_activeProvider/);
  });
});
