/**
 * Field limits of the account forms, shared by the models (which enforce them) and the pages
 * (which show them as `maxLength`/`minLength`), so this module must stay free of server code.
 */

/** The longest e-mail address a mailbox can have (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Shortest password accepted at sign-up and password change. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted anywhere: a megabyte of password must not reach scrypt. */
export const PASSWORD_MAX_LENGTH = 1024;
/** Longest display name. */
export const NAME_MAX_LENGTH = 100;

/**
 * New arguments one account may create within an hour (`POST /api/arguments`, objections or
 * supporting arguments through `POST /api/arguments/link`, and each readable Argdown or AIF
 * import on /arguments/new, which counts once): far more than a person writes, few enough that
 * one account cannot fill the site's lists. Past it the answer is 429 with `Retry-After` in
 * seconds.
 */
export const ARGUMENT_CREATION_LIMIT = { max: 60, windowMs: 60 * 60 * 1000 } as const;

/**
 * Deliberations one account may start within an hour (`POST /api/arguments/:id/deliberations`
 * and /deliberations/new): each one invites friends, so a third of the argument limit, still far
 * more than a group starts. Past it the answer is 429 with `Retry-After` in seconds.
 */
export const DELIBERATION_CREATION_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
