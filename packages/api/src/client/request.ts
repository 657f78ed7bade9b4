import type { CallName } from '../calls';
import { CredenceApiError } from './errors';
import { defaultFailureMessage, type HttpFailure } from './messages';
import type { CallBody, CallOptions, CallOutput, CallParams, CallQuery } from './types';

/** How the request core reaches the server. */
export interface TransportConfig {
  /** Prefix of every path, e.g. `https://credence.example` (a trailing `/` is ignored; `''` for same origin). */
  baseUrl: string;
  /** The `fetch` to use; default: the global `fetch`, looked up at each call. */
  fetch?: typeof fetch;
  /** Cookie policy of every request; default `'include'` (the host uses a session cookie). */
  credentials?: RequestInit['credentials'];
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
}

/** The parts of one request, each validated by the call's schema before anything is sent. */
export interface RequestParts<N extends CallName> extends CallOptions {
  params?: CallParams<N>;
  query?: CallQuery<N>;
  body?: CallBody<N>;
}

/** How a particular use of a call behaves beyond the defaults. */
export interface RequestBehaviour {
  /** Abort and throw a `timeout` {@link CredenceApiError} when the answer takes longer (ms). */
  timeoutMs?: number;
  /**
   * The message of the error thrown for a non-OK answer; by default the answer's `error` field, or
   * `HTTP {status} {statusText}`.
   */
  failureMessage?: (failure: HttpFailure) => string;
}

/**
 * The typed request core: validates params, query and body, sends the call, and parses the
 * answer. Throws {@link CredenceApiError} (invalid input, non-OK answer, malformed answer,
 * time-out); a network failure rejects with `fetch`'s own `TypeError`.
 */
export type RequestFunction = <N extends CallName>(
  name: N,
  parts?: RequestParts<N>,
  behaviour?: RequestBehaviour,
) => Promise<CallOutput<N>>;

let contracts: Promise<typeof import('./contracts')> | undefined;

/**
 * The schema half of the client (`./contracts`: zod and the call registry), imported once, on
 * the first request: an app that embeds the client does not download it before its first call.
 * A failed import (the network dropped the chunk) rejects that request and is tried again by the
 * next.
 */
export function loadContracts(): Promise<typeof import('./contracts')> {
  contracts ??= import('./contracts').catch((error: unknown) => {
    contracts = undefined;
    throw error;
  });
  return contracts;
}

/**
 * Starts loading the client's schemas (zod and the call registry) before a request needs them —
 * at a person's first touch of the page, say — so the first request waits for nothing. A failed
 * load is left to that request, which tries again.
 */
export function preloadClientSchemas(): void {
  loadContracts().catch(() => {});
}

/** The body of an answer: parsed JSON, else its text, else `undefined` when empty. */
function readBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Runs `fetch` and reads the answer's text, aborting both after `timeoutMs`. The time-out
 * uses `setTimeout` and also rejects by itself, so it works with fake timers and with a
 * `fetch` that ignores its signal.
 */
async function fetchText(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
  name: string,
): Promise<{ response: Response; text: string }> {
  if (timeoutMs === undefined) {
    const response = await fetchImpl(url, { ...init, signal: signal ?? null });
    return { response, text: await response.text() };
  }
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new CredenceApiError(`${name} timed out after ${timeoutMs} ms`, {
        kind: 'timeout',
        status: 0,
        statusText: '',
      });
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([
      fetchImpl(url, { ...init, signal: controller.signal }),
      timedOut,
    ]);
    const text = await Promise.race([response.text(), timedOut]);
    return { response, text };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Builds the request core for a transport. */
export function createRequest(config: TransportConfig): RequestFunction {
  const credentials = config.credentials ?? 'include';
  return async function request<N extends CallName>(
    name: N,
    parts: RequestParts<N> = {},
    behaviour: RequestBehaviour = {},
  ): Promise<CallOutput<N>> {
    const { prepareRequest, parseAnswer } = await loadContracts();
    const { url, method, body } = prepareRequest(config.baseUrl, name, parts);
    const headers: Record<string, string> = { accept: 'application/json', ...config.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers,
      credentials,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    const fetchImpl = config.fetch ?? ((input, options) => globalThis.fetch(input, options));
    const { response, text } = await fetchText(
      fetchImpl,
      url,
      init,
      parts.signal,
      behaviour.timeoutMs,
      name,
    );
    const answer = readBody(text);
    const { status, statusText } = response;
    if (!response.ok) {
      const failure = { status, statusText, body: answer };
      const message = (behaviour.failureMessage ?? defaultFailureMessage)(failure);
      throw new CredenceApiError(message, { kind: 'http', ...failure });
    }
    return parseAnswer(name, answer, status, statusText) as CallOutput<N>;
  };
}
