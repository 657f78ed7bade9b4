import { evaluateArgument, rowKey } from '@credence/engine';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { calls } from '../calls';
import { check } from '../validation';
import {
  ARRAY_TABLE_MIN_ROWS,
  compactTable,
  createCredenceClient,
  createMemoryStorage,
} from './index';
import { at, BASE_URL, useTestServer } from './testServer';

const server = useTestServer();

/** A complete table of n premises as the spec's record, with distinct values. */
function record(n: number): Record<string, number> {
  const table: Record<string, number> = {};
  for (let row = 0; row < 2 ** n; row++) table[rowKey(row, n)] = (row % 97) / 96;
  return table;
}

describe('truth tables on the wire', () => {
  it('sends a complete table of 1,024 rows or more as an array indexed by row number', () => {
    const table = record(10);
    const rows = compactTable(table) as number[];
    expect(Array.isArray(rows)).toBe(true);
    expect(rows).toHaveLength(ARRAY_TABLE_MIN_ROWS);
    // Row '0000000110' is number 6.
    expect(rows[6]).toBe(table['0000000110']);
    // The engine reads both forms to the same result.
    const premises = Array.from({ length: 10 }, (_, i) => ({
      id: `p${i}`,
      probability: 0.3 + i / 20,
    }));
    const fromRecord = evaluateArgument({
      mode: 'truth_table',
      premises,
      truthTableData: { rowValues: table },
    });
    const fromArray = evaluateArgument({
      mode: 'truth_table',
      premises,
      truthTableData: { rowValues: rows },
    });
    expect(fromArray.pC).toBe(fromRecord.pC);
  });

  it('keeps small, partial or odd tables as records', () => {
    const small = record(9);
    expect(compactTable(small)).toBe(small);
    const partial = record(10);
    delete partial['0000000000'];
    expect(compactTable(partial)).toBe(partial);
    const odd = { ...record(10), '000000000x': 1 };
    delete (odd as Record<string, number>)['0000000000'];
    expect(compactTable(odd)).toBe(odd);
  });

  it('saveEvaluation sends the array, and the request schema accepts it up to 65,536 rows', async () => {
    let body: unknown;
    server.use(
      http.put(at('/api/objects/evaluations/:argumentId'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, argumentId: 7, evaluationMode: 'truth_table' });
      }),
    );
    const client = createCredenceClient({ baseUrl: BASE_URL, storage: createMemoryStorage() });
    await client.saveEvaluation({
      argumentId: 7,
      evaluationMode: 'truth_table',
      inferenceStrength: 0.8,
      fallbackSupport: 0.2,
      evaluationSettings: { truth_table: { truthTableData: { rowValues: record(13) } } },
    });
    const sent = (
      body as { evaluationSettings: { truth_table: { truthTableData: { rowValues: unknown } } } }
    ).evaluationSettings.truth_table.truthTableData.rowValues;
    expect(Array.isArray(sent)).toBe(true);
    expect((sent as number[]).length).toBe(8192);
    expect(check(calls.saveEvaluation.body, body).ok).toBe(true);
    const tooLong = {
      ...(body as object),
      evaluationSettings: {
        truth_table: { truthTableData: { rowValues: new Array(65_537).fill(0.5) } },
      },
    };
    const refused = check(calls.saveEvaluation.body, tooLong);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('tables must have at most 65536 rows');
    // A long list of anything else keeps the list limit.
    const strings = {
      ...(body as object),
      evaluationSettings: { x: { notes: new Array(5001).fill('a') } },
    };
    expect(check(calls.saveEvaluation.body, strings).ok).toBe(false);
  });
});
