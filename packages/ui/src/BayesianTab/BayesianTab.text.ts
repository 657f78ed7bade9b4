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
    'Each premise is treated as a possible cause of the conclusion. For every premise you give two numbers: how likely the conclusion is if the premise is true, P(C|premise) = f, and how likely it is if the premise is false, P(C|not premise) = r.',
    'The leak is the chance that the conclusion holds when no premise is true: 1 minus the product of (1 − r) over the premises.',
    'A premise’s causal power is the difference f − r scaled to the room left: (f − r) / (1 − r) when the premise supports the conclusion (f ≥ r), and −(r − f) / r when it weakens it.',
    'Supporting powers combine by noisy-OR: the conclusion fails only if the leak and every true supporting premise fail. Weakening premises then act on that result, each leaving (1 − its power) of it: P(C | a row of true and false premises) = (leak + (1 − leak) × positive effect) × (1 − negative effect). So one premise alone gives back exactly its two numbers: f when it is true, r when it is false.',
    'With several premises, the leak and powers are fitted so that the model’s P(C|premise) and P(C|not premise), averaged over the other premises, match your numbers as closely as they can; P(C) is then the table’s rows weighted by how likely each row is. The prior P(C) is fixed at 50%.',
  ],
  /** The worked example under 'Learn More', with the panel's own numbers for its first premise. */
  learnMoreExample: (name: string, forward: string, reverse: string, power: string, kind: string) =>
    `Worked example with your numbers: for ${name}, f = ${forward} and r = ${reverse}, so its causal power is ${power} (${kind}). On its own, a row where ${name} is true gives P(C) = ${forward}, and one where it is false gives ${reverse}.`,
  supports: 'it supports the conclusion',
  weakens: 'it weakens the conclusion',
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
