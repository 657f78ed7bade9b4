/**
 * The evaluator's texts, copied from the spec (evaluator document §2, §4, §8; second document
 * §8 "Sharing, locks and navigation"). Texts marked "ours" are not in the spec.
 */

/** The loading state. */
export const LOADING_ARGUMENT_EVALUATION = 'Loading argument evaluation...';

/** The error state: "Error: {message}". */
export function loadErrorText(message: string): string {
  return `Error: ${message}`;
}

/** The warning when the argument or its conclusion is missing. */
export const MISSING_ARGUMENT_DATA = 'Missing argument data';

/** Lock toasts (2 s). */
export const PREMISE_LOCKED = 'Premise locked - protected from auto-updates';
export const PREMISE_UNLOCKED = 'Premise unlocked - can be auto-updated';
export const CONCLUSION_LOCKED = 'Conclusion locked - protected from auto-updates';
export const CONCLUSION_UNLOCKED = 'Conclusion unlocked - can be auto-updated';

/** Refusals of a change to a locked claim. */
export const CANNOT_CHANGE_LOCKED_PREMISE = 'Cannot change locked premise';
export const CANNOT_CHANGE_LOCKED_CONCLUSION = 'Cannot change locked conclusion';

/** A valid counterexample makes the argument inductive again. */
export const VALID_COUNTEREXAMPLE_FOUND =
  'Valid counterexample found. Argument reverted to inductive mode.';

/** The constraint engine threw; the slider value passes through (3 s). */
export const CONSTRAINT_PROCESSING_FAILED =
  'Constraint processing failed. Operating in direct mode.';

/**
 * A dependency change fixed a premise by marginalization (4 s). X and Y are the premise's and
 * its parent's names (claim texts, else ids), as in the engine's constraint messages.
 */
export function marginalizationFixedText(premiseName: string, parentName: string): string {
  return `P(${premiseName}) is now fixed by marginalization. It will automatically update when P(${parentName}) changes.`;
}

/** Sharing, visibility and image generation need a saved argument. */
export const SAVE_BEFORE_SHARING = 'Please save your evaluation before sharing';
export const SAVE_BEFORE_CHANGING_VISIBILITY =
  'Please save your evaluation before changing visibility';
export const SAVE_BEFORE_GENERATING_IMAGE =
  'Please save your evaluation before generating an image';

/** Navigation. */
export const MULTIPLE_LINKED_ARGUMENTS =
  'Multiple linked arguments detected. Argument selection feature coming soon.';
export const VERSION_LOADING_COMING_SOON = 'Version loading coming soon!';

/** After the linked-argument modal saved. */
export const LINKED_ARGUMENT_SAVED = 'Linked argument saved successfully!';

/** Save Evaluation button labels ("Save Evaluation" itself is ours: the spec names the button). */
export const SAVE_EVALUATION_LABEL = 'Save Evaluation';
export const SAVING_LABEL = 'Saving...';
export const SAVED_LABEL = 'Saved';

/** Ours: the spec gives the conviction notice's duration (8 s) and its link, not its text. */
export const CONVICTION_APPLIED =
  'Your conviction setting was applied: this argument is now treated as deductive.';
export const CONVICTION_SETTINGS_LINK = { href: '/settings', label: 'Adjust conviction' } as const;
/** Ours: the bar moved back below the conviction line. */
export const CONVICTION_REVERTED =
  'Below your conviction line again: this argument is treated as inductive again.';

/**
 * Ours: shown at a premise whose credence the coherentist constraint system moved, e.g.
 * 'P3 moved from 85% to 90% to agree with your dependency.'
 */
export function credenceMovedText(premiseLabel: string, from: string, to: string): string {
  return `${premiseLabel} moved from ${from} to ${to} to agree with your dependency.`;
}

/** Ours: the log line of a failed user-argument update (the save still succeeds). */
export function userArgumentUpdateFailedText(message: string): string {
  return `User argument update failed: ${message}`;
}
