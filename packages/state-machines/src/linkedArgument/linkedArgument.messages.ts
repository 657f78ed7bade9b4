/**
 * The spec's texts for the linked-argument flow (objection / supporting argument), copied
 * exactly (dependencies document §5 "Linked argument save" and §8 "Linked argument").
 */
export const LINKED_ARGUMENT_MESSAGES = {
  noArgumentData: 'No argument data to save',
  missingOriginal: 'Missing original argument or premise information',
  noPremiseContent: 'Please add at least one premise with content',
  conclusionRequired: 'Conclusion content is required',
  saveFailed: 'Failed to save linked argument',
  generateFailed: 'Failed to generate argument',
  invalidAiResponse: 'Invalid response from AI service',
  generated: 'AI-generated premises created successfully!',
  /** Ours: the success toast when the host's offline rules wrote them (no AI model). */
  generatedByRules: 'Rule-based premises created by offline rules (no AI model is configured).',
  objectionSaved: 'Objection saved successfully!',
  supportSaved: 'Supporting argument saved successfully!',
  /** The evaluator's toast once the modal reports a save (see `LinkedArgumentOutput`). */
  linkedSaved: 'Linked argument saved successfully!',
} as const;

/** Title prefixes of a saved linked argument, by mode. */
export const LINKED_ARGUMENT_TITLE_PREFIXES = {
  refute: 'Objection: ',
  support: 'Motivating: ',
} as const;

/** Title and description of a draft the user starts writing by hand (editor argument defaults). */
export const LINKED_ARGUMENT_MANUAL_DRAFT = {
  title: 'New Argument',
  description: 'Manually created argument',
} as const;
