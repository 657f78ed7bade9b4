import type { z } from 'zod';
import type { ConditionalPattern, ConditionalProbabilityRecord } from '../schemas/conditionals';
import { CredenceApiError, errorMessage, isHttpError } from './errors';
import type { RequestFunction } from './request';
import type { CallInput, CallOptions, WarningHandler } from './types';

/** A stored conditional probability record. */
export type ConditionalProbabilityRecordValue = z.output<typeof ConditionalProbabilityRecord>;

/** A user's conditional pattern (`key` is `a|b`). */
export type ConditionalPatternValue = z.output<typeof ConditionalPattern>;

/** `saveConditionalProbability`' argument: the create call's body. */
export type SaveConditionalProbabilityInput = CallInput<'createConditionalProbability'>;

/** `getConditionalPatterns`' argument; without a user id nothing is fetched. */
export interface GetConditionalPatternsInput {
  userId?: string | number | null;
}

/** What the conditional helpers need. */
export interface ConditionalDeps {
  request: RequestFunction;
  warn: WarningHandler;
}

/** Builds `saveConditionalProbability` and `getConditionalPatterns`. */
export function createConditionalMethods({ request, warn }: ConditionalDeps) {
  /**
   * Stores P(consequents | antecedents), creating or updating: POST
   * /api/user/conditional-probabilities; on 409 (a record exists) GET the same path with
   * `consequent_claims` and `antecedent_claims` (claim ids joined by commas), then PUT
   * /api/user/conditional-probabilities/{id} of the first record with `{ conditionalProbability }`.
   * Resolves with the stored record. Throws {@link CredenceApiError} on any other failure, or
   * a 404 `http` error when the 409 is followed by no matching record.
   */
  async function saveConditionalProbability(
    input: SaveConditionalProbabilityInput,
    options: CallOptions = {},
  ): Promise<ConditionalProbabilityRecordValue> {
    const { signal } = options;
    try {
      const created = await request('createConditionalProbability', { body: input, signal });
      return created.probability;
    } catch (error) {
      if (!isHttpError(error, 409)) throw error;
    }
    const found = await request('findConditionalProbabilities', {
      query: {
        consequent_claims: input.consequentClaims.join(','),
        antecedent_claims: input.antecedentClaims.join(','),
      },
      signal,
    });
    const existing = found.probabilities[0];
    if (!existing) {
      throw new CredenceApiError('Conditional probability exists but could not be found', {
        kind: 'http',
        status: 404,
        statusText: 'Not Found',
        body: found,
      });
    }
    const updated = await request('updateConditionalProbability', {
      params: { id: existing.id },
      body: { conditionalProbability: input.conditionalProbability },
      signal,
    });
    return updated.probability;
  }

  /**
   * The user's stored conditionals as patterns (POST /api/user/conditional-patterns). Without a
   * user id it resolves with `[]` and sends nothing; on failure it warns and resolves with `[]`
   * (callers then use the default pattern). Never throws.
   */
  async function getConditionalPatterns(
    input: GetConditionalPatternsInput = {},
    options: CallOptions = {},
  ): Promise<ConditionalPatternValue[]> {
    const { userId } = input;
    if (userId === undefined || userId === null || userId === '' || userId === 0) return [];
    try {
      const answer = await request('getConditionalPatterns', {
        body: { userId: Number(userId) },
        signal: options.signal,
      });
      return answer.conditionals;
    } catch (error) {
      // A call its caller aborted did not fail: nobody waits for it, so nothing is reported.
      if (options.signal?.aborted) return [];
      try {
        warn(`Failed to fetch conditional patterns: ${errorMessage(error)}`);
      } catch {
        // A throwing warning handler must not make this method throw.
      }
      return [];
    }
  }

  return { saveConditionalProbability, getConditionalPatterns };
}
