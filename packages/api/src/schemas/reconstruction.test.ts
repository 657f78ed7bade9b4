import { checkReconstruction, type ReconstructionReceipt as EngineReceipt } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { CreateArgumentRequest, UpdateArgumentRequest } from './arguments';
import { ReconstructionReceipt, spansWithin } from './reconstruction';

const receipt = (premises: string[], conclusion: string, argumentType = 'DEDUCTIVE' as const) =>
  checkReconstruction({
    premises: premises.map((formula, index) => ({ id: `p${index + 1}`, formula })),
    conclusion: { formula: conclusion },
    argumentType,
  });

describe('ReconstructionReceipt', () => {
  it('reads into the engine’s receipt type (what `receiptSentences` takes)', () => {
    // A compile-time check: a receipt read from an answer is the engine's type.
    const asEngineReceipt = (read: z.output<typeof ReconstructionReceipt>): EngineReceipt => read;
    const written = receipt(['p'], 'p');
    expect(asEngineReceipt(ReconstructionReceipt.parse(written))).toEqual(written);
  });

  it.each([
    ['valid, every premise needed', ['p → q', 'p'], 'q'],
    ['invalid with a counterexample row and a missing premise', ['p → q', 'q'], 'p'],
    ['a premise not needed', ['p', 'p → q', 'r'], 'q'],
    ['inconsistent premises', ['p', 'p → q', '¬q'], 'r'],
    ['circular', ['p ∧ q'], 'q ∧ p'],
    ['a claim that does not parse', ['p →'], 'q'],
    ['a predicate countermodel and a generalisation', ['M(s)'], 'D(s)'],
  ])('reads what the engine writes: %s', (_, premises, conclusion) => {
    const written = receipt(premises, conclusion);
    expect(ReconstructionReceipt.parse(written)).toEqual(written);
  });

  it('reads an inductive argument’s receipt', () => {
    const written = receipt(['p'], 'q', 'INDUCTIVE' as never);
    expect(ReconstructionReceipt.parse(written)).toEqual(written);
  });
});

describe('source spans of a saved argument', () => {
  const body = (extra: object) => ({
    title: 'Rain',
    premises: [{ content: 'If it rains, the streets are wet.', sourceSpans: [[0, 33]] }],
    conclusion: { content: 'The streets are wet.', formula: 'q', implicit: true },
    ...extra,
  });

  it('are kept when they lie inside the source text', () => {
    const text = 'If it rains, the streets are wet. It rains.';
    const parsed = CreateArgumentRequest.parse(body({ sourceText: text }));
    expect(parsed.premises[0]?.sourceSpans).toEqual([[0, 33]]);
    expect(parsed.conclusion).toMatchObject({ formula: 'q', implicit: true });
  });

  it('are refused past the end of the source text, or without one', () => {
    const past = CreateArgumentRequest.safeParse(body({ sourceText: 'Short.' }));
    expect(past.error?.issues[0]).toMatchObject({
      path: ['premises', 0, 'sourceSpans', 0],
      message: 'a source span must end within the sourceText (6 characters)',
    });
    const none = UpdateArgumentRequest.safeParse(body({}));
    expect(none.error?.issues[0]?.message).toBe('source spans need the sourceText they point into');
  });

  it('are refused when one ends before it starts', () => {
    const backwards = CreateArgumentRequest.safeParse(
      body({ sourceText: 'x'.repeat(40), premises: [{ content: 'P', sourceSpans: [[9, 3]] }] }),
    );
    expect(backwards.error?.issues[0]?.message).toBe('a source span must not end before it starts');
  });
});

describe('spansWithin', () => {
  it('keeps the spans inside the text, as fresh pairs, and none without a text', () => {
    const spans: [number, number][] = [
      [0, 4],
      [3, 99],
      [5, 2],
      [9, 9],
    ];
    const kept = spansWithin(spans, 'It rains.');
    expect(kept).toEqual([
      [0, 4],
      [9, 9],
    ]);
    expect(kept[0]).not.toBe(spans[0]);
    expect(spansWithin(spans, null)).toEqual([]);
    expect(spansWithin(undefined, 'It rains.')).toEqual([]);
  });
});
