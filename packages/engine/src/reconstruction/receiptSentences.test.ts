import { describe, expect, it } from 'vitest';
import { checkReconstruction } from './checkReconstruction';
import { receiptSentences } from './receiptSentences';
import type { ReconstructionInput, ReconstructionReceipt } from './types';

function sentences(input: ReconstructionInput, labels?: Record<string, string>) {
  return receiptSentences(checkReconstruction(input), labels);
}

const argument = (
  formulas: string[],
  conclusion: string,
  argumentType: 'DEDUCTIVE' | 'INDUCTIVE' = 'DEDUCTIVE',
): ReconstructionInput => ({
  premises: formulas.map((formula, index) => ({ id: `id${index}`, formula })),
  conclusion: { formula: conclusion },
  argumentType,
});

describe('receiptSentences', () => {
  it('a valid argument with a premise it does not need', () => {
    expect(sentences(argument(['p', 'q', 'p → r'], 'r'))).toEqual([
      { check: 'parses', tone: 'ok', text: 'Every claim can be read as a formula.' },
      {
        check: 'valid',
        tone: 'ok',
        text: 'The argument is valid: if the premises are true, the conclusion must be true.',
      },
      {
        check: 'premisesNeeded',
        tone: 'problem',
        text: 'Premise 2 is not needed: the conclusion follows from premises 1 and 3.',
      },
      { check: 'consistent', tone: 'ok', text: 'The premises can all be true together.' },
      { check: 'circular', tone: 'ok', text: 'The conclusion does not restate a premise.' },
    ]);
  });

  it('uses the labels given, and says when every premise is needed', () => {
    const texts = sentences(argument(['p → q', 'p'], 'q'), { id0: 'A', id1: 'B' }).map(
      (s) => s.text,
    );
    expect(texts).toContain('Every premise is needed.');
    const unneeded = sentences(argument(['p', 'q'], 'q'), { id0: 'A', id1: 'B' });
    expect(unneeded.map((s) => s.text)).toContain(
      'Premise A is not needed: the conclusion follows from premise B.',
    );
  });

  it('an invalid argument: the counterexample row and the missing premise', () => {
    const texts = sentences(argument(['p → q', 'q'], 'p')).map((s) => s.text);
    expect(texts).toContain(
      'The argument is invalid: the premises can all be true while the conclusion is false, for example when q is true and p is false.',
    );
    expect(texts).toContain(
      'The weakest premise that would make it valid: “If (p → q) and q, then p.”',
    );
  });

  it('Socrates: the countermodel and both missing premises', () => {
    const texts = sentences({
      premises: [{ id: 'm', formula: 'H(s)', text: 'Socrates is a man.' }],
      conclusion: { formula: 'M(s)', text: 'Socrates is mortal.' },
      argumentType: 'DEDUCTIVE',
    }).map((s) => s.text);
    expect(texts).toEqual([
      'Every claim can be read as a formula.',
      'The argument is invalid: the premises can all be true while the conclusion is false, for example in a model with 2 individuals.',
      'The premises can all be true together.',
      'The conclusion does not restate a premise.',
      'A premise that would make it valid: “Every man is mortal.”',
      'Or, the weakest: “If Socrates is a man, then Socrates is mortal.”',
    ]);
  });

  it('inconsistent, circular, inductive', () => {
    expect(sentences(argument(['A', 'A → B', '¬B'], 'A', 'INDUCTIVE')).map((s) => s.text)).toEqual([
      'Every claim can be read as a formula.',
      'Validity does not apply: the argument is inductive.',
      'The premises cannot all be true together: premises 1, 2 and 3 contradict each other.',
      'The argument is circular: the conclusion says the same as premise 1.',
    ]);
    expect(sentences(argument(['p ∧ ¬p'], 'q')).map((s) => s.text)).toContain(
      'The premises cannot all be true together: premise 1 contradicts itself.',
    );
    expect(sentences(argument(['p'], 'q ∨ ¬q')).map((s) => s.text)).toContain(
      'Premise 1 is not needed: the conclusion follows without any premise.',
    );
  });

  it('parse errors, per claim', () => {
    expect(sentences(argument(['p', 'p →'], '∧'))).toEqual([
      {
        check: 'parses',
        tone: 'problem',
        text: 'Premise 2 cannot be read: Expected a formula after "→" at position 3.',
      },
      {
        check: 'parses',
        tone: 'problem',
        text: 'The conclusion cannot be read: Expected a formula at position 0, found "∧".',
      },
      {
        check: 'parses',
        tone: 'note',
        text: 'The other checks wait until every claim can be read.',
      },
    ]);
  });

  it('what the engine could not decide', () => {
    const texts = sentences(argument(['∀x R(x, x)'], '∃y R(a, y)')).map((s) => s.text);
    expect(texts).toContain(
      'No counterexample with up to 4 individuals was found, but the engine cannot prove the argument valid.',
    );
    const receipt: ReconstructionReceipt = {
      ...checkReconstruction(argument(['p'], 'p')),
      consistent: { status: 'undecided', searchedUpTo: 4 },
      circular: { status: 'undecided', premiseIds: ['id0'] },
      premisesNeeded: { status: 'checked', premises: [{ id: 'id0', status: 'undecided' }] },
    };
    expect(receiptSentences(receipt).map((s) => s.text)).toEqual([
      'Every claim can be read as a formula.',
      'The argument is valid: if the premises are true, the conclusion must be true.',
      'Whether premise 1 is needed is undecided.',
      'No way for the premises to be true together was found with up to 4 individuals; whether they are consistent is undecided.',
      'Whether the conclusion says the same as premise 1 is undecided.',
    ]);
  });
});
