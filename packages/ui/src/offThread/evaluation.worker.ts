/**
 * The evaluation worker: evaluates one argument per message with `@credence/engine` and answers
 * with the result and the results panel's scenario list and sensitivity bars, or one argument
 * network (`evaluateNetworkWithSensitivity`: its evaluation and sensitivity from one pass).
 * Started by `createOffThreadEvaluator` and `createOffThreadNetwork`, each its own; a page keeps
 * at most one job in each at a time.
 */
import {
  evaluateArgument,
  evaluateNetworkWithSensitivity,
  packCalculatedValues,
  packNetworkError,
  premiseSensitivity,
  scenarioBreakdown,
  unpackEvaluationInput,
  unpackNetworkInput,
} from '@credence/engine';
import type {
  EvaluationRequest,
  EvaluationResponse,
  NetworkRequest,
  NetworkResponse,
} from './protocol';

/** The worker's global scope, typed here: the package's `lib` is the page's DOM, not WebWorker. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EvaluationRequest | NetworkRequest>) => void) | null;
  postMessage(message: EvaluationResponse | NetworkResponse, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  if ('network' in event.data) computeNetwork(event.data);
  else evaluate(event.data);
};

function computeNetwork({ id, network }: NetworkRequest): void {
  try {
    const input = unpackNetworkInput(network);
    scope.postMessage({ id, computation: evaluateNetworkWithSensitivity(input) });
  } catch (error) {
    scope.postMessage({ id, refusal: packNetworkError(error) });
  }
}

function evaluate({ id, packed }: EvaluationRequest): void {
  try {
    const input = unpackEvaluationInput(packed);
    const values = evaluateArgument(input);
    const panel = {
      breakdown: scenarioBreakdown(values, { order: 'contribution' }),
      sensitivity: premiseSensitivity(input, values),
    };
    const { result, transfer } = packCalculatedValues(values);
    // The row arrays move to the page instead of being copied (16 MiB at 20 premises).
    scope.postMessage({ id, result, panel }, transfer);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}
