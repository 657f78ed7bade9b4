import { describe, expect, it } from 'vitest';
import { TooManyVariablesError, UnparsableFormulaError } from './errors';
import { MAX_TRUTH_TABLE_VARIABLES, propositionalTruthTable } from './truthTable';

describe('propositionalTruthTable', () => {
  it('tabulates p → q and q, starting with all true', () => {
    expect(propositionalTruthTable(['p → q', 'q'])).toEqual({
      variables: ['p', 'q'],
      rows: [
        { assignments: { p: true, q: true }, evaluations: [true, true] },
        { assignments: { p: true, q: false }, evaluations: [false, false] },
        { assignments: { p: false, q: true }, evaluations: [true, true] },
        { assignments: { p: false, q: false }, evaluations: [true, false] },
      ],
    });
  });

  it('orders variables naturally and varies the last fastest', () => {
    const table = propositionalTruthTable(['p10 ∨ q', 'p2 → p', 'r ∧ p1']);
    expect(table.variables).toEqual(['p', 'q', 'r', 'p1', 'p2', 'p10']);
    expect(table.rows).toHaveLength(64);
    expect(Object.keys(table.rows[0]!.assignments)).toEqual(table.variables);
    expect(Object.values(table.rows[0]!.assignments).every(Boolean)).toBe(true);
    expect(Object.values(table.rows[63]!.assignments).some(Boolean)).toBe(false);
    expect(table.rows[1]!.assignments).toMatchObject({ p: true, p10: false, p2: true });
    expect(table.rows[32]!.assignments).toMatchObject({ p: false, q: true, p10: true });
  });

  it('accepts uppercase atoms and every spelling', () => {
    const table = propositionalTruthTable(['P -> Q', '~Q', '!P']);
    expect(table.variables).toEqual(['P', 'Q']);
    // Modus tollens is valid: no row makes both premises true and the conclusion false.
    expect(table.rows.filter(({ evaluations: [a, b, c] }) => a && b && !c)).toEqual([]);
  });

  it('gives one empty row for no formulas', () => {
    expect(propositionalTruthTable([])).toEqual({
      variables: [],
      rows: [{ assignments: {}, evaluations: [] }],
    });
  });

  it('names the formula and the position that cannot be parsed', () => {
    const attempt = () => propositionalTruthTable(['p', 'p →', 'q']);
    expect(attempt).toThrow(UnparsableFormulaError);
    expect(attempt).toThrow(
      'Formula 2 of 3 ("p →") cannot be read: Expected a formula after "→" at position 3',
    );
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ formulaIndex: 1, formula: 'p →', position: 3 });
    }
    expect(() => propositionalTruthTable(['F(a) → p'])).toThrow('needs predicate logic');
  });

  it(`allows ${MAX_TRUTH_TABLE_VARIABLES} variables and refuses more`, () => {
    const letters = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
    const table = propositionalTruthTable([letters(16).join(' ∧ '), 'p1']);
    expect(table.rows).toHaveLength(65_536);
    expect(table.rows[0]!.evaluations).toEqual([true, true]);
    expect(table.rows.filter((row) => row.evaluations[0]).length).toBe(1);

    const attempt = () =>
      propositionalTruthTable([letters(10).join(' ∨ '), letters(17).join(' ∧ ')]);
    expect(attempt).toThrow(TooManyVariablesError);
    expect(attempt).toThrow(
      /^Too many sentence letters for a truth table: 17 \(p1, .*, p17\); at most 16 fit, which is already 65,536 rows\.$/,
    );
  });
});
