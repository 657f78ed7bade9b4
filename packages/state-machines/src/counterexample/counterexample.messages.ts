/**
 * The spec's texts for the Find a Counterexample modal (§5 "Counterexample", §8
 * "Counterexample"), copied exactly. Functions fill the placeholders.
 */

/** Regiment succeeded. */
export const REGIMENTATION_GENERATED_TEXT = 'Regimentation generated successfully!';
/** Regiment failed. */
export const REGIMENTATION_ERROR_TEXT = 'Error generating regimentation. Please try again later.';
/** Retry of one premise succeeded. */
export const PREMISE_REGENERATED_TEXT = 'Premise regimentation regenerated successfully!';
/** Retry of one premise failed. */
export const PREMISE_REGENERATION_ERROR_TEXT =
  'Error regenerating premise regimentation. Please try again later.';
/** Retry of the conclusion succeeded. */
export const CONCLUSION_REGENERATED_TEXT = 'Conclusion regimentation regenerated successfully!';
/** Retry of the conclusion failed. */
export const CONCLUSION_REGENERATION_ERROR_TEXT =
  'Error regenerating conclusion regimentation. Please try again later.';
/** Proceed refused while a regimentation is empty or unconfirmed. */
export const CONFIRM_ALL_TEXT = 'Please confirm all regimentations before proceeding.';
/** The regimentations were stored locally on Proceed. */
export const REGIMENTATION_SAVED_TEXT = 'Regimentation saved locally';
/** The validated counterexample was stored locally. */
export const COUNTEREXAMPLE_SAVED_TEXT = 'Counterexample saved locally';

/** The truth-table call failed. */
export const TRUTH_TABLE_ERROR_TEXT = 'Error generating truth table. Please try again later.';
/** 'Find Counterexample' found no row. */
export const NO_COUNTEREXAMPLES_TEXT =
  'No counterexamples found. This argument appears to be deductively valid.';
/** 'Submit Counterexample' with an assignment that is not a counterexample. */
export const INVALID_ASSIGNMENT_TEXT =
  'The current assignments do not form a valid counterexample. Ensure all premises are true and the conclusion is false.';
/** 'Submit Counterexample' with a counterexample row. */
export const PROPOSITIONAL_VALIDATED_TEXT = 'Counterexample validated!';
/** The label of a counterexample row of the truth table. */
export const COUNTEREXAMPLE_ROW_LABEL = 'Counterexample!';

/** 'Found {n} counterexample(s)!' */
export function foundCounterexamplesText(count: number): string {
  return `Found ${count} counterexample(s)!`;
}

/** A domain item without a name. */
export const DOMAIN_ITEM_EMPTY_TEXT = 'Please enter a domain item name';
/** A domain item that is already in the domain. */
export const DOMAIN_ITEM_DUPLICATE_TEXT = 'This domain item already exists';
/** An empty alternative name. */
export const ALTERNATIVE_NAME_EMPTY_TEXT = 'Please enter an alternative name';
/** An alternative name that already names an item. */
export const ALTERNATIVE_NAME_DUPLICATE_TEXT = 'This alternative name already exists';
/** Validate with fewer than 2 domain items. */
export const DOMAIN_TOO_SMALL_TEXT = 'Your domain should have at least 2 elements';
/** Validate with every predicate extension empty. */
export const NO_INTERPRETATIONS_TEXT =
  'You need to define interpretations for at least some predicates';
/** The model makes some premise false. */
export const PREMISES_NOT_TRUE_TEXT = 'All premises must be true in a counterexample';
/** The model makes the conclusion true. */
export const CONCLUSION_NOT_FALSE_TEXT = 'The conclusion must be false in a counterexample';
/** The predicate model is a counterexample. */
export const PREDICATE_VALIDATED_TEXT = 'Counterexample validated successfully!';
