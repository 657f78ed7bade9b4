/**
 * Short argument texts in everyday wording with what a deductive reading of them should give:
 * the formulas the offline formaliser writes for the claims the offline extractor
 * (`reconstructArgument`) takes from the text, and the verdicts on those formulas.
 */

/** One argument text and its expected formalisation and verdicts. */
export interface ArgumentFixture {
  readonly name: string;
  /** The submitted text. */
  readonly text: string;
  /** Premises added after the extracted ones, not in the text (implicit claims). */
  readonly addedPremises?: readonly string[];
  readonly expected: {
    /** The premises' formulas, extracted premises first, then the added ones. */
    readonly premises: readonly string[];
    readonly conclusion: string;
    /** The premises entail the conclusion (no counterexample). */
    readonly valid: boolean;
    /**
     * Indexes of the premises without which a valid argument is no longer valid (empty for an
     * invalid one).
     */
    readonly premisesNeeded: readonly number[];
    /** The premises can all be true together. */
    readonly consistent: boolean;
    /** The conclusion is logically equivalent to a premise. */
    readonly circular: boolean;
    /**
     * For an invalid argument about one individual: the generalisation that would make it valid
     * (the receipt's missing premise).
     */
    readonly missingGeneralisation?: string;
  };
}

export const ARGUMENTS: readonly ArgumentFixture[] = [
  {
    name: 'modus ponens',
    text: 'If it rains, the streets are wet. It is raining. So the streets are wet.',
    expected: {
      premises: ['p → q', 'p'],
      conclusion: 'q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'modus tollens, with contractions',
    text: "If the battery is charged, the car starts. The car doesn't start. Therefore the battery isn't charged.",
    expected: {
      premises: ['p → q', '¬q'],
      conclusion: '¬p',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'hypothetical syllogism',
    text: 'If I study, I pass the exam. If I pass the exam, I graduate. Therefore if I study, I graduate.',
    expected: {
      premises: ['p → q', 'q → r'],
      conclusion: 'p → r',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'disjunctive syllogism',
    text: 'Either the key is in the drawer or it is in the car. The key is not in the drawer. So it is in the car.',
    expected: {
      premises: ['p ∨ q', '¬p'],
      conclusion: 'q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'Barbara with a named individual',
    text: 'All men are mortal. Socrates is a man. Therefore Socrates is mortal.',
    expected: {
      premises: ['∀x (F(x) → G(x))', 'F(a)'],
      conclusion: 'G(a)',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'affirming the consequent',
    text: 'If it snowed, the roads are icy. The roads are icy. So it snowed.',
    expected: {
      premises: ['p → q', 'q'],
      conclusion: 'p',
      valid: false,
      premisesNeeded: [],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'denying the antecedent',
    text: 'If you water the plant, it grows. You do not water the plant. So it does not grow.',
    expected: {
      premises: ['p → q', '¬p'],
      conclusion: '¬q',
      valid: false,
      premisesNeeded: [],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'an irrelevant extra premise',
    text: 'If the shop is open, we can buy bread. The shop is open. The weather is nice. So we can buy bread.',
    expected: {
      premises: ['p → q', 'p', 'r'],
      conclusion: 'q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'an inconsistent set {A, if A then B, not B}',
    text: 'The test passed. If the test passed, the code works. The code does not work. So the release is ready.',
    expected: {
      premises: ['p', 'p → q', '¬q'],
      conclusion: 'r',
      valid: true,
      premisesNeeded: [0, 1, 2],
      consistent: false,
      circular: false,
    },
  },
  {
    name: 'an enthymeme',
    text: 'Socrates is a man. So Socrates is mortal.',
    expected: {
      premises: ['F(a)'],
      conclusion: 'G(a)',
      valid: false,
      premisesNeeded: [],
      consistent: true,
      circular: false,
      missingGeneralisation: '∀x (F(x) → G(x))',
    },
  },
  {
    name: 'the enthymeme with its implicit premise added',
    text: 'Socrates is a man. So Socrates is mortal.',
    addedPremises: ['All men are mortal.'],
    expected: {
      premises: ['F(a)', '∀x (F(x) → G(x))'],
      conclusion: 'G(a)',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'unless (A unless B is ¬B → A)',
    text: 'The picnic goes ahead unless it rains. It does not rain. So the picnic goes ahead.',
    expected: {
      premises: ['¬p → q', '¬p'],
      conclusion: 'q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'unless at the start',
    text: 'Unless we leave now, we will miss the train. We will not miss the train. So we leave now.',
    expected: {
      premises: ['¬p → q', '¬q'],
      conclusion: 'p',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'only if',
    text: 'You may vote only if you are registered. You are not registered. So you may not vote.',
    expected: {
      premises: ['p → q', '¬q'],
      conclusion: '¬p',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'B if A',
    text: 'The dog barks if a stranger comes. A stranger comes. So the dog barks.',
    expected: {
      premises: ['p → q', 'p'],
      conclusion: 'q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'if and only if',
    text: 'The light is on if and only if the switch is up. The switch is up. So the light is on.',
    expected: {
      premises: ['p ↔ q', 'q'],
      conclusion: 'p',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'conjunction elimination',
    text: 'The museum is open and the tickets are free. So the tickets are free.',
    expected: {
      premises: ['p ∧ q'],
      conclusion: 'q',
      valid: true,
      premisesNeeded: [0],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'both … and',
    text: 'The sun is shining. The air is warm. So both the sun is shining and the air is warm.',
    expected: {
      premises: ['p', 'q'],
      conclusion: 'p ∧ q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'disjunction introduction about a named individual',
    text: 'Ann is in Paris. So Ann is in Paris or Ann is in Rome.',
    expected: {
      premises: ['F(a)'],
      conclusion: 'F(a) ∨ G(a)',
      valid: true,
      premisesNeeded: [0],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'it is not the case that',
    text: 'It is not the case that the bridge is closed and the ferry is cancelled. The bridge is closed. So the ferry is not cancelled.',
    expected: {
      premises: ['¬(p ∧ q)', 'p'],
      conclusion: '¬q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'never',
    text: 'If the baby is hungry, the baby cries. The baby never cries. So the baby is not hungry.',
    expected: {
      premises: ['p → q', '¬q'],
      conclusion: '¬p',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'no F are G',
    text: 'No reptiles are mammals. Rex is a reptile. So Rex is not a mammal.',
    expected: {
      premises: ['∀x (F(x) → ¬G(x))', 'F(a)'],
      conclusion: '¬G(a)',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    // The conclusion restates the premise: equivalent to it, so circular.
    name: 'some F are not G (a restatement)',
    text: 'Some students are not lazy. So not all students are lazy.',
    expected: {
      premises: ['∃x (F(x) ∧ ¬G(x))'],
      conclusion: '¬∀x (F(x) → G(x))',
      valid: true,
      premisesNeeded: [0],
      consistent: true,
      circular: true,
    },
  },
  {
    name: 'undistributed middle',
    text: 'All cats are animals. All dogs are animals. So all dogs are cats.',
    expected: {
      premises: ['∀x (F(x) → G(x))', '∀x (H(x) → G(x))'],
      conclusion: '∀x (H(x) → F(x))',
      valid: false,
      premisesNeeded: [],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'a because clause, one premise idle',
    text: 'The lawn is wet because the sprinkler ran. If the sprinkler ran, the lawn is wet.',
    expected: {
      premises: ['p', 'q'],
      conclusion: 'q → p',
      valid: true,
      premisesNeeded: [0],
      consistent: true,
      circular: false,
    },
  },
  {
    name: 'circular',
    text: 'The plan will work, because the plan will work.',
    expected: {
      premises: ['p'],
      conclusion: 'p',
      valid: true,
      premisesNeeded: [0],
      consistent: true,
      circular: true,
    },
  },
  {
    name: 'sentences on lines of their own',
    text: 'If the oven is hot, the bread bakes\nThe oven is hot\nSo the bread bakes',
    expected: {
      premises: ['p → q', 'p'],
      conclusion: 'q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
  {
    name: "contractions (it's, we'll)",
    text: "If it's sunny, we'll go to the beach. It's sunny. So we'll go to the beach.",
    expected: {
      premises: ['p → q', 'p'],
      conclusion: 'q',
      valid: true,
      premisesNeeded: [0, 1],
      consistent: true,
      circular: false,
    },
  },
];
