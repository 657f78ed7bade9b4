/**
 * The evaluation worker: evaluates one argument per message with `@credence/engine` and answers
 * with the result and the results panel's scenario list and sensitivity bars. Started by
 * `createOffThreadEvaluator`; the page keeps at most one job here at a time.
 */
import {
  evaluateArgument,
  packCalculatedValues,
  premiseSensitivity,
  scenarioBreakdown,
  unpackEvaluationInput,
} from '@credence/engine';
import type { EvaluationRequest, EvaluationResponse } from './protocol';

/** The worker's global scope, typed here: the package's `lib` is the page's DOM, not WebWorker. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EvaluationRequest>) => void) | null;
  postMessage(message: EvaluationResponse, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, packed } = event.data;
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
};
