import * as z from 'zod';
import { type CallName, calls } from '../calls';
import type { RequestFunction, RequestParts } from './request';
import type { CallMethod, CallOptions } from './types';

/** The field names of an object schema; none for anything else. */
function fieldsOf(schema: z.ZodType | undefined): Set<string> {
  return new Set(schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
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

/** The plain client method of a call: one input object in, the parsed answer out. */
export function plainMethod<N extends CallName>(
  request: RequestFunction,
  name: N,
  behaviour?: Parameters<RequestFunction>[2],
): CallMethod<N> {
  const method = (input?: object, options: CallOptions = {}) =>
    request(name, { ...splitInput(name, input as Record<string, unknown>), ...options }, behaviour);
  return method as CallMethod<N>;
}
