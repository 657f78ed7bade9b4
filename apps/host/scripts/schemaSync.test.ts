/**
 * One model definition, two providers, kept in step: the PostgreSQL schema is exactly what
 * `pnpm db:schema` makes of `prisma/schema.prisma`, and each provider's migrations, replayed by
 * Prisma's schema engine on a shadow database, build exactly that provider's schema. A model
 * changed without `pnpm db:migration <name>`, or a migration written for one provider only, fails
 * here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIRS, readMigrations, SCHEMA_PATHS } from './migrationFiles.ts';
import { pendingSchemaChange } from './newMigration.ts';
import { POSTGRES_SCHEMA_PATH, postgresSchemaFrom, SQLITE_SCHEMA_PATH } from './postgresSchema.ts';
import { diffScript, migrationList, withSchemaEngine } from './schemaEngine.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'credence-schema-sync-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const sqliteDatabase = { provider: 'sqlite' as const, file: path.join(scratch, 'engine.db') };
const postgresUrl = process.env.TEST_POSTGRES_URL;

describe('one model definition for SQLite and PostgreSQL', () => {
  it('the PostgreSQL schema is generated from the SQLite one (run `pnpm db:schema`)', () => {
    expect(readFileSync(POSTGRES_SCHEMA_PATH, 'utf8')).toBe(
      postgresSchemaFrom(readFileSync(SQLITE_SCHEMA_PATH, 'utf8')),
    );
  });

  it('the SQLite migrations build the schema exactly (else `pnpm db:migration <name>`)', async () => {
    expect(await pendingSchemaChange('sqlite', sqliteDatabase)).toBe('');
  }, 60_000);

  it.skipIf(!postgresUrl)(
    'the PostgreSQL migrations build the schema exactly (needs TEST_POSTGRES_URL)',
    async () => {
      expect(
        await pendingSchemaChange('postgresql', { provider: 'postgresql', url: postgresUrl ?? '' }),
      ).toBe('');
    },
    60_000,
  );

  it('the check sees a model the migrations lack', async () => {
    const content = `${readFileSync(SCHEMA_PATHS.sqlite, 'utf8')}\nmodel Extra {\n  id Int @id\n}\n`;
    const schema = { path: SCHEMA_PATHS.sqlite, content };
    const dir = MIGRATIONS_DIRS.sqlite;
    const sql = await withSchemaEngine(sqliteDatabase, schema, (engine) =>
      diffScript(
        engine,
        { tag: 'migrations', ...migrationList('sqlite', dir, readMigrations(dir)) },
        { tag: 'schemaDatamodel', files: [schema] },
      ),
    );
    expect(sql).toContain('CREATE TABLE "Extra"');
  }, 60_000);
});
