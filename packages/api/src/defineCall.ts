import type { z } from 'zod';

/** HTTP methods the calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An error answer a call documents. */
export interface DocumentedError {
  status: number;
  when: string;
}

/** Where a call comes from: a spec document's §7 table, a service it names without a path, or the host. */
export type CallOrigin = 'evaluator §7' | 'dependencies §7' | 'spec service' | 'host';

/**
 * One call of the Credence API: its path and the schemas of everything it sends and receives.
 * Paths use `:name` for parameters (as MSW and the client do); the README writes them `{name}`.
 */
export interface CallDefinition<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  origin: CallOrigin;
  params: Params;
  query: Query;
  body: Body;
  response: Response;
  /** Status of a successful answer. */
  successStatus: 200 | 201;
  errors: readonly DocumentedError[];
}

/** Declares a call; absent schemas become `undefined` so types stay precise. */
export function defineCall<
  Response extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(definition: {
  method: HttpMethod;
  path: string;
  summary: string;
  origin: CallOrigin;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  successStatus?: 200 | 201;
  errors?: readonly DocumentedError[];
}): CallDefinition<Params, Query, Body, Response> {
  return {
    ...definition,
    params: definition.params as Params,
    query: definition.query as Query,
    body: definition.body as Body,
    successStatus: definition.successStatus ?? 200,
    errors: definition.errors ?? [],
  };
}

/** Fills `:name` parameters into a path, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
