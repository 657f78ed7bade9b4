import {
  CLAIM_FETCH_NETWORK_ATTEMPTS,
  CLAIM_FETCH_TIMEOUT_RETRIES,
  DURATIONS,
  MAX_CLAIM_ID_LENGTH,
} from '@credence/engine';
import type { z } from 'zod';
import type { Claim } from '../schemas/claims';
import { CredenceApiError } from './errors';
import { claimsFailureMessage } from './messages';
import type { RequestFunction } from './request';
import { sleep } from './timing';
import type { CallOptions } from './types';

/** A claim as `getClaims` returns it. */
export type ClaimRecord = z.output<typeof Claim>;

/** Whether a claim id is sent: non-empty and shorter than `MAX_CLAIM_ID_LENGTH` (100) characters. */
export function isSendableClaimId(id: string): boolean {
  return id.length > 0 && id.length < MAX_CLAIM_ID_LENGTH;
}

/** `getClaims`' argument. */
export interface GetClaimsInput {
  /** Ids to fetch; ids of 100 characters or more (and empty ones) are dropped before sending. */
  claimIds: readonly string[];
}

/**
 * Builds `getClaims` (POST /api/objects/claims/batch) with the spec's rules:
 * - ids of `MAX_CLAIM_ID_LENGTH` (100) characters or more are dropped; none left → `[]`, no request;
 * - each attempt times out after `DURATIONS.claimFetchTimeout` (10 s); a time-out is retried up to
 *   `CLAIM_FETCH_TIMEOUT_RETRIES` (2) times, each after `DURATIONS.claimFetchRetryDelay` (2 s);
 * - a network error (`fetch` rejects with a `TypeError`) allows `CLAIM_FETCH_NETWORK_ATTEMPTS` (3)
 *   attempts in all, waiting `DURATIONS.claimFetchBackoffStart` (1 s), then twice that (2 s);
 * - a non-OK answer is not retried: it throws `API call failed: {status} {statusText}`.
 * Resolves with the claims array; the last time-out or network error is thrown when retries run
 * out (the spec's callers log it and go on without claim data).
 */
export function createGetClaims(request: RequestFunction) {
  return async function getClaims(
    input: GetClaimsInput,
    options: CallOptions = {},
  ): Promise<ClaimRecord[]> {
    const claimIds = input.claimIds.filter(isSendableClaimId);
    if (claimIds.length === 0) return [];
    let timeouts = 0;
    let networkFailures = 0;
    for (;;) {
      try {
        const answer = await request(
          'getClaims',
          { body: { claimIds }, signal: options.signal },
          { timeoutMs: DURATIONS.claimFetchTimeout, failureMessage: claimsFailureMessage },
        );
        return answer.claims;
      } catch (error) {
        if (error instanceof CredenceApiError && error.kind === 'timeout') {
          if (timeouts >= CLAIM_FETCH_TIMEOUT_RETRIES) throw error;
          timeouts += 1;
          await sleep(DURATIONS.claimFetchRetryDelay, options.signal);
        } else if (error instanceof TypeError) {
          networkFailures += 1;
          if (networkFailures >= CLAIM_FETCH_NETWORK_ATTEMPTS) throw error;
          await sleep(
            DURATIONS.claimFetchBackoffStart * 2 ** (networkFailures - 1),
            options.signal,
          );
        } else {
          throw error;
        }
      }
    }
  };
}
