import type { z } from 'zod';

/** Longest field name or unknown key quoted in a message; longer ones are cut with `…`. */
const QUOTED_NAME_CHARS = 100;
/** Unknown keys named in one message; more are counted, not listed. */
const LISTED_KEYS = 10;

function shorten(name: string): string {
  return name.length > QUOTED_NAME_CHARS ? `${name.slice(0, QUOTED_NAME_CHARS - 1)}…` : name;
}

/** Zod's own message, except for unknown keys: those are named (shortened, at most 10 listed). */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const listed = issue.keys.slice(0, LISTED_KEYS).map((key) => `"${shorten(key)}"`);
  const more = issue.keys.length - listed.length;
  return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${listed.join(', ')}${
    more > 0 ? ` and ${more} more` : ''
  }`;
}

/**
 * One readable sentence from a zod error, naming each failing field:
 * `conditionalProbability: must be at most 1; premises.0.content: Premise content is required`.
 * Unknown fields are named too: `premises.0: Unrecognized key: "x"`. Field names and unknown
 * keys longer than 100 characters are shortened, so a request cannot make its answer huge.
 * Used by the host and the mocks for their 400 answers, so both say the same thing.
 */
export function validationMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map((segment) => shorten(String(segment))).join('.');
      const message = issueMessage(issue);
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}

/** The outcome of checking a request part against its schema. */
export type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

/** Parses `value` with `schema`, giving the readable message on failure. */
export function check<S extends z.ZodType>(schema: S, value: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, message: validationMessage(result.error) };
}
