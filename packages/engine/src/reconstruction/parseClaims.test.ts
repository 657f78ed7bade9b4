import { describe, expect, it } from 'vitest';
import { parseClaims } from './parseClaims';

describe('parseClaims', () => {
  it('reads propositional claims in predicate mode and calls the argument propositional', () => {
    const parsed = parseClaims({
      premises: [{ id: 'a', formula: 'P → q' }],
      conclusion: { formula: 'q' },
      argumentType: 'DEDUCTIVE',
    });
    expect(parsed.system).toBe('propositional');
    expect(parsed.premises).toEqual([
      { kind: 'implies', left: { kind: 'atom', name: 'P' }, right: { kind: 'atom', name: 'q' } },
    ]);
  });

  it('calls the argument predicate when one claim has a quantifier', () => {
    const parsed = parseClaims({
      premises: [{ id: 'a', formula: 'p' }],
      conclusion: { formula: '∃x F(x)' },
      argumentType: 'DEDUCTIVE',
    });
    expect(parsed.system).toBe('predicate');
  });

  it('gives each claim its own parse result', () => {
    const parsed = parseClaims({
      premises: [
        { id: 'a', formula: '' },
        { id: 'b', formula: 'Fa' },
      ],
      conclusion: { formula: 'p q' },
      argumentType: 'DEDUCTIVE',
      system: 'propositional',
    });
    expect(parsed.premises).toBeNull();
    expect(parsed.system).toBeNull();
    expect(parsed.check.allOk).toBe(false);
    expect(parsed.check.premises.map((p) => p.ok)).toEqual([false, false]);
    expect(parsed.check.premises[0]).toMatchObject({ id: 'a', position: 0 });
    expect(parsed.check.conclusion).toMatchObject({ ok: false, position: 2 });
  });
});
