import { MAX_USER_PATTERNS_FOR_AI } from '@credence/engine';
import type { z } from 'zod';
import type { BayesianEstimate } from '../schemas/ai';
import type { RowValues } from '../schemas/common';
import { plainMethod } from './inputs';
import { estimateSettingsFailureMessage } from './messages';
import type { RequestFunction } from './request';
import type { CallInput, CallOptions, CallOutput } from './types';

/** What an AI settings estimate provides, wherever the answer put it. */
export interface EstimateReading {
  bayesianNetworkData?: z.output<typeof BayesianEstimate>;
  rowValues?: z.output<typeof RowValues>;
}

/**
 * Reads an estimate-settings answer as the spec does: `settings.bayesianNetworkData`, else
 * `bayesianNetworkData`; `settings.truthTableData.rowValues`, else `truthTableData.rowValues`.
 * Absent values are left out.
 */
export function readEstimate(response: CallOutput<'estimateSettings'>): EstimateReading {
  const bayesianNetworkData =
    response.settings?.bayesianNetworkData ?? response.bayesianNetworkData;
  const rowValues =
    response.settings?.truthTableData?.rowValues ?? response.truthTableData?.rowValues;
  return {
    ...(bayesianNetworkData ? { bayesianNetworkData } : {}),
    ...(rowValues ? { rowValues } : {}),
  };
}

/**
 * Builds `estimateSettings` (POST /api/ai/estimate-settings). A non-OK answer throws
 * {@link CredenceApiError} whose message is the answer's `error`, else `HTTP {status}`.
 */
export function createEstimateSettings(request: RequestFunction) {
  return plainMethod(request, 'estimateSettings', {
    failureMessage: estimateSettingsFailureMessage,
  });
}

/**
 * Builds `estimateDependencies` (POST /api/ai/estimate-dependencies). Only the first
 * `MAX_USER_PATTERNS_FOR_AI` (10) `userPatterns` are sent. A non-OK answer throws the server's
 * `error`, else `HTTP {status} {statusText}`.
 */
export function createEstimateDependencies(request: RequestFunction) {
  return function estimateDependencies(
    input: CallInput<'estimateDependencies'>,
    options: CallOptions = {},
  ): Promise<CallOutput<'estimateDependencies'>> {
    const { userPatterns, ...rest } = input;
    return request('estimateDependencies', {
      body: {
        ...rest,
        ...(userPatterns ? { userPatterns: userPatterns.slice(0, MAX_USER_PATTERNS_FOR_AI) } : {}),
      },
      signal: options.signal,
    });
  };
}
