/**
 * The spec's texts for the Premise Dependencies tab (§2, §5, §8 "Dependencies"), copied exactly.
 * Functions fill the placeholders.
 */

/** Shown while the dependencies load. */
export const LOADING_DEPENDENCIES_TEXT = 'Loading dependencies...';
/** Shown when there are no dependencies. */
export const NO_DEPENDENCIES_TEXT = 'No dependencies defined yet. Click the + button to add one.';
/** Tooltip of the disabled 'AI Assess' button. */
export const NEED_TWO_PREMISES_TEXT = 'Need at least 2 premises to assess dependencies';
/** Label of the 'AI Assess' button while it runs. */
export const ASSESSING_LABEL = 'Assessing...';
/** Alert when the premises chosen in the add form cannot be found. */
export const CLAIMS_NOT_FOUND_ALERT =
  'Error: Could not find the selected claims. Please try again.';
/** Text of the 'Remove Dependency' confirmation dialog. */
export const REMOVE_CONFIRMATION_TEXT =
  'Are you sure you want to remove this dependency? This action cannot be undone.';
/** Success toast after a removal. */
export const DEPENDENCY_REMOVED_TEXT = 'Dependency removed';
/** Error toast when the removal call fails (the dependency stays). */
export const REMOVE_FAILED_TEXT = 'Failed to remove dependency from database. Please try again.';
/** Banner when the AI suggests nothing new. */
export const NO_DEPENDENCIES_DETECTED_TEXT =
  'No significant dependencies detected between these premises.';

/** Text of the 'Duplicate Dependency' dialog. */
export function duplicateDependencyText(antecedent: string, consequent: string): string {
  return `This dependency relationship already exists between "${antecedent}" and "${consequent}". Please choose different premises or edit the existing dependency.`;
}

/** Banner while the AI assessment runs. */
export function assessingProgressText(premiseCount: number): string {
  return `Analyzing semantic relationships between ${premiseCount} premises...`;
}

/** Banner after the AI added dependencies, with the suffix when some already existed. */
export function dependenciesAddedText(added: number, existed: number): string {
  const suffix = existed > 0 ? ` (${existed} already existed)` : '';
  return `Added ${added} dependencies based on semantic analysis.${suffix}`;
}

/** Banner when the AI assessment fails: the server's error, or `HTTP {status} {statusText}`. */
export function assessmentFailedText(message: string): string {
  return `Assessment failed: ${message}`;
}

/** Success toast when a changed conditional fixes a premise by marginalization. */
export function marginalizationText(premise: string, parent: string): string {
  return `P(${premise}) is now fixed by marginalization. It will automatically update when P(${parent}) changes.`;
}

// Expression antecedents the maths cannot use (our texts: the spec names no message).
/** An OR (or an OR inside the antecedent) cannot be a dependency's antecedent. */
export const OR_ANTECEDENT_UNSUPPORTED =
  'OR cannot be used here: a dependency learns all of its parents together (AND), so an either-or antecedent would be mis-evaluated. Add one dependency per premise instead.';
/** A NOT of an AND, or an AND learned FALSE, cannot be a dependency's antecedent. */
export const NEGATED_AND_ANTECEDENT_UNSUPPORTED =
  'A negated combination (NOT of an AND, or an AND learned to be FALSE) cannot be used here: the maths negates single premises only. Negate each premise instead.';
/** A conditional or biconditional cannot be a dependency's antecedent. */
export const CONDITIONAL_ANTECEDENT_UNSUPPORTED =
  'Conditional and biconditional expressions cannot be used here: a dependency’s antecedent can only be premises, negated premises (NOT) and their conjunction (AND).';
/** A premise appears twice in the antecedent. */
export const REPEATED_PREMISE_ANTECEDENT_UNSUPPORTED =
  'Each premise may appear only once in the antecedent: every parent of a dependency is a different premise.';
/** The antecedent names a premise the form does not offer as one. */
export const PREMISE_NOT_OFFERED_ANTECEDENT_UNSUPPORTED =
  'The antecedent can only use premises offered as the learned premise: not the premise whose credence changes, nor one that already depends on others.';
