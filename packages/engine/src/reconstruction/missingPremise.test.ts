import { describe, expect, it } from 'vitest';
import type { Formula } from '../logic/ast';
import { findPredicateCountermodel } from '../logic/countermodel';
import { parseFormula } from '../logic/parse';
import { bridgePremise, generalisationPremise } from './missingPremise';

function claim(text: string, wording?: string) {
  const result = parseFormula(text, { system: 'predicate' });
  if (!result.ok) throw new Error(result.error.message);
  const formula: Formula = result.formula;
  return wording === undefined ? { formula } : { formula, text: wording };
}

/** No countermodel up to 6 individuals (more than the monadic cases here need). */
function validWith(premises: string[], conclusion: string): boolean {
  return !findPredicateCountermodel({ premises, conclusion, maxDomainSize: 6 }).found;
}

describe('bridgePremise', () => {
  it('is (P1 ∧ … ∧ Pn) → C, or C with no premises', () => {
    expect(
      bridgePremise({ premises: [claim('p'), claim('q ∨ r')], conclusion: claim('s') }),
    ).toEqual({
      kind: 'bridge',
      formula: 'p ∧ (q ∨ r) → s',
      sentence: 'If p and (q ∨ r), then s.',
    });
    expect(bridgePremise({ premises: [], conclusion: claim('p ∨ q') })).toEqual({
      kind: 'bridge',
      formula: 'p ∨ q',
      sentence: 'P ∨ q.',
    });
  });
});

describe('generalisationPremise', () => {
  it('H(s) ⊢ M(s) gives ∀x (H(x) → M(x)), which makes the argument valid', () => {
    const found = generalisationPremise({
      premises: [claim('H(s)', 'Socrates is a man.')],
      conclusion: claim('M(s)', 'Socrates is mortal.'),
    });
    expect(found).toEqual({
      kind: 'generalisation',
      formula: '∀x (H(x) → M(x))',
      sentence: 'Every man is mortal.',
    });
    expect(validWith(['H(s)', found!.formula], 'M(s)')).toBe(true);
    expect(validWith(['H(s)'], 'M(s)')).toBe(false);
  });

  it('avoids letters the claims use, and keeps premises without the individual outside', () => {
    const found = generalisationPremise({
      premises: [claim('∀x ∃y R(x, y)'), claim('F(a) ∨ ∃z R(a, z)')],
      conclusion: claim('G(a)'),
    });
    expect(found?.formula).toBe('∀w (F(w) ∨ ∃z R(w, z) → G(w))');
    expect(found?.sentence).toBe('For every w: if F(w) ∨ ∃z R(w, z), then G(w).');
  });

  it('verified through its instance when the search cannot decide (a relation)', () => {
    const found = generalisationPremise({
      premises: [claim('R(s, s)')],
      conclusion: claim('G(s)'),
    });
    expect(found?.formula).toBe('∀x (R(x, x) → G(x))');
  });

  it('only for an argument about one individual, named by the conclusion and some premise', () => {
    const none = (premises: string[], conclusion: string) =>
      generalisationPremise({
        premises: premises.map((p) => claim(p)),
        conclusion: claim(conclusion),
      });
    expect(none(['F(a)'], 'G(b)')).toBeNull();
    expect(none(['F(a)', 'G(b)'], 'H(a)')).toBeNull();
    expect(none(['∀x F(x)'], 'G(a)')).toBeNull();
    expect(none(['F(a)'], 'p')).toBeNull();
    expect(none(['p'], 'q')).toBeNull();
  });
});
