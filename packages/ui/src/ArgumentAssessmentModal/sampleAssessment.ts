/**
 * Stories and tests only (not exported from the package): an argument to assess and a fixed
 * assessment whose scores cross every colour cut-off (9 and 8 green, 7 and 6 yellow, 5.5 red,
 * 7.5 yellow). One analysis holds markup, which must show as text.
 */
import type { CallResolvers } from '@credence/mocks';
import type { Assessment, EditorArgument } from '@credence/state-machines';

/** The reconstruction editor's argument, as `open` receives it. */
export const sampleArgument: EditorArgument = {
  title: 'Nuclear power',
  description: 'Should we build more reactors?',
  type: 'INDUCTIVE',
  premises: [{ content: 'Nuclear power emits little CO2.' }, { content: 'It is reliable.' }],
  conclusion: { content: 'We should build more nuclear plants.' },
};

/** Scores 9, 8, 7, 6, 5.5 and 7.5 from Clarity to Overall. */
export const sampleAssessment: Assessment = {
  clarity: {
    score: 9,
    analysis: 'Clear premises. <b>Not bold</b>',
    suggestions: ['Define "reliable".'],
  },
  logic: {
    score: 8,
    analysis: 'The premises support the conclusion.',
    deductivePotential: 'Add a bridging premise to make it valid.',
  },
  strategy: {
    score: 7,
    analysis: 'Leads with the strongest point.',
    strategicApproach: 'Two independent lines of support.',
  },
  weaknesses: {
    score: 6,
    analysis: 'Reliability is asserted, not shown.',
    vulnerabilities: ['"It is reliable." carries weight with little support.'],
  },
  counters: {
    score: 5.5,
    analysis: 'Cost and waste are not addressed.',
    anticipatedCounters: ['Someone may deny that it is reliable.', 'Waste storage is unsolved.'],
  },
  overall: {
    score: 7.5,
    analysis: 'A reasonable start.',
    summary: 'Plausible but under-supported.',
    recommendations: ['Cite capacity-factor data.', 'Address cost.'],
  },
};

/** The resolver override that answers POST /api/argument-assessment with {@link sampleAssessment}. */
export const answeringSample: Partial<CallResolvers> = {
  assessArgument: () => ({ assessment: sampleAssessment }),
};
