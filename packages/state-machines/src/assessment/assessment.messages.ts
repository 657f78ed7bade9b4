/** The Argument Assessment modal's texts (spec §8 "Reconstruction, assessment, models"). */
export const ASSESSMENT_MESSAGES = {
  /**
   * Shown while the assessment loads: the spec gives the modal only "Loading text", so this is
   * the generic loading spinner's default message (spec §2 "Generic loading spinner").
   */
  loading: 'Loading...',
  /** Heading of the failure state. */
  failedHeading: 'Assessment Failed',
  /** The retry button of the failure state. */
  tryAgain: 'Try Again',
  /** The server answered with an error status and no error text (or no assessment). */
  failed: 'Failed to assess argument',
  /** Something that is not an Error was thrown. */
  unknown: 'An unknown error occurred',
} as const;

/**
 * The line naming who wrote an assessment (ours: every label says what really happened). The
 * offline rules' scores are estimates from features of the text, not a model's reading.
 */
export const ASSESSMENT_SOURCE_MESSAGES = {
  ruleBased:
    'Rule-based estimate: scored by offline rules from simple features of the text (no AI model is configured).',
  /** A model on the configured endpoint wrote it. */
  model: (model: string) => `Assessed by the AI model ${model}.`,
} as const;

/** The source line for `source`, or null when the server did not say who wrote it. */
export function assessmentSourceLabel(
  source: { kind: 'rule-based' | 'model'; model?: string } | null | undefined,
): string | null {
  if (!source) return null;
  if (source.kind === 'rule-based') return ASSESSMENT_SOURCE_MESSAGES.ruleBased;
  return source.model ? ASSESSMENT_SOURCE_MESSAGES.model(source.model) : null;
}
