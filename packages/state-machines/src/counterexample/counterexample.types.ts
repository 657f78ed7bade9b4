/** Which logic the counterexample is built in. */
export type CounterexampleMode = 'propositional' | 'predicate';

/** The modal's two stages. */
export type CounterexampleStage = 'regimentation' | 'countermodel';

/** A premise or the conclusion as the argument states it. */
export interface CounterexampleClaim {
  id: string;
  content: string;
}

/** A claim and its regimented (formal) form, confirmed by the user or not. */
export interface RegimentedItem {
  id: string;
  originalContent: string;
  regimentedContent: string;
  isConfirmed: boolean;
}

/** One assignment of the truth table, with each formula's value under it. */
export interface CounterexampleTruthTableRow {
  /** The assignment as T/F letters in variable order, e.g. 'TF'. */
  id: string;
  /** Letter → truth value. */
  values: Record<string, boolean>;
  /** Each premise's value, then the conclusion's. */
  evaluations: boolean[];
  premisesTrue: boolean;
  conclusionFalse: boolean;
  /** Every premise true and the conclusion false: labelled 'Counterexample!'. */
  isCounterexample: boolean;
}

/** The propositional countermodel's table. */
export interface CounterexampleTruthTable {
  variables: string[];
  rows: CounterexampleTruthTableRow[];
}

/** A predicate used in the regimented formulas and its number of arguments. */
export interface PredicateSignature {
  name: string;
  arity: number;
}

/** The predicate countermodel: a domain, other names for its items, and predicate extensions. */
export interface PredicateModelData {
  domain: string[];
  predicates: PredicateSignature[];
  /** Domain item → other names (constants) that denote it. */
  alternativeNames: Record<string, string[]>;
  /** Predicate → the tuples of domain items it is true of. */
  interpretations: Record<string, string[][]>;
}

/** What the modal hands the evaluator on completion (spec §3 "Counterexample data"). */
export interface CounterexampleData {
  isValid: boolean;
  message: string;
  validationMessage: string | null;
  mode: CounterexampleMode;
  regimentedPremises: RegimentedItem[];
  regimentedConclusion: RegimentedItem;
  originalPremises: CounterexampleClaim[];
  originalConclusion: CounterexampleClaim;
  stage: CounterexampleStage;
  truthTableData: CounterexampleTruthTable | null;
  predicateData: PredicateModelData | null;
}

/** The machine's output: the validated counterexample data, or a cancellation. */
export type CounterexampleOutput =
  | { status: 'completed'; data: CounterexampleData }
  | { status: 'cancelled' };

/** What is kept in local storage per argument (regimentations, then the whole counterexample). */
export interface StoredCounterexample {
  mode: CounterexampleMode;
  stage: CounterexampleStage;
  regimentedPremises: RegimentedItem[];
  regimentedConclusion: RegimentedItem;
  truthTableData?: CounterexampleTruthTable | null;
  predicateData?: PredicateModelData | null;
  isValid?: boolean;
  message?: string;
}

/** A toast for the app's toast region. */
export interface CounterexampleToast {
  /** Increases with each toast, so the UI can tell new ones apart. */
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
  durationMs: number;
}

/** Context of {@link counterexampleMachine}. Every text the UI shows is here. */
export interface CounterexampleContext {
  /** Local-storage key of this argument's counterexample. */
  storageKey: string;
  mode: CounterexampleMode;
  /** The argument's logic system fixes the mode: the other tab is locked. */
  modeLocked: boolean;
  modelId: string;
  originalPremises: CounterexampleClaim[];
  originalConclusion: CounterexampleClaim;
  regimentedPremises: RegimentedItem[];
  regimentedConclusion: RegimentedItem;
  /** The premise whose regimentation is being retried. */
  retryingPremiseId: string | null;
  /** Stored regimentations waiting for the user's choice. */
  pendingStored: StoredCounterexample | null;
  truthTable: CounterexampleTruthTable | null;
  /** The T/F toggles. */
  assignments: Record<string, boolean>;
  /** The row matching the toggles. */
  selectedRowId: string | null;
  /** Counterexample rows after 'Find Counterexample'. */
  foundRowIds: string[] | null;
  predicateData: PredicateModelData;
  isValid: boolean | null;
  message: string | null;
  validationMessage: string | null;
  outcome: CounterexampleOutput | null;
  toasts: CounterexampleToast[];
  nextToastId: number;
  /** Logged problems (storage, claim fetch): never shown as toasts. */
  warnings: string[];
}

/** Input of {@link counterexampleMachine}. */
export interface CounterexampleInput {
  /** Keys the stored counterexample. */
  argumentId: string | number;
  premises: readonly CounterexampleClaim[];
  conclusion: CounterexampleClaim;
  /** The argument's logic system: when set, the mode is fixed to it. */
  logicSystem?: CounterexampleMode | null;
  modelId?: string;
}

/** Events of {@link counterexampleMachine}. */
export type CounterexampleEvent =
  | { type: 'SET_MODE'; mode: CounterexampleMode }
  | { type: 'SELECT_MODEL'; modelId: string }
  | { type: 'REGIMENT' }
  | { type: 'LOAD_STORED' }
  | { type: 'DISCARD_STORED' }
  | { type: 'RETRY_PREMISE'; id: string }
  | { type: 'RETRY_CONCLUSION' }
  | { type: 'EDIT_PREMISE'; id: string; content: string }
  | { type: 'EDIT_CONCLUSION'; content: string }
  | { type: 'CONFIRM_PREMISE'; id: string }
  | { type: 'CONFIRM_CONCLUSION' }
  | { type: 'PROCEED' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  | { type: 'RETRY_TRUTH_TABLE' }
  | { type: 'SET_ASSIGNMENT'; variable: string; value: boolean }
  | { type: 'SELECT_ROW'; rowId: string }
  | { type: 'FIND_COUNTEREXAMPLE' }
  | { type: 'SUBMIT' }
  | { type: 'ADD_DOMAIN_ITEM'; name: string }
  | { type: 'REMOVE_DOMAIN_ITEM'; name: string }
  | { type: 'ADD_ALTERNATIVE_NAME'; item: string; name: string }
  | { type: 'REMOVE_ALTERNATIVE_NAME'; item: string; name: string }
  | { type: 'ADD_TO_INTERPRETATION'; predicate: string; tuple: readonly string[] }
  | { type: 'REMOVE_FROM_INTERPRETATION'; predicate: string; tuple: readonly string[] }
  | { type: 'VALIDATE' }
  | { type: 'DISMISS_TOAST'; id: number };

/** Input of the `fetchClaims` actor (POST /api/objects/claims/batch), for claims without text. */
export interface FetchCounterexampleClaimsInput {
  claimIds: string[];
}

/** Output of the `fetchClaims` actor. */
export interface FetchCounterexampleClaimsOutput {
  claims: CounterexampleClaim[];
}

/** Input of the `regiment` actor (POST /api/counterexample/regiment). */
export interface RegimentInput {
  /** A single conclusion retry sends one premise with an empty id and content. */
  premises: CounterexampleClaim[];
  /** A single premise retry sends an empty id and content. */
  conclusion: CounterexampleClaim;
  logicSystem: CounterexampleMode;
  notationStyle: 'symbolic';
  /** The model picked in the modal. */
  modelId: string;
}

/** Output of the `regiment` actor (shaped like `RegimentResponse`). */
export interface RegimentOutput {
  regimentedPremises: Array<{ id: string; regimentedContent: string }>;
  regimentedConclusion: { id: string; regimentedContent: string };
}

/** Input of the `generateTruthTable` actor (POST /api/counterexample/truth-table). */
export interface GenerateTruthTableInput {
  /** Regimented premises, then the conclusion. */
  formulas: string[];
}

/** Output of the `generateTruthTable` actor (shaped like `CounterexampleTruthTableResponse`). */
export interface GenerateTruthTableOutput {
  variables: string[];
  rows: Array<{ assignments: Record<string, boolean>; evaluations: boolean[] }>;
}

/** Input of the `evaluatePredicateModel` actor (the predicate logic engine). */
export interface EvaluatePredicateModelInput {
  premises: string[];
  conclusion: string;
  model: Pick<PredicateModelData, 'domain' | 'alternativeNames' | 'interpretations'>;
}

/** Output of the `evaluatePredicateModel` actor: each premise's truth, and the conclusion's. */
export interface EvaluatePredicateModelOutput {
  premises: boolean[];
  conclusion: boolean;
}

/** Input of the `loadStored` and `clearStored` actors (local storage). */
export interface CounterexampleStorageKeyInput {
  key: string;
}

/** Input of the `saveStored` actor (local storage). */
export interface SaveStoredCounterexampleInput {
  key: string;
  data: StoredCounterexample;
}
