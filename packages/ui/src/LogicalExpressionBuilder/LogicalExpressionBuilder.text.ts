import type { ExpressionOperator, ExpressionType } from '@credence/engine';

/**
 * The expression builder's own texts. The spec fixes the button labels ('add Premise', 'add
 * Expression'); the validity messages are the engine's (`validateExpression`, copied from the
 * spec); the type names, accessible names and hints are ours.
 */
export const LOGICAL_EXPRESSION_BUILDER_TEXT = {
  label: 'Logical expression',
  type: 'Type',
  operator: 'Operator',
  types: {
    simple: 'Simple',
    compound: 'Compound',
    conditional: 'Conditional',
    biconditional: 'Biconditional',
  } satisfies Record<ExpressionType, string>,
  operators: { AND: 'AND', OR: 'OR', NOT: 'NOT' } satisfies Record<ExpressionOperator, string>,
  operands: 'Operands',
  operand: (index: number) => `Operand ${index}`,
  nested: (index: number) => `operand ${index}`,
  choosePremise: 'Choose a premise',
  addPremise: 'add Premise',
  addExpression: 'add Expression',
  remove: 'Remove',
  preview: 'Preview',
  emptyPreview: '(empty)',
  validity: 'Validity',
  premiseLabel: (index: number) => `P${index}`,
} as const;
