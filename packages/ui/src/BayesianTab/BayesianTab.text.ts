/**
 * The Bayesian tab's texts. The title, 'Learn More', 'Show/Hide Network', 'Bayesian Questions',
 * the two group titles, their scale labels, 'Save to DB', 'Reset from DB', 'AI Assess',
 * 'Assessing...', 'System is auto-correcting to maintain coherence' and 'Total Violations' are
 * the spec's (evaluator spec §2); the AI messages come from `aiAssessMessages`. The rest is ours.
 */
export const BAYESIAN_TAB_TEXT = {
  title: 'Bayesian Network Evaluation',
  learnMore: 'Learn More',
  learnMoreTitle: 'How the noisy-OR model works',
  learnMoreParagraphs: [
    'Each premise is treated as a possible cause of the conclusion. For every premise you give two numbers: how likely the conclusion is if the premise is true, P(C|premise), and how likely it is if the premise is false, P(C|not premise).',
    'The leak is the chance that the conclusion holds for other reasons: 1 minus the product of (1 − P(C|not premise)) over the premises. A premise’s causal power is P(C|premise) − P(C|not premise); a negative power inhibits the conclusion.',
    'Positive powers combine by noisy-OR: the conclusion fails only if every supporting cause fails. The net effect is the positive effect × (1 − the negative effect), and the result is leak + (1 − leak) × net effect. The prior P(C) is fixed at 50%.',
  ],
  showNetwork: 'Show Network',
  hideNetwork: 'Hide Network',
  networkLabel: 'Bayesian network',
  networkConclusion: 'Conclusion',
  networkPrior: 'prior',
  dependsOn: 'depends on',
  questions: 'Bayesian Questions',
  forwardGroup: 'Premise Influence Strength',
  reverseGroup: 'Conclusion Dependency on Premises',
  forwardScale: ['Weakens', 'Neutral', 'Supports'],
  reverseScale: ['Very Unlikely', 'Neutral', 'Very Likely'],
  saveToDb: 'Save to DB',
  resetFromDb: 'Reset from DB',
  saving: 'Saving...',
  resetting: 'Resetting...',
  saved: 'Bayesian values saved to the database',
  reset: 'Bayesian values reset from the database',
  saveFailed: 'Save to DB failed',
  resetFailed: 'Reset from DB failed',
  aiAssess: 'AI Assess',
  assessing: 'Assessing...',
  noPremises: 'Add premises to ask Bayesian questions.',
  bannerTitle: 'Bayesian constraints are inconsistent',
  bannerAutoCorrect: 'System is auto-correcting to maintain coherence',
  details: 'Details',
  totalViolations: 'Total Violations',
} as const;

/** 'Premise 1', 'Premise 2', … (1-based, as the evaluator numbers premises). */
export function premiseLabel(index: number): string {
  return `Premise ${index + 1}`;
}
