import { CONCLUSION_PREFIXES, premiseLabel } from '@credence/state-machines';

/**
 * The editor's own texts (accessible names, labels). The spec's texts ('Extracting argument...',
 * 'Create New Argument', the buttons, 'Content Validation Error', the validation messages) are
 * `RECONSTRUCTION_MESSAGES` in `@credence/state-machines`.
 */
export const RECONSTRUCTION_EDITOR_TEXT = {
  regionLabel: 'Argument reconstruction',
  premiseListLabel: 'Premises',
  conclusionLabel: 'Conclusion',
  conclusionShort: 'C',
  titleLabel: 'Title',
  titleHint: 'Left blank, the conclusion is the title.',
  descriptionLabel: 'Description',
  typeLabel: 'Argument type',
  typeHint:
    'Deductive: the conclusion is meant to follow from the premises, and the logic check tests it. Inductive: the premises are meant to make it likely.',
  deductive: 'Deductive',
  inductive: 'Inductive',
  emptyPremise: 'Click to write this premise',
  emptyConclusion: 'Click to write the conclusion',
  addPremise: 'Add premise',
  instructionsLabel: 'Instructions',
  instructionsPlaceholder: 'Tell the AI how to reconstruct the argument',
  modelLabel: 'AI model',
  dismiss: 'Dismiss',
  confirmTitle: 'Continue saving?',
  confirmContinue: 'Continue Saving',
  confirmCancel: 'Cancel',
  wordingLabel: 'Conclusion wording',
  setAffirmation: 'Set affirmation',
  feedback: 'AI feedback',
  editHint: 'Enter saves, Shift+Enter adds a line, Escape cancels',
  premiseName: (index: number) => premiseLabel(index),
  edit: (name: string) => `Edit ${name}`,
  editor: (name: string) => `${name} text`,
  drag: (name: string) => `Drag ${name}`,
  remove: (name: string) => `Delete ${name}`,
  voice: (name: string) => `Voice input for ${name}`,
  wording: {
    notTheCase: `${CONCLUSION_PREFIXES.notTheCase}...`,
    doNotAccept: `${CONCLUSION_PREFIXES.doNotAccept}...`,
    shouldNotReject: `${CONCLUSION_PREFIXES.shouldNotReject}...`,
  },
  // The logic of the claims (issue #21)
  implicit: 'Implicit (not in the text)',
  logic: 'Logic',
  noFormula: 'none',
  formulaLabel: (name: string) => `Formula of ${name}`,
  formulaHint:
    'Connectives ¬ ∧ ∨ → ↔ (or ~ & | -> <->), quantifiers ∀x ∃x (or forall x, exists x), predicates F(a), letters p, q.',
  formulaEmpty: 'No formula yet: the logic check cannot read this claim until it has one.',
  formulaUnreadable: 'cannot be read',
} as const;

/** The logic receipt's texts ({@link ReceiptPanel}). */
export const RECEIPT_TEXT = {
  heading: 'Logic check',
  engine:
    "Computed by Credence's logic engine from each claim's formula, again after every change.",
  attempts: (count: number) =>
    `The AI needed ${count} attempts before its formulas passed the engine's checks.`,
  noLogic:
    "No claim has a formula yet. Write one in a claim's Logic field and Credence's logic engine checks the argument.",
  tooLarge:
    'The formulas are too large to check here: more than 100 symbols, or quantifiers nested too deeply. Shorten a formula to see the check.',
  verdicts: { ok: 'Passes', problem: 'Problem', note: 'Note' },
  icons: { ok: '✓', problem: '✗', note: 'ℹ' },
  premiseName: (label: string) => `Premise ${label}`,
  conclusionName: 'The conclusion',
  noFormulaYet: (name: string) => `${name} has no formula yet: write one in its Logic field.`,
  cannotRead: (name: string, message: string) => `${name} cannot be read: ${message}.`,
  othersWait: 'The other checks wait until every claim can be read.',
  counterexampleRow: 'Counterexample: the premises are true and the conclusion false when',
  counterexampleModel:
    'Counterexample: a model in which the premises are true and the conclusion false',
  domain: 'Individuals',
  names: 'Names',
  extensions: 'Predicates and letters',
  truthValue: (value: boolean) => (value ? 'true' : 'false'),
  nothing: 'nothing',
  missingPremise: 'Missing premise',
  addMissingPremise: 'Add missing premise',
  addWeakest: 'Add the weakest instead',
  addName: (button: string, sentence: string) => `${button}: ${sentence}`,
} as const;

/** The source text pane's texts ({@link SourceTextPane}). */
export const SOURCE_TEXT_TEXT = {
  heading: 'Submitted text',
  hint: 'Point at or focus a claim to highlight where it comes from in the text.',
} as const;
