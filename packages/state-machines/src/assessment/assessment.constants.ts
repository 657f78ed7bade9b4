import type { AssessmentTab } from './assessment.types';

/**
 * Assessment score colour cut-offs (spec §2, §9): a score of 8 or more is green, 6 or more
 * yellow, otherwise red. `@credence/engine` has no assessment constants, so they are named here.
 */
export const SCORE_GREEN_MIN = 8;
/** See {@link SCORE_GREEN_MIN}. */
export const SCORE_YELLOW_MIN = 6;
/** Scores range from 0 to this. */
export const SCORE_MAX = 10;

/** The modal's tabs in order, with their labels (spec §2 "Argument Assessment modal"). */
export const ASSESSMENT_TABS: readonly { id: AssessmentTab; label: string }[] = [
  { id: 'clarity', label: 'Clarity' },
  { id: 'logic', label: 'Logic' },
  { id: 'strategy', label: 'Strategy' },
  { id: 'weaknesses', label: 'Weaknesses' },
  { id: 'counters', label: 'Counters' },
  { id: 'overall', label: 'Overall' },
];
