import { describe, expect, it } from 'vitest';
import { compareAtomNames, formulaAtoms } from './atoms';
import { parseFormula } from './parse';

function atomsOf(text: string): string[] {
  const result = parseFormula(text, { system: 'predicate' });
  if (!result.ok) throw new Error(result.error.message);
  return formulaAtoms(result.formula);
}

describe('compareAtomNames', () => {
  it('puts plain letters first, then indexed names by letter and numeric index', () => {
    expect(['p10', 'r', 'p2', 'q', 'p1', 'p'].sort(compareAtomNames)).toEqual([
      'p',
      'q',
      'r',
      'p1',
      'p2',
      'p10',
    ]);
    expect(['q1', 'p2', 'a', 'p11', 'q'].sort(compareAtomNames)).toEqual([
      'a',
      'q',
      'p2',
      'p11',
      'q1',
    ]);
  });

  it('puts a lowercase letter just before its uppercase, and keeps distinct spellings apart', () => {
    expect(['Q', 'q', 'P', 'p'].sort(compareAtomNames)).toEqual(['p', 'P', 'q', 'Q']);
    expect(['p1', 'p01'].sort(compareAtomNames)).toEqual(['p01', 'p1']);
    expect(['p123456789012345678901', 'p99'].sort(compareAtomNames)).toEqual([
      'p99',
      'p123456789012345678901',
    ]);
  });

  it('puts names that are not atoms last', () => {
    expect(['zz', 'p', '1'].sort(compareAtomNames)).toEqual(['p', '1', 'zz']);
  });
});

describe('formulaAtoms', () => {
  it('lists each atom once, in natural order', () => {
    expect(atomsOf('p10 → (q ∧ p2) ∨ ¬q ∧ p')).toEqual(['p', 'q', 'p2', 'p10']);
  });

  it('leaves out predicates, variables and constants', () => {
    expect(atomsOf('∀x (Fx → p) ∧ R(a, b) ∧ Q')).toEqual(['p', 'Q']);
  });
});
