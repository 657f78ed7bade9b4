import { BUILT_IN_MODELS } from '@credence/api';
import { DEFAULT_AI_MODEL } from '@credence/engine';
import { assign, emit, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import type {
  LoadModelsInput,
  LoadModelsOutput,
  ModelPickerContext,
  ModelPickerEmitted,
  ModelPickerEvent,
  ModelPickerInput,
} from './modelPicker.types';

/**
 * The AI model picker (spec §2 "AI model picker", §4 "The model list reloads when 'Show all
 * models' changes", §7 GET /api/models[?all=true], §8 "Model list failure: silent fallback").
 * Its compact and pill variants differ only in presentation.
 *
 * Two parallel regions:
 * - `list`: `loading` (the injected `loadModels` actor, input {@link LoadModelsInput}) → `ready`.
 *   On failure the `fallbackModels` input is used, silently (`usingFallback` is set, no message).
 *   SET_SHOW_ALL with a changed value reloads with `all` (a reload in flight is abandoned).
 * - `menu`: `closed` ⇄ `open` (OPEN, TOGGLE; CLOSE, ESCAPE, OUTSIDE_CLICK, SELECT close it and
 *   clear the search box).
 *
 * The selection starts at DEFAULT_AI_MODEL ('gpt-4o-mini') unless given; SELECT stores it and
 * emits `modelSelected` ({@link ModelPickerEmitted}). When the loaded list offers the host's
 * offline rules (`ruleBased`: no AI endpoint) and not the selected model, the rules become the
 * selection and are emitted too, so no model's name stays on a button the rules answer for. Texts and the filter are helpers
 * (`modelPicker.messages.ts`, `filterModels.ts`, `modelPicker.selectors.ts`); there are no
 * messages in context.
 */
export const modelPickerMachine = setup({
  types: {
    context: {} as ModelPickerContext,
    events: {} as ModelPickerEvent,
    input: {} as ModelPickerInput,
    emitted: {} as ModelPickerEmitted,
  },
  actors: {
    loadModels: fromPromise<LoadModelsOutput, LoadModelsInput>(notProvided('loadModels')),
  },
  actions: {
    takeModels: assign((_, params: { output: LoadModelsOutput }) => ({
      models: params.output.models,
      usingFallback: false,
    })),
    useFallbackModels: assign(({ context }) => ({
      models: context.fallbackModels,
      usingFallback: true,
    })),
    setShowAll: assign({
      showAll: ({ context, event }) =>
        event.type === 'SET_SHOW_ALL' ? event.showAll : context.showAll,
    }),
    setQuery: assign({
      query: ({ context, event }) => (event.type === 'SET_QUERY' ? event.query : context.query),
    }),
    clearQuery: assign({ query: '' }),
    select: assign({
      selectedModelId: ({ context, event }) =>
        event.type === 'SELECT' ? event.modelId : context.selectedModelId,
    }),
    selectRuleBasedModel: assign(({ context }) => ({
      selectedModelId:
        context.models.find((model) => model.ruleBased)?.id ?? context.selectedModelId,
    })),
    emitSelection: emit(({ context }) => ({
      type: 'modelSelected' as const,
      modelId: context.selectedModelId,
    })),
  },
  guards: {
    /**
     * The answer offers the offline rules and not the selected model: the rules are what will
     * answer, so they become the selection (a GPT name must not stay on the button).
     */
    isRuleBasedInsteadOfSelection: ({ context }, params: { output: LoadModelsOutput }) =>
      params.output.models.some((model) => model.ruleBased === true) &&
      !params.output.models.some((model) => model.id === context.selectedModelId),
    showAllChanged: ({ context, event }) =>
      event.type === 'SET_SHOW_ALL' && event.showAll !== context.showAll,
  },
}).createMachine({
  id: 'modelPicker',
  context: ({ input }) => ({
    models: [],
    fallbackModels: input?.fallbackModels ?? BUILT_IN_MODELS,
    selectedModelId: input?.selectedModelId ?? DEFAULT_AI_MODEL,
    query: '',
    showAll: input?.showAll ?? false,
    usingFallback: false,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          on: {
            SET_SHOW_ALL: {
              guard: 'showAllChanged',
              target: 'loading',
              reenter: true,
              actions: 'setShowAll',
            },
          },
          invoke: {
            src: 'loadModels',
            input: ({ context }) => ({ all: context.showAll }),
            onDone: [
              {
                guard: {
                  type: 'isRuleBasedInsteadOfSelection',
                  params: ({ event }) => ({ output: event.output }),
                },
                target: 'ready',
                actions: [
                  { type: 'takeModels', params: ({ event }) => ({ output: event.output }) },
                  'selectRuleBasedModel',
                  'emitSelection',
                ],
              },
              {
                target: 'ready',
                actions: { type: 'takeModels', params: ({ event }) => ({ output: event.output }) },
              },
            ],
            onError: { target: 'ready', actions: 'useFallbackModels' },
          },
        },
        ready: {
          on: {
            SET_SHOW_ALL: { guard: 'showAllChanged', target: 'loading', actions: 'setShowAll' },
          },
        },
      },
    },
    menu: {
      initial: 'closed',
      on: {
        SELECT: { target: '.closed', actions: ['select', 'emitSelection'] },
      },
      states: {
        closed: {
          on: { OPEN: 'open', TOGGLE: 'open' },
        },
        open: {
          exit: 'clearQuery',
          on: {
            SET_QUERY: { actions: 'setQuery' },
            CLOSE: 'closed',
            TOGGLE: 'closed',
            ESCAPE: 'closed',
            OUTSIDE_CLICK: 'closed',
          },
        },
      },
    },
  },
});
