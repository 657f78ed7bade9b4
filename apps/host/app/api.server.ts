import { check, LIMITS } from '@credence/api';
import { z } from 'zod';
import { HttpStatusError } from './models/errors.server.ts';

/** A JSON error answer `{ error }`. */
export function errorResponse(status: number, message: string): Response {
  return Response.json({ error: message }, { status });
}

/** Parses a request part with a call's schema, or throws a 400 with the readable message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = check(schema, value);
  if (!result.ok) throw new HttpStatusError(400, result.message);
  return result.data;
}

/**
 * How deeply `text`'s arrays and objects nest, stopping early once past `limit`. A linear scan
 * that skips strings: it runs before `JSON.parse`, so a 20,000-deep body costs one pass, not a
 * stack overflow in the parser or the schema check.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* backslash */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth--;
  }
  return false;
}

/** Parses a JSON body's text: 400 when it nests deeper than {@link LIMITS.jsonDepth} or is no JSON. */
function parseJsonText(text: string): unknown {
  if (jsonDepthExceeds(text, LIMITS.jsonDepth)) {
    throw new HttpStatusError(400, `The request body nests deeper than ${LIMITS.jsonDepth} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpStatusError(400, 'The request body must be JSON');
  }
}

/**
 * The JSON body, or a 400 when it is empty, not JSON or nests deeper than
 * {@link LIMITS.jsonDepth}. Its size was bounded before any route ran (`server/bodyLimit.ts`).
 */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') throw new HttpStatusError(400, 'The request body must be JSON');
  return parseJsonText(text);
}

/** An empty body, the only kind a call without a body schema takes. */
const NoBody = z.strictObject({});

/**
 * For calls that take no body (the registry declares none): a 400 unless the body is empty or
 * `{}`, so a body is never silently ignored — unknown fields are named, as for every other call.
 */
export async function readNoBody(request: Request): Promise<void> {
  const text = await request.text();
  if (text.trim() === '') return;
  parseOrThrow(NoBody, parseJsonText(text));
}

/** The query string as a plain object (last value wins). */
export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** A 404 answer that says the same whether the record is missing or invisible. */
export function notFound(what: string): never {
  throw new HttpStatusError(404, `${what} not found`);
}

/** Answers 405 for methods a resource route does not handle. */
export function methodNotAllowed(allowed: string[]): Response {
  return Response.json(
    { error: `Method not allowed (use ${allowed.join(' or ')})` },
    { status: 405, headers: { Allow: allowed.join(', ') } },
  );
}

/**
 * Runs an API handler and maps failures to JSON answers: thrown Responses (401 from
 * `requireUserId`) pass through, an {@link HttpStatusError} (validation 400, owner-only 403,
 * missing/invisible 404, conflicts 409) answers its status and message, anything else → 500
 * without details (logged on the server).
 */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof HttpStatusError) return errorResponse(error.status, error.message);
    console.error(error);
    return errorResponse(500, 'Something went wrong on the server');
  }
}
