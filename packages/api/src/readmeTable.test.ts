import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calls } from './calls';
import { readCallsTable, replaceCallsTable } from './readmeTable';

const readme = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '..', 'README.md'),
  'utf8',
);

describe('packages/api/README.md', () => {
  it('shows the table the registry generates (run `pnpm --filter @credence/api docs` after a change)', () => {
    expect(replaceCallsTable(readme)).toBe(readme);
  });

  it('lists every registered call once, with its method and path', () => {
    const rows = readCallsTable(readme);
    expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(calls).sort());
    for (const row of rows) {
      const call = calls[row.name as keyof typeof calls];
      expect(row.method).toBe(call.method);
      expect(row.path).toBe(call.path.replace(/:([A-Za-z]+)/g, '{$1}'));
    }
  });

  it('names every call of both spec documents’ §7 tables', () => {
    const specCalls = [
      'GET /api/user/settings',
      'POST /api/ai/estimate-settings',
      'PUT /api/objects/evaluations/{argumentId}',
      'POST /api/user/arguments/update',
      'GET /api/user/arguments/update',
      'POST /api/user/conditional-probabilities',
      'GET /api/user/conditional-probabilities',
      'PUT /api/user/conditional-probabilities/{id}',
      'POST /api/user/conditional-patterns',
      'POST /api/objects/claims/batch',
      'POST /api/arguments/share',
      'PATCH /api/arguments/visibility',
      'POST /api/arguments/generate-image',
      'GET /api/dialectical/source/{argumentId}',
      'GET /api/arguments/{id}/version',
      'POST /api/ai/estimate-dependencies',
      'POST /api/user/arguments/load-demonstration',
      'PUT /api/arguments/{id}/version',
      'POST /api/counterexample/regiment',
      'POST /api/counterexample/truth-table',
      'POST /api/arguments/link',
      'POST /api/arguments/generate-linked',
      'GET /api/models',
      'POST /api/argument-assessment',
      'POST /api/validation/content',
      'GET /api/dialectics',
      'GET /api/arguments',
    ];
    const listed = new Set(readCallsTable(readme).map((row) => `${row.method} ${row.path}`));
    expect(specCalls.filter((call) => !listed.has(call))).toEqual([]);
  });
});
