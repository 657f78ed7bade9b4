import { ReconstructArgumentRequest, ReconstructArgumentResponse } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { reconstructArgument } from './reconstruct';
import { formaliseReconstruction, ownPlacement } from './reconstructionLogic';
import { reconstructionReceipt } from './reconstructionReceipt';

const request = (text: string, currentArgument: unknown = null) =>
  ReconstructArgumentRequest.parse({ text, modelId: 'gpt-4o-mini', currentArgument });

/** An editor argument of `type` whose claims are as given. */
const editor = (type: string, premises: object[], conclusion: object) => ({
  title: '',
  description: '',
  type,
  premises,
  conclusion,
});

describe('reconstructArgument with its logic', () => {
  it('Socrates: formulas, spans, symbols and the receipt of the answer’s (inductive) type', () => {
    const text = 'Socrates is a man. So Socrates is mortal.';
    const answer = reconstructArgument(request(text));
    expect(ReconstructArgumentResponse.safeParse(answer).success).toBe(true);
    expect(answer.argument).toEqual({
      title: 'Socrates is mortal',
      description: '',
      type: 'INDUCTIVE',
      premises: [{ content: 'Socrates is a man.', formula: 'F(a)', sourceSpans: [[0, 17]] }],
      conclusion: { content: 'Socrates is mortal.', formula: 'G(a)', sourceSpans: [[22, 40]] },
    });
    expect(text.slice(22, 40)).toBe('Socrates is mortal');
    expect(answer.logic).toEqual({
      system: 'predicate',
      atoms: { a: 'Socrates', F: 'man', G: 'mortal' },
      receipt: reconstructionReceipt({
        premises: [{ formula: 'F(a)', content: 'Socrates is a man.' }],
        conclusion: { formula: 'G(a)', content: 'Socrates is mortal.' },
        argumentType: 'INDUCTIVE',
      }),
      attempts: 1,
    });
    expect(answer.logic?.receipt.valid).toEqual({ status: 'not-applicable', reason: 'inductive' });
  });

  it('a deductive answer gets validity: invalid, with the missing premise', () => {
    const text = 'Socrates is a man. So Socrates is mortal.';
    const answer = reconstructArgument(request(text, editor('DEDUCTIVE', [], { content: 'Old.' })));
    expect(answer.logic?.receipt.premiseIds).toEqual(['p1']);
    expect(answer.logic?.receipt.valid.status).toBe('invalid');
    expect(answer.logic?.receipt.missingPremise).toMatchObject({
      status: 'found',
      generalisation: { sentence: 'Every man is mortal.' },
    });
  });

  it('locked claims keep the formula and spans they were sent with, and their ids', () => {
    const text = 'It rains. If it rains, the streets are wet. So the streets are wet.';
    const answer = reconstructArgument(
      request(
        text,
        editor(
          'DEDUCTIVE',
          [
            {
              id: 'premise-1',
              content: 'It rains.',
              locked: true,
              formula: 'r',
              sourceSpans: [[0, 8]],
            },
          ],
          { id: 'conclusion', content: 'The streets are wet.', locked: true, formula: 'q' },
        ),
      ),
    );
    const { premises, conclusion } = answer.argument!;
    expect(premises[0]).toEqual({
      id: 'premise-1',
      content: 'It rains.',
      locked: true,
      formula: 'r',
      sourceSpans: [[0, 8]],
    });
    // A kept formula without spans is placed by the formaliser.
    expect(conclusion).toEqual({
      id: 'conclusion',
      content: 'The streets are wet.',
      locked: true,
      formula: 'q',
      sourceSpans: [[47, 66]],
    });
    expect(text.slice(47, 66)).toBe('the streets are wet');
    // The extracted "It rains." (p) fills the next place; the receipt reads the kept `r`, which
    // the conclusion does not need, while p is needed (were the kept formula p, it would not be).
    expect(premises.map((premise) => premise.formula)).toEqual(['r', 'p', 'p → q']);
    expect(answer.logic?.receipt.premiseIds).toEqual(['premise-1', 'p2', 'p3']);
    expect(answer.logic?.receipt.premisesNeeded).toEqual({
      status: 'checked',
      premises: [
        { id: 'premise-1', status: 'not-needed', followsFrom: ['p2', 'p3'] },
        { id: 'p2', status: 'needed' },
        { id: 'p3', status: 'needed' },
      ],
    });
  });

  it('a locked claim with spans past the end of the text or a blank formula is placed and formalised anew', () => {
    const answer = reconstructArgument(
      request(
        'It rains. So it pours.',
        editor(
          'INDUCTIVE',
          [{ content: 'It rains.', locked: true, formula: ' ', sourceSpans: [[0, 400]] }],
          { content: 'It pours.', locked: true, implicit: true },
        ),
      ),
    );
    expect(answer.argument?.premises[0]).toEqual({
      content: 'It rains.',
      locked: true,
      formula: 'p',
      sourceSpans: [[0, 8]],
    });
    // Said to be implicit, with no span: kept so.
    expect(answer.argument?.conclusion).toEqual({
      content: 'It pours.',
      locked: true,
      formula: 'q',
      implicit: true,
    });
  });

  it('a claim the text does not hold is implicit', () => {
    const answer = reconstructArgument(
      request(
        'Socrates is a man. So Socrates is mortal.',
        editor('DEDUCTIVE', [{ content: 'All men are mortal.', locked: true }], {
          content: 'Old.',
        }),
      ),
    );
    expect(answer.argument?.premises).toEqual([
      { content: 'All men are mortal.', locked: true, formula: '∀x (F(x) → G(x))', implicit: true },
      { content: 'Socrates is a man.', formula: 'F(a)', sourceSpans: [[0, 17]] },
    ]);
    expect(answer.logic?.receipt.valid).toEqual({ status: 'valid' });
  });

  it('lists in atoms only the symbols the formulas use', () => {
    const answer = reconstructArgument(
      request(
        'It pours.',
        editor('INDUCTIVE', [{ content: 'It rains.', locked: true, formula: 'r' }], {
          content: '',
        }),
      ),
    );
    expect(answer.argument?.conclusion.formula).toBe('q');
    // The formaliser read "It rains" as p, but the kept formula is r: p is not listed, r has no
    // wording.
    expect(answer.logic?.atoms).toEqual({ q: 'It pours' });
  });

  it('past the receipt budget: the claims keep their places, without formulas or logic', () => {
    // 50 premises and a conclusion of two sentence letters each: 102 symbols.
    const text = Array.from({ length: 51 }, (_, i) => `sun${i} shines or rain${i} falls.`).join(
      ' ',
    );
    const answer = reconstructArgument(request(text));
    expect(answer.logic).toBeUndefined();
    expect(answer.argument?.premises).toHaveLength(50);
    expect(answer.argument?.premises[0]).toEqual({
      content: 'Sun0 shines or rain0 falls.',
      sourceSpans: [[0, 26]],
    });
  });

  it('leaves no argument as it is', () => {
    expect(formaliseReconstruction(request('...'), { argument: null })).toEqual({
      argument: null,
    });
  });
});

describe('ownPlacement', () => {
  it('keeps the spans within the text, implicit when none fits, else nothing', () => {
    expect(
      ownPlacement(
        {
          content: 'x',
          sourceSpans: [
            [0, 2],
            [3, 4],
            [3, 5],
          ],
        },
        'abcd',
      ),
    ).toEqual({
      sourceSpans: [
        [0, 2],
        [3, 4],
      ],
    });
    expect(ownPlacement({ content: 'x', sourceSpans: [[0, 5]] }, 'abcd')).toBeNull();
    expect(ownPlacement({ content: 'x', implicit: true }, 'abcd')).toEqual({ implicit: true });
    expect(ownPlacement({ content: 'x', implicit: true, sourceSpans: [[9, 9]] }, 'abcd')).toEqual({
      implicit: true,
    });
    expect(ownPlacement({ content: 'x' }, 'abcd')).toBeNull();
  });
});
