import { describe, expect, it } from 'vitest';
import type { Formula } from '../logic/ast';
import { parseFormula } from '../logic/parse';
import { bridgeSentence, generalisationSentence, joinWithAnd } from './wordMissingPremise';

function f(text: string): Formula {
  const result = parseFormula(text, { system: 'predicate' });
  if (!result.ok) throw new Error(result.error.message);
  return result.formula;
}

describe('joinWithAnd', () => {
  it('lists with commas and a final "and"', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['1'])).toBe('1');
    expect(joinWithAnd(['1', '3'])).toBe('1 and 3');
    expect(joinWithAnd(['1', '2', '3'])).toBe('1, 2 and 3');
  });
});

describe('bridgeSentence', () => {
  it('uses the claims’ words, lowercasing common first words but not names', () => {
    expect(
      bridgeSentence(
        [
          { formula: f('p'), text: 'It rains.' },
          { formula: f('q'), text: 'Paris is in France' },
        ],
        { formula: f('r'), text: 'The street is wet!' },
      ),
    ).toBe('If it rains and Paris is in France, then the street is wet.');
  });

  it('puts compound claims in parentheses, and falls back to formulas', () => {
    expect(
      bridgeSentence(
        [{ formula: f('p → q'), text: 'If it rains, it pours.' }, { formula: f('p ∧ q') }],
        {
          formula: f('¬r'),
        },
      ),
    ).toBe('If (if it rains, it pours) and (p ∧ q), then ¬r.');
  });

  it('with no premises is the conclusion', () => {
    expect(bridgeSentence([], { formula: f('p'), text: 'the sky is blue' })).toBe(
      'The sky is blue.',
    );
  });
});

describe('generalisationSentence', () => {
  /** The formula with `x` a variable: the body of `∀x (…)`. */
  const withX = (text: string): Formula => {
    const bound = f(`∀x (${text})`);
    if (bound.kind !== 'forall') throw new Error('expected ∀');
    return bound.body;
  };
  const open = (antecedents: string[], consequent: string) => ({
    variable: 'x',
    antecedents: antecedents.map(withX),
    consequent: withX(consequent),
  });

  it('"Every man is mortal." from a shared subject and copula', () => {
    expect(
      generalisationSentence(
        [{ formula: f('H(s)'), text: 'Socrates is a man.' }],
        { formula: f('M(s)'), text: 'Socrates is mortal.' },
        open(['H(x)'], 'M(x)'),
      ),
    ).toBe('Every man is mortal.');
  });

  it('"Everything that is …" without an article or with several antecedents', () => {
    expect(
      generalisationSentence(
        [
          { formula: f('G(s)'), text: 'Socrates is Greek' },
          { formula: f('W(s)'), text: 'Socrates is a philosopher' },
        ],
        { formula: f('F(s)'), text: 'Socrates is famous' },
        open(['G(x)', 'W(x)'], 'F(x)'),
      ),
    ).toBe('Everything that is Greek and a philosopher is famous.');
    expect(
      generalisationSentence(
        [{ formula: f('G(s)'), text: 'Alice was tired' }],
        { formula: f('F(s)'), text: 'Alice was asleep' },
        open(['G(x)'], 'F(x)'),
      ),
    ).toBe('Everything that is tired is asleep.');
  });

  it('falls back to predicate names, then to the formulas', () => {
    expect(
      generalisationSentence(
        [{ formula: f('H(s)'), text: 'Socrates is a man' }],
        { formula: f('M(s)'), text: 'All men die' },
        open(['H(x)'], 'M(x)'),
      ),
    ).toBe('Every H is M.');
    expect(
      generalisationSentence(
        [{ formula: f('F(a)') }, { formula: f('G(a)') }],
        { formula: f('K(a)') },
        open(['F(x)', 'G(x)'], 'K(x)'),
      ),
    ).toBe('Everything that is F and G is K.');
    expect(
      generalisationSentence(
        [{ formula: f('R(a, a)') }],
        { formula: f('K(a)') },
        open(['∃y R(x, y)'], 'K(x)'),
      ),
    ).toBe('For every x: if ∃y R(x, y), then K(x).');
  });
});
