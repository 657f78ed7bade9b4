/**
 * `estimateSettings`: the model estimates the Bayesian sliders (P(C|Pᵢ) and P(C|¬Pᵢ) per premise)
 * or the truth-table column (P(C|row) per row key). Row keys follow the engine: character i is
 * premise i in the order sent, `1` true and `0` false, so `'110'` = premises 1 and 2 true.
 */
import type { EstimateSettingsRequest, EstimateSettingsResponse } from '@credence/api';
import { rowCount, rowKey } from '@credence/engine';
import { z } from 'zod';
import { AiError, invalidAnswer } from '../errors.ts';
import { LooseProbability, readAnswer } from './answer.ts';
import { type ChatMessage, prompt } from './message.ts';

type Request = z.output<typeof EstimateSettingsRequest>;
type Answer = z.input<typeof EstimateSettingsResponse>;

/** The largest truth table the AI is asked to fill (2^10 rows), as in the mock backend. */
export const MAX_ESTIMATED_TABLE_PREMISES = 10;

/** Every row key of an n-premise table, all-false first. */
export function tableRowKeys(premiseCount: number): string[] {
  return Array.from({ length: rowCount(premiseCount) }, (_, row) => rowKey(row, premiseCount));
}

/** Throws the 502 the mock backend gives for tables too large to ask a model about. */
export function assertEstimableTable(request: Request): void {
  if (
    request.currentTabId === 'TRUTH_TABLE' &&
    request.premises.length > MAX_ESTIMATED_TABLE_PREMISES
  ) {
    throw new AiError(
      502,
      `The AI estimates truth tables of at most ${MAX_ESTIMATED_TABLE_PREMISES} premises`,
    );
  }
}

/** The messages asking for the Bayesian sliders or the truth-table rows. */
export function buildEstimateSettingsPrompt(request: Request): ChatMessage[] {
  const premises = request.premises.map(({ id, content }) => ({ id, content }));
  const conclusion = { id: request.conclusion.id, content: request.conclusion.content };
  const userEvaluations = request.userEvaluations.length ? request.userEvaluations : undefined;
  if (request.currentTabId === 'BAYESIAN') {
    return prompt(
      [
        'You estimate how strongly each premise of an argument bears on its conclusion.',
        'For every premise, give two probabilities between 0 and 1:',
        '- P(C|P): the probability that the conclusion is true if this premise is true;',
        '- P(C|¬P): the probability that the conclusion is true if this premise is false.',
        'Return {"conditionalProbabilities": {"<premise id>": P(C|P)}, "reverseConditionalProbabilities": {"<premise id>": P(C|¬P)}} with an entry for every premise id.',
      ],
      { premises, conclusion, userEvaluations },
    );
  }
  const n = premises.length;
  return prompt(
    [
      'You estimate the probability of an argument’s conclusion in every combination of its premises being true or false.',
      `A row key has ${n} character(s), one per premise in the order given: "1" means the premise is true, "0" false.`,
      'For every row key, give the probability (between 0 and 1) that the conclusion is true in that row.',
      'Return {"rowValues": {"<row key>": probability}} with an entry for every row key listed.',
    ],
    { premises, conclusion, rowKeys: tableRowKeys(n), userEvaluations },
  );
}

const BayesianAnswer = z.object({
  conditionalProbabilities: z.record(z.string(), z.unknown()),
  reverseConditionalProbabilities: z.record(z.string(), z.unknown()),
});

const TableAnswer = z.object({ rowValues: z.record(z.string(), z.unknown()) });

/** The usable probabilities among `values` for `keys`: invalid or missing ones are left out. */
function probabilities(values: Record<string, unknown>, keys: string[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const key of keys) {
    const parsed = LooseProbability.safeParse(values[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result;
}

/**
 * The call's answer from the model's JSON, in both places the spec reads it from. Values are
 * clamped into 0..1; unknown ids/rows and unusable values are dropped; an answer with none left
 * is a 502.
 */
export function readEstimateSettingsAnswer(request: Request, json: unknown): Answer {
  if (request.currentTabId === 'BAYESIAN') {
    const answer = readAnswer(BayesianAnswer, json);
    const ids = request.premises.map((premise) => premise.id);
    const bayesianNetworkData = {
      conditionalProbabilities: probabilities(answer.conditionalProbabilities, ids),
      reverseConditionalProbabilities: probabilities(answer.reverseConditionalProbabilities, ids),
    };
    if (
      Object.keys(bayesianNetworkData.conditionalProbabilities).length === 0 &&
      Object.keys(bayesianNetworkData.reverseConditionalProbabilities).length === 0
    ) {
      throw invalidAnswer('no probability for any premise');
    }
    return { settings: { bayesianNetworkData }, bayesianNetworkData };
  }
  const answer = readAnswer(TableAnswer, json);
  const rowValues = probabilities(answer.rowValues, tableRowKeys(request.premises.length));
  if (Object.keys(rowValues).length === 0) throw invalidAnswer('no value for any truth-table row');
  const truthTableData = { rowValues };
  return { settings: { truthTableData }, truthTableData };
}
