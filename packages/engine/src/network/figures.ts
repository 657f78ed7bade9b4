import { analyzeNetwork } from './analyze';
import { evaluationOf } from './evaluate';
import { type NetworkSensitivity, sensitivityOf } from './sensitivity';
import type { NetworkEvaluation, NetworkInput } from './types';

/** What {@link evaluateNetworkWithSensitivity} returns. */
export interface NetworkEvaluationWithSensitivity {
  /** {@link evaluateNetwork}'s answer. */
  evaluation: NetworkEvaluation;
  /** {@link networkSensitivity}'s answer. */
  sensitivity: NetworkSensitivity[];
}

/**
 * {@link evaluateNetwork} and {@link networkSensitivity} together, from one exact pass over the
 * network instead of one each (the pass is the whole cost: at 20 premises each took about a
 * quarter of a second). What a network view shows at every move of a slider. Throws as
 * {@link evaluateNetwork} does.
 */
export function evaluateNetworkWithSensitivity(
  input: NetworkInput,
): NetworkEvaluationWithSensitivity {
  const analysis = analyzeNetwork(input);
  return { evaluation: evaluationOf(analysis), sensitivity: sensitivityOf(input, analysis) };
}
