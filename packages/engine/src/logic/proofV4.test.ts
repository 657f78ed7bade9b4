import { describe, expect, it } from 'vitest';
import { parseProofV4 } from './proofV4';

const EMPTY = { lines: [], subproofs: [], timestamp: null };

describe('parseProofV4', () => {
  const state = {
    proofLines: [
      { content: 'p → q', type: 'premise', justification: { rule: 'Premise', premises: [] } },
      { content: 'p', type: 'premise', justification: { rule: 'Premise' } },
      { content: { text: 'q' }, type: 'derived' },
      { content: '[object Object]', type: 'derived' },
      { content: 'q ∧', type: 'derived' },
      {
        content: ' q ',
        type: 'derived',
        justification: { rule: '→E', premises: [1, '2', null, ''], notes: 'modus ponens' },
      },
      { lineNumber: 9, content: '∀x (F(x) → G(x))' },
      null,
      'p',
    ],
    subproofs: [
      { assumption: 'r', status: 'open', level: 2 },
      { assumption: 42, status: 'closed', level: 1 },
      { assumption: '[object Object]', status: 'closed', level: 1 },
      { assumption: 'r →', status: 'closed', level: 1 },
      { assumption: { content: 's' }, status: 'weird', level: -1 },
    ],
    timestamp: '2024-05-01T10:00:00.000Z',
  };

  it('keeps readable lines with their numbers and justifications, skipping the rest', () => {
    expect(parseProofV4(state)).toEqual({
      lines: [
        { lineNumber: 1, content: 'p → q', type: 'premise', rule: 'Premise', premises: [] },
        { lineNumber: 2, content: 'p', type: 'premise', rule: 'Premise' },
        {
          lineNumber: 6,
          content: 'q',
          type: 'derived',
          rule: '→E',
          premises: [1, '2'],
          notes: 'modus ponens',
        },
        { lineNumber: 9, content: '∀x (F(x) → G(x))' },
      ],
      subproofs: [
        { assumption: 'r', status: 'open', level: 2 },
        { assumption: 's', status: 'closed', level: 1 },
      ],
      timestamp: '2024-05-01T10:00:00.000Z',
    });
  });

  it('reads the load response and JSON text too', () => {
    const expected = parseProofV4(state);
    expect(parseProofV4({ success: true, proofStateV4: state })).toEqual(expected);
    expect(parseProofV4(JSON.stringify(state))).toEqual(expected);
  });

  it('turns a numeric timestamp into an ISO date', () => {
    expect(parseProofV4({ proofLines: [], timestamp: 0 }).timestamp).toBe(
      '1970-01-01T00:00:00.000Z',
    );
  });

  it.each([
    undefined,
    null,
    42,
    'not json',
    '[1, 2]',
    [],
    { proofLines: 'p' },
    { proofLines: [{}], subproofs: {} },
    { proofLines: [{ content: null }], subproofs: [null, 3] },
  ])('never throws on malformed input: %j', (data) => {
    expect(parseProofV4(data)).toEqual(EMPTY);
  });

  it('survives getters that throw', () => {
    const hostile = {
      get proofLines(): never {
        throw new Error('boom');
      },
    };
    expect(parseProofV4(hostile)).toEqual(EMPTY);
  });
});
