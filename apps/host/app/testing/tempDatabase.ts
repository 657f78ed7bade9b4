import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../scripts/migrate.ts';
import { createPrismaClient, type PrismaClient } from '../db.server.ts';

/** A real, migrated SQLite file in a fresh temp folder, for tests. */
export interface TempDatabase {
  dir: string;
  url: string;
  db: PrismaClient;
  /** Closes the client and opens a new one on the same file. */
  reopen(): Promise<PrismaClient>;
  cleanup(): Promise<void>;
}

export async function createTempDatabase(): Promise<TempDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), 'credence-host-'));
  const url = `file:${path.join(dir, 'test.db')}`;
  migrate(url);
  const state: TempDatabase = {
    dir,
    url,
    db: createPrismaClient(url),
    async reopen() {
      await state.db.$disconnect();
      state.db = createPrismaClient(url);
      return state.db;
    },
    async cleanup() {
      await state.db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return state;
}
