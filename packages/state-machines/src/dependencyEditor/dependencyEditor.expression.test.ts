import type { LogicalExpression } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { expressionAntecedent } from './dependencyEditor.expression';
import { PREMISES, startEditor } from './dependencyEditor.fixtures';
import {
  CONDITIONAL_ANTECEDENT_UNSUPPORTED,
  NEGATED_AND_ANTECEDENT_UNSUPPORTED,
  OR_ANTECEDENT_UNSUPPORTED,
  PREMISE_NOT_OFFERED_ANTECEDENT_UNSUPPORTED,
  REPEATED_PREMISE_ANTECEDENT_UNSUPPORTED,
} from './dependencyEditor.messages';
import { canAddDependency, formSentence, formSourceIds } from './dependencyEditor.selectors';

const node = (
  type: LogicalExpression['type'],
  operands: LogicalExpression['operands'],
  operator?: LogicalExpression['operator'],
): LogicalExpression => ({
  id: `e-${type}-${operator ?? ''}`,
  type,
  ...(operator === undefined ? {} : { operator }),
  operands,
  probability: 0.8,
});
const and = (...operands: LogicalExpression['operands']) => node('compound', operands, 'AND');
const or = (...operands: LogicalExpression['operands']) => node('compound', operands, 'OR');
const not = (operand: string | LogicalExpression) => node('compound', [operand], 'NOT');
const ALL = ['p1', 'p2', 'p3'];

describe('expressionAntecedent: how an expression antecedent enters the maths', () => {
  it('an AND of premises is a multi-parent dependency (parents listed together), not a negation', () => {
    expect(expressionAntecedent(and('p1', 'p2'), true, ALL)).toEqual({
      kind: 'sources',
      sourceIds: ['p1', 'p2'],
    });
  });

  it('a NOT of one premise is a negated parent ~id; learned FALSE flips it', () => {
    expect(expressionAntecedent(not('p1'), true, ALL)).toEqual({
      kind: 'sources',
      sourceIds: ['~p1'],
    });
    expect(expressionAntecedent(not('p1'), false, ALL)).toEqual({
      kind: 'sources',
      sourceIds: ['p1'],
    });
    expect(expressionAntecedent(node('simple', ['p2']), false, ALL)).toEqual({
      kind: 'sources',
      sourceIds: ['~p2'],
    });
  });

  it('an AND of premises and negated premises lists each literal', () => {
    expect(expressionAntecedent(and('p1', not('p2')), true, ALL)).toEqual({
      kind: 'sources',
      sourceIds: ['p1', '~p2'],
    });
  });

  it.each([
    ['OR', or('p1', 'p2'), true, OR_ANTECEDENT_UNSUPPORTED],
    ['an OR inside an AND', and('p1', or('p2', 'p3')), true, OR_ANTECEDENT_UNSUPPORTED],
    ['NOT of an AND', not(and('p1', 'p2')), true, NEGATED_AND_ANTECEDENT_UNSUPPORTED],
    ['an AND learned FALSE', and('p1', 'p2'), false, NEGATED_AND_ANTECEDENT_UNSUPPORTED],
    ['a conditional', node('conditional', ['p1', 'p2']), true, CONDITIONAL_ANTECEDENT_UNSUPPORTED],
    [
      'a biconditional',
      node('biconditional', ['p1', 'p2']),
      true,
      CONDITIONAL_ANTECEDENT_UNSUPPORTED,
    ],
    ['a repeated premise', and('p1', not('p1')), true, REPEATED_PREMISE_ANTECEDENT_UNSUPPORTED],
    ['a premise not offered', and('p1', 'p3'), true, PREMISE_NOT_OFFERED_ANTECEDENT_UNSUPPORTED],
  ] as const)('refuses %s with its explanation', (_, expression, value, reason) => {
    expect(expressionAntecedent(expression, value, ['p1', 'p2'])).toEqual({
      kind: 'unsupported',
      reason,
    });
  });

  it('reports an invalid expression with the engine message, 2 levels deep at most', () => {
    expect(expressionAntecedent(and('p1'), true, ALL)).toEqual({
      kind: 'invalid',
      message: 'AND operator must have at least two operands',
    });
    expect(expressionAntecedent(and('p1', not(not('p2'))), true, ALL)).toEqual({
      kind: 'invalid',
      message: 'Expressions can be nested at most 2 levels deep',
    });
  });
});

describe('dependencyEditorMachine: expression antecedent in the add form', () => {
  it('an AND antecedent adds one dependency per parent, combined as multi-parent p3|p1 & p2', () => {
    const { actor, context, value, emitted } = startEditor({
      premiseProbabilities: { p1: 0.6, p2: 0.7, p3: 0.5 },
    });
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT_EXPRESSION', expression: and('p1') });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p3' });
    expect(canAddDependency(context())).toBe(false);
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(value()).toMatchObject({ ready: { form: 'open' } });
    actor.send({ type: 'SET_ANTECEDENT_EXPRESSION', expression: and('p1', 'p2') });
    expect(formSourceIds(context())).toEqual(['p1', 'p2']);
    expect(formSentence(context())).toMatch(
      /^Learning that "It rains ∧ The ground is wet" is TRUE makes me /,
    );
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(value()).toMatchObject({ ready: { form: 'closed' } });
    expect(context().dependencies).toEqual({ p3: ['p1', 'p2'] });
    expect(context().premiseConditionals).toEqual({ 'p3|p1': 0.7, 'p3|p2': 0.7 });
    expect(context().items.map((item) => [item.id, item.isCalculated])).toEqual([
      ['p3|p1', false],
      ['p3|p2', false],
      ['p3|p1 & p2', true],
    ]);
    expect(emitted).toHaveLength(1);
    expect(context().form.antecedentExpression).toBeUndefined();
  });

  it('a NOT antecedent adds the negated parent', () => {
    const { actor, context } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT_EXPRESSION', expression: not('p1') });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p2' });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(context().dependencies).toEqual({ p2: ['~p1'] });
  });

  it('an unsupported antecedent cannot be added; clearing it returns to the premise select', () => {
    const { actor, context, value } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'SET_ANTECEDENT_EXPRESSION', expression: or('p1', 'p2') });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p3' });
    expect(canAddDependency(context())).toBe(false);
    expect(formSentence(context())).toBeNull();
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(value()).toMatchObject({ ready: { form: 'open' } });
    expect(context().dependencies).toEqual({});
    actor.send({ type: 'SET_ANTECEDENT_EXPRESSION', expression: null });
    expect('antecedentExpression' in context().form).toBe(false);
    expect(formSourceIds(context())).toEqual(['p1']);
  });

  it('a multi-parent antecedent with an existing parent is a duplicate', () => {
    const { actor, context, value } = startEditor({ dependencies: { p3: ['p1'] } });
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT_EXPRESSION', expression: and('p1', 'p2') });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p3' });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(value()).toMatchObject({ ready: { form: 'duplicate' } });
    expect(context().duplicateMessage).toContain(
      `"${PREMISES[0]!.content}" and "${PREMISES[1]!.content}"`,
    );
  });
});
