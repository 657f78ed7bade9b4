/**
 * The Truth Table grid's fixed sizes, in a module of their own: its style file imports them, and
 * vanilla-extract compiles a style file with everything it imports, so they must not come with
 * the engine.
 */

/** Height of one table row in pixels; fixed so that only the rows in view need rendering. */
export const ROW_HEIGHT_PX = 48;

/** The table's maximum height in pixels (spec §2: the table scrolls beyond 400 px). */
export const TABLE_MAX_HEIGHT_PX = 400;
