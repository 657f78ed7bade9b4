import {
  baseClaimId,
  DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH,
  type LogicalExpression,
  negationId,
  validateExpression,
} from '@credence/engine';
import {
  CONDITIONAL_ANTECEDENT_UNSUPPORTED,
  NEGATED_AND_ANTECEDENT_UNSUPPORTED,
  OR_ANTECEDENT_UNSUPPORTED,
  PREMISE_NOT_OFFERED_ANTECEDENT_UNSUPPORTED,
  REPEATED_PREMISE_ANTECEDENT_UNSUPPORTED,
} from './dependencyEditor.messages';

/**
 * What an expression antecedent of the add form becomes in the maths:
 * - `sources`: the parent references of the new dependency. One reference (`id`, or `~id` for a
 *   NOT of one premise) is an ordinary dependency `target|id` / `target|~id`; several (an AND of
 *   premises or negated premises) are parents listed together, one dependency each with the form's
 *   conditional, which the engine combines by noisy-OR into the calculated multi-parent dependency
 *   `target|a & b`.
 * - `invalid`: the builder's own validation fails (`message` is the engine's).
 * - `unsupported`: a valid expression the maths cannot use (OR, a negated AND, a conditional,
 *   a repeated premise, a premise not offered); `reason` explains it.
 */
export type ExpressionAntecedent =
  | { kind: 'sources'; sourceIds: string[] }
  | { kind: 'invalid'; message: string }
  | { kind: 'unsupported'; reason: string };

class Unsupported extends Error {}

/** The literals (`id` or `~id`) of a conjunction of premises and negated premises. */
function literals(node: string | LogicalExpression, negated: boolean): string[] {
  if (typeof node === 'string') return [negated ? negationId(node) : node];
  switch (node.type) {
    case 'simple':
      return literals(node.operands[0] ?? '', negated);
    case 'compound':
      if (node.operator === 'NOT') return literals(node.operands[0] ?? '', !negated);
      if (node.operator === 'OR') throw new Unsupported(OR_ANTECEDENT_UNSUPPORTED);
      if (negated) throw new Unsupported(NEGATED_AND_ANTECEDENT_UNSUPPORTED);
      return node.operands.flatMap((operand) => literals(operand, false));
    default:
      throw new Unsupported(CONDITIONAL_ANTECEDENT_UNSUPPORTED);
  }
}

/**
 * Reads an expression antecedent (learned TRUE, or FALSE when `antecedentValue` is false) as
 * dependency sources, checked with the form's depth limit
 * ({@link @credence/engine!DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH}, 2) and against `allowedIds`, the premises the
 * form offers as antecedents.
 *
 * @example
 * // AND of two premises → two parents listed together (multi-parent `target|p1 & p2`), not `~…`
 * expressionAntecedent(and('p1', 'p2'), true, ['p1', 'p2']); // { kind: 'sources', sourceIds: ['p1', 'p2'] }
 * // NOT of one premise → a negated parent
 * expressionAntecedent(not('p1'), true, ['p1']); // { kind: 'sources', sourceIds: ['~p1'] }
 */
export function expressionAntecedent(
  expression: LogicalExpression,
  antecedentValue: boolean,
  allowedIds: readonly string[],
): ExpressionAntecedent {
  const validation = validateExpression(expression, {
    maxDepth: DEPENDENCY_FORM_EXPRESSION_MAX_DEPTH,
  });
  if (!validation.valid) return { kind: 'invalid', message: validation.message };
  try {
    const sourceIds = literals(expression, !antecedentValue);
    const baseIds = sourceIds.map(baseClaimId);
    if (new Set(baseIds).size !== baseIds.length) {
      return { kind: 'unsupported', reason: REPEATED_PREMISE_ANTECEDENT_UNSUPPORTED };
    }
    if (baseIds.some((id) => !allowedIds.includes(id))) {
      return { kind: 'unsupported', reason: PREMISE_NOT_OFFERED_ANTECEDENT_UNSUPPORTED };
    }
    return { kind: 'sources', sourceIds };
  } catch (error) {
    if (error instanceof Unsupported) return { kind: 'unsupported', reason: error.message };
    throw error;
  }
}
