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
} as const;
