import { type CallDefinition, type CallName, calls } from '@credence/api';
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod';
import { applyScenario, type Scenarios } from '../scenarios';
import type { MockStore } from '../store';
import type { MockUser } from '../types';
import { MockHttpError, validationMessage } from '../validation';

type Call<N extends CallName> = (typeof calls)[N];
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** Calls anyone may make without signing in. */
export const PUBLIC_CALLS: ReadonlySet<CallName> = new Set<CallName>(['getSharedArgument']);

/** What a resolver receives: the parsed request, the signed-in user and the store. */
export interface CallContext<N extends CallName> {
  params: Parsed<Call<N>['params']>;
  query: Parsed<Call<N>['query']>;
  body: Parsed<Call<N>['body']>;
  /** The signed-in user (null only for public calls). */
  user: N extends 'getSharedArgument' ? MockUser | null : MockUser;
  store: MockStore;
  request: Request;
}

/** A successful answer of a call, before its response schema parses it. */
export type CallAnswer<N extends CallName> = z.input<Call<N>['response']>;

/** Answers one call; throws {@link MockHttpError} for error answers. */
export type CallResolver<N extends CallName> = (
  context: CallContext<N>,
) => CallAnswer<N> | Promise<CallAnswer<N>>;

/** A resolver for every call. */
export type CallResolvers = { [N in CallName]: CallResolver<N> };

/** What every handler works with. */
export interface HandlerContext {
  store: MockStore;
  scenarios: Scenarios;
  /** Prepended to every path; '' matches any origin. */
  baseUrl: string;
}

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

const errorAnswer = (status: number, error: string) => HttpResponse.json({ error }, { status });

type Parts = { params: unknown; query: unknown; body: unknown };

/** Parses the path parameters, query and body with the call's schemas. */
async function parseRequest(
  definition: CallDefinition,
  request: Request,
  params: Record<string, unknown>,
): Promise<{ ok: true; parts: Parts } | { ok: false; message: string }> {
  const parts: Parts = { params: undefined, query: undefined, body: undefined };
  if (definition.params) {
    const result = definition.params.safeParse(params);
    if (!result.success) return { ok: false, message: validationMessage(result.error, 'path') };
    parts.params = result.data;
  }
  if (definition.query) {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const result = definition.query.safeParse(query);
    if (!result.success) return { ok: false, message: validationMessage(result.error, 'query') };
    parts.query = result.data;
  }
  if (definition.body) {
    const text = await request.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      return { ok: false, message: 'body: must be valid JSON' };
    }
    const result = definition.body.safeParse(json);
    if (!result.success) return { ok: false, message: validationMessage(result.error) };
    parts.body = result.data;
  }
  return { ok: true, parts };
}

/**
 * The MSW handler of one call, from the registry: its method and path, then in order the
 * scenario, the session (401 `Please sign in`), the schemas (400 naming the field), the
 * resolver, and a check that the answer parses with the response schema (500 if not: a bug
 * in the mocks, never hidden).
 */
export function callHandler<N extends CallName>(
  name: N,
  resolver: CallResolver<N>,
  { store, scenarios, baseUrl }: HandlerContext,
): HttpHandler {
  const definition: CallDefinition = calls[name];
  const route = methods[definition.method];
  return route(`${baseUrl || '*'}${definition.path}`, async ({ request, params }) => {
    const forced = await applyScenario(scenarios.get(name));
    if (forced) return forced;
    const user = store.currentUser();
    if (!user && !PUBLIC_CALLS.has(name)) return errorAnswer(401, 'Please sign in');
    const parsed = await parseRequest(definition, request, params);
    if (!parsed.ok) return errorAnswer(400, parsed.message);
    try {
      const context = { ...parsed.parts, user, store, request } as CallContext<N>;
      const answer = await resolver(context);
      const checked = definition.response.safeParse(answer);
      if (!checked.success) {
        return errorAnswer(
          500,
          `Mock answer of ${name} does not match its schema: ${validationMessage(checked.error, 'answer')}`,
        );
      }
      return HttpResponse.json(checked.data as never, { status: definition.successStatus });
    } catch (error) {
      if (error instanceof MockHttpError) {
        return HttpResponse.json(error.body as never, { status: error.status });
      }
      throw error;
    }
  });
}
