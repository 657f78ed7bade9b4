import { describe, expect, it } from 'vitest';
import { DEFAULT_DEPENDENCY_CONDITIONAL } from '../constants';
import { startingConditionals } from './dependencies';
import { computePremisesProbability } from './premisesProbability';

describe('startingConditionals', () => {
  it('puts every dependency of a structure at the new-dependency default, negated parents too', () => {
    expect(startingConditionals({ p2: ['p1'], p3: ['p1', '~p2'] })).toEqual({
      'p2|p1': DEFAULT_DEPENDENCY_CONDITIONAL,
      'p3|p1': DEFAULT_DEPENDENCY_CONDITIONAL,
      'p3|~p2': DEFAULT_DEPENDENCY_CONDITIONAL,
    });
    expect(startingConditionals({})).toEqual({});
  });

  it('gives a reader a different evaluation from the author’s conditionals', () => {
    const premises = [
      { id: 'p1', probability: 0.5 },
      { id: 'p2', probability: 0.5 },
    ];
    const dependencies = { p2: ['p1'] };
    const author = computePremisesProbability({
      premises,
      dependencies,
      premiseConditionals: { 'p2|p1': 0.95, 'p2|~p1': 0.05 },
    });
    const reader = computePremisesProbability({
      premises,
      dependencies,
      premiseConditionals: startingConditionals(dependencies),
    });
    expect(reader.pPremises).not.toBeCloseTo(author.pPremises, 3);
    // P(p1 ∧ p2) = P(p1) · P(p2 | p1) with the default.
    expect(reader.pPremises).toBeCloseTo(0.5 * DEFAULT_DEPENDENCY_CONDITIONAL, 9);
  });
});
