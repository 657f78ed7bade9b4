import { validationMessage as apiValidationMessage } from '@credence/api';
import * as z from 'zod';

/**
 * A readable message for a failed parse, naming each field, in the host's words (the
 * `validationMessage` of `@credence/api`): `conditionalProbability: must be at most 1`,
 * `premises.0.content: Premise content is required`. An issue about the whole value (a
 * missing body, an unknown key) is named after it: `body: Invalid input: …`.
 *
 * @param error - the zod error.
 * @param whole - what to call the value itself (default `body`; the handlers also use `query`
 *   and `path`).
 */
export function validationMessage(error: z.ZodError, whole = 'body'): string {
  const issues = error.issues.map((issue) =>
    issue.path.length ? issue : { ...issue, path: [whole] },
  );
  return apiValidationMessage(new z.ZodError(issues));
}

/** An error answer a resolver throws: the handler answers `status` with `body`. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(
      typeof body === 'object' && body && 'error' in body ? String(body.error) : `HTTP ${status}`,
    );
    this.name = 'MockHttpError';
  }
}

/** Throws `{ error: message }` with `status`. */
export function fail(status: number, message: string): never {
  throw new MockHttpError(status, { error: message });
}
