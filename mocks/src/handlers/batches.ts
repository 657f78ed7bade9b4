import { isUsableClaimId } from '@credence/engine';
import type { CallResolvers } from './define';

/** Splits `'a & ~b'` into claim ids; undefined when an id is empty or unusable. */
function antecedents(expression: string): string[] | undefined {
  const ids = expression.split('&').map((id) => id.trim());
  return ids.every(isUsableClaimId) ? ids : undefined;
}

/** Batch save and reset of conditionals, and the truth-table probabilities. */
export const batchResolvers: Pick<
  CallResolvers,
  'batchSaveConditionals' | 'batchResetConditionals' | 'saveTruthTableProbabilities'
> = {
  batchSaveConditionals: ({ store, user, body }) => {
    const counts = { created: 0, skipped: 0, errors: 0 };
    for (const item of body.items) {
      const antecedentClaims = antecedents(item.antecedentExpression);
      if (!antecedentClaims || !isUsableClaimId(item.conclusionId)) {
        counts.errors += 1;
        continue;
      }
      const consequentClaims = [item.conclusionId];
      const existing = store.findConditional(user.id, consequentClaims, antecedentClaims);
      if (existing && Math.abs(existing.conditionalProbability - item.probability) < 1e-9) {
        // The value is unchanged (skipped), but a new priority or lock is still kept.
        if (item.metadata) existing.metadata = structuredClone(item.metadata);
        counts.skipped += 1;
        continue;
      }
      store.upsertConditional(user.id, {
        consequentClaims,
        antecedentClaims,
        conditionalProbability: item.probability,
        source: item.source,
        ...(item.metadata ? { metadata: item.metadata } : {}),
      });
      counts.created += 1;
    }
    return counts;
  },
  batchResetConditionals: ({ store, user, body }) => ({
    results: body.dependencies.map(({ targetId, sourceId }) => ({
      dependencyId: `${targetId}|${sourceId}`,
      newProbability:
        store.findConditional(user.id, [targetId], [sourceId])?.conditionalProbability ?? null,
    })),
  }),
  saveTruthTableProbabilities: ({ store, user, body }) => {
    const consequentClaims = [body.conclusionId];
    const source = 'truth-table';
    store.upsertConditional(user.id, {
      consequentClaims,
      antecedentClaims: body.premiseIds,
      conditionalProbability: body.pCGivenPremises,
      source,
    });
    store.upsertConditional(user.id, {
      consequentClaims,
      antecedentClaims: body.premiseIds.map((id) => `~${id}`),
      conditionalProbability: body.pCGivenNotPremises,
      source,
    });
    store.upsertConditional(user.id, {
      consequentClaims,
      antecedentClaims: [],
      conditionalProbability: body.pC,
      source,
    });
    return { success: true };
  },
};
