import {
  type EvaluationInput,
  evaluateArgument,
  exampleTruthTable,
  type PremiseInput,
} from '@credence/engine';
import type { CalculationResultsPanelProps } from './CalculationResultsPanel';
import type { ClaimText } from './format';

/**
 * Literal arguments for the panel's stories and tests, each evaluated by the engine, so every
 * number the panel shows is `evaluateArgument`'s.
 */

const CONCLUSION: ClaimText = { id: 'c', content: 'We should go on the picnic' };

const PICNIC: ClaimText[] = [
  { id: 'p1', content: 'The forecast says it will be sunny' },
  { id: 'p2', content: 'The park is open on Saturdays' },
  { id: 'p3', content: 'Everyone is free on Saturday' },
];

function premiseInputs(
  texts: readonly ClaimText[],
  probabilities: readonly number[],
): PremiseInput[] {
  return texts.map((premise, index) => ({ id: premise.id, probability: probabilities[index] }));
}

/** n premises `q1` … `qn` with credences cycling through 0.95, 0.9, 0.85, 0.8. */
export function manyPremises(n: number): { texts: ClaimText[]; inputs: PremiseInput[] } {
  const texts = Array.from({ length: n }, (_, i) => ({
    id: `q${i + 1}`,
    content: `Observation ${i + 1} supports the conclusion`,
  }));
  const credences = [0.95, 0.9, 0.85, 0.8];
  return {
    texts,
    inputs: premiseInputs(
      texts,
      texts.map((_, i) => credences[i % 4]!),
    ),
  };
}

/** The inputs behind each example, for tests that recompute or inspect them. */
export const EXAMPLE_INPUTS = {
  fallback: {
    mode: 'fallback',
    premises: premiseInputs(PICNIC, [0.8, 0.9, 0.7]),
    pCGivenPremises: 0.9,
    pCGivenNotPremises: 0.2,
  },
  bayesian: {
    mode: 'bayesian',
    premises: premiseInputs(PICNIC, [0.8, 0.9, 0.7]),
    bayesianNetworkData: {
      conditionalProbabilities: { p1: 0.85, p2: 0.75, p3: 0.7 },
      reverseConditionalProbabilities: { p1: 0.3, p2: 0.4, p3: 0.35 },
    },
  },
  truthTable: {
    mode: 'truth_table',
    premises: premiseInputs(PICNIC, [0.8, 0.9, 0.7]),
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
  // p2 is fixed by marginalization on p1 (entered 0.7, fixed 0.8·0.8 + 0.4·0.2 = 0.72: a
  // violation); p3 lies in an interval set by the outside claim x1; p4 depends on p1 and p3
  // (noisy-OR).
  dependencies: {
    mode: 'fallback',
    premises: [
      { id: 'p1', probability: 0.8 },
      { id: 'p2', probability: 0.7 },
      { id: 'p3', probability: 0.6 },
      { id: 'p4', probability: 0.75 },
    ],
    dependencies: { p2: ['p1'], p3: ['x1'], p4: ['p1', 'p3'] },
    premiseConditionals: { 'p2|p1': 0.8, 'p2|~p1': 0.4, 'p3|x1': 0.9, 'p4|p1': 0.85, 'p4|p3': 0.8 },
    externalClaims: { x1: 0.3 },
    pCGivenPremises: 0.9,
    pCGivenNotPremises: 0.2,
  },
  nearZero: {
    mode: 'fallback',
    premises: premiseInputs(PICNIC.slice(0, 2), [0.9998, 0.9999]),
    pCGivenPremises: 0.9,
    pCGivenNotPremises: 0.2,
  },
  manyPremises: {
    mode: 'truth_table',
    premises: manyPremises(14).inputs,
    truthTableData: { rowValues: exampleTruthTable(14) },
  },
} satisfies Record<string, EvaluationInput>;

/** The names of the examples. */
export type ResultsExampleName = keyof typeof EXAMPLE_INPUTS | 'loading';

const DEPENDENCY_TEXTS: ClaimText[] = [
  { id: 'p1', content: 'The river is high' },
  { id: 'p2', content: 'The ferry is running late' },
  { id: 'p3', content: 'The bridge is closed' },
  { id: 'p4', content: 'Traffic is heavy downtown' },
];

/** The panel's props for an example: the engine's result, the texts and the constraint state. */
export function resultsExample(name: ResultsExampleName): CalculationResultsPanelProps {
  switch (name) {
    case 'dependencies':
      return {
        calculated: evaluateArgument(EXAMPLE_INPUTS.dependencies),
        premises: DEPENDENCY_TEXTS,
        conclusion: { id: 'c', content: 'I will be late for work' },
        externalClaims: [{ id: 'x1', content: 'It rained all night' }],
        constraintStatus: { system: 'Coherentist', processing: true },
        defaultTab: 'dependencies',
      };
    case 'manyPremises':
      return {
        calculated: evaluateArgument(EXAMPLE_INPUTS.manyPremises),
        premises: manyPremises(14).texts,
        conclusion: CONCLUSION,
      };
    case 'nearZero':
      return {
        calculated: evaluateArgument(EXAMPLE_INPUTS.nearZero),
        premises: PICNIC.slice(0, 2),
        conclusion: CONCLUSION,
      };
    case 'loading':
      return {
        calculated: evaluateArgument(EXAMPLE_INPUTS.fallback),
        premises: PICNIC,
        conclusion: CONCLUSION,
        isLoading: true,
        forcedDisplayAfter: 500,
      };
    default:
      return {
        calculated: evaluateArgument(EXAMPLE_INPUTS[name]),
        premises: PICNIC,
        conclusion: CONCLUSION,
        constraintStatus: { system: 'Coherentist', processing: false },
      };
  }
}
