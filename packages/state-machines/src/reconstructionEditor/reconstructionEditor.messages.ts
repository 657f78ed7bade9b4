/**
 * The reconstruction editor's texts (spec §2 "Argument reconstruction editor", §3 "Editor
 * argument", §5 and §8). All are the spec's exact texts except `reconstructionFailed` and
 * `saveFailed`, which the spec does not word.
 */
export const RECONSTRUCTION_MESSAGES = {
  loading: 'Extracting argument...',
  createNew: 'Create New Argument',
  assess: 'Assess Argument',
  retry: 'Retry Reconstruction',
  defaultSaveLabel: 'Save Reconstruction',
  validating: 'Validating...',
  saving: 'Saving...',
  validationErrorTitle: 'Content Validation Error',
  validationFailedHeader: 'Content validation failed:',
  validationFailedFooter: 'Please review and correct these issues before saving.',
  validationIssuesHeader: 'Content validation found some issues:',
  validationIssuesQuestion: 'Do you want to continue saving anyway?',
  validationCallFailed: 'Failed to validate content',
  /** Ours: the extraction failed without a server error text. */
  reconstructionFailed: 'Failed to reconstruct argument',
  /** Ours: the save failed without a server error text. */
  saveFailed: 'Failed to save reconstruction',
} as const;

/** The argument 'Create New Argument' starts (spec §3 "Editor argument"). */
export const NEW_ARGUMENT = {
  title: 'New Argument',
  description: 'Manually created argument',
  type: 'INDUCTIVE',
} as const;
