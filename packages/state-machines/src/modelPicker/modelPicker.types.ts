/** An AI model the user can pick (spec §3 "Model"; `@credence/api`'s `Model`). */
export interface AiModel {
  id: string;
  name: string;
  provider: string;
  /** Context window in tokens. */
  contextWindow: number;
  /** Cost per 1k tokens, in US dollars. */
  cost: number;
  supportsStreaming: boolean;
  isReasoningModel: boolean;
  /** The host's offline rules (no AI endpoint): no model, no context window or price to show. */
  ruleBased?: boolean;
}

/** Input of the `loadModels` actor: GET /api/models, with `?all=true` when `all`. */
export interface LoadModelsInput {
  all: boolean;
}

/** Output of the `loadModels` actor: the answer of GET /api/models. */
export interface LoadModelsOutput {
  models: AiModel[];
}

/** Input of {@link modelPickerMachine}. */
export interface ModelPickerInput {
  /** The selected model's id; defaults to DEFAULT_AI_MODEL ('gpt-4o-mini'). */
  selectedModelId?: string;
  /** The list used when loading fails; defaults to `BUILT_IN_MODELS` from `@credence/api` (the built-in five). */
  fallbackModels?: readonly AiModel[];
  /** Whether 'Show all models' starts checked; defaults to false. */
  showAll?: boolean;
}

/** Context of {@link modelPickerMachine}. */
export interface ModelPickerContext {
  models: readonly AiModel[];
  fallbackModels: readonly AiModel[];
  selectedModelId: string;
  /** The search box text. */
  query: string;
  /** The 'Show all models' checkbox. */
  showAll: boolean;
  /** True when the list shown is the fallback because loading failed (the UI stays silent). */
  usingFallback: boolean;
}

/** Events of {@link modelPickerMachine}. */
export type ModelPickerEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE' }
  /** Escape pressed while the list is open. */
  | { type: 'ESCAPE' }
  /** A click outside the picker. */
  | { type: 'OUTSIDE_CLICK' }
  | { type: 'SET_QUERY'; query: string }
  /** The 'Show all models' checkbox; a change reloads the list. */
  | { type: 'SET_SHOW_ALL'; showAll: boolean }
  | { type: 'SELECT'; modelId: string };

/** Emitted when the user picks a model. */
export type ModelPickerEmitted = { type: 'modelSelected'; modelId: string };
