import { baseClaimId } from '@credence/engine';
import type { MockConditionalRecord } from '../types';
import { fail } from '../validation';
import type { CallResolvers } from './define';

/** A record as the API answers it. */
export function recordView(record: MockConditionalRecord) {
  return {
    id: record.id,
    antecedentClaims: [...record.antecedentClaims],
    consequentClaims: [...record.consequentClaims],
    conditionalProbability: record.conditionalProbability,
    createdAt: record.createdAt,
    ...(record.metadata ? { metadata: structuredClone(record.metadata) } : {}),
  };
}

/** `'a,b'` → `['a', 'b']` (blank entries dropped). */
export const claimList = (text: string) =>
  text
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** Conditional probability records: create (409 on duplicates), find, update, patterns. */
export const conditionalResolvers: Pick<
  CallResolvers,
  | 'createConditionalProbability'
  | 'findConditionalProbabilities'
  | 'updateConditionalProbability'
  | 'getConditionalPatterns'
  | 'getConditionalProbabilitiesForClaims'
> = {
  createConditionalProbability: ({ store, user, body }) => {
    if (store.findConditional(user.id, body.consequentClaims, body.antecedentClaims)) {
      fail(409, 'A conditional probability for these claims exists already');
    }
    return { probability: recordView(store.addConditional(user.id, body)) };
  },
  findConditionalProbabilities: ({ store, user, query }) => {
    const found = store.findConditional(
      user.id,
      claimList(query.consequent_claims),
      claimList(query.antecedent_claims),
    );
    return { probabilities: found ? [recordView(found)] : [] };
  },
  updateConditionalProbability: ({ store, user, params, body }) => {
    const record = store.conditionalById(user.id, params.id);
    if (!record) fail(404, `Conditional probability ${params.id} not found`);
    record.conditionalProbability = body.conditionalProbability;
    return { probability: recordView(record) };
  },
  getConditionalPatterns: ({ store, user, body }) => {
    if (body.userId !== user.id) fail(403, 'You can only read your own conditional patterns');
    const conditionals = store
      .conditionals(user.id)
      .filter((record) => record.antecedentClaims.length > 0)
      .map((record) => ({
        key: `${record.consequentClaims.join(' & ')}|${record.antecedentClaims.join(' & ')}`,
        value: record.conditionalProbability,
      }));
    return { conditionals };
  },
  getConditionalProbabilitiesForClaims: ({ store, user, body }) => {
    const claims = new Set(body.claimIds.map(baseClaimId));
    const consequents = body.consequentClaims && new Set(body.consequentClaims);
    const probabilities = store
      .conditionals(user.id)
      .filter((record) =>
        [...record.consequentClaims, ...record.antecedentClaims].some((id) =>
          claims.has(baseClaimId(id)),
        ),
      )
      .filter(
        (record) => !consequents || record.consequentClaims.every((id) => consequents.has(id)),
      )
      .map(recordView);
    return { probabilities };
  },
};
