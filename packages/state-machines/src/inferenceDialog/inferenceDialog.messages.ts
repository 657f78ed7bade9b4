/** The Inference Evaluation dialog's texts (evaluator spec §2 and §8), copied exactly. */

/** Opening: the dependency refresh failed (the tab settings' dependencies are used). */
export const LOAD_DEPENDENCIES_FAILED = 'Failed to load dependency settings';
/** Dialog Save: saving the dependencies failed (the settings are still saved). */
export const SAVE_DEPENDENCIES_FAILED = 'Failed to save dependency settings';
/** Fallback Save to DB succeeded. */
export const SETTINGS_SAVED = 'Settings saved to database and applied';
/** Fallback Save to DB failed. */
export const SETTINGS_SAVE_FAILED = 'Error saving settings';
/** Fallback Reset from DB: the values were reloaded. */
export const FALLBACK_RESET = 'Fallback settings reset from database';
/** Fallback Reset from DB: reloading failed (initial values restored). */
export const FALLBACK_RESET_FAILED = 'Failed to reset fallback settings from database';
/** Fallback Reset from DB: the dependencies were reloaded. */
export const DEPENDENCIES_RESET = 'Dependencies reset from database';
/** Fallback Reset from DB: reloading the dependencies failed. */
export const DEPENDENCIES_RESET_FAILED = 'Failed to reset dependencies from database';
/** Dialog Save failed. */
export const SAVE_FAILED = '❌ Failed to save dependencies and settings. Please try again.';

/** Header status texts (nothing when idle). */
export const HEADER_STATUS_TEXT = {
  idle: '',
  loading: 'Loading...',
  saving: 'Saving...',
  success: 'Successfully saved!',
} as const;

/** The Save button's label: Processing... (dependencies), Saving... (settings), else Save. */
export const SAVE_BUTTON_LABEL = {
  idle: 'Save',
  processing: 'Processing...',
  saving: 'Saving...',
} as const;
