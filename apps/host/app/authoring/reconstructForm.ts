/** The 'Reconstruct' form of /arguments/new: what the page and its server action share. */

/** The form's field holding the argument's text. */
export const SOURCE_TEXT_FIELD = 'text';

/** What is said when 'Reconstruct' is pressed with no text. */
export const NO_TEXT_MESSAGE = 'Paste or write the argument’s text first.';
