import type { EstimateSettingsRequest, EstimateSettingsResponse } from '@credence/api';
import { exampleTruthTable, rowCount, rowKey } from '@credence/engine';
import type { z } from 'zod';
import { clamp, probabilityFrom, round2, unitAfter } from './hash';

type Request = z.output<typeof EstimateSettingsRequest>;
type Answer = z.input<typeof EstimateSettingsResponse>;

/** The largest truth table the mock AI estimates (2^10 rows). */
export const MAX_ESTIMATED_TABLE_PREMISES = 10;

/**
 * The AI estimate of the Bayesian sliders (P(C|Pi) in 0.55–0.95, P(C|¬Pi) in 0.05–0.45) or of
 * the truth-table rows (the engine's example fill, nudged by up to ±0.05), from the texts and
 * the model. Row keys follow the engine: `'110'` = premises 1 and 2 true, premise 3 false.
 */
export function estimateSettings(request: Request): Answer {
  const { premises, conclusion, modelId } = request;
  if (request.currentTabId === 'BAYESIAN') {
    const forward: Record<string, number> = {};
    const reverse: Record<string, number> = {};
    for (const premise of premises) {
      forward[premise.id] = probabilityFrom(
        0.55,
        0.95,
        modelId,
        premise.content,
        conclusion.content,
        'P(C|P)',
      );
      reverse[premise.id] = probabilityFrom(
        0.05,
        0.45,
        modelId,
        premise.content,
        conclusion.content,
        'P(C|¬P)',
      );
    }
    const bayesianNetworkData = {
      conditionalProbabilities: forward,
      reverseConditionalProbabilities: reverse,
    };
    return { settings: { bayesianNetworkData }, bayesianNetworkData };
  }
  const n = premises.length;
  const example = exampleTruthTable(n);
  // The texts are hashed once for all 2^n rows (up to 1,024), not once per row.
  const nudgeFor = unitAfter(modelId, conclusion.content, ...premises.map((p) => p.content));
  const rowValues: Record<string, number> = {};
  for (let row = 0; row < rowCount(n); row++) {
    const key = rowKey(row, n);
    const nudge = (nudgeFor(key) - 0.5) * 0.1;
    rowValues[key] = round2(clamp((example[key] ?? 0.5) + nudge, 0.01, 0.99));
  }
  const truthTableData = { rowValues };
  return { settings: { truthTableData }, truthTableData };
}
