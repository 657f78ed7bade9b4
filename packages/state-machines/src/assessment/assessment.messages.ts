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
