import { DURATIONS } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { startEditor } from './dependencyEditor.fixtures';
import type {
  ResetDependenciesInput,
  ResetDependenciesOutput,
  SaveDependenciesInput,
} from './dependencyEditor.types';

const withCalculated = {
  argumentId: 4,
  dependencies: { p2: ['p1'], p3: ['p1', 'p2', 'p1'] },
  premiseConditionals: { 'p2|p1': 0.8, 'p3|p1': 0.6, 'p3|p2': 0.7, 'p3|p1 & p2': 0.9 },
};
const noLoad = () =>
  fromPromise(async () => ({
    dependencies: withCalculated.dependencies,
    premiseConditionals: withCalculated.premiseConditionals,
    metadata: { 'p3|p2': { priority: 1, isLocked: true, lastModified: '2024-05-01' } },
  }));

describe('dependencyEditorMachine: Save to DB, Reset from DB, batch updates, order', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves each source and target once, skipping calculated dependencies', async () => {
    const saved: SaveDependenciesInput[] = [];
    const { actor, context, value } = startEditor(withCalculated, {
      loadDependencies: noLoad(),
      saveDependencies: fromPromise(async ({ input }: { input: SaveDependenciesInput }) => {
        saved.push(input);
        return { created: 3, skipped: 0, errors: 0 };
      }),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SAVE_TO_DB' });
    expect(value()).toMatchObject({ ready: { persistence: 'saving' } });
    actor.send({ type: 'SAVE_TO_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.items.map((item) => [item.conclusionId, item.antecedentExpression])).toEqual([
      ['p2', 'p1'],
      ['p3', 'p1'],
      ['p3', 'p2'],
    ]);
    expect(saved[0]?.items[2]).toEqual({
      conclusionId: 'p3',
      antecedentExpression: 'p2',
      probability: 0.7,
      source: 'premise-dependency',
      metadata: {
        isPremiseDependency: true,
        dependencyId: 'p3|p2',
        priority: 1,
        isLocked: true,
        lastModified: '2024-05-01',
      },
    });
    expect(saved[0]?.premiseConditionals).toEqual({ 'p2|p1': 0.8, 'p3|p1': 0.6, 'p3|p2': 0.7 });
    expect(saved[0]?.argumentId).toBe(4);
    expect(value()).toMatchObject({ ready: { persistence: 'idle' } });
    expect(context().warnings).toEqual([]);
    expect(context().toasts).toEqual([]);
  });

  it('only logs a failed save (no toast)', async () => {
    const { actor, context } = startEditor(
      {},
      {
        saveDependencies: fromPromise(async () => {
          throw new Error('HTTP 500');
        }),
      },
    );
    actor.send({ type: 'SAVE_TO_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().warnings).toEqual(['Failed to save dependencies: HTTP 500']);
    expect(context().toasts).toEqual([]);
  });

  it('logs a save that reports item errors', async () => {
    const { actor, context } = startEditor(
      {},
      {
        saveDependencies: fromPromise(async () => ({ created: 0, skipped: 0, errors: 2 })),
      },
    );
    actor.send({ type: 'SAVE_TO_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().warnings).toEqual(['Failed to save 2 dependencies']);
  });

  it('resets from the database: 0.5 or missing removes, other values are kept', async () => {
    const asked: ResetDependenciesInput[] = [];
    const { actor, context, emitted } = startEditor(
      {
        dependencies: { p2: ['p1', '~p3'], p3: ['p1'] },
        premiseConditionals: { 'p2|p1': 0.8, 'p2|~p3': 0.4, 'p3|p1': 0.6 },
      },
      {
        resetDependencies: fromPromise(
          async ({
            input,
          }: {
            input: ResetDependenciesInput;
          }): Promise<ResetDependenciesOutput> => {
            asked.push(input);
            return {
              results: [
                { dependencyId: 'p2|p1', newProbability: 0.65 },
                { dependencyId: 'p2|~p3', newProbability: 0.5 },
              ],
            };
          },
        ),
      },
    );
    actor.send({ type: 'RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked[0]?.dependencies).toEqual([
      { targetId: 'p2', sourceId: 'p1' },
      { targetId: 'p2', sourceId: '~p3' },
      { targetId: 'p3', sourceId: 'p1' },
    ]);
    expect(context().dependencies).toEqual({ p2: ['p1'] });
    expect(context().premiseConditionals).toEqual({ 'p2|p1': 0.65 });
    expect(emitted.at(-1)?.type).toBe('dependency-changed');
  });

  it('skips calculated dependencies when resetting', async () => {
    const asked: ResetDependenciesInput[] = [];
    const { actor, context } = startEditor(
      { dependencies: { p3: ['p1 & p2', 'p1'] }, premiseConditionals: { 'p3|p1': 0.6 } },
      {
        resetDependencies: fromPromise(async ({ input }: { input: ResetDependenciesInput }) => {
          asked.push(input);
          return { results: [{ dependencyId: 'p3|p1', newProbability: 0.7 }] };
        }),
      },
    );
    actor.send({ type: 'RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked[0]?.dependencies).toEqual([{ targetId: 'p3', sourceId: 'p1' }]);
    expect(context().dependencies).toEqual({ p3: ['p1 & p2', 'p1'] });
    expect(context().premiseConditionals).toEqual({ 'p3|p1': 0.7 });
  });

  it('only logs a failed reset', async () => {
    const { actor, context } = startEditor(
      { dependencies: { p2: ['p1'] } },
      {
        resetDependencies: fromPromise(async () => {
          throw new Error('offline');
        }),
      },
    );
    actor.send({ type: 'RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().warnings).toEqual(['Failed to reset dependencies: offline']);
    expect(context().dependencies).toEqual({ p2: ['p1'] });
    expect(context().toasts).toEqual([]);
  });

  it('applies a batch update and drops a premise left with no parents', () => {
    const { actor, context, emitted } = startEditor({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.8 },
    });
    actor.send({
      type: 'BATCH_UPDATE',
      changes: [
        { action: 'add', targetId: 'p3', sourceId: '~p1', conditionalProbability: 0.2 },
        { action: 'add', targetId: 'p3', sourceId: 'p2' },
        { action: 'remove', targetId: 'p2', sourceId: 'p1' },
      ],
    });
    expect(context().dependencies).toEqual({ p3: ['~p1', 'p2'] });
    expect(context().premiseConditionals).toEqual({ 'p3|~p1': 0.2, 'p3|p2': 0.7 });
    expect(emitted).toEqual([
      {
        type: 'dependency-changed',
        dependencies: { p3: ['~p1', 'p2'] },
        premiseConditionals: { 'p3|~p1': 0.2, 'p3|p2': 0.7 },
      },
    ]);
  });

  it('orders by priority and reorders by drag in foundationalist mode only (300 ms animation)', async () => {
    const { actor, context, value } = startEditor({
      dependencies: { p2: ['p1'], p3: ['p1', '~p2'] },
      resolutionMode: 'coherentist',
    });
    const order = () =>
      context()
        .items.filter((item) => !item.isCalculated)
        .map((item) => `${item.priority}:${item.id}`);
    actor.send({ type: 'REORDER', fromIndex: 2, toIndex: 0 });
    expect(order()).toEqual(['1:p2|p1', '2:p3|p1', '3:p3|~p2']);
    actor.send({ type: 'SET_RESOLUTION_MODE', mode: 'foundationalist' });
    actor.send({ type: 'REORDER', fromIndex: 2, toIndex: 0 });
    expect(order()).toEqual(['1:p3|~p2', '2:p2|p1', '3:p3|p1']);
    expect(value()).toMatchObject({ ready: { reorder: 'animating' } });
    await vi.advanceTimersByTimeAsync(DURATIONS.animation - 1);
    expect(value()).toMatchObject({ ready: { reorder: 'animating' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toMatchObject({ ready: { reorder: 'idle' } });
    actor.send({ type: 'REORDER', fromIndex: 0, toIndex: 7 });
    expect(order()).toEqual(['1:p3|~p2', '2:p2|p1', '3:p3|p1']);
    // Coherentist mode keeps the map's order; the priorities stay.
    actor.send({ type: 'SET_RESOLUTION_MODE', mode: 'coherentist' });
    expect(order()).toEqual(['2:p2|p1', '3:p3|p1', '1:p3|~p2']);
  });

  it('renumbers priorities from 1 after a removal', () => {
    const { actor, context } = startEditor({
      dependencies: { p2: ['p1'], p3: ['~p2'] },
      resolutionMode: 'foundationalist',
    });
    actor.send({ type: 'REQUEST_REMOVE', id: 'p2|p1' });
    actor.send({ type: 'CONFIRM_REMOVE' });
    expect(context().items.map((item) => [item.id, item.priority])).toEqual([['p3|~p2', 1]]);
  });
});
