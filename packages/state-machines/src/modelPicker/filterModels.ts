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
