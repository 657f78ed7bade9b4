import { calls } from '@credence/api';
import { MAX_TRUTH_TABLE_VARIABLES } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { MAX_TRUTH_TABLE_FORMULAS, truthTableOf } from './logic.server.ts';

describe('truthTableOf', () => {
  it('gives every assignment, first row all true, and each formula’s value', () => {
    const outcome = truthTableOf(['p → q', 'q → r', 'p → r']);
    if (!outcome.ok) throw new Error(outcome.message);
    const table = calls.counterexampleTruthTable.response.parse(outcome.table);
    expect(table.variables).toEqual(['p', 'q', 'r']);
    expect(table.rows).toHaveLength(8);
    expect(table.rows[0]).toEqual({
      assignments: { p: true, q: true, r: true },
      evaluations: [true, true, true],
    });
    // p true, q false, r true: the first premise fails, the others hold.
    expect(table.rows[2]).toEqual({
      assignments: { p: true, q: false, r: true },
      evaluations: [false, true, true],
    });
  });

  it('answers 422 with the engine’s message for a formula that does not parse', () => {
    expect(truthTableOf(['p', 'p →'])).toEqual({
      ok: false,
      status: 422,
      message: 'Formula 2 of 2 ("p →") cannot be read: Expected a formula after "→" at position 3',
    });
  });

  it('answers 422 past the engine’s letter limit, and 400 past the formula limit', () => {
    const letters = Array.from({ length: MAX_TRUTH_TABLE_VARIABLES + 1 }, (_, i) => `p${i + 1}`);
    const tooWide = truthTableOf([letters.join(' ∧ ')]);
    expect(tooWide).toMatchObject({ ok: false, status: 422 });
    if (!tooWide.ok) expect(tooWide.message).toMatch(/^Too many sentence letters .* at most 16/);

    const tooMany = truthTableOf(Array.from({ length: MAX_TRUTH_TABLE_FORMULAS + 1 }, () => 'p'));
    expect(tooMany).toEqual({
      ok: false,
      status: 400,
      message: `formulas: at most ${MAX_TRUTH_TABLE_FORMULAS} formulas fit in one truth table (got ${MAX_TRUTH_TABLE_FORMULAS + 1})`,
    });
    expect(truthTableOf(Array.from({ length: MAX_TRUTH_TABLE_FORMULAS }, () => 'p')).ok).toBe(true);
  });
});
