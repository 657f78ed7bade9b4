import type { z } from 'zod';

/**
 * One readable sentence from a zod error, naming each failing field:
 * `conditionalProbability: must be at most 1; premises.0.content: Premise content is required`.
 * Used by the host and the mocks for their 400 answers, so both say the same thing.
 */
export function validationMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
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
