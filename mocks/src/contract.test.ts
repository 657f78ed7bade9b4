import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CallName, calls, createCredenceClient } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { createHandlers } from './handlers/index';
import { createMockStore } from './store';

/**
 * The three-way contract: every call in packages/api/README.md's table has a schema (its
 * registry entry), a client method and a mock handler. A call added to the table without all
 * three fails here.
 */
const readme = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/api/README.md'),
  'utf8',
);
const rows = readme
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const [, name, method, path] = line
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/`/g, ''));
    return {
      name: name!,
      method: method!,
      path: path!.split('?')[0]!.replace(/\{(\w+)\}/g, ':$1'),
    };
  });

const client = createCredenceClient({ baseUrl: 'http://localhost' });
const handlers = createHandlers({ store: createMockStore() });
const handled = new Set(
  handlers.map((handler) => {
    const info = handler.info as { method: string; path: string };
    // Handlers match any origin (`*/api/...`): compare from `/api` on.
    return `${info.method} ${String(info.path).replace(/^.*?(?=\/api\/)/, '')}`;
  }),
);

describe('every call in the README table', () => {
  it('the table lists calls', () => {
    expect(rows.length).toBeGreaterThanOrEqual(38);
  });

  it.each(rows)('$method $path ($name) has a schema, a client method and a handler', (row) => {
    const call = calls[row.name as CallName];
    expect(call, `no registry entry for ${row.name}`).toBeDefined();
    expect(call.method).toBe(row.method);
    expect(call.path).toBe(row.path);
    expect(typeof call.response.safeParse).toBe('function');
    expect(typeof (client as unknown as Record<string, unknown>)[row.name]).toBe('function');
    expect(
      handled.has(`${row.method} ${row.path}`),
      `no handler for ${row.method} ${row.path}`,
    ).toBe(true);
  });
});
