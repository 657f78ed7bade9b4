/**
 * `createCredenceClient`: the typed client of the Credence API.
 *
 * Method-call convention: every method takes ONE object holding the call's path parameters,
 * query fields and body fields together, e.g.
 * `client.saveEvaluation({ argumentId: 7, evaluationMode: 'fallback', … })` or
 * `client.deleteDependency({ argumentId: 7, targetId: 'p2', sourceId: 'p1' })`, and an optional
 * second `{ signal }`. Inputs are validated before anything is sent; answers are parsed with the
 * call's response schema.
 */
import { createGetClaims } from './claims';
import type { CredenceClient } from './clientType';
import { createConditionalMethods } from './conditionals';
import { createEstimateDependencies, createEstimateSettings, readEstimate } from './estimates';
import { plainMethod } from './inputs';
import { saveEvaluationFailureMessage } from './messages';
import { CLIENT_METHOD_NAMES } from './methodNames';
import { createListModels } from './models';
import { createRequest, type TransportConfig } from './request';
import { createSettingsMethods } from './settingsCache';
import { defaultStorage } from './storage';
import { compactEvaluationSettings } from './tables';
import type { CallMethods, StorageLike, WarningHandler } from './types';

/** Options of {@link createCredenceClient}. */
export interface CredenceClientOptions extends TransportConfig {
  /** Where user settings are cached; default `globalThis.localStorage` if any, else memory. */
  storage?: StorageLike;
  /** Receives failures the spec only logs (settings, patterns); default `console.warn`. */
  onWarning?: WarningHandler;
}

/** Creates a client: one method per call of `calls`, with the spec's client-side rules. */
export function createCredenceClient(options: CredenceClientOptions): CredenceClient {
  const request = createRequest(options);
  const storage = options.storage ?? defaultStorage();
  const warn = options.onWarning ?? ((message: string) => console.warn(message));
  const plain = Object.fromEntries(
    CLIENT_METHOD_NAMES.map((name) => [name, plainMethod(request, name)]),
  ) as CallMethods;
  const saveEvaluation = plainMethod(request, 'saveEvaluation', {
    failureMessage: saveEvaluationFailureMessage,
  });
  return {
    ...plain,
    request,
    ...createSettingsMethods({ request, storage, warn }),
    ...createConditionalMethods({ request, warn }),
    getClaims: createGetClaims(request),
    // Large truth tables travel as arrays (see ./tables.ts).
    saveEvaluation: ((input, options) =>
      saveEvaluation(
        { ...input, evaluationSettings: compactEvaluationSettings(input.evaluationSettings) },
        options,
      )) as CallMethods['saveEvaluation'],
    estimateSettings: createEstimateSettings(request),
    estimateDependencies: createEstimateDependencies(request),
    listModels: createListModels(request),
    readEstimate,
  };
}
