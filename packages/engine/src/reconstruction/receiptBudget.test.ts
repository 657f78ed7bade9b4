import { describe, expect, it } from 'vitest';
import { measureFormulas, RECEIPT_BUDGET, withinReceiptBudget } from './receiptBudget';

describe('measureFormulas', () => {
  it('counts sentence letters, predicates and constants once each, not bound variables', () => {
    const measure = measureFormulas(['p → q', 'F(a) ∧ p', '∀x (F(x) → G(x))', 'R(a, b)']);
    expect([...measure.symbols].sort()).toEqual(['F', 'G', 'R', 'a', 'b', 'p', 'q']);
  });

  it('weighs a quantifier’s body by the 16 individuals the countermodel search may try', () => {
    expect(measureFormulas(['p ∧ ¬q']).groundedNodes).toBe(4);
    // ∀x (F(x) → G(x)): 1 + 16 × 3.
    expect(measureFormulas(['∀x (F(x) → G(x))']).groundedNodes).toBe(49);
    // Nested: 1 + 16 × (1 + 16 × 1).
    expect(measureFormulas(['∀x ∃y R(x, y)']).groundedNodes).toBe(273);
  });

  it('leaves out formulas that do not parse (the receipt stops at the parse)', () => {
    expect(measureFormulas(['p ∧', 'Man(s)', ''])).toEqual({
      symbols: new Set(),
      groundedNodes: 0,
    });
  });
});

describe('withinReceiptBudget', () => {
  it('takes up to 100 symbols, not 101', () => {
    const letters = (n: number) => Array.from({ length: n }, (_, index) => `p${index}`);
    expect(withinReceiptBudget([letters(RECEIPT_BUDGET.symbols).join(' ∧ ')])).toBe(true);
    expect(withinReceiptBudget([letters(RECEIPT_BUDGET.symbols + 1).join(' ∧ ')])).toBe(false);
  });

  it('refuses deeply nested quantifiers, whose grounding explodes', () => {
    expect(withinReceiptBudget(['∀x ∀y ∀z ((R(x, y) ∧ R(y, z)) → R(x, z))'])).toBe(true);
    expect(withinReceiptBudget(['∀x ∃y ∀z ∃w ((R(x, y) ∧ R(y, z)) → R(z, w))'])).toBe(false);
  });
});
