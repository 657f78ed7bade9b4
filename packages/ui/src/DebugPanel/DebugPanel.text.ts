/**
 * The admin debug panel's texts. The spec gives the ten section titles and the derivation note
 * `Cannot calculate: P(x) ≈ 0` (which the engine writes); the rest is ours. Scenario and
 * near-zero texts are shared with the calculation results panel (`CALCULATION_RESULTS_TEXT`).
 */
export const DEBUG_PANEL_TEXT = {
  title: 'Debug Panel',

  // The spec's sections, in order.
  evaluationMode: 'Evaluation Mode',
  premiseValues: 'Premise Values',
  extendedPremiseValues: 'Extended Premise Values',
  dependencies: 'Dependencies',
  conditionalProbabilities: 'Conditional Probabilities',
  extendedDependencyValues: 'Extended Dependency Values',
  actualCalculationData: 'Actual Calculation Data',
  calculatedValues: 'Calculated Values',
  calculationDetails: 'Calculation Details',
  conclusion: 'Conclusion',

  noCalculation: 'No calculated values: the evaluation has not run.',
  calculationError: 'The evaluation failed:',

  // Evaluation Mode
  storedMode: 'Evaluation mode',
  engineMode: 'Calculated as',
  argumentType: 'Argument type',
  method: 'P(Premises) method',

  // Premise and conclusion values
  missingConfidence: 'missing, default',
  input: 'entered',
  effective: 'in the network',
  marginalized: 'marginalized',
  adjusted: 'differs from entered',
  externalClaims: 'Outside claims (parents that are not premises)',
  noPremises: 'The argument has no premises.',

  // Dependencies
  noDependencies: 'No dependencies: the premises are treated as independent.',
  dependsOn: 'depends on',
  currentValue: 'Current value',
  fixedValue: 'Fixed value',
  validRange: 'Valid range',

  // Conditionals
  noGivenConditionals: 'No conditional probabilities are stored for the premises.',
  stored: 'stored',
  calculatedFromCredences: 'calculated from the credences',
  mismatch: 'Mismatch',
  mismatchHint: 'differs from the stored value by more than',
  noDerivedConditionals: 'No conditional had to be derived.',
  derived: 'derived',
  independent: 'independent',
  usesHalf: 'uses',
  combined: 'Combined by noisy-OR',
  leak: 'Leak',
  causalEffect: 'Causal effect',
  allParentsTrue: 'If all parents are true',

  // Actual Calculation Data
  enteredPCGivenPremises: 'P(C|Premises) entered',
  enteredPCGivenNotPremises: 'P(C|~Premises) entered',
  usedPCGivenPremises: 'P(C|Premises) used',
  usedPCGivenNotPremises: 'P(C|~Premises) used',
  defaultValue: 'default',
  prior: 'Prior P(C)',
  noPrior: 'none',
  lowestPremise: 'Lowest premise',
  standardCalculation: 'P(C|Premises) × P(Premises)',
  selectedBy: 'Selected by',
  fittedLeak: 'Fitted leak',
  fittedPower: 'Fitted power',
  fitError: 'Remaining fit error',
  fitIterations: 'Fit iterations',
  rows: 'Truth-table rows',
  rowWeight: 'P(row)',
  rowConditional: 'P(C|row)',
  allTrue: 'all true',
  showMoreRows: 'Show more rows',
  storedRows: 'row values stored (missing rows take the engine defaults)',

  // Calculated Values
  pC: 'P(C)',
  pPremises: 'P(Premises)',
  pNotPremises: 'P(~Premises)',
  pCGivenPremises: 'P(C|Premises)',
  pCGivenNotPremises: 'P(C|~Premises)',

  // Calculation Details
  formula: 'Formula',
  chainRule: 'Chain-rule terms',
  notes: 'Notes',
  totalWeight: 'Total P(scenarios)',
  weightedAverage: 'Weighted average P(C|scenario)',

  // Conclusion
  conclusionConfidence: 'Conclusion confidence',
  calculatedPC: 'Calculated P(C)',
} as const;
