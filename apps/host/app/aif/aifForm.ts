/** The AIF import's 'Create' post: what /arguments/new, its action and the import card share. */

/** The `intent` of the post, telling it from the page's other forms. */
export const IMPORT_AIF_INTENT = 'importAif';

/** The field holding the AIF document (JSON text). */
export const AIF_FIELD = 'aif';
