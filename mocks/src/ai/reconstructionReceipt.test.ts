import { checkReconstruction } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { receiptPremiseIds, reconstructionReceipt } from './reconstructionReceipt';

describe('receiptPremiseIds', () => {
  it('uses a claim’s own id, else p and its position', () => {
    expect(receiptPremiseIds([{}, { id: 'premise-2' }, {}])).toEqual(['p1', 'premise-2', 'p3']);
  });

  it('never repeats an id: a repeated or blank own id, or a position an own id took', () => {
    expect(receiptPremiseIds([{ id: 'a' }, { id: 'a' }, { id: ' ' }])).toEqual(['a', 'p2', 'p3']);
    expect(receiptPremiseIds([{}, { id: 'p1' }, {}])).toEqual(['p1.2', 'p1', 'p3']);
  });
});

describe('reconstructionReceipt', () => {
  const premises = [
    { formula: 'p → q', content: 'If it rains, the streets are wet.' },
    { id: 'premise-2', formula: 'p', content: 'It rains.' },
    { formula: 'r', content: 'It is Monday.' },
  ];
  const conclusion = { formula: 'q', content: 'The streets are wet.' };

  it('is the engine’s receipt, premises by their receipt ids, texts given', () => {
    const receipt = reconstructionReceipt({ premises, conclusion, argumentType: 'DEDUCTIVE' });
    expect(receipt).toEqual(
      checkReconstruction({
        premises: [
          { id: 'p1', formula: 'p → q', text: premises[0]!.content },
          { id: 'premise-2', formula: 'p', text: 'It rains.' },
          { id: 'p3', formula: 'r', text: 'It is Monday.' },
        ],
        conclusion: { formula: 'q', text: 'The streets are wet.' },
        argumentType: 'DEDUCTIVE',
      }),
    );
    expect(receipt?.valid).toEqual({ status: 'valid' });
    expect(receipt?.premisesNeeded).toEqual({
      status: 'checked',
      premises: [
        { id: 'p1', status: 'needed' },
        { id: 'premise-2', status: 'needed' },
        { id: 'p3', status: 'not-needed', followsFrom: ['p1', 'premise-2'] },
      ],
    });
  });

  it('words the missing premise in the claims’ own words', () => {
    const receipt = reconstructionReceipt({
      premises: [{ formula: 'F(a)', content: 'Socrates is a man.' }],
      conclusion: { formula: 'G(a)', content: 'Socrates is mortal.' },
      argumentType: 'DEDUCTIVE',
    });
    expect(receipt?.missingPremise).toMatchObject({
      status: 'found',
      generalisation: { formula: '∀x (F(x) → G(x))', sentence: 'Every man is mortal.' },
    });
  });

  it('is null past the budget (here 101 sentence letters)', () => {
    const wide = Array.from({ length: 101 }, (_, index) => `p${index}`).join(' ∨ ');
    expect(
      reconstructionReceipt({
        premises: [{ formula: wide, content: 'Many things.' }],
        conclusion,
        argumentType: 'DEDUCTIVE',
      }),
    ).toBeNull();
  });
});
