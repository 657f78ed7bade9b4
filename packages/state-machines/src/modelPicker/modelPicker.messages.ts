/** The AI model picker's texts (spec §2 "AI model picker"). */
export const MODEL_PICKER_MESSAGES = {
  searchPlaceholder: 'Search models...',
  showAll: 'Show all models',
  /** The badge of a reasoning model. */
  reasoningBadge: 'Reasoning',
  /** The badge of the offline rules (ours: no AI endpoint is configured). */
  ruleBasedBadge: 'Rule-based',
  /** The offline rules' details in the list, instead of provider, context size and price. */
  ruleBasedDetails: 'Offline rules on this server · no AI model · free',
  /** Under the list when the offline rules are what answers. */
  ruleBasedNote: 'No AI model is configured: AI features answer with offline rule-based estimates.',
} as const;

/** The empty state: 'No models found matching "{query}"'. */
export function noModelsFoundMessage(query: string): string {
  return `No models found matching "${query}"`;
}

/** The count next to 'Show all models': '(N available)'. */
export function availableModelsLabel(count: number): string {
  return `(${count} available)`;
}
