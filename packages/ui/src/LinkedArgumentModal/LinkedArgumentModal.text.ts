import type { LinkedArgumentMode, LinkedConclusionType } from '@credence/state-machines';

/**
 * The modal's own texts. The spec names the two kinds ('Objection', 'Supporting Argument'), the
 * parts (premise editor, AI generate option with a model picker, locked conclusion, selectable
 * conclusion type) and every message (those live in `LINKED_ARGUMENT_MESSAGES` of
 * `@credence/state-machines`); the wording below is ours.
 */
export const LINKED_ARGUMENT_MODAL_TEXT = {
  title: {
    refute: 'Create an Objection',
    support: 'Create a Supporting Argument',
  } satisfies Record<LinkedArgumentMode, string>,
  target: {
    refute: 'Objecting to the premise',
    support: 'Supporting the premise',
  } satisfies Record<LinkedArgumentMode, string>,
  noTarget: 'No premise selected',
  premisesHeading: 'Premises',
  premisesIntro: 'Write the premises yourself, or let the AI draft them below.',
  writeManually: 'Write Premises Myself',
  aiHeading: 'Generate with AI',
  aiIntro: 'The AI writes premises for the locked conclusion. They replace the premises above.',
  instructionsLabel: 'Instructions for the AI (optional)',
  instructionsPlaceholder: 'e.g. Focus on empirical evidence',
  generate: 'Generate Premises',
  generating: 'Generating...',
  conclusionLabel: 'Conclusion (locked)',
  conclusionHint: 'The conclusion follows from the premise you chose and cannot be edited.',
  conclusionTypeLabel: 'Conclusion type',
  conclusionTypes: {
    NEGATION: 'Negation',
    MEANINGFULNESS: 'Meaningfulness',
    AFFIRMATION: 'Affirmation',
    ACCEPTABILITY: 'Acceptability',
  } satisfies Record<LinkedConclusionType, string>,
  save: {
    refute: 'Save Objection',
    support: 'Save Supporting Argument',
  } satisfies Record<LinkedArgumentMode, string>,
  saving: 'Saving...',
  saved: 'Saved',
  savedNote: (argumentId: number) => `Saved as argument #${argumentId}.`,
  cancel: 'Cancel',
  done: 'Done',
} as const;
