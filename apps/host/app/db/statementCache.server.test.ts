import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheStatements } from './statementCache.server.ts';

/** The adapter's way of running a query: prepare, bind the values, then run or read raw rows. */
interface AdapterStatement {
  bind(args: unknown[]): {
    reader: boolean;
    run(): { changes: number };
    columns(): { name: string }[];
    raw(): { all(): unknown[][] };
  };
}
const asAdapter = (db: Database.Database) =>
  db as unknown as { prepare(sql: string): AdapterStatement };

describe('cacheStatements', () => {
  let db: Database.Database;
  afterEach(() => db?.close());

  function open() {
    db = new Database(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    const compile = vi.spyOn(db, 'prepare');
    return compile;
  }

  it('compiles a statement once and binds each call its own values', () => {
    const compile = open();
    cacheStatements(db);
    const insert = 'INSERT INTO t (id, name) VALUES (?, ?)';
    expect(asAdapter(db).prepare(insert).bind([1, 'a']).run().changes).toBe(1);
    expect(asAdapter(db).prepare(insert).bind([2, 'b']).run().changes).toBe(1);
    const select = asAdapter(db).prepare('SELECT id, name FROM t WHERE id >= ? ORDER BY id');
    const bound = select.bind([1]);
    expect(bound.reader).toBe(true);
    expect(bound.columns().map((column) => column.name)).toEqual(['id', 'name']);
    expect(bound.raw().all()).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(
      asAdapter(db)
        .prepare('SELECT id, name FROM t WHERE id >= ? ORDER BY id')
        .bind([2])
        .raw()
        .all(),
    ).toEqual([[2, 'b']]);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('keeps only the most recently used statements', () => {
    const compile = open();
    cacheStatements(db, 2);
    const run = (sql: string) => asAdapter(db).prepare(sql).bind([]).raw().all();
    run('SELECT 1');
    run('SELECT 2');
    run('SELECT 1'); // used again: now the most recent
    run('SELECT 3'); // evicts SELECT 2
    run('SELECT 1');
    expect(compile).toHaveBeenCalledTimes(3);
    run('SELECT 2');
    expect(compile).toHaveBeenCalledTimes(4);
  });

  it('reports SQL errors as the driver does, and still works afterwards', () => {
    open();
    cacheStatements(db);
    const insert = 'INSERT INTO t (id, name) VALUES (?, ?)';
    asAdapter(db).prepare(insert).bind([1, 'a']).run();
    expect(() => asAdapter(db).prepare(insert).bind([1, 'again']).run()).toThrow(/UNIQUE/);
    expect(() => asAdapter(db).prepare('SELECT nope FROM t')).toThrow(/no such column/);
    expect(asAdapter(db).prepare(insert).bind([2, 'b']).run().changes).toBe(1);
  });
});
