/** The Argdown import's 'Create argument' post: what the page and its server action share. */

/** The `intent` of the post, telling it from the 'Reconstruct' form on the same page. */
export const IMPORT_ARGDOWN_INTENT = 'importArgdown';

/** The field holding the Argdown text. */
export const ARGDOWN_FIELD = 'argdown';

/** The field holding who may see the new argument. */
export const VISIBILITY_FIELD = 'visibility';
