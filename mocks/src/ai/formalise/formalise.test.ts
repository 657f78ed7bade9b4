import { parseFormula } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { formalise } from './formalise';

describe('formalise', () => {
  it('answers formulas, spans and the dictionary of symbols', () => {
    const text = 'If it rains, the match is off. It is raining. So the match is off.';
    expect(
      formalise({
        text,
        premises: ['If it rains, the match is off.', 'It is raining.'],
        conclusion: 'The match is off.',
      }),
    ).toEqual({
      system: 'propositional',
      premises: [
        { formula: 'p → q', sourceSpans: [[0, 29]] },
        { formula: 'p', sourceSpans: [[31, 44]] },
      ],
      conclusion: { formula: 'q', sourceSpans: [[49, 65]] },
      atoms: { p: 'it rains', q: 'match is off' },
    });
  });

  it('shares an atom only where the normalisation makes the wordings equal', () => {
    const result = formalise({
      text: '',
      premises: ['It rains.', 'it is raining', 'It rained.', 'The Streets are wet!'],
      conclusion: 'The street is wet.',
    });
    expect(result.premises.map((claim) => claim.formula)).toEqual(['p', 'p', 'q', 'r']);
    expect(result.conclusion.formula).toBe('r');
  });

  it('marks claims not in the text as implicit', () => {
    const result = formalise({
      text: 'Socrates is a man. So Socrates is mortal.',
      premises: ['Socrates is a man.', 'All men are mortal.'],
      conclusion: 'Socrates is mortal.',
    });
    expect(result.premises[1]).toEqual({ formula: '∀x (F(x) → G(x))', implicit: true });
    expect(result.system).toBe('predicate');
    expect(result.atoms).toEqual({ F: 'man', a: 'Socrates', G: 'mortal' });
  });

  it('mixes sentence letters and predicates in predicate logic, every formula parsing', () => {
    const result = formalise({
      text: '',
      premises: [
        'If Socrates is a philosopher, the city is in danger.',
        'Every philosopher is wise.',
      ],
      conclusion: 'Socrates is wise or the city is in danger.',
    });
    const formulas = [...result.premises, result.conclusion].map((claim) => claim.formula);
    expect(formulas).toEqual(['F(a) → p', '∀x (F(x) → G(x))', 'G(a) ∨ p']);
    for (const formula of formulas) {
      expect(parseFormula(formula, { system: 'predicate' }).ok).toBe(true);
    }
  });

  it('reads a capitalised word as a name only if the text never writes it in lowercase', () => {
    const result = formalise({
      text: 'If grass is green, cows are happy. Grass is green. So cows are happy.',
      premises: ['If grass is green, cows are happy.', 'Grass is green.'],
      conclusion: 'Cows are happy.',
    });
    expect(result.system).toBe('propositional');
    expect(result.premises.map((claim) => claim.formula)).toEqual(['p → q', 'p']);
  });

  it('hands out indexed letters after the alphabet (p … w, then p1)', () => {
    const premises = Array.from({ length: 9 }, (_, index) => `Claim number ${index} holds.`);
    const result = formalise({ text: '', premises, conclusion: 'Claim number 0 holds.' });
    expect(result.premises.map((claim) => claim.formula)).toEqual([
      'p',
      'q',
      'r',
      's',
      't',
      'u',
      'v',
      'w',
      'p1',
    ]);
    expect(result.conclusion.formula).toBe('p');
    expect(result.atoms.p1).toBe('Claim number 8 holds');
  });

  it('is deterministic and writes a formula even for a claim without words', () => {
    const input = { text: 'A or b. So c.', premises: ['...'], conclusion: 'C.' };
    expect(formalise(input)).toEqual(formalise(input));
    expect(formalise(input).premises[0]).toEqual({ formula: 'p', implicit: true });
  });
});
