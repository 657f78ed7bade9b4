import { BUILT_IN_MODELS } from '@credence/api';
import { DEFAULT_AI_MODEL } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contextSizeLabel, filterModels, modelDetailsLabel } from './filterModels';
import { modelPickerMachine } from './modelPicker.machine';
import { MODEL_PICKER_MESSAGES } from './modelPicker.messages';
import {
  selectAvailableLabel,
  selectEmptyMessage,
  selectIsRuleBased,
  selectSelectedModel,
  selectVisibleModels,
} from './modelPicker.selectors';
import type { AiModel, LoadModelsInput, ModelPickerInput } from './modelPicker.types';

const model = (
  id: string,
  name: string,
  provider: string,
  extra: Partial<AiModel> = {},
): AiModel => ({
  id,
  name,
  provider,
  contextWindow: 128_000,
  cost: 0.001,
  supportsStreaming: true,
  isReasoningModel: false,
  ...extra,
});

const featured = [
  model('gpt-4o-mini', 'GPT-4o Mini', 'OpenAI'),
  model('claude-3-haiku-20240307', 'Claude 3 Haiku', 'Anthropic'),
];
const everything = [...featured, model('o3-mini', 'o3 Mini', 'OpenAI', { isReasoningModel: true })];
const builtIn = [
  model('gpt-4o-mini', 'GPT-4o Mini', 'OpenAI'),
  model('o1-mini', 'o1 Mini', 'OpenAI'),
];

function start(
  load: (input: LoadModelsInput) => Promise<{ models: AiModel[] }>,
  input: ModelPickerInput = {},
) {
  const calls: LoadModelsInput[] = [];
  const actor = createActor(
    modelPickerMachine.provide({
      actors: {
        loadModels: fromPromise(async ({ input: loadInput }) => {
          calls.push(loadInput);
          return load(loadInput);
        }),
      },
    }),
    { input },
  ).start();
  const selected: string[] = [];
  actor.on('modelSelected', (event) => selected.push(event.modelId));
  return { actor, calls, selected };
}

const listAll = async ({ all }: LoadModelsInput) => ({ models: all ? everything : featured });

describe('modelPickerMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the models and selects gpt-4o-mini by default', async () => {
    expect(DEFAULT_AI_MODEL).toBe('gpt-4o-mini');
    const { actor, calls } = start(listAll);
    expect(actor.getSnapshot().value).toEqual({ list: 'loading', menu: 'closed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ list: 'ready', menu: 'closed' });
    expect(calls).toEqual([{ all: false }]);
    expect(actor.getSnapshot().context).toMatchObject({
      models: featured,
      selectedModelId: 'gpt-4o-mini',
      usingFallback: false,
    });
    expect(selectSelectedModel(actor.getSnapshot())?.name).toBe('GPT-4o Mini');
  });

  it('opens, filters by the search box, shows the empty state, and clears the search on close', async () => {
    const { actor } = start(listAll);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SET_QUERY', query: 'claude' });
    expect(actor.getSnapshot().context.query).toBe('');
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SET_QUERY', query: 'claude' });
    expect(selectVisibleModels(actor.getSnapshot()).map((m) => m.id)).toEqual([
      'claude-3-haiku-20240307',
    ]);
    expect(selectEmptyMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'SET_QUERY', query: 'llama' });
    expect(selectVisibleModels(actor.getSnapshot())).toEqual([]);
    expect(selectEmptyMessage(actor.getSnapshot())).toBe('No models found matching "llama"');
    actor.send({ type: 'ESCAPE' });
    expect(actor.getSnapshot().value).toEqual({ list: 'ready', menu: 'closed' });
    expect(actor.getSnapshot().context.query).toBe('');
  });

  it.each(['CLOSE', 'ESCAPE', 'OUTSIDE_CLICK', 'TOGGLE'] as const)(
    '%s closes the list',
    async (type) => {
      const { actor } = start(listAll);
      actor.send({ type: 'TOGGLE' });
      expect(actor.getSnapshot().matches({ menu: 'open' })).toBe(true);
      actor.send({ type });
      expect(actor.getSnapshot().matches({ menu: 'closed' })).toBe(true);
    },
  );

  it('selecting a model stores it, emits it and closes the list', async () => {
    const { actor, selected } = start(listAll);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SELECT', modelId: 'claude-3-haiku-20240307' });
    expect(actor.getSnapshot().value).toEqual({ list: 'ready', menu: 'closed' });
    expect(actor.getSnapshot().context.selectedModelId).toBe('claude-3-haiku-20240307');
    expect(selected).toEqual(['claude-3-haiku-20240307']);
  });

  it("reloads with all=true when 'Show all models' changes and shows '(N available)'", async () => {
    const { actor, calls } = start(listAll);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectAvailableLabel(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SET_SHOW_ALL', showAll: true });
    expect(actor.getSnapshot().value).toEqual({ list: 'loading', menu: 'open' });
    expect(selectAvailableLabel(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.models).toEqual(everything);
    expect(selectAvailableLabel(actor.getSnapshot())).toBe('(3 available)');
    // The same value does not reload.
    actor.send({ type: 'SET_SHOW_ALL', showAll: true });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    actor.send({ type: 'SET_SHOW_ALL', showAll: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ all: false }, { all: true }, { all: false }]);
    expect(actor.getSnapshot().context.models).toEqual(featured);
  });

  it('abandons a reload in flight when the checkbox changes again', async () => {
    const { actor } = start(
      ({ all }) =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ models: all ? everything : featured }), all ? 500 : 100),
        ),
    );
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'SET_SHOW_ALL', showAll: true });
    actor.send({ type: 'SET_SHOW_ALL', showAll: false });
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().context.models).toEqual(featured);
  });

  it('falls back silently to the fallbackModels input when loading fails', async () => {
    const { actor } = start(
      async () => {
        throw new Error('HTTP 500');
      },
      { fallbackModels: builtIn },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ list: 'ready', menu: 'closed' });
    expect(actor.getSnapshot().context).toMatchObject({ models: builtIn, usingFallback: true });
  });

  it('survives a missing loadModels actor with BUILT_IN_MODELS when no fallback is given', async () => {
    const actor = createActor(modelPickerMachine, {
      input: { selectedModelId: 'o3-mini', showAll: true },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({
      models: BUILT_IN_MODELS,
      usingFallback: true,
      selectedModelId: 'o3-mini',
    });
    expect(selectAvailableLabel(actor.getSnapshot())).toBe('(5 available)');
  });
});

/** The host's offline rules, as GET /api/models lists them without an AI endpoint. */
const rules = model('offline-rules', 'Rule-based estimates (offline, no AI model)', 'Credence', {
  cost: 0,
  ruleBased: true,
});

describe('modelPickerMachine without an AI endpoint (the offline rules answer)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('selects the rules in place of gpt-4o-mini and reports it, so no model name stays', async () => {
    const { actor, selected } = start(async () => ({ models: [rules] }));
    expect(selectIsRuleBased(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.selectedModelId).toBe('offline-rules');
    expect(selectSelectedModel(snapshot)?.name).toBe('Rule-based estimates (offline, no AI model)');
    expect(selectIsRuleBased(snapshot)).toBe(true);
    expect(selected).toEqual(['offline-rules']);
  });

  it('keeps a selection the list offers, and never switches to the rules with an endpoint', async () => {
    const mixed = start(async () => ({ models: [rules, ...featured] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(mixed.actor.getSnapshot().context.selectedModelId).toBe('gpt-4o-mini');
    expect(mixed.selected).toEqual([]);

    const endpoint = start(listAll);
    await vi.advanceTimersByTimeAsync(0);
    expect(endpoint.actor.getSnapshot().context.selectedModelId).toBe('gpt-4o-mini');
    expect(selectIsRuleBased(endpoint.actor.getSnapshot())).toBe(false);
    expect(endpoint.selected).toEqual([]);
  });

  it('does not take the rules from the fallback list when loading fails', async () => {
    const { actor, selected } = start(() => Promise.reject(new Error('down')), {
      fallbackModels: builtIn,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.selectedModelId).toBe('gpt-4o-mini');
    expect(selectIsRuleBased(actor.getSnapshot())).toBe(false);
    expect(selected).toEqual([]);
  });
});

describe('model helpers', () => {
  it('details a model by provider, context and price, and the rules as no model and free', () => {
    expect(modelDetailsLabel(model('gpt-4o', 'GPT-4o', 'openai', { cost: 0.0025 }))).toBe(
      'openai · 128k · $0.0025/1k tokens',
    );
    expect(modelDetailsLabel(rules)).toBe(MODEL_PICKER_MESSAGES.ruleBasedDetails);
    expect(modelDetailsLabel(rules)).not.toMatch(/\$|tokens/);
  });

  it('filters by name, id or provider, ignoring case and spaces', () => {
    expect(filterModels(everything, '  OPENAI ').map((m) => m.id)).toEqual([
      'gpt-4o-mini',
      'o3-mini',
    ]);
    expect(filterModels(everything, 'haiku-2024').map((m) => m.id)).toEqual([
      'claude-3-haiku-20240307',
    ]);
    expect(filterModels(everything, '')).toEqual(everything);
  });

  it('labels context sizes in k', () => {
    expect(contextSizeLabel(200_000)).toBe('200k');
    expect(contextSizeLabel(128_000)).toBe('128k');
  });
});
