/**
 * The dependency editor's own texts. The spec fixes the button labels, the card title, the
 * dialog titles, the slider scale and the messages (these, and the machine's
 * `dependencyEditorMessages`, are copied exactly); the help paragraphs and the accessible names
 * are ours.
 */
export const DEPENDENCY_EDITOR_TEXT = {
  regionLabel: 'Premise Dependencies',
  helpTitle: 'What are dependencies?',
  aiAssess: 'AI Assess',
  addDependency: 'Add Dependency',
  cancel: 'Cancel',
  remove: 'Remove',
  ok: 'OK',
  removeTitle: 'Remove Dependency',
  duplicateTitle: 'Duplicate Dependency',
  saveToDb: 'Save Dependencies to DB',
  saving: 'Saving...',
  resetFromDb: 'Reset from DB',
  resetting: 'Resetting...',
  scale: ['Strongly Weakens', 'Neutral (Independent)', 'Strongly Strengthens'],
  cardTitle: 'Configure Premise Dependencies',
  configured: (count: number) => `${count} configured`,
  // The add form, read as a sentence.
  formLabel: 'New dependency',
  learningThat: 'Learning that',
  is: 'is',
  makesMe: 'makes me',
  that: 'that',
  antecedentLabel: 'Premise that is learned',
  antecedentValueLabel: 'Learned to be',
  consequentLabel: 'Premise whose credence changes',
  choosePremise: 'Choose a premise',
  formSliderLabel: 'Confidence in the other premise',
  useExpression: 'Use a logical expression',
  theExpression: 'the expression below',
  expressionLabel: 'Antecedent expression',
  // The cards.
  listLabel: 'Dependencies',
  conditionalLabel: 'Conditional probability',
  removeDependency: 'Remove Dependency',
  internal: 'Internal',
  external: 'External',
  calculated: 'Calculated (noisy-OR)',
  overridden: 'Overridden',
  overriddenNote:
    'A supporting argument or an objection decides this premise: the formal argument takes precedence.',
  leak: 'Leak',
  moveUp: 'Move up',
  moveDown: 'Move down',
  dragHandle: 'Drag to reorder',
  priority: (priority: number) => `#${priority}`,
  modeNote: {
    foundationalist:
      'Foundationalist mode: dependencies apply in priority order; drag or move them to reorder and lock the ones to protect.',
    coherentist: 'Coherentist mode: sliders snap to values that keep your credences coherent.',
  },
  help: [
    'A dependency says that learning whether one premise is true changes your confidence in another. Independent premises are multiplied together; dependent ones are combined by the chain rule, using the conditional probability you set on each dependency.',
    'Internal dependencies link two premises of this argument; external ones link a premise to a claim outside it. A premise that depends on several parents is combined by noisy-OR: that calculated dependency is shown but cannot be edited.',
    'A premise backed by a supporting argument or targeted by an objection is overridden: the formal argument takes precedence, a broken-link icon appears and its slider is disabled. The dependency reactivates if the supporting argument or objection is removed.',
    'In foundationalist mode dependencies apply in priority order, can be reordered and locked. In coherentist mode sliders snap to values that keep your credences coherent.',
  ],
} as const;
