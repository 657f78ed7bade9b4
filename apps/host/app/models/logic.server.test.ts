import { calls, LIMITS } from '@credence/api';
import { MAX_TRUTH_TABLE_VARIABLES } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { longFormula } from '../testing/longFormula.ts';
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

  it('answers 413 naming the limit for a table too large to send, before computing it', () => {
    // 15 letters: 32,768 rows × (15 letters + 2 formulas) = 557,056 cells.
    const letters = Array.from({ length: 15 }, (_, i) => `p${i + 1}`).join(' ∧ ');
    const started = performance.now();
    const tooLarge = truthTableOf([letters, 'p1']);
    expect(performance.now() - started).toBeLessThan(500);
    expect(tooLarge).toEqual({
      ok: false,
      status: 413,
      message:
        'The truth table is too large: 15 letters give 32,768 rows of 17 columns (letters and ' +
        'formulas), 557,056 cells; the limit is 524,288 cells. Use fewer letters or formulas.',
    });
    expect(truthTableOf([letters]).ok).toBe(true);
  });

  it('answers 413 naming the limit for a table too much work: the re-test’s 191 KB request', () => {
    // 16 letters and 100 formulas of ~2,000 characters kept a worker busy for minutes.
    const long = longFormula(16, 1900);
    const started = performance.now();
    const heavy = truthTableOf(Array.from({ length: 100 }, () => long));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(heavy).toMatchObject({ ok: false, status: 413 });

    // 10 letters: few cells, but 1,024 rows × 20 formulas of ~1,900 characters is too much work.
    const work = truthTableOf(Array.from({ length: 20 }, () => longFormula(10, 1900)));
    expect(work).toMatchObject({ ok: false, status: 413 });
    if (!work.ok) {
      expect(work.message).toMatch(/^The truth table is too much work: 1,024 rows × /);
      expect(work.message).toContain(
        `the limit is ${LIMITS.truthTableWork.toLocaleString('en-US')}`,
      );
    }
  });

  it('computes the largest tables within the limits in about a second', () => {
    const formula = longFormula(10, 1600);
    const formulas = Array.from({ length: Math.floor(16_384 / formula.length) }, () => formula);
    const started = performance.now();
    const outcome = truthTableOf(formulas);
    const elapsed = performance.now() - started;
    expect(outcome.ok).toBe(true);
    expect(elapsed).toBeLessThan(5000);
  });
});
