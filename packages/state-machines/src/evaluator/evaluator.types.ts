import type {
  ArgumentType,
  CalculatedValues,
  ConstraintCorrection,
  ConstraintViolation,
  EvaluationInput,
} from '@credence/engine';
import type { UserSettings } from '../userSettings/userSettings.types';

/** Evaluation modes as stored (lowercase). `direct` is DIRECT, the Basic Evaluation alias. */
export type StoredEvaluationMode =
  | 'direct'
  | 'fallback'
  | 'bayesian'
  | 'truth_table'
  | 'demonstration';

/** Who can see an argument (`@credence/api` `Visibility`). */
export type EvaluatorVisibility = 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE';

/** Premise id → parent claim ids (`~id` for a negated parent). */
export type EvaluatorDependencyMap = Record<string, string[]>;

/** `'target|source'` or `'target|~source'` → probability. */
export type EvaluatorConditionalMap = Record<string, number>;

/** A counterexample as the finder reports it; further fields are kept as they come. */
export interface EvaluatorCounterexampleData {
  isValid: boolean;
  message?: string;
  validationMessage?: string;
  mode?: 'propositional' | 'predicate';
  [field: string]: unknown;
}

/** The settings of one evaluation mode (the spec's "evaluation settings per mode"). */
export interface EvaluatorModeSettings {
  dependencies?: EvaluatorDependencyMap;
  premiseConditionals?: EvaluatorConditionalMap;
  pCGivenPremises?: number;
  pCGivenNotPremises?: number;
  counterexampleData?: EvaluatorCounterexampleData;
  bayesianNetworkData?: {
    conditionalProbabilities: Record<string, number>;
    reverseConditionalProbabilities: Record<string, number>;
  };
  truthTableData?: { rowValues: Record<string, number> };
  demonstrationData?: { isSuccessful: boolean };
  /**
   * The inference dialog's record of which values the user set (kept as saved; the dialog reads
   * it, `inferenceDialog.origins.ts`).
   */
  valueOrigins?: Record<string, string>;
}

/** Settings keyed by stored mode. */
export type EvaluatorSettingsByMode = Partial<Record<StoredEvaluationMode, EvaluatorModeSettings>>;

/** A dialectical link (`@credence/api` `DialecticalRelationship`). */
export interface EvaluatorDialecticalRelationship {
  sourceArgumentId: number;
  targetArgumentId: number;
  /** 'support': the source argument concludes the premise (a sub-conclusion); absent: unknown. */
  linkType?: 'refute' | 'support';
}

/** A premise (`@credence/api` `Premise`). */
export interface EvaluatorPremise {
  id: string;
  content: string;
  type?: 'PREMISE';
  negationContent?: string | null;
  objectionStatus?: { dialecticalRelationships: EvaluatorDialecticalRelationship[] };
  /** The formula saved with the premise (`@credence/api` `ClaimLogic`), if any. */
  formula?: string | null;
}

/** The conclusion (`@credence/api` `Conclusion`). */
export interface EvaluatorConclusion {
  id: string;
  content: string;
  negationContent?: string | null;
  /** The formula saved with the conclusion, if any. */
  formula?: string | null;
}

/** A claim and a credence (`@credence/api` `ClaimProbability`). */
export interface EvaluatorClaimProbability {
  id: string;
  probability: number;
}

/** The locks saved with an evaluation (`@credence/api` `EvaluationLocks`). */
export interface EvaluatorLocks {
  /** The locked premises, in the argument's order. */
  premiseIds: string[];
  /** Whether the conclusion is locked. */
  conclusion: boolean;
}

/** The user's saved evaluation (`@credence/api` `UserArgumentEvaluation`). */
export interface EvaluatorSavedEvaluation {
  /** Stored lowercase; other cases are read too. */
  evaluationMode: string;
  inferenceStrength: number;
  fallbackSupport: number;
  evaluationSettings: Record<string, unknown>;
  premises: EvaluatorClaimProbability[];
  conclusion: EvaluatorClaimProbability | null;
  /** The saved locks; absent: nothing locked. */
  locks?: EvaluatorLocks;
}

/**
 * An argument as `@credence/api` `ArgumentDetail` describes it, read leniently: the type may be
 * any stored string (unknown types become DEDUCTIVE with a warning) and the conclusion may be
 * missing (the "Missing argument data" state).
 */
export interface EvaluatorArgument {
  id: number;
  title: string;
  summarizedDescription: string;
  argumentType: string;
  visibility?: EvaluatorVisibility;
  premises: EvaluatorPremise[];
  conclusion: EvaluatorConclusion | null;
  dependencies?: EvaluatorDependencyMap;
  premiseConditionals?: EvaluatorConditionalMap;
  evaluation: EvaluatorSavedEvaluation | null;
  /** Relationships in which this argument is the source (`GET /api/dialectical/source/{id}`). */
  sourceRelationships?: EvaluatorDialecticalRelationship[];
}

/** Input of the `loadArgument` actor. */
export interface LoadEvaluatorArgumentInput {
  argumentId: number;
}

/** Output of the `loadArgument` actor: the argument with the user's saved evaluation, or null. */
export interface LoadEvaluatorArgumentOutput {
  argument: EvaluatorArgument | null;
}

/** Input of the `saveEvaluation` actor (`PUT /api/objects/evaluations/{argumentId}`). */
export interface SaveEvaluationInput {
  argumentId: number;
  evaluationMode: StoredEvaluationMode;
  inferenceStrength: number;
  fallbackSupport: number;
  evaluationSettings: Record<string, Record<string, unknown>>;
  /** The premise and conclusion locks, saved with the evaluation. */
  locks: EvaluatorLocks;
  /**
   * The argument's premise ids in order, as this evaluation saw them: the server refuses the
   * save (400) when the argument's premises changed since it was loaded.
   */
  premiseIds: string[];
}

/** Output of the `saveEvaluation` actor. */
export interface SaveEvaluationOutput {
  success: true;
  argumentId: number;
  evaluationMode: StoredEvaluationMode;
}

/** Input of the `updateUserArgument` actor (`POST /api/user/arguments/update`). */
export interface UpdateUserArgumentInput {
  argumentId: number;
  evaluationMode: StoredEvaluationMode;
  inferenceStrength: number;
  fallbackSupport: number;
  premises: EvaluatorClaimProbability[];
  conclusion: EvaluatorClaimProbability;
}

/**
 * Input of the `saveDependencies` actor (`PUT /api/arguments/{argumentId}/dependencies`): the
 * dependencies and conditionals changed in the evaluator, stored where the next visit reads them.
 */
export interface SaveEvaluatorDependenciesInput {
  argumentId: number;
  dependencies: EvaluatorDependencyMap;
  premiseConditionals: EvaluatorConditionalMap;
  /** The argument's premise ids (the claims the dependencies are about). */
  claimIds: string[];
}

/** Output of the `updateUserArgument` actor. */
export interface UpdateUserArgumentOutput {
  success: true;
}

/** The toast durations of the evaluator, by name in `DURATIONS`. */
export type EvaluatorToastDuration =
  | 'lockToast'
  | 'message'
  | 'constraintFeedback'
  | 'convictionNotice'
  | 'marginalizationToast';

/** A toast for the UI to show; it clears itself after its duration. */
export interface EvaluatorToast {
  kind: 'success' | 'error' | 'info';
  text: string;
  duration: EvaluatorToastDuration;
  /** A link offered with the text (the conviction notice links to /settings). */
  link?: { href: string; label: string };
}

/** What the constraint system did last. */
export interface EvaluatorConstraintState {
  /** The "constraints on" switch. */
  enabled: boolean;
  /** Corrections of the last run (the premises the UI animates). */
  corrections: ConstraintCorrection[];
  /**
   * Premise id → how the constraint system moved its credence since the user last set it (the
   * user's value `from`, the latest `to`), so the premise can say so ("P3 moved from 85% to 90%
   * to agree with your dependency"); the user's next edit of that premise clears it. The
   * animation's `corrections` clear sooner.
   */
  moved: Record<string, { from: number; to: number }>;
  /** Violations left after the last run (on locked premises, or not settled in 10 passes). */
  violations: ConstraintViolation[];
  /** The engine's message when the last run threw. */
  error: string | null;
}

/** The settings the evaluator reads (`constraintResolutionMode` above all). */
export type EvaluatorUserSettings = Pick<
  UserSettings,
  'detailLevel' | 'conviction' | 'constraintResolutionMode' | 'networkView'
>;

/** The requests a save sends, fixed when the save starts. */
export interface EvaluatorPendingSave {
  evaluation: SaveEvaluationInput;
  userArgument: UpdateUserArgumentInput;
  /** The dependencies, when they changed since they were last loaded or saved. */
  dependencies: SaveEvaluatorDependenciesInput | null;
  /** `dependencyChanges.made` when the save started. */
  dependencyChangesAt: number;
}

/**
 * Dependency changes made in the evaluator (its dependency panel, the inference dialog): `made`
 * counts them, `saved` is the count the last successful save stored. Save Evaluation stores the
 * dependencies when the two differ.
 */
export interface EvaluatorDependencyChanges {
  made: number;
  saved: number;
}

/** Context of {@link evaluatorMachine}. */
export interface EvaluatorContext {
  argumentId: number | null;
  argument: EvaluatorArgument | null;
  /** The type in force (unknown stored types read as DEDUCTIVE). */
  argumentType: ArgumentType;
  premiseConfidences: Record<string, number>;
  conclusionConfidence: number;
  evaluationMode: StoredEvaluationMode;
  evaluationSettings: EvaluatorSettingsByMode;
  calculatedValues: CalculatedValues | null;
  /** The engine's message when the evaluation could not be computed. */
  calculationError: string | null;
  /** Evaluations handed to the `evaluateArgument` actor (see {@link EvaluatorCalculationState}). */
  calculation: EvaluatorCalculationState;
  lockedPremiseIds: string[];
  conclusionLocked: boolean;
  /**
   * The user set the conclusion's credence themselves: it stays where they put it instead of
   * following P(C) (the UI shows both). False after a load, a reset or `FOLLOW_COMPUTED_CONCLUSION`.
   */
  conclusionSetByUser: boolean;
  convictionApplied: boolean;
  userSettings: EvaluatorUserSettings;
  constraints: EvaluatorConstraintState;
  /** The load's error message (the `error` state shows "Error: {message}"). */
  error: string | null;
  toast: EvaluatorToast | null;
  /** Things only logged: unknown argument type, failed user-argument update. */
  warnings: string[];
  pendingSave: EvaluatorPendingSave | null;
  changedDuringSave: boolean;
  dependencyChanges: EvaluatorDependencyChanges;
}

/**
 * Evaluations of large arguments, which run in the `evaluateArgument` actor (the UI's Web Worker)
 * instead of in the transition. Each edit of such an argument counts a request; the latest one
 * runs (a newer request stops an older run, whose answer is never applied), and until it
 * answers `calculatedValues` keeps the last values of the same premises.
 */
export interface EvaluatorCalculationState {
  /** Arguments of at least this many premises are evaluated by the actor; `Infinity`: none. */
  offThreadFrom: number;
  /** Requests made so far. */
  requested: number;
  /** The request whose run is under way (or finished last). */
  started: number;
  /** The request whose answer is in `calculatedValues`. */
  applied: number;
}

/** Input of the `evaluateArgument` actor: what `evaluateArgument` gets. */
export interface EvaluateArgumentInput {
  input: EvaluationInput;
}

/** Input of {@link evaluatorMachine}. */
export interface EvaluatorInput {
  argumentId?: number | null;
  /** Server data: skips the load when given. */
  initialArgument?: EvaluatorArgument | null;
  /**
   * The user's settings as the server read them, so the first render (a server render too)
   * already uses them; the machine still loads them as usual. Default: the defaults.
   */
  userSettings?: EvaluatorUserSettings | null;
  /** The "constraints on" switch; default on. */
  constraintsEnabled?: boolean;
  /**
   * Arguments of at least this many premises are evaluated by the `evaluateArgument` actor,
   * asynchronously (the UI passes 14 and a Web Worker); default: every argument in the
   * transition, synchronously.
   */
  offThreadFrom?: number;
}

/** Events the UI sends to {@link evaluatorMachine}. */
export type EvaluatorEvent =
  | { type: 'LOAD'; argumentId: number }
  | { type: 'RETRY' }
  | { type: 'SET_PREMISE_CONFIDENCE'; premiseId: string; value: number }
  | { type: 'SET_CONCLUSION_CONFIDENCE'; value: number }
  | { type: 'TOGGLE_PREMISE_LOCK'; premiseId: string }
  | { type: 'TOGGLE_CONCLUSION_LOCK' }
  | { type: 'SET_INFERENCE_STRENGTH'; value: number }
  | { type: 'SET_EVALUATION_MODE'; mode: StoredEvaluationMode }
  | {
      type: 'APPLY_EVALUATION_SETTINGS';
      mode: StoredEvaluationMode;
      settings: EvaluatorModeSettings;
    }
  | {
      type: 'UPDATE_DEPENDENCIES';
      dependencies: EvaluatorDependencyMap;
      premiseConditionals: EvaluatorConditionalMap;
    }
  | { type: 'DEPENDENCY_DELETED'; premiseId: string; parentId: string }
  | { type: 'SET_CONSTRAINTS_ENABLED'; enabled: boolean }
  | { type: 'USER_SETTINGS_CHANGED'; settings: EvaluatorUserSettings }
  /** The "Network" switch: shows the argument with the arguments linked into it. */
  | { type: 'SET_NETWORK_VIEW'; on: boolean }
  | { type: 'APPLY_CONVICTION' }
  /** The conclusion follows the computed P(C) again (after the user had set it). */
  | { type: 'FOLLOW_COMPUTED_CONCLUSION' }
  | { type: 'APPLY_DEMONSTRATION'; isSuccessful: boolean }
  | { type: 'OPEN_COUNTEREXAMPLE' }
  | { type: 'CLOSE_COUNTEREXAMPLE' }
  | { type: 'COUNTEREXAMPLE_COMPLETE'; data: EvaluatorCounterexampleData }
  | { type: 'SAVE_EVALUATION' }
  | { type: 'RESET_EVALUATION' }
  | { type: 'SHARE' }
  | { type: 'CHANGE_VISIBILITY'; visibility: EvaluatorVisibility }
  | { type: 'GENERATE_IMAGE' }
  | { type: 'SELECT_SUBCONCLUSION'; linkedArgumentIds: number[] }
  | { type: 'SELECT_DIALECTICAL_ARGUMENT'; argumentId: number }
  | { type: 'SELECT_VERSION'; versionId: number }
  /**
   * A linked argument was saved for a premise. With `link`, the premise gains that relationship
   * at once (an objection or a supporting argument: its dependencies become overridden, a
   * support makes it a sub-conclusion, the Dialectic Manager shows) without reloading.
   */
  | {
      type: 'LINKED_ARGUMENT_SAVED';
      link?: { premiseId: string; sourceArgumentId: number; linkType: 'refute' | 'support' };
    }
  | { type: 'DISMISS_TOAST' };

/** Events the machine raises to itself (not for the UI). */
export type EvaluatorInternalEvent =
  | { type: 'evaluator.changed' }
  | { type: 'evaluator.checkConstraints' }
  | { type: 'evaluator.toast'; duration: EvaluatorToastDuration };

/**
 * Requests to the host, emitted (subscribe with `actor.on(type, …)`). Messages are not emitted:
 * they are in `context.toast`.
 */
export type EvaluatorEmitted =
  | { type: 'share'; userArgumentId: number }
  | { type: 'changeVisibility'; userArgumentId: number; visibility: EvaluatorVisibility }
  | { type: 'generateImage'; userArgumentId: number }
  | { type: 'argumentChanged'; argumentId: number };
