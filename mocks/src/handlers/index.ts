import { type CallName, callNames } from '@credence/api';
import type { HttpHandler } from 'msw';
import { scenarios as defaultScenarios, type Scenarios } from '../scenarios';
import { createMockStore, type MockStore } from '../store';
import { aiResolvers } from './ai';
import { argumentResolvers } from './arguments';
import { batchResolvers } from './batches';
import { conditionalResolvers } from './conditionals';
import { counterexampleResolvers } from './counterexample';
import { type CallResolvers, callHandler } from './define';
import { deliberationResolvers } from './deliberations';

export {
  EMPTY_ROUND_MESSAGE,
  mockDeliberations,
  selectDeliberationScenario,
} from './deliberations';
export { offlineHostResolvers } from './offlineHost';

import { dependencyResolvers } from './dependencies';
import { dialecticResolvers } from './dialectics';
import { evaluationResolvers } from './evaluations';
import { friendResolvers } from './friends';
import { networkResolvers } from './network';
import { settingsResolvers } from './settings';
import { sharingResolvers } from './sharing';
import { versionResolvers } from './versions';

export {
  type CallAnswer,
  type CallContext,
  type CallResolver,
  type CallResolvers,
  callHandler,
  type HandlerContext,
  PUBLIC_CALLS,
} from './define';

/** How every call is answered, by client method name. */
export const resolvers: CallResolvers = {
  ...settingsResolvers,
  ...evaluationResolvers,
  ...conditionalResolvers,
  ...batchResolvers,
  ...dependencyResolvers,
  ...argumentResolvers,
  ...sharingResolvers,
  ...dialecticResolvers,
  ...versionResolvers,
  ...aiResolvers,
  ...counterexampleResolvers,
  ...friendResolvers,
  ...deliberationResolvers,
  ...networkResolvers,
};

/** Options of {@link createHandlers}. */
export interface CreateHandlersOptions {
  /** The data the handlers read and change (default: a fresh store seeded with the fixtures). */
  store?: MockStore;
  /** Per-call failure switches (default: the shared module-level `scenarios`). */
  scenarios?: Scenarios;
  /** Prepended to every path, e.g. `https://credence.test`; '' (default) matches any origin. */
  baseUrl?: string;
  /** Replaces the answers of some calls (the registry's checks still apply). */
  overrides?: Partial<CallResolvers>;
}

/**
 * One MSW handler per call in the `@credence/api` registry, in registry order: method and path
 * from `calls[name]`, request validation with its schemas, answers from the stateful store.
 */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  const context = {
    store: options.store ?? createMockStore(),
    scenarios: options.scenarios ?? defaultScenarios,
    baseUrl: options.baseUrl ?? '',
  };
  const all = { ...resolvers, ...options.overrides } as CallResolvers;
  const handlerOf = <N extends CallName>(name: N) => callHandler(name, all[name], context);
  return callNames.map(handlerOf);
}
