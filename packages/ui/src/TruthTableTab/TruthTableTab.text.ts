/**
 * The Truth Table tab's own texts. The spec gives the help title 'Learn about Truth Tables', the
 * 'Show me an example' button and the Save to DB / Reset from DB / AI Assess labels; the AI
 * message strip texts come from `aiAssessMessages`. The rest are ours.
 */
export const TRUTH_TABLE_TAB_TEXT = {
  title: 'Truth Table',
  helpToggle: 'Learn about Truth Tables',
  helpIntro:
    'A truth table lists every combination of your premises being true (T) or false (F). For each row, set how likely the conclusion is if the premises were exactly as that row says.',
  helpRows:
    'With n premises there are 2^n rows. The first row, where every premise is true, is P(C|Premises); the other rows together give P(C|not Premises), weighted by how likely each combination is.',
  helpHeaders:
    'Click a column header to read its premise or the conclusion, or a T/F cell to see the premise and the conclusion side by side.',
  example: 'Show me an example',
  tableLabel: 'Truth table',
  conclusionColumn: 'C',
  premiseHeading: (index: number) => `Premise ${index + 1}`,
  conclusionHeading: 'Conclusion',
  trueInRow: 'true in this row',
  falseInRow: 'false in this row',
  rowProbability: 'P(C | this row)',
  rowDialog: (description: string) => `Row: ${description}`,
  sliderLabel: (description: string) => `P(C) if ${description}`,
  fieldLabel: (description: string) => `P(C) if ${description}, in percent`,
  cellLabel: (column: string, truth: boolean) => `${column} ${truth ? 'true' : 'false'}`,
  rowCount: (rows: number, premises: number) =>
    `${rows} rows for ${premises} ${premises === 1 ? 'premise' : 'premises'}`,
  noPremises: 'This argument has no premises, so there is no truth table to fill in.',
  tooManyPremises: (max: number) =>
    `Truth tables are limited to ${max} premises; use the Bayesian Network tab instead.`,
  saveToDb: 'Save to DB',
  saving: 'Saving...',
  resetFromDb: 'Reset from DB',
  resetting: 'Resetting...',
  saved: 'Truth table saved to the database',
  reset: 'Truth table reset from the database',
  saveFailed: (message: string) => `Saving the truth table failed: ${message}`,
  resetFailed: (message: string) => `Resetting the truth table failed: ${message}`,
  aiAssess: 'AI Assess',
  assessing: 'Assessing...',
  checksTitle: 'Check your truth table',
  nearZeroRows: (rows: string) =>
    `These rows are (almost) impossible under your credences (chance below 0.1 %), so a P(C | row) for them cannot count; set them to 0: ${rows}.`,
  inconsistent: (difference: string) =>
    `The truth table and the Bayesian values disagree by up to ${difference} (they should stay within 5 %). Adjust either tab, or use AI Assess, to bring them together.`,
} as const;
