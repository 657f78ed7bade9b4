import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { PREMISES, startEditor } from './dependencyEditor.fixtures';
import { LOADING_DEPENDENCIES_TEXT, NO_DEPENDENCIES_TEXT } from './dependencyEditor.messages';
import type {
  FetchDependencyClaimsInput,
  LoadDependenciesInput,
  LoadDependenciesOutput,
} from './dependencyEditor.types';

describe('dependencyEditorMachine: loading and cards', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the spec texts for loading and the empty list', () => {
    expect(LOADING_DEPENDENCIES_TEXT).toBe('Loading dependencies...');
    expect(NO_DEPENDENCIES_TEXT).toBe(
      'No dependencies defined yet. Click the + button to add one.',
    );
  });

  it('loads the stored dependencies, then shows the cards', async () => {
    const inputs: LoadDependenciesInput[] = [];
    const { context, value } = startEditor(
      { argumentId: 7 },
      {
        loadDependencies: fromPromise<LoadDependenciesOutput, LoadDependenciesInput>(
          async ({ input }) => {
            inputs.push(input);
            return {
              dependencies: { p2: ['p1'], p3: ['~p1'] },
              premiseConditionals: { 'p2|p1': 0.8, 'p3|~p1': 0.3 },
              metadata: { 'p3|~p1': { priority: 1, isLocked: true, lastModified: '2024-01-01' } },
            };
          },
        ),
      },
    );
    expect(value()).toEqual({ loading: 'dependencies' });
    await vi.advanceTimersByTimeAsync(0);
    expect(inputs).toEqual([{ argumentId: 7, claimIds: ['p1', 'p2', 'p3'] }]);
    expect(value()).toMatchObject({ ready: { list: 'browsing', form: 'closed' } });
    expect(context().items).toEqual([
      {
        id: 'p2|p1',
        sourceId: 'p1',
        targetId: 'p2',
        conditionalProbability: 0.8,
        priority: 2,
        lastModified: null,
        isLocked: false,
        isCalculated: false,
        calculationDetails: null,
        isOverridden: false,
      },
      {
        id: 'p3|~p1',
        sourceId: '~p1',
        targetId: 'p3',
        conditionalProbability: 0.3,
        priority: 1,
        lastModified: '2024-01-01',
        isLocked: true,
        isCalculated: false,
        calculationDetails: null,
        isOverridden: false,
      },
    ]);
  });

  it('goes straight to the list (empty) for an unsaved argument', () => {
    const { context, value } = startEditor();
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
    expect(context().items).toEqual([]);
  });

  it('keeps the given dependencies and logs a warning when loading fails', async () => {
    const { context, value } = startEditor(
      { argumentId: 7, dependencies: { p2: ['p1'] }, premiseConditionals: { 'p2|p1': 0.6 } },
      {
        loadDependencies: fromPromise(async () => {
          throw new Error('HTTP 500 Internal Server Error');
        }),
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
    expect(context().items.map((item) => [item.id, item.conditionalProbability])).toEqual([
      ['p2|p1', 0.6],
    ]);
    expect(context().warnings).toEqual([
      'Failed to load dependencies: HTTP 500 Internal Server Error',
    ]);
    expect(context().toasts).toEqual([]);
  });

  it('fetches the texts of external parent claims, ignoring ids of 100 characters or more', async () => {
    const long = 'x'.repeat(100);
    const asked: FetchDependencyClaimsInput[] = [];
    const { context, value } = startEditor(
      { dependencies: { p2: ['ext1', `~${long}`] } },
      {
        fetchClaims: fromPromise(async ({ input }: { input: FetchDependencyClaimsInput }) => {
          asked.push(input);
          return { claims: [{ id: 'ext1', content: 'Outside claim' }] };
        }),
      },
    );
    expect(value()).toEqual({ loading: 'claims' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([{ claimIds: ['ext1'] }]);
    expect(context().claims.ext1).toEqual({ id: 'ext1', content: 'Outside claim' });
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
  });

  it('logs a failed claim fetch and still shows the list', async () => {
    const { context, value } = startEditor(
      { dependencies: { p2: ['ext1'] } },
      {
        fetchClaims: fromPromise(async () => {
          throw new Error('API call failed: 500 Internal Server Error');
        }),
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(value()).toMatchObject({ ready: { list: 'browsing' } });
    expect(context().warnings).toEqual([
      'Failed to fetch claims: API call failed: 500 Internal Server Error',
    ]);
  });

  it('shows a multi-parent dependency as a calculated, non-editable card', () => {
    const { context } = startEditor({
      dependencies: { p3: ['p1', 'p2'] },
      premiseConditionals: { 'p3|p1': 0.8, 'p3|p2': 0.7 },
    });
    const calculated = context().items.find((item) => item.isCalculated);
    expect(calculated).toMatchObject({
      id: 'p3|p1 & p2',
      sourceId: 'p1 & p2',
      targetId: 'p3',
      isCalculated: true,
      priority: 3,
      calculationDetails: { parentIds: ['p1', 'p2'] },
    });
    expect(typeof calculated?.calculationDetails?.leak).toBe('number');
  });

  it('marks a dependency from or to a premise with a sub-argument or objection as overridden', () => {
    const { context, actor } = startEditor({
      dependencies: { p2: ['p1'], p3: ['~p2'], p1: ['p3'] },
      overriddenClaimIds: ['p2'],
    });
    expect(context().items.map((item) => [item.id, item.isOverridden])).toEqual([
      // p2's credence is its formal argument's, not p1's dependency's.
      ['p2|p1', true],
      // What p2 makes of p3 reads p2's contested credence.
      ['p3|~p2', true],
      ['p1|p3', false],
    ]);
    actor.send({ type: 'UPDATE_ARGUMENT', overriddenClaimIds: [] });
    expect(context().items.every((item) => !item.isOverridden)).toBe(true);
  });

  it('updates premises and credences from the app', () => {
    const { context, actor } = startEditor();
    actor.send({
      type: 'UPDATE_ARGUMENT',
      premises: [...PREMISES, { id: 'p4', content: 'New' }],
      premiseProbabilities: { p1: 0.9 },
      externalClaims: { ext: 0.4 },
    });
    expect(context().premises).toHaveLength(4);
    expect(context().claims.p4?.content).toBe('New');
    expect(context().premiseProbabilities).toEqual({ p1: 0.9 });
    expect(context().externalClaims).toEqual({ ext: 0.4 });
  });

  it('fails loudly when the app did not provide the loader', async () => {
    const { context } = startEditor({ argumentId: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().warnings).toEqual([
      'Failed to load dependencies: The "loadDependencies" actor was not provided: use machine.provide({ actors })',
    ]);
  });
});
