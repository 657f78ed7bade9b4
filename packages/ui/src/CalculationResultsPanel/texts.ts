/**
 * The calculation results panel's texts. The spec gives the tab names, the card and row labels
 * ('Input Values', 'Chain rule (dependencies)', 'Independence assumption', 'Final P(C)', the
 * value sources 'Fallback settings' and 'Bayesian analysis', 'View Formula', 'Show/Hide
 * Details', 'External dependencies', 'Calculated dependencies', the badges 'Marginalization',
 * 'Interval', 'Violation', 'Noisy-OR', 'Constraint Status', 'Processing constraints...',
 * 'more scenarios with zero contribution', 'negligible'); the rest is ours.
 */
export const CALCULATION_RESULTS_TEXT = {
  title: 'Calculation Results',
  tabsLabel: 'Calculation results',
  dependenciesTab: 'Dependencies & Intervals',
  calculationsTab: 'Calculation Details',
  loading: 'Loading calculation results...',
  noResults: 'No calculation results yet.',

  // Dependencies tab
  externalDependencies: 'External dependencies',
  noExternalDependencies:
    'No premise depends on a single claim with a given conditional probability.',
  calculatedDependencies: 'Calculated dependencies',
  noCalculatedDependencies: 'No premise depends on several claims.',
  marginalization: 'Marginalization',
  interval: 'Interval',
  violation: 'Violation',
  noisyOr: 'Noisy-OR',
  currentValue: 'Current value',
  fixedValue: 'Fixed value',
  validRange: 'Valid range',
  rangeWidth: 'Range width',
  dependsOn: 'Depends on',
  leak: 'Leak',
  causalEffect: 'Causal effect',
  inhibitory: 'inhibitory',
  allParentsTrue: 'If all of them are true',

  // Constraint status
  constraintStatus: 'Constraint Status',
  activeSystem: 'Active system',
  processing: 'Processing constraints...',
  idle: 'Constraints up to date',
  violations: (count: number) =>
    `Constraints are inconsistent: ${count} violation(s), listed in the warning above`,

  // Calculations tab
  nearZeroWarning:
    'P(not premises) is below 0.1%: the premises are almost certainly all true, so P(C|~Premises) and the scenarios below barely change P(C).',
  inputValues: 'Input Values',
  priorPC: 'Prior P(C)',
  marginalized: 'marginalized',
  entered: 'entered',
  results: 'Results',
  method: 'P(Premises) calculation method',
  chainRule: 'Chain rule (dependencies)',
  independence: 'Independence assumption',
  withMarginalizedPremises: 'with marginalized premises',
  pPremises: 'P(Premises)',
  rowsEvaluated: 'Truth-table rows evaluated',
  pCGivenPremises: 'P(C|Premises)',
  pCGivenNotPremises: 'P(C|~Premises)',
  finalPC: 'Final P(C)',
  updatedPC: 'Updated P(C)',
  valueSource: 'Value source',
  fallbackSource: 'Fallback settings',
  bayesianSource: 'Bayesian analysis',
  truthTableSource: 'Truth table',
  premiseSource: 'Premise confidences',
  viewFormula: 'View Formula',
  hideFormula: 'Hide Formula',
  negligible: 'negligible',
  stepByStep: 'Step by step',
  /** Ours: the Basic detail level's card and its note. */
  result: 'Result',
  basicNote:
    'Detail level Basic: the result and its formula. Choose Detailed or Complete in Settings to see the inputs and every step.',
  detailedNote:
    'Detail level Detailed: inputs, results and their formulas. Choose Complete in Settings for the numbered steps.',
  showDetails: 'Show Details',
  hideDetails: 'Hide Details',
  truthTableHint:
    'The Truth Table tab shows P(C) for every combination of true and false premises.',
  notes: 'Notes',

  // Scenarios
  scenarios: 'Scenarios where at least one premise is false',
  scenarioFalse: 'false',
  scenarioProbability: 'P(scenario)',
  scenarioConditional: 'P(C|scenario)',
  contribution: 'contribution',
  zeroContribution: 'more scenarios with zero contribution',
  zeroContributionOne: 'more scenario with zero contribution',
  showMoreScenarios: 'Show more scenarios',
} as const;
