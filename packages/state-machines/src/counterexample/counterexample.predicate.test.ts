import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  memoryStorage,
  reachCountermodel,
  regimentActor,
  startFinder,
} from './counterexample.fixtures';
import { predicateSignatures } from './counterexample.predicate';
import type {
  CounterexampleOutput,
  EvaluatePredicateModelInput,
  EvaluatePredicateModelOutput,
} from './counterexample.types';

const advance = () => vi.advanceTimersByTimeAsync(0);

const PREDICATE_REGIMENTATION = {
  regimentedPremises: [
    { id: 'p1', regimentedContent: '∀x(Fx → Gx)' },
    { id: 'p2', regimentedContent: 'Ga' },
  ],
  regimentedConclusion: { id: 'c', regimentedContent: 'F(a)' },
};

async function predicateModel(
  evaluate: (input: EvaluatePredicateModelInput) => EvaluatePredicateModelOutput,
) {
  const seen: EvaluatePredicateModelInput[] = [];
  const storage = memoryStorage();
  const finder = startFinder(
    { logicSystem: 'predicate' },
    {
      ...storage.actors,
      regiment: regimentActor([], PREDICATE_REGIMENTATION),
      evaluatePredicateModel: fromPromise(
        async ({ input }: { input: EvaluatePredicateModelInput }) => {
          seen.push(input);
          return evaluate(input);
        },
      ),
    },
  );
  await reachCountermodel(finder, advance);
  return { ...finder, seen, storage };
}

/** A domain {a, b}, G true of a, F of nothing but b. */
function buildModel(actor: Awaited<ReturnType<typeof predicateModel>>['actor']) {
  actor.send({ type: 'ADD_DOMAIN_ITEM', name: 'a' });
  actor.send({ type: 'ADD_DOMAIN_ITEM', name: 'b' });
  actor.send({ type: 'ADD_TO_INTERPRETATION', predicate: 'G', tuple: ['a'] });
  actor.send({ type: 'ADD_TO_INTERPRETATION', predicate: 'G', tuple: ['b'] });
  actor.send({ type: 'ADD_TO_INTERPRETATION', predicate: 'F', tuple: ['b'] });
}

describe('counterexampleMachine: predicate countermodel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the predicates and their arities from the formulas', () => {
    expect(predicateSignatures(['∀x(Fx → Gx)', 'R(a, b) ∧ Sab', 'P → Q', 'F(a)'])).toEqual([
      { name: 'F', arity: 1 },
      { name: 'G', arity: 1 },
      { name: 'R', arity: 2 },
      { name: 'S', arity: 2 },
    ]);
  });

  it('opens the predicate panel with the formulas’ predicates', async () => {
    const { value, context } = await predicateModel(() => ({ premises: [], conclusion: false }));
    expect(value()).toEqual({ countermodel: { predicate: 'editing' } });
    expect(context().predicateData).toEqual({
      domain: [],
      predicates: [
        { name: 'F', arity: 1 },
        { name: 'G', arity: 1 },
      ],
      alternativeNames: {},
      interpretations: { F: [], G: [] },
    });
  });

  it('refuses an empty or duplicate domain item', async () => {
    const { actor, context, toastTexts } = await predicateModel(() => ({
      premises: [],
      conclusion: false,
    }));
    actor.send({ type: 'ADD_DOMAIN_ITEM', name: '  ' });
    actor.send({ type: 'ADD_DOMAIN_ITEM', name: ' a ' });
    actor.send({ type: 'ADD_DOMAIN_ITEM', name: 'a' });
    expect(context().predicateData.domain).toEqual(['a']);
    expect(toastTexts().slice(-2)).toEqual([
      'Please enter a domain item name',
      'This domain item already exists',
    ]);
  });

  it('adds and refuses alternative names; removing an item drops its names and tuples', async () => {
    const { actor, context, toastTexts } = await predicateModel(() => ({
      premises: [],
      conclusion: false,
    }));
    buildModel(actor);
    actor.send({ type: 'ADD_ALTERNATIVE_NAME', item: 'a', name: '' });
    actor.send({ type: 'ADD_ALTERNATIVE_NAME', item: 'a', name: 'c' });
    actor.send({ type: 'ADD_ALTERNATIVE_NAME', item: 'b', name: 'c' });
    actor.send({ type: 'ADD_ALTERNATIVE_NAME', item: 'b', name: 'a' });
    actor.send({ type: 'ADD_ALTERNATIVE_NAME', item: 'zzz', name: 'd' });
    expect(toastTexts().slice(-3)).toEqual([
      'Please enter an alternative name',
      'This alternative name already exists',
      'This alternative name already exists',
    ]);
    expect(context().predicateData.alternativeNames).toEqual({ a: ['c'] });
    actor.send({ type: 'REMOVE_ALTERNATIVE_NAME', item: 'a', name: 'c' });
    expect(context().predicateData.alternativeNames).toEqual({ a: [] });
    actor.send({ type: 'REMOVE_DOMAIN_ITEM', name: 'a' });
    expect(context().predicateData.domain).toEqual(['b']);
    expect(context().predicateData.alternativeNames).toEqual({});
    expect(context().predicateData.interpretations).toEqual({ F: [['b']], G: [['b']] });
  });

  it('accepts only tuples of known items with the right arity, once', async () => {
    const { actor, context } = await predicateModel(() => ({ premises: [], conclusion: false }));
    buildModel(actor);
    actor.send({ type: 'ADD_TO_INTERPRETATION', predicate: 'G', tuple: ['a'] });
    actor.send({ type: 'ADD_TO_INTERPRETATION', predicate: 'G', tuple: ['a', 'b'] });
    actor.send({ type: 'ADD_TO_INTERPRETATION', predicate: 'G', tuple: ['z'] });
    actor.send({ type: 'ADD_TO_INTERPRETATION', predicate: 'H', tuple: ['a'] });
    expect(context().predicateData.interpretations).toEqual({ F: [['b']], G: [['a'], ['b']] });
    actor.send({ type: 'REMOVE_FROM_INTERPRETATION', predicate: 'G', tuple: ['b'] });
    expect(context().predicateData.interpretations.G).toEqual([['a']]);
  });

  it('needs a domain of at least 2 elements, then some interpretations', async () => {
    const { actor, context, value, seen } = await predicateModel(() => ({
      premises: [true, true],
      conclusion: false,
    }));
    actor.send({ type: 'ADD_DOMAIN_ITEM', name: 'a' });
    actor.send({ type: 'VALIDATE' });
    expect(context().validationMessage).toBe('Your domain should have at least 2 elements');
    actor.send({ type: 'ADD_DOMAIN_ITEM', name: 'b' });
    actor.send({ type: 'VALIDATE' });
    expect(context().validationMessage).toBe(
      'You need to define interpretations for at least some predicates',
    );
    expect(
      context()
        .toasts.slice(-2)
        .map((toast) => [toast.kind, toast.text]),
    ).toEqual([
      ['error', 'Your domain should have at least 2 elements'],
      ['error', 'You need to define interpretations for at least some predicates'],
    ]);
    expect(value()).toEqual({ countermodel: { predicate: 'editing' } });
    expect(seen).toEqual([]);
  });

  it('validates through the injected evaluator and completes with the data', async () => {
    const { actor, seen, toastTexts } = await predicateModel(() => ({
      premises: [true, true],
      conclusion: false,
    }));
    buildModel(actor);
    actor.send({ type: 'ADD_ALTERNATIVE_NAME', item: 'a', name: 'c' });
    actor.send({ type: 'VALIDATE' });
    expect(actor.getSnapshot().value).toEqual({ countermodel: { predicate: 'evaluating' } });
    await advance();
    expect(seen).toEqual([
      {
        premises: ['∀x(Fx → Gx)', 'Ga'],
        conclusion: 'F(a)',
        model: {
          domain: ['a', 'b'],
          alternativeNames: { a: ['c'] },
          interpretations: { F: [['b']], G: [['a'], ['b']] },
        },
      },
    ]);
    expect(toastTexts().slice(-2)).toEqual([
      'Counterexample validated successfully!',
      'Counterexample saved locally',
    ]);
    const output = actor.getSnapshot().output as CounterexampleOutput;
    expect(output).toMatchObject({
      status: 'completed',
      data: {
        isValid: true,
        message: 'Counterexample validated successfully!',
        mode: 'predicate',
        truthTableData: null,
        predicateData: { domain: ['a', 'b'] },
      },
    });
  });

  it('requires every premise true', async () => {
    const { actor } = await predicateModel(() => ({ premises: [true, false], conclusion: false }));
    buildModel(actor);
    actor.send({ type: 'VALIDATE' });
    await advance();
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'completed',
      data: { isValid: false, message: 'All premises must be true in a counterexample' },
    });
  });

  it('requires the conclusion false', async () => {
    const { actor } = await predicateModel(() => ({ premises: [true, true], conclusion: true }));
    buildModel(actor);
    actor.send({ type: 'VALIDATE' });
    await advance();
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'completed',
      data: { isValid: false, message: 'The conclusion must be false in a counterexample' },
    });
  });

  it('shows the evaluator error and stays in the panel', async () => {
    const { actor, context, value } = await predicateModel(() => {
      throw new Error('Unknown predicate H at position 3');
    });
    buildModel(actor);
    actor.send({ type: 'VALIDATE' });
    await advance();
    expect(value()).toEqual({ countermodel: { predicate: 'editing' } });
    expect(context().validationMessage).toBe('Unknown predicate H at position 3');
    expect(context().toasts.at(-1)?.kind).toBe('error');
  });

  it('Back keeps the model and refreshes the predicates on return', async () => {
    const { actor, context, value } = await predicateModel(() => ({
      premises: [],
      conclusion: false,
    }));
    buildModel(actor);
    actor.send({ type: 'BACK' });
    expect(value()).toEqual({ regimentation: 'idle' });
    actor.send({ type: 'EDIT_CONCLUSION', content: 'Ha' });
    actor.send({ type: 'CONFIRM_CONCLUSION' });
    actor.send({ type: 'PROCEED' });
    await advance();
    expect(context().predicateData.predicates.map((p) => p.name)).toEqual(['F', 'G', 'H']);
    expect(context().predicateData.interpretations).toEqual({
      F: [['b']],
      G: [['a'], ['b']],
      H: [],
    });
    expect(context().predicateData.domain).toEqual(['a', 'b']);
  });
});
