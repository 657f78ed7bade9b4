import { SCORE_GREEN_MIN, SCORE_YELLOW_MIN } from './assessment.constants';

/** The colour of an assessment score. */
export type ScoreColor = 'green' | 'yellow' | 'red';

/** A score's colour: 8 or more green, 6 or more yellow, otherwise red (`scoreColor(7.9)` → 'yellow'). */
export function scoreColor(score: number): ScoreColor {
  if (score >= SCORE_GREEN_MIN) return 'green';
  if (score >= SCORE_YELLOW_MIN) return 'yellow';
  return 'red';
}
