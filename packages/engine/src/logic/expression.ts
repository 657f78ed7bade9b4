import { DEFAULT_EXPRESSION_PROBABILITY } from '../constants';
import type { Formula } from './ast';
import { type FormatFormulaOptions, formatFormula } from './format';

/** The kinds of logical expression the expression builder offers. */
export type ExpressionType = 'simple' | 'compound' | 'conditional' | 'biconditional';

/** The operators of a compound expression. */
export type ExpressionOperator = 'AND' | 'OR' | 'NOT';

/** Every expression type, in the builder's order. */
export const EXPRESSION_TYPES: readonly ExpressionType[] = [
  'simple',
  'compound',
  'conditional',
  'biconditional',
];

/** Every compound operator, in the builder's order. */
export const EXPRESSION_OPERATORS: readonly ExpressionOperator[] = ['AND', 'OR', 'NOT'];

/** How deeply the expression builder nests expressions by default (2 in the dependency form). */
export const DEFAULT_EXPRESSION_MAX_DEPTH = 3;

/** How deeply the expression builder nests expressions inside the add-dependency form. */
export const DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH = 2;

/**
 * A logical expression over premises, as the expression builder edits it: premise ids and
 * nested expressions combined by a type (and, for a compound, an operator).
 */
export interface LogicalExpression {
  readonly id: string;
  readonly type: ExpressionType;
  /** Only for a compound expression. */
  readonly operator?: ExpressionOperator;
  /** Premise ids, or nested expressions. */
  readonly operands: readonly (string | LogicalExpression)[];
  /** The expression's credence, 0 … 1; {@link DEFAULT_EXPRESSION_PROBABILITY} (0.8) for a new one. */
  readonly probability: number;
  readonly metadata?: {
    readonly description?: string;
    readonly userFriendly?: string;
  };
}

/** Another name for {@link LogicalExpression}. */
export type Expression = LogicalExpression;

/** Shown for an expression without operands. */
export const EXPRESSION_NEEDS_OPERAND = 'Expression must have at least one operand';
/** Shown for a NOT with other than one operand. */
export const NOT_NEEDS_ONE_OPERAND = 'NOT operator must have exactly one operand';
/** Shown for an AND with fewer than two operands. */
export const AND_NEEDS_TWO_OPERANDS = 'AND operator must have at least two operands';
/** Shown for an OR with fewer than two operands. */
export const OR_NEEDS_TWO_OPERANDS = 'OR operator must have at least two operands';
/** Shown for a simple expression with other than one operand. */
export const SIMPLE_NEEDS_ONE_OPERAND = 'A simple expression must have exactly one operand';
/** Shown for a compound expression without an operator. */
export const COMPOUND_NEEDS_OPERATOR = 'A compound expression must have an operator';
/** Shown for a conditional with other than two operands. */
export const CONDITIONAL_NEEDS_TWO_OPERANDS =
  'A conditional expression must have exactly two operands';
/** Shown for a biconditional with other than two operands. */
export const BICONDITIONAL_NEEDS_TWO_OPERANDS =
  'A biconditional expression must have exactly two operands';
/** Shown for an empty premise operand. */
export const EMPTY_OPERAND = 'Every operand must name a premise';
/** Shown for a probability outside 0 … 1. */
export const EXPRESSION_PROBABILITY_RANGE = 'Expression probability must be between 0 and 1';
/** Shown for a valid expression. */
export const EXPRESSION_VALID = 'Expression is valid';

/** Shown when expressions nest deeper than allowed. */
export function expressionTooDeep(maxDepth: number): string {
  return `Expressions can be nested at most ${maxDepth} level${maxDepth === 1 ? '' : 's'} deep`;
}

/** Options of {@link validateExpression}. */
export interface ValidateExpressionOptions {
  /**
   * How many levels of expressions are allowed, the outermost being level 1. Default
   * {@link DEFAULT_EXPRESSION_MAX_DEPTH} (3); the dependency form uses 2.
   */
  readonly maxDepth?: number;
}

/** The verdict of {@link validateExpression}. */
export interface ExpressionValidation {
  valid: boolean;
  /** The first problem found (outermost first), or `'Expression is valid'`. */
  message: string;
}

function problemOf(expression: LogicalExpression, depth: number, maxDepth: number): string | null {
  if (depth > maxDepth) return expressionTooDeep(maxDepth);
  const { operands } = expression;
  if (!Array.isArray(operands) || operands.length === 0) return EXPRESSION_NEEDS_OPERAND;
  switch (expression.type) {
    case 'simple':
      if (operands.length !== 1) return SIMPLE_NEEDS_ONE_OPERAND;
      break;
    case 'compound':
      switch (expression.operator) {
        case 'NOT':
          if (operands.length !== 1) return NOT_NEEDS_ONE_OPERAND;
          break;
        case 'AND':
          if (operands.length < 2) return AND_NEEDS_TWO_OPERANDS;
          break;
        case 'OR':
          if (operands.length < 2) return OR_NEEDS_TWO_OPERANDS;
          break;
        case undefined:
          return COMPOUND_NEEDS_OPERATOR;
        default:
          return `Unknown operator "${String(expression.operator)}": use AND, OR or NOT`;
      }
      break;
    case 'conditional':
      if (operands.length !== 2) return CONDITIONAL_NEEDS_TWO_OPERANDS;
      break;
    case 'biconditional':
      if (operands.length !== 2) return BICONDITIONAL_NEEDS_TWO_OPERANDS;
      break;
    default:
      return `Unknown expression type "${String(expression.type)}": use simple, compound, conditional or biconditional`;
  }
  const { probability } = expression;
  if (
    probability !== undefined &&
    (typeof probability !== 'number' || !(probability >= 0 && probability <= 1))
  )
    return EXPRESSION_PROBABILITY_RANGE;
  for (const operand of operands) {
    if (typeof operand === 'string') {
      if (operand.trim() === '') return EMPTY_OPERAND;
      continue;
    }
    const problem = problemOf(operand, depth + 1, maxDepth);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * Checks an expression of the expression builder, nested expressions included: at least one
 * operand; a simple expression exactly one; a compound one an operator, with exactly one
 * operand for NOT and at least two for AND and OR; a conditional or biconditional exactly two;
 * no empty premise operand; a probability in 0 … 1; at most `maxDepth` levels.
 *
 * @example
 * validateExpression({ id: 'e1', type: 'compound', operator: 'AND', operands: ['p1'], probability: 0.8 })
 * // { valid: false, message: 'AND operator must have at least two operands' }
 */
export function validateExpression(
  expression: LogicalExpression,
  options: ValidateExpressionOptions = {},
): ExpressionValidation {
  const maxDepth = options.maxDepth ?? DEFAULT_EXPRESSION_MAX_DEPTH;
  const problem = problemOf(expression, 1, maxDepth);
  return problem === null
    ? { valid: true, message: EXPRESSION_VALID }
    : { valid: false, message: problem };
}

/** Fields of a new expression; everything but the id has a default. */
export interface CreateExpressionInput {
  readonly id: string;
  /** Default `'simple'`. */
  readonly type?: ExpressionType;
  /** Default AND for a compound expression, none otherwise. */
  readonly operator?: ExpressionOperator;
  /** Default none. */
  readonly operands?: readonly (string | LogicalExpression)[];
  /** Default {@link DEFAULT_EXPRESSION_PROBABILITY} (0.8). */
  readonly probability?: number;
  readonly metadata?: LogicalExpression['metadata'];
}

/**
 * A new expression with the builder's defaults: probability 0.8, type simple, and the AND
 * operator for a compound expression.
 */
export function createExpression(input: CreateExpressionInput): LogicalExpression {
  const type = input.type ?? 'simple';
  const operator = type === 'compound' ? (input.operator ?? 'AND') : undefined;
  return {
    id: input.id,
    type,
    ...(operator === undefined ? {} : { operator }),
    operands: [...(input.operands ?? [])],
    probability: input.probability ?? DEFAULT_EXPRESSION_PROBABILITY,
    ...(input.metadata === undefined ? {} : { metadata: input.metadata }),
  };
}

/**
 * The expression with another type, as the type select changes it: simple keeps the first
 * operand and drops the operator; compound keeps the operands and defaults the operator to
 * AND; conditional and biconditional keep the first two operands and drop the operator.
 * Returns a new object; the input is not changed.
 */
export function changeExpressionType(
  expression: LogicalExpression,
  type: ExpressionType,
): LogicalExpression {
  const { operator, ...rest } = expression;
  switch (type) {
    case 'simple':
      return { ...rest, type, operands: expression.operands.slice(0, 1) };
    case 'compound':
      return {
        ...rest,
        type,
        operator: expression.type === 'compound' ? (operator ?? 'AND') : 'AND',
        operands: [...expression.operands],
      };
    case 'conditional':
    case 'biconditional':
      return { ...rest, type, operands: expression.operands.slice(0, 2) };
  }
}

/**
 * Whether the builder may add another operand (its 'add Premise' and 'add Expression'
 * buttons): not when a NOT already has its one operand.
 */
export function canAddOperand(expression: LogicalExpression): boolean {
  return !(expression.operator === 'NOT' && expression.operands.length >= 1);
}

/** Options of {@link expressionToFormula} and {@link formatExpression}. */
export interface ExpressionFormulaOptions {
  /** The atom written for a premise id (default: the id itself; an empty id is written `?`). */
  readonly atomName?: (premiseId: string) => string;
}

/** Written for an empty premise operand or a missing operand in a preview. */
export const MISSING_OPERAND_ATOM = '?';

/**
 * The expression as a formula of propositional logic, for the formatter: a premise is an atom
 * (named by `atomName`), NOT is `¬`, AND and OR join all their operands (left to right), a
 * conditional is `→` and a biconditional `↔`. An incomplete expression gives what it can: a
 * missing operand of a conditional, biconditional or NOT is the atom `?`, an AND or OR of one
 * operand is that operand; an expression without operands gives null.
 */
export function expressionToFormula(
  expression: LogicalExpression,
  options: ExpressionFormulaOptions = {},
): Formula | null {
  const name = options.atomName ?? ((id: string) => id);
  const missing: Formula = { kind: 'atom', name: MISSING_OPERAND_ATOM };
  const toFormula = (node: string | LogicalExpression): Formula | null => {
    if (typeof node === 'string') {
      return { kind: 'atom', name: node.trim() === '' ? MISSING_OPERAND_ATOM : name(node) };
    }
    const parts = node.operands.map(toFormula).filter((part): part is Formula => part !== null);
    if (parts.length === 0) return null;
    switch (node.type) {
      case 'compound':
        if (node.operator === 'NOT') return { kind: 'not', operand: parts[0] ?? missing };
        return parts.reduce((left, right) => ({
          kind: node.operator === 'OR' ? 'or' : 'and',
          left,
          right,
        }));
      case 'conditional':
      case 'biconditional':
        return {
          kind: node.type === 'conditional' ? 'implies' : 'iff',
          left: parts[0] ?? missing,
          right: parts[1] ?? missing,
        };
      default:
        return parts[0] ?? null;
    }
  };
  return toFormula(expression);
}

/**
 * The expression written by {@link formatFormula} (the builder's preview), e.g. `P1 ∧ ¬P2`;
 * an empty string for an expression without operands.
 *
 * @example
 * formatExpression(
 *   { id: 'e', type: 'compound', operator: 'AND', operands: ['p1', 'p2'], probability: 0.8 },
 *   { atomName: (id) => id.toUpperCase() },
 * ); // 'P1 ∧ P2'
 */
export function formatExpression(
  expression: LogicalExpression,
  options: ExpressionFormulaOptions & FormatFormulaOptions = {},
): string {
  const formula = expressionToFormula(expression, options);
  return formula === null ? '' : formatFormula(formula, options);
}
