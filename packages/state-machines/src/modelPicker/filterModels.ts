import { MODEL_PICKER_MESSAGES } from './modelPicker.messages';
import type { AiModel } from './modelPicker.types';

/**
 * The models matching the search box: those whose name, id or provider contains the query,
 * ignoring case and surrounding spaces. A blank query matches every model.
 */
export function filterModels(models: readonly AiModel[], query: string): AiModel[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...models];
  return models.filter((model) =>
    [model.name, model.id, model.provider].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** A context window in thousands of tokens, as the list shows it: 128000 → '128k'. */
export function contextSizeLabel(contextWindow: number): string {
  return `${Math.round(contextWindow / 1000)}k`;
}

/**
 * A model's details as the list shows them: provider, context size and price per 1k tokens
 * ('openai · 128k · $0.00015/1k tokens'); for the offline rules, which are no model and cost
 * nothing, what they are instead.
 */
export function modelDetailsLabel(model: AiModel): string {
  if (model.ruleBased) return MODEL_PICKER_MESSAGES.ruleBasedDetails;
  return `${model.provider} · ${contextSizeLabel(model.contextWindow)} · $${model.cost}/1k tokens`;
}
