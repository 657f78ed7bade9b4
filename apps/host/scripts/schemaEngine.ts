/**
 * Prisma's schema engine, compiled to WebAssembly (`@prisma/schema-engine-wasm`), driven through
 * the same driver adapters as the app — the native engine the Prisma CLI downloads from its CDN
 * is out of reach here. Used to write migrations for both providers (`pnpm db:migration`) and to
 * check that each provider's migrations build exactly its schema (`schemaSync.test.ts`).
 *
 * Two quirks of the adapters under the engine, handled here and nowhere else:
 * - better-sqlite3 runs one statement per `executeRaw`, and the engine sends whole migration
 *   scripts to the shadow database: those go to `executeScript`;
 * - adapter-pg refuses columns of PostgreSQL's internal `"char"` type (OID 18), which the
 *   engine's catalog queries read: they are reported as text.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { DiffTarget, MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';
import pg from 'pg';
import type { Provider } from './migrationFiles.ts';

const require = createRequire(import.meta.url);

/** PostgreSQL's OIDs for its internal one-byte `"char"` type and for `text`. */
const CHAR_OID = 18;
const TEXT_OID = 25;

type QueryResultLike = { fields?: { dataTypeID: number }[] };

/** Reports `"char"` columns as text in a pg result (see the module comment). */
function charAsText<T>(result: T): T {
  for (const field of (result as QueryResultLike).fields ?? []) {
    if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  }
  return result;
}

/** A pg client whose results report `"char"` columns as text (promise and callback forms). */
class CharAsTextClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads cannot be restated one by one.
  override query(...args: any[]): any {
    const last = args.at(-1);
    if (typeof last === 'function') {
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      args[args.length - 1] = (error: Error | null, result: any) =>
        last(error, error ? result : charAsText(result));
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      return (super.query as any)(...args);
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    const result = (super.query as any)(...args);
    return typeof result?.then === 'function' ? result.then(charAsText) : result;
  }
}

/** pg's connection settings as separate fields (a `connectionString` would win over `database`). */
export function postgresConfig(url: string): pg.ClientConfig {
  const parsed = new URL(url);
  return {
    host: decodeURIComponent(parsed.hostname),
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
}

/** An adapter with another `dispose` (and `executeRaw`, for SQLite's scripts), the rest delegated. */
function withOverrides(
  inner: SqlDriverAdapter,
  overrides: Partial<Pick<SqlDriverAdapter, 'dispose' | 'executeRaw'>>,
): SqlDriverAdapter {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (query) => inner.queryRaw(query),
    executeRaw: overrides.executeRaw ?? ((query) => inner.executeRaw(query)),
    executeScript: (script) => inner.executeScript(script),
    startTransaction: (isolation) => inner.startTransaction(isolation),
    getConnectionInfo: inner.getConnectionInfo?.bind(inner),
    dispose: overrides.dispose ?? (() => inner.dispose()),
  };
}

/** SQLite for the engine: the main database is `file`, the shadow one in memory. */
function sqliteEngineFactory(file: string): SqlMigrationAwareDriverAdapterFactory {
  const base = new PrismaBetterSqlite3({ url: `file:${file}` });
  const scripts = (adapter: SqlDriverAdapter) =>
    withOverrides(adapter, {
      async executeRaw(query) {
        if (query.args.length > 0) return adapter.executeRaw(query);
        await adapter.executeScript(query.sql);
        return 0;
      },
    });
  return {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => scripts(await base.connect()),
    connectToShadowDb: async () => scripts(await base.connectToShadowDb()),
  };
}

/** PostgreSQL for the engine: the database of `url`; shadows are created and dropped beside it. */
function postgresEngineFactory(url: string): SqlMigrationAwareDriverAdapterFactory {
  const config = postgresConfig(url);
  const open = (database: string | undefined) =>
    new PrismaPg(
      new pg.Pool({
        ...config,
        ...(database ? { database } : {}),
        max: 2,
        Client: CharAsTextClient,
      }),
      {
        disposeExternalPool: true,
      },
    ).connect();
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: () => open(undefined),
    async connectToShadowDb() {
      const name = `credence_shadow_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client(config);
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
      } finally {
        await admin.end();
      }
      const shadow = await open(name);
      return withOverrides(shadow, {
        async dispose() {
          await shadow.dispose();
          const dropper = new pg.Client(config);
          await dropper.connect();
          try {
            await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
          } finally {
            await dropper.end();
          }
        },
      });
    },
  };
}

let loaded: Promise<typeof import('@prisma/schema-engine-wasm')> | undefined;

/**
 * The engine's module with its WebAssembly instantiated by hand: the package imports its `.wasm`
 * file as an ES module, which Node 20 does not do without a flag.
 */
function engineModule(): Promise<typeof import('@prisma/schema-engine-wasm')> {
  loaded ??= (async () => {
    const bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    // The package exports no path to its .wasm: it lies beside the bindings' module.
    const bindingsFile = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = readFileSync(path.join(path.dirname(bindingsFile), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': bindings as unknown as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bindings as unknown as typeof import('@prisma/schema-engine-wasm');
  })();
  return loaded;
}

/** Where the engine works: an SQLite file (the shadow is in memory) or a PostgreSQL URL. */
export type EngineDatabase =
  | { provider: 'sqlite'; file: string }
  | { provider: 'postgresql'; url: string };

/** Runs `work` with a schema engine on `database`, then frees it. */
export async function withSchemaEngine<T>(
  database: EngineDatabase,
  schema: { path: string; content: string },
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await engineModule();
  const factory =
    database.provider === 'sqlite'
      ? sqliteEngineFactory(database.file)
      : postgresEngineFactory(database.url);
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  // The engine reports a driver's error as "External error id#N"; the registry holds the error.
  const explain = (error: unknown): unknown => {
    const id = /External error id#(\d+)/.exec(String(error))?.[1];
    const original = id === undefined ? undefined : bound.errorRegistry.consumeError(Number(id));
    return original
      ? new Error(`Schema engine: ${String(original.error)} ${JSON.stringify(original.error)}`, {
          cause: original.error,
        })
      : error;
  };
  const engine = await SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    () => {},
    bound,
  ).catch((error) => {
    throw explain(error);
  });
  try {
    return await work(engine).catch((error) => {
      throw explain(error);
    });
  } finally {
    engine.free();
  }
}

/** The engine's description of a migrations folder. */
export function migrationList(
  provider: Provider,
  baseDir: string,
  migrations: { name: string; sql: string }[],
): MigrationList {
  return {
    baseDir,
    lockfile: { path: 'migration_lock.toml', content: `provider = "${provider}"\n` },
    shadowDbInitScript: '',
    migrationDirectories: migrations.map((migration) => ({
      path: migration.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: migration.sql } },
    })),
  } as MigrationList;
}

/** The SQL that takes the schema `from` to the schema `to` ('' when they are the same). */
export async function diffScript(
  engine: SchemaEngine,
  from: DiffTarget,
  to: DiffTarget,
): Promise<string> {
  const result = await engine.diff({
    from,
    to,
    script: true,
    // Exit code 2 marks a difference (an empty one still prints a comment).
    exitCode: true,
    filters: { externalTables: [], externalEnums: [] },
  });
  return result.exitCode === 2 ? (result.stdout ?? '') : '';
}
