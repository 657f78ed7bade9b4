import type { CallName } from '@credence/api';
import { delay, HttpResponse } from 'msw';

/**
 * How one call misbehaves:
 * - `'server-error'`: 500 `{ error }`; `'unauthorized'`: 401; `'not-found'`: 404;
 *   `'conflict'`: 409 (each with a readable `{ error }`);
 * - `'network-error'`: the request fails (`fetch` rejects);
 * - `{ delayMs }`: waits, then answers normally;
 * - `{ until }`: waits until the promise settles, then answers normally (a test holds a call in
 *   flight until it has seen the pending state, which a fixed delay cannot promise);
 * - `{ status, body? }`: answers that status with that body (default `{ error: 'HTTP <status>' }`).
 */
export type Scenario =
  | 'server-error'
  | 'unauthorized'
  | 'not-found'
  | 'conflict'
  | 'network-error'
  | { delayMs: number }
  | { until: Promise<unknown> }
  | { status: number; body?: unknown };

/** Per-call switches that stories and tests turn on. */
export interface Scenarios {
  /** Makes `callName` behave as `scenario` until cleared. */
  set(callName: CallName, scenario: Scenario): void;
  /** Clears one call's scenario, or every scenario without an argument. */
  clear(callName?: CallName): void;
  /** The scenario of a call, if any. */
  get(callName: CallName): Scenario | undefined;
}

/** A fresh, empty set of scenarios. */
export function createScenarios(): Scenarios {
  const active = new Map<CallName, Scenario>();
  return {
    set: (callName, scenario) => {
      active.set(callName, scenario);
    },
    clear: (callName) => {
      if (callName === undefined) active.clear();
      else active.delete(callName);
    },
    get: (callName) => active.get(callName),
  };
}

/** The default scenarios, shared by handlers created without their own. */
export const scenarios: Scenarios = createScenarios();

const named = {
  'server-error': { status: 500, error: 'Internal server error' },
  unauthorized: { status: 401, error: 'Please sign in' },
  'not-found': { status: 404, error: 'Not found' },
  conflict: { status: 409, error: 'Conflict: the resource was changed or exists already' },
} as const;

const noBodyStatuses = new Set([204, 205, 304]);

/**
 * Applies a scenario: answers the response it forces, or undefined when the call should go on
 * normally (after waiting, for `{ delayMs }` and `{ until }`).
 */
export async function applyScenario(scenario: Scenario | undefined): Promise<Response | undefined> {
  if (scenario === undefined) return undefined;
  if (scenario === 'network-error') return HttpResponse.error();
  if (typeof scenario === 'string') {
    const { status, error } = named[scenario];
    return HttpResponse.json({ error }, { status });
  }
  if ('delayMs' in scenario) {
    await delay(scenario.delayMs);
    return undefined;
  }
  if ('until' in scenario) {
    await scenario.until.catch(() => {});
    return undefined;
  }
  if (noBodyStatuses.has(scenario.status))
    return new HttpResponse(null, { status: scenario.status });
  return HttpResponse.json(scenario.body ?? { error: `HTTP ${scenario.status}` }, {
    status: scenario.status,
  });
}
