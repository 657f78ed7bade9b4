import { DEFAULT_AI_MODEL, MAX_USER_PATTERNS_FOR_AI } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { PREMISES, startEditor } from './dependencyEditor.fixtures';
import { ASSESSING_LABEL } from './dependencyEditor.messages';
import { assessDisabledReason } from './dependencyEditor.selectors';
import type {
  DependencyEditorSuggestion,
  EstimateDependenciesInput,
  EstimateDependenciesOutput,
  FetchUserPatternsInput,
} from './dependencyEditor.types';

const suggestion = (
  targetId: string,
  sourceId: string,
  conditionalProbability = 0.8,
): DependencyEditorSuggestion => ({
  targetId,
  sourceId,
  conditionalProbability,
  strength: 'strong',
  reasoning: 'related',
});

const estimating = (output: EstimateDependenciesOutput, seen: EstimateDependenciesInput[] = []) =>
  fromPromise(async ({ input }: { input: EstimateDependenciesInput }) => {
    seen.push(input);
    return output;
  });

describe('dependencyEditorMachine: AI assessment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is disabled with fewer than 2 premises', () => {
    const { actor, context, value } = startEditor({ premises: [PREMISES[0]!] });
    expect(assessDisabledReason(context())).toBe('Need at least 2 premises to assess dependencies');
    actor.send({ type: 'ASSESS' });
    expect(value()).toMatchObject({ ready: { assessment: 'idle' } });
    expect(ASSESSING_LABEL).toBe('Assessing...');
  });

  it('sends the premises, model, existing dependencies and at most 10 user patterns', async () => {
    const seen: EstimateDependenciesInput[] = [];
    const patternsAsked: FetchUserPatternsInput[] = [];
    const patterns = Array.from({ length: 12 }, (_, i) => ({ key: `a${i}|b`, value: 0.5 }));
    const { actor, context, value, emitted } = startEditor(
      { userId: 42, dependencies: { p3: ['p2'] } },
      {
        fetchUserPatterns: fromPromise(async ({ input }: { input: FetchUserPatternsInput }) => {
          patternsAsked.push(input);
          return { conditionals: patterns };
        }),
        estimateDependencies: estimating(
          { suggestedDependencies: [suggestion('p2', 'p1', 0.85), suggestion('p3', 'p2')] },
          seen,
        ),
      },
    );
    expect(assessDisabledReason(context())).toBeNull();
    actor.send({ type: 'ASSESS' });
    expect(value()).toMatchObject({ ready: { assessment: { assessing: 'patterns' } } });
    expect(context().banner).toEqual({
      kind: 'info',
      text: 'Analyzing semantic relationships between 3 premises...',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(patternsAsked).toEqual([{ userId: 42 }]);
    expect(MAX_USER_PATTERNS_FOR_AI).toBe(10);
    expect(seen).toEqual([
      {
        premises: PREMISES,
        modelId: DEFAULT_AI_MODEL,
        existingDependencies: { p3: ['p2'] },
        userPatterns: patterns.slice(0, 10),
      },
    ]);
    expect(value()).toMatchObject({ ready: { assessment: 'showingResult' } });
    expect(context().banner).toEqual({
      kind: 'success',
      text: 'Added 1 dependencies based on semantic analysis. (1 already existed)',
    });
    expect(context().premiseConditionals).toEqual({ 'p2|p1': 0.85 });
    expect(emitted.map((event) => event.type)).toEqual(['dependency-changed']);
  });

  it('clears the banner exactly 5 s after the result', async () => {
    const { actor, context, value } = startEditor(
      {},
      { estimateDependencies: estimating({ suggestedDependencies: [suggestion('p2', 'p1')] }) },
    );
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().banner?.text).toBe('Added 1 dependencies based on semantic analysis.');
    await vi.advanceTimersByTimeAsync(4999);
    expect(value()).toMatchObject({ ready: { assessment: 'showingResult' } });
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toMatchObject({ ready: { assessment: 'idle' } });
    expect(context().banner).toBeNull();
  });

  it('uses an empty pattern list without a user or when the patterns fail', async () => {
    const seen: EstimateDependenciesInput[] = [];
    const first = startEditor(
      {},
      { estimateDependencies: estimating({ suggestedDependencies: [] }, seen) },
    );
    first.actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    const second = startEditor(
      { userId: 9 },
      {
        fetchUserPatterns: fromPromise(async () => {
          throw new Error('down');
        }),
        estimateDependencies: estimating({ suggestedDependencies: [] }, seen),
      },
    );
    second.actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.map((input) => input.userPatterns)).toEqual([[], []]);
    expect(second.context().warnings).toEqual(['Failed to fetch user patterns: down']);
  });

  it('says when nothing significant was found', async () => {
    const { actor, context, emitted } = startEditor(
      {},
      {
        estimateDependencies: estimating({
          // A self-dependency and an unknown claim are dropped.
          suggestedDependencies: [suggestion('p1', 'p1'), suggestion('p1', 'other')],
        }),
      },
    );
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().banner).toEqual({
      kind: 'info',
      text: 'No significant dependencies detected between these premises.',
    });
    expect(emitted).toEqual([]);
  });

  it('drops a suggestion that would close a dependency cycle', async () => {
    const { actor, context } = startEditor(
      { dependencies: { p2: ['p1'] } },
      {
        estimateDependencies: estimating({
          suggestedDependencies: [suggestion('p1', '~p2'), suggestion('p3', 'p2')],
        }),
      },
    );
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().dependencies).toEqual({ p2: ['p1'], p3: ['p2'] });
    expect(context().banner?.text).toBe('Added 1 dependencies based on semantic analysis.');
  });

  it('shows the server error, or HTTP status and text, on failure', async () => {
    const withField = startEditor(
      {},
      {
        estimateDependencies: estimating({ suggestedDependencies: [], error: 'Model overloaded' }),
      },
    );
    withField.actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(withField.context().banner).toEqual({
      kind: 'error',
      text: 'Assessment failed: Model overloaded',
    });
    const rejected = startEditor(
      {},
      {
        estimateDependencies: fromPromise(async () => {
          throw new Error('HTTP 502 Bad Gateway');
        }),
      },
    );
    rejected.actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(rejected.context().banner).toEqual({
      kind: 'error',
      text: 'Assessment failed: HTTP 502 Bad Gateway',
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(rejected.context().banner).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(rejected.context().banner).toBeNull();
  });

  it('picks a model, but not while assessing', async () => {
    const seen: EstimateDependenciesInput[] = [];
    const { actor, context } = startEditor(
      {},
      {
        estimateDependencies: fromPromise(
          async ({ input }: { input: EstimateDependenciesInput }) => {
            seen.push(input);
            await new Promise((resolve) => setTimeout(resolve, 100));
            return { suggestedDependencies: [] };
          },
        ),
      },
    );
    actor.send({ type: 'SELECT_MODEL', modelId: 'o3-mini' });
    actor.send({ type: 'ASSESS' });
    actor.send({ type: 'SELECT_MODEL', modelId: 'o1-mini' });
    expect(context().modelId).toBe('o3-mini');
    await vi.advanceTimersByTimeAsync(100);
    expect(seen[0]?.modelId).toBe('o3-mini');
  });
});
