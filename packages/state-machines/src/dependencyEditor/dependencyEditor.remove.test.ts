import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { startEditor } from './dependencyEditor.fixtures';
import { REMOVE_CONFIRMATION_TEXT } from './dependencyEditor.messages';
import type { RemoveDependencyInput } from './dependencyEditor.types';

const saved = {
  argumentId: 5,
  dependencies: { p2: ['p1'], p3: ['~p1'] },
  premiseConditionals: { 'p2|p1': 0.8, 'p3|~p1': 0.3 },
};

const loaded = () =>
  fromPromise(async () => ({
    dependencies: saved.dependencies,
    premiseConditionals: saved.premiseConditionals,
  }));

describe('dependencyEditorMachine: removing a dependency', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the confirmation text', () => {
    expect(REMOVE_CONFIRMATION_TEXT).toBe(
      'Are you sure you want to remove this dependency? This action cannot be undone.',
    );
  });

  it('asks first, then removes it from the database and shows "Dependency removed"', async () => {
    const calls: RemoveDependencyInput[] = [];
    const { actor, context, value, emitted } = startEditor(saved, {
      loadDependencies: loaded(),
      removeDependency: fromPromise(async ({ input }: { input: RemoveDependencyInput }) => {
        calls.push(input);
      }),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REQUEST_REMOVE', id: 'p3|~p1' });
    expect(value()).toMatchObject({ ready: { list: 'confirmingRemoval' } });
    expect(context().pendingRemovalId).toBe('p3|~p1');
    actor.send({ type: 'CONFIRM_REMOVE' });
    expect(value()).toMatchObject({ ready: { list: 'removing' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ argumentId: 5, targetId: 'p3', sourceId: '~p1' }]);
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
    expect(context().dependencies).toEqual({ p2: ['p1'] });
    expect(context().premiseConditionals).toEqual({ 'p2|p1': 0.8 });
    expect(context().items.map((item) => item.id)).toEqual(['p2|p1']);
    expect(context().toasts).toEqual([
      { id: 1, kind: 'success', text: 'Dependency removed', durationMs: 5000 },
    ]);
    expect(emitted).toEqual([
      {
        type: 'dependency-deleted',
        targetId: 'p3',
        sourceId: '~p1',
        dependencies: { p2: ['p1'] },
        premiseConditionals: { 'p2|p1': 0.8 },
      },
    ]);
  });

  it('closes the dialog and keeps the dependency when the database call fails', async () => {
    const { actor, context, value, emitted } = startEditor(saved, {
      loadDependencies: loaded(),
      removeDependency: fromPromise(async () => {
        throw new Error('HTTP 500');
      }),
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REQUEST_REMOVE', id: 'p2|p1' });
    actor.send({ type: 'CONFIRM_REMOVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
    expect(context().pendingRemovalId).toBeNull();
    expect(context().items.map((item) => item.id)).toEqual(['p2|p1', 'p3|~p1']);
    expect(context().toasts).toEqual([
      {
        id: 1,
        kind: 'error',
        text: 'Failed to remove dependency from database. Please try again.',
        durationMs: 5000,
      },
    ]);
    expect(emitted).toEqual([]);
  });

  it('Cancel keeps the dependency', async () => {
    const { actor, context, value } = startEditor(saved, { loadDependencies: loaded() });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REQUEST_REMOVE', id: 'p2|p1' });
    actor.send({ type: 'CANCEL_REMOVE' });
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
    expect(context().pendingRemovalId).toBeNull();
    expect(context().items).toHaveLength(2);
  });

  it('removes locally when the argument is not saved yet, dropping a premise left without parents', () => {
    const { actor, context, emitted } = startEditor({
      dependencies: { p3: ['p1'] },
      premiseConditionals: { 'p3|p1': 0.9 },
    });
    actor.send({ type: 'REQUEST_REMOVE', id: 'p3|p1' });
    actor.send({ type: 'CONFIRM_REMOVE' });
    expect(context().dependencies).toEqual({});
    expect(context().premiseConditionals).toEqual({});
    expect(context().toasts.map((toast) => toast.text)).toEqual(['Dependency removed']);
    expect(emitted[0]?.type).toBe('dependency-deleted');
  });

  it('refuses to remove a calculated dependency or an unknown one', () => {
    const { actor, value } = startEditor({
      dependencies: { p3: ['p1', 'p2'] },
      premiseConditionals: { 'p3|p1': 0.8, 'p3|p2': 0.7 },
    });
    actor.send({ type: 'REQUEST_REMOVE', id: 'p3|p1 & p2' });
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
    actor.send({ type: 'REQUEST_REMOVE', id: 'nope|p1' });
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
  });
});
