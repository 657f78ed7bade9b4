import { DEFAULT_DEPENDENCY_CONDITIONAL, DURATIONS } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { PREMISES, startEditor } from './dependencyEditor.fixtures';
import {
  antecedentOptions,
  canAddDependency,
  consequentOptions,
  formSentence,
} from './dependencyEditor.selectors';

describe('dependencyEditorMachine: add-dependency form', () => {
  it('opens with nothing chosen, TRUE and the default conditional 0.7', () => {
    const { actor, context, value } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    expect(value()).toMatchObject({ ready: { form: 'open' } });
    expect(context().form).toEqual({
      antecedentId: null,
      antecedentValue: true,
      consequentId: null,
      conditionalProbability: DEFAULT_DEPENDENCY_CONDITIONAL,
    });
    expect(DEFAULT_DEPENDENCY_CONDITIONAL).toBe(0.7);
    expect(canAddDependency(context())).toBe(false);
    expect(formSentence(context())).toBeNull();
  });

  it('does nothing on Add until both premises are chosen', () => {
    const { actor, context, value, emitted } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(value()).toMatchObject({ ready: { form: 'open' } });
    expect(context().items).toEqual([]);
    expect(context().alert).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('excludes the antecedent from the consequents, and the consequent and dependent premises from the antecedents', () => {
    const { actor, context } = startEditor({ dependencies: { p3: ['p2'] } });
    actor.send({ type: 'OPEN_FORM' });
    expect(antecedentOptions(context()).map((p) => p.id)).toEqual(['p1', 'p2']);
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    expect(consequentOptions(context()).map((p) => p.id)).toEqual(['p2', 'p3']);
    actor.send({ type: 'SET_CONSEQUENT', id: 'p1' });
    expect(context().form.consequentId).toBeNull();
    actor.send({ type: 'SET_CONSEQUENT', id: 'p2' });
    expect(antecedentOptions(context()).map((p) => p.id)).toEqual(['p1']);
    actor.send({ type: 'SET_ANTECEDENT', id: 'p3' });
    expect(context().form.antecedentId).toBe('p1');
    actor.send({ type: 'SET_ANTECEDENT', id: 'p2' });
    expect(context().form.antecedentId).toBe('p1');
  });

  it('reads as a sentence through the engine wording, TRUE or FALSE', () => {
    const { actor, context } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p2' });
    actor.send({ type: 'SET_FORM_CONDITIONAL', value: 0.9 });
    expect(formSentence(context())).toMatch(
      /^Learning that "It rains" is TRUE makes me .+ that the ground is wet$/,
    );
    actor.send({ type: 'SET_ANTECEDENT_VALUE', value: false });
    expect(formSentence(context())).toMatch(/^Learning that "It rains" is FALSE makes me /);
    actor.send({ type: 'SET_FORM_CONDITIONAL', value: 1.5 });
    expect(context().form.conditionalProbability).toBe(1);
  });

  it('creates the dependency, then resets and closes the form', () => {
    const { actor, context, value, emitted } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p2' });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(value()).toMatchObject({ ready: { form: 'closed' } });
    expect(context().dependencies).toEqual({ p2: ['p1'] });
    expect(context().premiseConditionals).toEqual({ 'p2|p1': 0.7 });
    expect(context().items[0]).toMatchObject({
      id: 'p2|p1',
      priority: 1,
      isLocked: false,
      isCalculated: false,
    });
    expect(context().items[0]?.lastModified).toEqual(expect.any(String));
    expect(context().form.antecedentId).toBeNull();
    expect(emitted).toEqual([
      {
        type: 'dependency-changed',
        dependencies: { p2: ['p1'] },
        premiseConditionals: { 'p2|p1': 0.7 },
      },
    ]);
    actor.send({ type: 'OPEN_FORM' });
    expect(context().form.consequentId).toBeNull();
  });

  it('uses the negation reference ~id as the source when the antecedent is FALSE', () => {
    const { actor, context } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'SET_ANTECEDENT_VALUE', value: false });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p3' });
    actor.send({ type: 'SET_FORM_CONDITIONAL', value: 0.2 });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(context().dependencies).toEqual({ p3: ['~p1'] });
    expect(context().premiseConditionals).toEqual({ 'p3|~p1': 0.2 });
    expect(context().items[0]?.id).toBe('p3|~p1');
  });

  it('rejects a duplicate with the exact dialog text, then OK returns to the form', () => {
    const { actor, context, value } = startEditor({ dependencies: { p2: ['p1'] } });
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p2' });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(value()).toMatchObject({ ready: { form: 'duplicate' } });
    expect(context().duplicateMessage).toBe(
      'This dependency relationship already exists between "It rains" and "The ground is wet". Please choose different premises or edit the existing dependency.',
    );
    actor.send({ type: 'DISMISS_DUPLICATE' });
    expect(value()).toMatchObject({ ready: { form: 'open' } });
    expect(context().duplicateMessage).toBeNull();
    expect(context().form.antecedentId).toBe('p1');
  });

  it('alerts when the chosen claims cannot be found', () => {
    const { actor, context, value } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p2' });
    actor.send({ type: 'UPDATE_ARGUMENT', premises: [PREMISES[0]!, PREMISES[2]!] });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(context().alert).toBe('Error: Could not find the selected claims. Please try again.');
    expect(value()).toMatchObject({ ready: { form: 'open' } });
    expect(context().items).toEqual([]);
    actor.send({ type: 'DISMISS_ALERT' });
    expect(context().alert).toBeNull();
  });

  it('Cancel resets and closes the form', () => {
    const { actor, context, value } = startEditor();
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'CANCEL_FORM' });
    expect(value()).toMatchObject({ ready: { form: 'closed' } });
    expect(context().form.antecedentId).toBeNull();
  });

  it('says when a new dependency fixes a premise by marginalization (4 s toast)', () => {
    const { actor, context } = startEditor({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.8 },
      premiseProbabilities: { p1: 0.5, p2: 0.5 },
    });
    actor.send({ type: 'OPEN_FORM' });
    actor.send({ type: 'SET_ANTECEDENT', id: 'p1' });
    actor.send({ type: 'SET_ANTECEDENT_VALUE', value: false });
    actor.send({ type: 'SET_CONSEQUENT', id: 'p2' });
    actor.send({ type: 'SET_FORM_CONDITIONAL', value: 0.2 });
    actor.send({ type: 'ADD_DEPENDENCY' });
    expect(context().toasts).toEqual([
      {
        id: 1,
        kind: 'success',
        text: 'P(The ground is wet) is now fixed by marginalization. It will automatically update when P(It rains) changes.',
        durationMs: DURATIONS.marginalizationToast,
      },
    ]);
    expect(DURATIONS.marginalizationToast).toBe(4000);
  });
});
