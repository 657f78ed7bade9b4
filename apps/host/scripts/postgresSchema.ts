/**
 * The PostgreSQL schema (`prisma/postgresql/schema.prisma`) is generated from the one model
 * definition, `prisma/schema.prisma`: the same models, fields and attributes, with only the
 * datasource provider and the generated client's folder changed. Nothing in the models is
 * provider-specific (JSON is kept as text on both), so the two clients have the same types.
 *
 * `pnpm db:schema` writes the file; `scripts/schemaSync.test.ts` fails when the committed file
 * is not what this produces, or when either provider's migrations do not build its schema.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The one model definition (SQLite's schema). */
export const SQLITE_SCHEMA_PATH = path.join(APP_DIR, 'prisma/schema.prisma');
/** The generated PostgreSQL schema. */
export const POSTGRES_SCHEMA_PATH = path.join(APP_DIR, 'prisma/postgresql/schema.prisma');

const HEADER = `// GENERATED from ../schema.prisma by \`pnpm db:schema\` (scripts/postgresSchema.ts): do not edit.
// The PostgreSQL twin of the one model definition; its migrations are in ./migrations.
`;

/** Replaces exactly one match of `pattern` in `text`, or throws (the source changed shape). */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new Error(
      `prisma/schema.prisma: expected one match of ${pattern}, found ${matches?.length ?? 0}`,
    );
  }
  return text.replace(pattern, replacement);
}

/** The PostgreSQL schema text for the SQLite schema text `sqlite`. */
export function postgresSchemaFrom(sqlite: string): string {
  let text = replaceOnce(sqlite, /provider\s*=\s*"sqlite"/, 'provider = "postgresql"');
  text = replaceOnce(
    text,
    /output(\s*)=\s*"\.\.\/app\/generated\/prisma"/,
    'output$1= "../../app/generated/prisma-pg"',
  );
  return HEADER + text;
}

/** Writes {@link POSTGRES_SCHEMA_PATH} from {@link SQLITE_SCHEMA_PATH}; true when it changed. */
export function writePostgresSchema(): boolean {
  const next = postgresSchemaFrom(readFileSync(SQLITE_SCHEMA_PATH, 'utf8'));
  let current = '';
  try {
    current = readFileSync(POSTGRES_SCHEMA_PATH, 'utf8');
  } catch {
    // Not written yet.
  }
  if (current === next) return false;
  writeFileSync(POSTGRES_SCHEMA_PATH, next);
  return true;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const changed = writePostgresSchema();
  console.log(
    `${path.relative(APP_DIR, POSTGRES_SCHEMA_PATH)} ${changed ? 'written' : 'already up to date'}.`,
  );
}
