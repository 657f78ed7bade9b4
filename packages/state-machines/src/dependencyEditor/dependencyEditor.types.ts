import type { ConditionalMap, DependencyMap, LogicalExpression } from '@credence/engine';

/** How dependency edits behave (a user setting). */
export type DependencyResolutionMode = 'coherentist' | 'foundationalist';

/** A claim the editor can name: a premise of the argument, or an external parent claim. */
export interface DependencyClaim {
  id: string;
  content: string;
  /** The claim's own wording of its negation, if any. */
  negationContent?: string | null;
}

/** How a multi-parent (noisy-OR) dependency was calculated. */
export interface DependencyCalculationDetails {
  parentIds: string[];
  leak: number;
  /** Parent id → signed causal effect (negative is inhibitory). */
  causalEffect: Record<string, number>;
}

/** One dependency card (spec §3 "Dependency item"). */
export interface DependencyItem {
  /** `target|source`, or `target|a & b` for a calculated one. */
  id: string;
  /** The parent reference (`~id` when negated); parents joined by ' & ' when calculated. */
  sourceId: string;
  targetId: string;
  /** P(target | source). */
  conditionalProbability: number;
  /** 1-based order (foundationalist mode sorts by it). */
  priority: number;
  /** ISO time of the last change, null when unknown. */
  lastModified: string | null;
  isLocked: boolean;
  /** A multi-parent dependency combined by noisy-OR: shown, never edited. */
  isCalculated: boolean;
  calculationDetails: DependencyCalculationDetails | null;
  /** The source is a sub-argument or an objection: the card is dimmed and its slider disabled. */
  isOverridden: boolean;
}

/** What the editor keeps per editable dependency besides its conditional. */
export interface DependencyMeta {
  priority: number;
  isLocked: boolean;
  lastModified: string | null;
}

/** The add-dependency form. */
export interface DependencyForm {
  /** The premise that is learned (the parent). */
  antecedentId: string | null;
  /** TRUE or FALSE toggle: FALSE uses the negation reference `~id` as the source. */
  antecedentValue: boolean;
  /** The premise whose credence changes (the target). */
  consequentId: string | null;
  conditionalProbability: number;
  /**
   * The logical-expression builder's antecedent, when the user builds one; it replaces
   * `antecedentId`. See `expressionAntecedent` for how it enters the maths.
   */
  antecedentExpression?: LogicalExpression;
}

/** A toast for the app's toast region: shown for `durationMs`. */
export interface DependencyEditorToast {
  /** Increases with each toast, so the UI can tell new ones apart. */
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
  durationMs: number;
}

/** The status banner of the AI assessment (cleared after 5 s by the machine). */
export interface DependencyEditorBanner {
  kind: 'success' | 'error' | 'info';
  text: string;
}

/** Context of {@link dependencyEditorMachine}. Every text the UI shows is here. */
export interface DependencyEditorContext {
  argumentId: number | null;
  userId: number | null;
  /** The argument's premises, in order. */
  premises: DependencyClaim[];
  /** Premises and fetched external claims by id. */
  claims: Record<string, DependencyClaim>;
  /** Premise credences (0.5 when absent), for the constraint checks. */
  premiseProbabilities: Record<string, number>;
  /** Credences of parent claims outside the argument. */
  externalClaims: Record<string, number>;
  resolutionMode: DependencyResolutionMode;
  /** Claim ids that are sub-arguments or objections: dependencies on them are overridden. */
  overriddenClaimIds: string[];
  /** AI model for the assessment. */
  modelId: string;
  /** The user's conditional patterns sent with the assessment (at most 10; [] on failure). */
  userPatterns: DependencyEditorUserPattern[];
  dependencies: DependencyMap;
  premiseConditionals: ConditionalMap;
  /** `target|source` → priority, lock and time. */
  meta: Record<string, DependencyMeta>;
  /** The cards, in display order (by priority in foundationalist mode). */
  items: DependencyItem[];
  /** The slider being dragged and its local value. */
  drag: { id: string; value: number } | null;
  form: DependencyForm;
  /** Text of the open 'Duplicate Dependency' dialog. */
  duplicateMessage: string | null;
  /** An alert to show (missing claims), until DISMISS_ALERT. */
  alert: string | null;
  /** The dependency whose removal is being confirmed or run. */
  pendingRemovalId: string | null;
  banner: DependencyEditorBanner | null;
  /** Toasts not yet dismissed, oldest first. */
  toasts: DependencyEditorToast[];
  nextToastId: number;
  /** Logged problems (save/reset/claim fetch failures): never shown as toasts. */
  warnings: string[];
}

/** Input of {@link dependencyEditorMachine}. */
export interface DependencyEditorInput {
  /** The saved argument's id; null before the first save (nothing is loaded or deleted remotely). */
  argumentId: number | null;
  premises: readonly DependencyClaim[];
  premiseProbabilities?: Record<string, number>;
  externalClaims?: Record<string, number>;
  /** Dependencies to start from (and to keep when loading fails). */
  dependencies?: DependencyMap;
  premiseConditionals?: ConditionalMap;
  resolutionMode?: DependencyResolutionMode;
  overriddenClaimIds?: readonly string[];
  /** The signed-in user, whose conditional patterns guide the AI. */
  userId?: number | null;
  modelId?: string;
}

/** One change of a batch dependency update. */
export type DependencyBatchChange =
  | { action: 'add'; targetId: string; sourceId: string; conditionalProbability?: number }
  | { action: 'remove'; targetId: string; sourceId: string };

/** Events of {@link dependencyEditorMachine}. */
export type DependencyEditorEvent =
  | { type: 'OPEN_FORM' }
  | { type: 'CANCEL_FORM' }
  | { type: 'SET_ANTECEDENT'; id: string | null }
  | { type: 'SET_ANTECEDENT_VALUE'; value: boolean }
  /** Sets (or, with null, clears) the form's expression antecedent. */
  | { type: 'SET_ANTECEDENT_EXPRESSION'; expression: LogicalExpression | null }
  | { type: 'SET_CONSEQUENT'; id: string | null }
  | { type: 'SET_FORM_CONDITIONAL'; value: number }
  | { type: 'ADD_DEPENDENCY' }
  | { type: 'DISMISS_DUPLICATE' }
  | { type: 'DISMISS_ALERT' }
  | { type: 'SLIDER_DRAG'; id: string; value: number }
  | { type: 'SLIDER_RELEASE'; id: string; value?: number }
  | { type: 'REQUEST_REMOVE'; id: string }
  | { type: 'CANCEL_REMOVE' }
  | { type: 'CONFIRM_REMOVE' }
  | { type: 'TOGGLE_LOCK'; id: string }
  | { type: 'REORDER'; fromIndex: number; toIndex: number }
  | { type: 'SET_RESOLUTION_MODE'; mode: DependencyResolutionMode }
  | { type: 'SELECT_MODEL'; modelId: string }
  | { type: 'ASSESS' }
  | { type: 'SAVE_TO_DB' }
  | { type: 'RESET_FROM_DB' }
  | { type: 'BATCH_UPDATE'; changes: readonly DependencyBatchChange[] }
  | {
      type: 'UPDATE_ARGUMENT';
      premises?: readonly DependencyClaim[];
      premiseProbabilities?: Record<string, number>;
      externalClaims?: Record<string, number>;
      overriddenClaimIds?: readonly string[];
    }
  | { type: 'DISMISS_TOAST'; id: number };

/** Events the machine emits for the app to broadcast (they refresh the constraint system). */
export type DependencyEditorEmitted =
  | {
      type: 'dependency-changed';
      dependencies: DependencyMap;
      premiseConditionals: ConditionalMap;
    }
  | {
      type: 'dependency-deleted';
      targetId: string;
      sourceId: string;
      dependencies: DependencyMap;
      premiseConditionals: ConditionalMap;
    };

/** Input of the `loadDependencies` actor (the argument's stored dependency settings). */
export interface LoadDependenciesInput {
  argumentId: number;
  claimIds: string[];
}

/** Output of the `loadDependencies` actor (shaped like `DependenciesResponse`). */
export interface LoadDependenciesOutput {
  dependencies: DependencyMap;
  premiseConditionals: ConditionalMap;
  /** Saved priority, lock and time per `target|source` (from the batch-save metadata). */
  metadata?: Record<string, Partial<DependencyMeta>>;
}

/** Input of the `fetchClaims` actor (POST /api/objects/claims/batch). */
export interface FetchDependencyClaimsInput {
  claimIds: string[];
}

/** Output of the `fetchClaims` actor (shaped like `ClaimsBatchResponse`). */
export interface FetchDependencyClaimsOutput {
  claims: DependencyClaim[];
}

/** Input of the `removeDependency` actor (DELETE /api/arguments/{id}/dependencies). */
export interface RemoveDependencyInput {
  argumentId: number;
  targetId: string;
  sourceId: string;
}

/** Input of the `fetchUserPatterns` actor (POST /api/user/conditional-patterns). */
export interface FetchUserPatternsInput {
  userId: number;
}

/** A user's stored conditional (`key` is `a|b`). */
export interface DependencyEditorUserPattern {
  key: string;
  value: number;
}

/** Output of the `fetchUserPatterns` actor (shaped like `ConditionalPatternsResponse`). */
export interface FetchUserPatternsOutput {
  conditionals: DependencyEditorUserPattern[];
}

/** Input of the `estimateDependencies` actor (POST /api/ai/estimate-dependencies). */
export interface EstimateDependenciesInput {
  premises: Array<{ id: string; content: string }>;
  modelId: string;
  existingDependencies: DependencyMap;
  /** At most 10 (`MAX_USER_PATTERNS_FOR_AI`). */
  userPatterns: DependencyEditorUserPattern[];
}

/** An AI dependency suggestion. */
export interface DependencyEditorSuggestion {
  targetId: string;
  sourceId: string;
  conditionalProbability: number;
  strength: 'weak' | 'moderate' | 'strong';
  reasoning: string;
}

/**
 * Output of the `estimateDependencies` actor (shaped like `EstimateDependenciesResponse`). An
 * `error` field fails the assessment with that message; a failed call rejects with an Error whose
 * message is the server's error or `HTTP {status} {statusText}`.
 */
export interface EstimateDependenciesOutput {
  suggestedDependencies: DependencyEditorSuggestion[];
  error?: string;
}

/** One conditional of a batch save (shaped like `BatchSaveItem`). */
export interface DependencySaveItem {
  conclusionId: string;
  antecedentExpression: string;
  probability: number;
  source: string;
  metadata: {
    isPremiseDependency: true;
    dependencyId: string;
    priority: number;
    isLocked: boolean;
    lastModified?: string;
  };
}

/** Input of the `saveDependencies` actor ('Save Dependencies to DB'). */
export interface SaveDependenciesInput {
  argumentId: number | null;
  /** Calculated (multi-parent) dependencies skipped, one item per source and target. */
  items: DependencySaveItem[];
  /** The editable dependencies, for the argument's dependency upsert. */
  dependencies: DependencyMap;
  premiseConditionals: ConditionalMap;
  claimIds: string[];
}

/** Output of the `saveDependencies` actor (shaped like `BatchSaveResponse`). */
export interface SaveDependenciesOutput {
  created: number;
  skipped: number;
  errors: number;
}

/** Input of the `resetDependencies` actor ('Reset from DB'; calculated ones skipped). */
export interface ResetDependenciesInput {
  argumentId: number | null;
  dependencies: Array<{ targetId: string; sourceId: string }>;
}

/** Output of the `resetDependencies` actor (shaped like `BatchResetResponse`). */
export interface ResetDependenciesOutput {
  results: Array<{ dependencyId: string; newProbability: number | null }>;
}
