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
  /** Ours: a reconstruction was tried and found no argument in the text. */
  nothingFound: 'No argument could be extracted.',
  /** Ours: the editor before any reconstruction was tried and before 'Create New Argument'. */
  notStarted: 'No argument yet: have one extracted from a text, or start a blank one.',
  /** Ours: the title saved when the Title field is left blank (the conclusion is used first). */
  untitled: 'Untitled argument',
  /** Ours: no answer came within `RECONSTRUCTION_TIMEOUT_MS`; the editor is free again. */
  reconstructionTimedOut:
    'The reconstruction took too long and was stopped. Nothing was changed; try again.',
  /** Ours: the extraction failed without a server error text. */
  reconstructionFailed: 'Failed to reconstruct argument',
  /** Ours: the save failed without a server error text. */
  saveFailed: 'Failed to save reconstruction',
} as const;

/**
 * The longest 'Extracting argument...' lasts: the host's own AI time limit (60 s) plus room for
 * the request itself. Whatever happens to the call, the editor never stays busy longer.
 */
export const RECONSTRUCTION_TIMEOUT_MS = 75_000;

/** The argument 'Create New Argument' starts (spec §3 "Editor argument"). */
export const NEW_ARGUMENT = {
  title: 'New Argument',
  description: 'Manually created argument',
  type: 'INDUCTIVE',
} as const;
