import { describe, expect, it } from 'vitest';
import {
  canAddOperand,
  changeExpressionType,
  createExpression,
  expressionToFormula,
  formatExpression,
  type LogicalExpression,
  validateExpression,
} from './expression';

const simple = (operand: string): LogicalExpression => ({
  id: `s-${operand}`,
  type: 'simple',
  operands: [operand],
  probability: 0.8,
});

const compound = (
  operator: LogicalExpression['operator'],
  operands: LogicalExpression['operands'],
): LogicalExpression => ({
  id: 'c',
  type: 'compound',
  ...(operator === undefined ? {} : { operator }),
  operands,
  probability: 0.8,
});

describe('validateExpression', () => {
  it.each([
    ['a simple expression', simple('p1')],
    ['NOT with one operand', compound('NOT', ['p1'])],
    ['AND with two operands', compound('AND', ['p1', 'p2'])],
    ['OR with three operands', compound('OR', ['p1', 'p2', 'p3'])],
    ['a conditional', { ...simple('p1'), type: 'conditional', operands: ['p1', 'p2'] }],
    ['a biconditional', { ...simple('p1'), type: 'biconditional', operands: ['p1', 'p2'] }],
    ['nested expressions', compound('AND', ['p1', compound('NOT', [simple('p2')])])],
  ] as const)('accepts %s', (_, expression) => {
    expect(validateExpression(expression as LogicalExpression)).toEqual({
      valid: true,
      message: 'Expression is valid',
    });
  });

  it.each([
    [{ ...simple('p1'), operands: [] }, 'Expression must have at least one operand'],
    [compound('AND', []), 'Expression must have at least one operand'],
    [compound('NOT', ['p1', 'p2']), 'NOT operator must have exactly one operand'],
    [compound('AND', ['p1']), 'AND operator must have at least two operands'],
    [compound('OR', ['p1']), 'OR operator must have at least two operands'],
    [
      { ...simple('p1'), operands: ['p1', 'p2'] },
      'A simple expression must have exactly one operand',
    ],
    [compound(undefined, ['p1', 'p2']), 'A compound expression must have an operator'],
    [
      { ...simple('p1'), type: 'conditional' },
      'A conditional expression must have exactly two operands',
    ],
    [
      { ...simple('p1'), type: 'biconditional', operands: ['p1', 'p2', 'p3'] },
      'A biconditional expression must have exactly two operands',
    ],
    [simple(''), 'Every operand must name a premise'],
    [{ ...simple('p1'), probability: 1.5 }, 'Expression probability must be between 0 and 1'],
    [
      { ...simple('p1'), probability: Number.NaN },
      'Expression probability must be between 0 and 1',
    ],
  ] as const)('rejects %j with its message', (expression, message) => {
    expect(validateExpression(expression as LogicalExpression)).toEqual({ valid: false, message });
  });

  it('checks nested expressions recursively', () => {
    const expression = compound('OR', ['p1', compound('AND', ['p2', compound('NOT', [])])]);
    expect(validateExpression(expression).message).toBe(
      'Expression must have at least one operand',
    );
  });

  it('limits the depth: 3 levels by default, as told otherwise', () => {
    const nest = (levels: number): LogicalExpression =>
      levels === 1 ? simple('p1') : compound('NOT', [nest(levels - 1)]);
    expect(validateExpression(nest(3)).valid).toBe(true);
    expect(validateExpression(nest(4))).toEqual({
      valid: false,
      message: 'Expressions can be nested at most 3 levels deep',
    });
    expect(validateExpression(nest(3), { maxDepth: 2 }).message).toBe(
      'Expressions can be nested at most 2 levels deep',
    );
    expect(validateExpression(nest(2), { maxDepth: 2 }).valid).toBe(true);
  });

  it('reports unknown types and operators from untyped data', () => {
    const odd = { ...simple('p1'), type: 'exclusive' } as unknown as LogicalExpression;
    expect(validateExpression(odd).message).toBe(
      'Unknown expression type "exclusive": use simple, compound, conditional or biconditional',
    );
    const xor = compound('XOR' as 'AND', ['p1', 'p2']);
    expect(validateExpression(xor).message).toBe('Unknown operator "XOR": use AND, OR or NOT');
  });
});

describe('changeExpressionType', () => {
  const and3 = compound('AND', ['p1', 'p2', 'p3']);

  it('to simple keeps one operand and drops the operator', () => {
    const changed = changeExpressionType(and3, 'simple');
    expect(changed).toEqual({ id: 'c', type: 'simple', operands: ['p1'], probability: 0.8 });
    expect('operator' in changed).toBe(false);
  });

  it('to compound defaults the operator to AND', () => {
    expect(changeExpressionType(simple('p1'), 'compound')).toMatchObject({
      type: 'compound',
      operator: 'AND',
      operands: ['p1'],
    });
    expect(changeExpressionType(compound('OR', ['p1', 'p2']), 'compound').operator).toBe('OR');
  });

  it('to conditional or biconditional keeps two operands and drops the operator', () => {
    for (const type of ['conditional', 'biconditional'] as const) {
      const changed = changeExpressionType(and3, type);
      expect(changed).toEqual({ id: 'c', type, operands: ['p1', 'p2'], probability: 0.8 });
    }
  });

  it('leaves the input unchanged', () => {
    changeExpressionType(and3, 'simple');
    expect(and3.operands).toEqual(['p1', 'p2', 'p3']);
    expect(and3.operator).toBe('AND');
  });
});

describe('canAddOperand', () => {
  it('is false only when a NOT already has its operand', () => {
    expect(canAddOperand(compound('NOT', []))).toBe(true);
    expect(canAddOperand(compound('NOT', ['p1']))).toBe(false);
    expect(canAddOperand(compound('AND', ['p1', 'p2']))).toBe(true);
    expect(canAddOperand(simple('p1'))).toBe(true);
  });
});

describe('createExpression', () => {
  it('defaults to a simple expression with probability 0.8', () => {
    expect(createExpression({ id: 'e1' })).toEqual({
      id: 'e1',
      type: 'simple',
      operands: [],
      probability: 0.8,
    });
    expect(createExpression({ id: 'e2', type: 'compound', operands: ['p1'] })).toEqual({
      id: 'e2',
      type: 'compound',
      operator: 'AND',
      operands: ['p1'],
      probability: 0.8,
    });
  });
});

describe('formatExpression', () => {
  const upper = { atomName: (id: string) => id.toUpperCase() };

  it('writes premises as atoms with the formatter', () => {
    expect(formatExpression(compound('AND', ['p1', 'p2']), upper)).toBe('P1 ∧ P2');
    expect(formatExpression(compound('OR', ['p1', 'p2', 'p3']), upper)).toBe('P1 ∨ P2 ∨ P3');
    expect(formatExpression(compound('NOT', ['p1']), upper)).toBe('¬P1');
    expect(formatExpression(simple('p1'))).toBe('p1');
    expect(
      formatExpression({ ...simple('p1'), type: 'conditional', operands: ['p1', 'p2'] }, upper),
    ).toBe('P1 → P2');
    expect(
      formatExpression(
        { ...simple('p1'), type: 'biconditional', operands: ['p1', 'p2'] },
        { ...upper, notation: 'ascii' },
      ),
    ).toBe('P1 <-> P2');
  });

  it('nests with the parentheses the precedence needs', () => {
    const expression = compound('NOT', [compound('AND', ['p1', compound('OR', ['p2', 'p3'])])]);
    expect(formatExpression(expression)).toBe('¬(p1 ∧ (p2 ∨ p3))');
  });

  it('shows what an incomplete expression has', () => {
    expect(formatExpression(compound('AND', []))).toBe('');
    expect(formatExpression(compound('AND', ['p1']))).toBe('p1');
    expect(formatExpression(compound('AND', ['p1', '']))).toBe('p1 ∧ ?');
    expect(formatExpression({ ...simple('p1'), type: 'conditional' })).toBe('p1 → ?');
    expect(expressionToFormula(compound('OR', [compound('NOT', [])]))).toBeNull();
  });
});
