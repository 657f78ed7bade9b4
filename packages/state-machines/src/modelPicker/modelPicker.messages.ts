/** The AI model picker's texts (spec §2 "AI model picker"). */
export const MODEL_PICKER_MESSAGES = {
  searchPlaceholder: 'Search models...',
  showAll: 'Show all models',
  /** The badge of a reasoning model. */
  reasoningBadge: 'Reasoning',
} as const;

/** The empty state: 'No models found matching "{query}"'. */
export function noModelsFoundMessage(query: string): string {
  return `No models found matching "${query}"`;
}

/** The count next to 'Show all models': '(N available)'. */
export function availableModelsLabel(count: number): string {
  return `(${count} available)`;
}
