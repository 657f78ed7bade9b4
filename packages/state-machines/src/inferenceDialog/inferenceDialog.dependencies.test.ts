import { evaluateArgument } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { premises, startDialog } from './inferenceDialog.fixtures';

const stored = {
  dependencies: { p2: ['p1', '~p3'], p3: ['p1'] },
  premiseConditionals: { 'p2|p1': 0.7, 'p2|~p1': 0.2, 'p2|~p3': 0.4, 'p3|p1': 0.9 },
};
const threePremises = [...premises, { id: 'p3', content: 'It is summer', probability: 0.5 }];

async function opened(...args: Parameters<typeof startDialog>) {
  const dialog = startDialog(
    { premises: threePremises, ...args[0] },
    { loadDependencies: async () => stored, ...args[1] },
  );
  await vi.advanceTimersByTimeAsync(0);
  return dialog;
}

describe('inferenceDialogMachine: dependencies', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removing one of several antecedents keeps the entry and drops that parent’s conditionals', async () => {
    const { actor, context, graphChanges } = await opened();
    actor.send({ type: 'ANTECEDENT_REMOVED', premiseId: 'p2', antecedentId: 'p1' });
    expect(context().settings.dependencies).toEqual({ p2: ['~p3'], p3: ['p1'] });
    expect(context().settings.premiseConditionals).toEqual({ 'p2|~p3': 0.4, 'p3|p1': 0.9 });
    expect(graphChanges).toEqual([]);
  });

  it('removing the last antecedent deletes the entry and emits dependency-graph-changed', async () => {
    const { actor, calls, context, graphChanges } = await opened();
    actor.send({ type: 'ANTECEDENT_REMOVED', premiseId: 'p3', antecedentId: 'p1' });
    const expected = {
      dependencies: { p2: ['p1', '~p3'] },
      premiseConditionals: { 'p2|p1': 0.7, 'p2|~p1': 0.2, 'p2|~p3': 0.4 },
    };
    expect(context().settings).toMatchObject(expected);
    expect(graphChanges).toEqual([
      { type: 'dependency-graph-changed', premiseId: 'p3', ...expected },
    ]);
    expect(calls.loadDependencies).toHaveLength(1);
  });

  it('a broadcast deletion removes the dependency without a refresh or a broadcast', async () => {
    const { actor, calls, context, graphChanges } = await opened();
    actor.send({ type: 'DEPENDENCY_DELETED', targetId: 'p2', sourceId: '~p3' });
    actor.send({ type: 'DEPENDENCY_DELETED', targetId: 'p3', sourceId: 'p1' });
    expect(context().settings.dependencies).toEqual({ p2: ['p1'] });
    expect(context().settings.premiseConditionals).toEqual({ 'p2|p1': 0.7, 'p2|~p1': 0.2 });
    expect(calls.loadDependencies).toHaveLength(1);
    expect(graphChanges).toEqual([]);
  });

  it('editor changes replace the dependencies (cleaned) and recompute with the engine', async () => {
    const { actor, context } = await opened();
    actor.send({
      type: 'DEPENDENCIES_CHANGED',
      dependencies: { p2: ['p1'], p3: [] },
      premiseConditionals: { 'p2|p1': 0.9, 'p3|p1': Number.NaN },
    });
    expect(context().settings.dependencies).toEqual({ p2: ['p1'] });
    expect(context().settings.premiseConditionals).toEqual({ 'p2|p1': 0.9 });
    const expected = evaluateArgument({
      mode: 'fallback',
      premises: threePremises.map(({ id, probability }) => ({ id, probability })),
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9 },
      externalClaims: {},
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.2,
    });
    expect(context().calculated?.pPremises).toBe(expected.pPremises);
    expect(context().calculated?.debugData.method).toBe('chain rule');
  });

  it('a calculation the engine refuses (a cycle) is reported and nothing else changes', async () => {
    const { actor, context } = await opened();
    const before = context().settings.truthTableData;
    actor.send({
      type: 'DEPENDENCIES_CHANGED',
      dependencies: { p1: ['p2'], p2: ['p1'] },
      premiseConditionals: { 'p1|p2': 0.8, 'p2|p1': 0.8 },
    });
    expect(context().calculated).toBeNull();
    expect(context().calculationError).toMatch(/cycle/i);
    actor.send({ type: 'SELECT_TAB', tab: 'TRUTH_TABLE' });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '111': 0.99 } });
    await vi.advanceTimersByTimeAsync(300);
    expect(context().settings.truthTableData).toBe(before);
    expect(actor.getSnapshot().status).toBe('active');
    actor.send({ type: 'DEPENDENCIES_CHANGED', dependencies: {}, premiseConditionals: {} });
    expect(context().calculationError).toBeNull();
    expect(context().calculated).not.toBeNull();
  });

  it('a slider change leaves the other regions alone (no second refresh)', async () => {
    const { actor, calls } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.5 } } });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.4 } } });
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenNotPremises: 0.3 });
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenNotPremises: 0.35 });
    await vi.advanceTimersByTimeAsync(400);
    expect(actor.getSnapshot().matches({ status: 'idle' })).toBe(true);
    expect(calls.loadDependencies).toHaveLength(1);
    expect(calls.loadConditionals).toHaveLength(1);
  });
});
