/**
 * The client's schema work: checking a request's parts against its call's schemas, parsing the
 * answer, and reading a cached settings entry. `./request` loads this module with the first
 * request (`loadContracts`), so a page that embeds the client downloads zod and the call registry
 * only when it first calls the server, not before it is shown.
 */
import * as z from 'zod';
import { type CallName, calls } from '../calls';
import { buildPath, type CallDefinition } from '../defineCall';
import { CredenceApiError } from './errors';
import type { RequestParts } from './request';
import { formatZodError } from './validation';

export { readCachedSettings } from './cachedSettings';

/** Validates one part of a request; throws an `invalid-request` error naming the call. */
function validatePart(name: string, part: string, schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new CredenceApiError(`Invalid ${part} for ${name}: ${formatZodError(result.error)}`, {
    kind: 'invalid-request',
    status: 0,
    statusText: '',
  });
}

/** The field names of an object schema; none for anything else. */
function fieldsOf(schema: z.ZodType | undefined): Set<string> {
  return new Set(schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
}

/** The query string of the caller's values for the schema's fields, skipping `undefined` and `null`. */
function queryString(schema: z.ZodType, values: Record<string, unknown>): string {
  const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : Object.keys(values);
  const search = new URLSearchParams();
  for (const field of fields) {
    const value = values[field];
    if (value !== undefined && value !== null) search.append(field, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a call: base URL, path with its parameters filled in, and query string.
 * Query values are sent as the caller gave them (the schema may transform them).
 */
function callUrl(
  baseUrl: string,
  name: string,
  call: CallDefinition,
  params: unknown,
  query: unknown,
): string {
  const pathParams = call.params
    ? (validatePart(name, 'path parameters', call.params, params ?? {}) as Record<
        string,
        string | number
      >)
    : {};
  let search = '';
  if (call.query) {
    const values = (query ?? {}) as Record<string, unknown>;
    validatePart(name, 'query', call.query, values);
    search = queryString(call.query, values);
  }
  return `${baseUrl.replace(/\/+$/, '')}${buildPath(call.path, pathParams)}${search}`;
}

/** A request checked against its call: where it goes, how, and the body to send (if any). */
export interface PreparedRequest {
  url: string;
  method: CallDefinition['method'];
  body: unknown;
}

/**
 * Checks a request's parameters, query and body against the call's schemas (throwing an
 * `invalid-request` {@link CredenceApiError} before anything is sent) and builds its URL.
 */
export function prepareRequest<N extends CallName>(
  baseUrl: string,
  name: N,
  parts: RequestParts<N>,
): PreparedRequest {
  const call: CallDefinition = calls[name];
  return {
    url: callUrl(baseUrl, name, call, parts.params, parts.query),
    method: call.method,
    body: call.body ? validatePart(name, 'request body', call.body, parts.body ?? {}) : undefined,
  };
}

/** Parses an OK answer with the call's response schema; a mismatch throws `invalid-response`. */
export function parseAnswer(
  name: CallName,
  answer: unknown,
  status: number,
  statusText: string,
): unknown {
  const parsed = calls[name].response.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new CredenceApiError(`Invalid response from server: ${formatZodError(parsed.error)}`, {
    kind: 'invalid-response',
    status,
    statusText,
    body: answer,
  });
}

/**
 * Splits a method's one input object into the call's parts: fields of the `params` schema go
 * into the path, fields of the `query` schema into the query string, everything else into the
 * body (so a strict body schema still rejects unknown fields). Calls without a body drop the rest.
 */
export function splitInput<N extends CallName>(
  name: N,
  input: Record<string, unknown> = {},
): RequestParts<N> {
  const call = calls[name];
  const paramFields = fieldsOf(call.params);
  const queryFields = fieldsOf(call.query);
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (paramFields.has(field)) params[field] = value;
    else if (queryFields.has(field)) query[field] = value;
    else body[field] = value;
  }
  return {
    ...(call.params ? { params } : {}),
    ...(call.query ? { query } : {}),
    ...(call.body ? { body } : {}),
  } as RequestParts<N>;
}
