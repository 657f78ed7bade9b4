import { type EvaluationInput, evaluateArgument } from '@credence/engine';
import type { StoredEvaluationMode } from '@credence/state-machines';
import type { ClaimText } from '../CalculationResultsPanel/format';
import type { DebugPanelProps } from './DebugPanel';

/**
 * Literal arguments for the debug panel's stories and tests. Each is evaluated with
 * `evaluateArgument`, so every number the panel shows is the engine's.
 */

const PICNIC: ClaimText[] = [
  { id: 'p1', content: 'The forecast says it will be sunny' },
  { id: 'p2', content: 'The park is open on Saturdays' },
  { id: 'p3', content: 'Everyone is free on Saturday' },
];
const PICNIC_CONCLUSION: ClaimText = { id: 'c', content: 'We should go on the picnic' };

const COMMUTE: ClaimText[] = [
  { id: 'p1', content: 'The river is high' },
  { id: 'p2', content: 'The ferry is running late' },
  { id: 'p3', content: 'The bridge is closed' },
  { id: 'p4', content: 'Traffic is heavy downtown' },
];
const COMMUTE_CONCLUSION: ClaimText = { id: 'c', content: 'I will be late for work' };

interface DebugExample {
  mode: StoredEvaluationMode;
  input: EvaluationInput;
  premises: ClaimText[];
  conclusion: ClaimText;
  /** The evaluator's confidences: a premise left out here is "missing" (0.5). */
  premiseConfidences: Record<string, number>;
  conclusionConfidence?: number;
  externalClaims?: ClaimText[];
}

/** The evaluator's premise inputs, as `evaluationInput` builds them (absent → engine default). */
function premiseInputs(texts: readonly ClaimText[], confidences: Record<string, number>) {
  return texts.map((premise) =>
    Object.hasOwn(confidences, premise.id)
      ? { id: premise.id, probability: confidences[premise.id] }
      : { id: premise.id },
  );
}

function example(
  mode: StoredEvaluationMode,
  premises: ClaimText[],
  conclusion: ClaimText,
  premiseConfidences: Record<string, number>,
  input: Omit<EvaluationInput, 'premises'>,
  extra: Partial<DebugExample> = {},
): DebugExample {
  return {
    mode,
    premises,
    conclusion,
    premiseConfidences,
    input: { ...input, premises: premiseInputs(premises, premiseConfidences) },
    ...extra,
  };
}

/** The examples by name. */
export const DEBUG_EXAMPLES = {
  // p3 has no confidence in the evaluator: the panel shows 50.0% (missing, default).
  fallback: example(
    'fallback',
    PICNIC,
    PICNIC_CONCLUSION,
    { p1: 0.8, p2: 0.9 },
    { mode: 'fallback', pCGivenPremises: 0.9, pCGivenNotPremises: 0.2 },
    { conclusionConfidence: 0.62 },
  ),
  bayesian: example(
    'bayesian',
    PICNIC,
    PICNIC_CONCLUSION,
    { p1: 0.8, p2: 0.9, p3: 0.7 },
    {
      mode: 'bayesian',
      bayesianNetworkData: {
        conditionalProbabilities: { p1: 0.85, p2: 0.75, p3: 0.7 },
        reverseConditionalProbabilities: { p1: 0.3, p2: 0.4, p3: 0.35 },
      },
    },
    { conclusionConfidence: 0.7 },
  ),
  truthTable: example(
    'truth_table',
    PICNIC,
    PICNIC_CONCLUSION,
    { p1: 0.8, p2: 0.9, p3: 0.7 },
    {
      mode: 'truth_table',
      truthTableData: {
        rowValues: {
          '111': 0.95,
          '110': 0.6,
          '101': 0.5,
          '011': 0.4,
          '100': 0.3,
          '010': 0.2,
          '001': 0.1,
          '000': 0.00001,
        },
      },
    },
  ),
  // p2 has both conditionals on p1 (0.8 / 0.4) but an entered 0.7: the credence implies
  // P(p2|p1) = 0.775 and P(p2|¬p1) = 0.3, a mismatch above 0.01. p3 depends on the outside
  // claim x1 (only P(p3|x1) given: derived P(p3|¬x1)); p4 on p1 and p3 (noisy-OR).
  dependencies: example(
    'fallback',
    COMMUTE,
    COMMUTE_CONCLUSION,
    { p1: 0.8, p2: 0.7, p3: 0.6, p4: 0.75 },
    {
      mode: 'fallback',
      dependencies: { p2: ['p1'], p3: ['x1'], p4: ['p1', 'p3'] },
      premiseConditionals: {
        'p2|p1': 0.8,
        'p2|~p1': 0.4,
        'p3|x1': 0.9,
        'p4|p1': 0.85,
        'p4|p3': 0.8,
      },
      externalClaims: { x1: 0.3 },
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.2,
    },
    {
      conclusionConfidence: 0.5,
      externalClaims: [{ id: 'x1', content: 'It rained all night' }],
    },
  ),
  // P(¬p1) = 0.0005 ≤ 0.001: P(p2|¬p1) cannot be derived ('Cannot calculate: P(~p1) ≈ 0', 0.5
  // used); P(¬Premises) ≈ 0.0006 < 0.001 (warning); every scenario is negligible.
  nearZero: example(
    'fallback',
    PICNIC.slice(0, 2),
    PICNIC_CONCLUSION,
    { p1: 0.9995, p2: 0.9998 },
    {
      mode: 'fallback',
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9999 },
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.2,
    },
    { conclusionConfidence: Number.NaN },
  ),
  direct: example(
    'direct',
    PICNIC,
    PICNIC_CONCLUSION,
    { p1: 0.8, p2: 0.9, p3: 0.85 },
    { mode: 'direct', pCGivenPremises: 0.9, prior: 0.7 },
    { conclusionConfidence: 0.7 },
  ),
} satisfies Record<string, DebugExample>;

/** The names of the examples. */
export type DebugExampleName = keyof typeof DEBUG_EXAMPLES;

/** The panel's props for an example, with the engine's result of its literal input. */
export function debugExample(name: DebugExampleName): DebugPanelProps & {
  calculated: NonNullable<DebugPanelProps['calculated']>;
} {
  const { mode, input, premises, conclusion, premiseConfidences, ...rest } = DEBUG_EXAMPLES[name];
  return {
    calculated: evaluateArgument(input),
    evaluationMode: mode,
    premises,
    conclusion,
    premiseConfidences,
    ...rest,
  };
}
