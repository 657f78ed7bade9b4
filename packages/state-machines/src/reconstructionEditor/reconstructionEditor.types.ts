import type { LogicSystem, ReconstructionReceipt } from '@credence/engine';
import type { ArgumentKind, EditorArgument } from '../assessment/assessment.types';
import type { ConclusionWording } from './conclusionWording';

/** `[start, end)` offsets (UTF-16 code units) into the editor's `sourceText`. */
export type SourceSpan = [start: number, end: number];

/**
 * The logic a premise or the conclusion carries in the editor (the `formula`, `sourceSpans` and
 * `implicit` of `@credence/api`'s reconstruction and argument claims).
 */
export interface EditorClaimLogic {
  /** Its formula in the syntax of the engine's `parseFormula`; `''` when it has none. */
  formula: string;
  /**
   * Where its words stand in the editor's `sourceText`, in order; `[]` when nowhere (written in
   * the editor, or implicit). Rewording the claim keeps them: they still say where it came from.
   */
  sourceSpans: SourceSpan[];
  /** Not in the text: a missing premise added from the receipt, or a reconstruction's own. */
  implicit: boolean;
}

/** The logic fields a claim may carry in an argument given to the editor: all optional. */
export interface ClaimLogicInput {
  /** Its formula; null (a saved claim without one), absent or blank for none. */
  formula?: string | null;
  sourceSpans?: SourceSpan[];
  implicit?: boolean;
}

/**
 * A premise in the editor (spec §3 "Premise": in the reconstruction editor also feedback and
 * locked, and its logic).
 */
export interface EditorPremise extends EditorClaimLogic {
  id: string;
  content: string;
  /** The AI's remark on this premise, if any. */
  feedback: string | null;
  /** A locked premise cannot be edited, dragged or voice-edited, and survives Retry Reconstruction. */
  locked: boolean;
  /**
   * True once the user wrote this premise's text (typed, dictated, or added it): Retry
   * Reconstruction keeps it as it keeps a locked one, though it stays editable.
   */
  userWritten?: boolean;
}

/** The conclusion in the editor (spec §3 "Conclusion": in the editor also feedback, locked, logic). */
export interface EditorConclusion extends EditorClaimLogic {
  id: string;
  content: string;
  feedback: string | null;
  locked: boolean;
  /** True once the user wrote the conclusion: Retry Reconstruction keeps it, as if locked. */
  userWritten?: boolean;
}

/** A premise or the conclusion of a {@link ReconstructedArgument}. */
export interface ReconstructedClaim {
  id?: string;
  content: string;
  feedback?: string | null;
  locked?: boolean;
  /** Its formula (`''` for none). */
  formula?: string;
  sourceSpans?: SourceSpan[];
  implicit?: boolean;
}

/**
 * An argument as the editor sends it to be reconstructed again (the `currentArgument` of
 * `reconstructArgument`), and as a reconstruction gives it: an {@link EditorArgument} whose
 * premises and conclusion may carry ids, feedback, locks and their logic.
 */
export interface ReconstructedArgument {
  title: string;
  description: string;
  /** Defaults to INDUCTIVE. */
  type?: ArgumentKind;
  premises: ReconstructedClaim[];
  conclusion: ReconstructedClaim;
}

/**
 * What a reconstruction's answer says of its logic besides each claim's formula (the
 * `ReconstructionLogic` of `@credence/api` without its receipt: the editor computes its own).
 */
export interface ReconstructionLogicInfo {
  /** The formulas' logic. */
  system: LogicSystem;
  /** Symbol → the words it stands for (`p` → 'it rains', `F` → 'man', `a` → 'Socrates'). */
  atoms: Record<string, string>;
  /** How many answers the AI needed (1 offline; more when its receipts failed and were repaired). */
  attempts: number;
}

/** A premise or the conclusion of a {@link ReconstructionResult}: its formula may be null. */
export type ReconstructionResultClaim = Omit<ReconstructedClaim, 'formula'> & ClaimLogicInput;

/**
 * An argument as the editor takes it — the `argument` input (a reconstruction, or a saved
 * argument to edit) or the `reconstruct` actor's output — with the answer's `logic` when its
 * claims were formalised.
 */
export interface ReconstructionResult
  extends Omit<ReconstructedArgument, 'premises' | 'conclusion'> {
  premises: ReconstructionResultClaim[];
  conclusion: ReconstructionResultClaim;
  logic?: ReconstructionLogicInfo | null;
}

/** Which missing premise of the receipt ADD_MISSING_PREMISE adds. */
export type MissingPremiseKind = 'bridge' | 'generalisation';

/** The kind of linked argument being written; null when the editor is not linking. */
export type LinkingMode = 'refute' | 'support';

/** What a text edit (or a click to edit) applies to. */
export type EditTarget = { kind: 'premise'; id: string } | { kind: 'conclusion' };

/** What voice input may write into: a premise, the conclusion or the instructions. */
export type VoiceTarget = EditTarget | { kind: 'instructions' };

/** The text edit in progress. */
export interface TextEdit {
  target: EditTarget;
  /** The text being typed. */
  draft: string;
  /** The text when the edit began. */
  original: string;
}

/** One problem content validation found (spec §3 "Content validation result"). */
export interface ContentValidationIssue {
  field: string;
  message: string;
  severity: 'low' | 'medium' | 'high';
  type: string;
}

/** A content validation result: isValid and issues. */
export interface ContentValidationResult {
  isValid: boolean;
  issues: ContentValidationIssue[];
}

/** Input of the `reconstruct` actor (Retry Reconstruction, or the first extraction). */
export interface ReconstructInput {
  /** The text the argument is extracted from. */
  sourceText: string;
  /** The user's instructions for the AI. */
  instructions: string;
  modelId: string | null;
  /** The argument currently in the editor (with its locks), or null on the first extraction. */
  current: ReconstructedArgument | null;
}

/**
 * Output of the `reconstruct` actor: the extracted argument (with the answer's `logic`, when it
 * has one), or null when none was found.
 */
export type ReconstructOutput = ReconstructionResult | null;

/** Input of the `validateContent` actor: the body of POST /api/validation/content. */
export interface ValidateContentInput {
  argument: EditorArgument;
  modelId: string;
}

/** Output of the `validateContent` actor: the answer of POST /api/validation/content. */
export interface ValidateContentOutput {
  validation: ContentValidationResult;
}

/** A claim's logic as saved (`formula`, `sourceSpans`, `implicit` of `createArgument`/`updateArgument`). */
export interface ClaimLogicToSave {
  /** The formula, trimmed; `''` when the claim has none (the API reads blank as none). */
  formula: string;
  /** Its spans in `sourceText`: `[]` when none, and always `[]` when `sourceText` is null. */
  sourceSpans: SourceSpan[];
  implicit: boolean;
}

/** The logic of a save: the source text and each saved claim's logic. */
export interface SaveReconstructionLogic {
  /** The text the claims' spans index into (the editor's `sourceText`), or null when there is none. */
  sourceText: string | null;
  /** One per premise of `argument.premises`, in the same order (blank premises left out there too). */
  premises: ClaimLogicToSave[];
  conclusion: ClaimLogicToSave;
}

/** Input of the `save` actor: the argument to save (blank premises left out, texts trimmed). */
export interface SaveReconstructionInput {
  argument: EditorArgument;
  /** Each saved claim's formula, spans and implicit flag, aligned with `argument`. */
  logic: SaveReconstructionLogic;
}

/** Input of {@link reconstructionEditorMachine}. */
export interface ReconstructionEditorInput {
  /**
   * An argument already extracted, or a saved one to edit (with its claims' logic): the editor
   * starts in `editing` with it.
   */
  argument?: ReconstructionResult | null;
  /**
   * Text to extract an argument from: without `argument`, the editor starts in `loading`. With a
   * saved argument, the text it was reconstructed from (its claims' spans index into it).
   */
  sourceText?: string;
  instructions?: string;
  /** The chosen model; defaults to DEFAULT_AI_MODEL. `null` means none chosen (no validation). */
  modelId?: string | null;
  /** Set when the editor writes an objection (refute) or a supporting argument (support). */
  linkingMode?: LinkingMode | null;
  /** The save button's label; defaults to 'Save Reconstruction'. */
  saveLabel?: string;
  /** The saved argument's id, for the assessment's dialectical context. */
  argumentId?: number | null;
}

/** Context of {@link reconstructionEditorMachine}. */
export interface ReconstructionEditorContext {
  title: string;
  description: string;
  /** True once the user edited the title: a reconstruction's proposed title no longer replaces it. */
  titleWritten: boolean;
  /** True once the user edited the description: a reconstruction no longer replaces it. */
  descriptionWritten: boolean;
  /** True once the user chose the type (SET_TYPE): a reconstruction no longer replaces it. */
  typeWritten: boolean;
  type: ArgumentKind;
  premises: EditorPremise[];
  conclusion: EditorConclusion;
  /** Numbers new premise ids (`premise-{n}`). */
  nextPremiseNumber: number;
  sourceText: string;
  instructions: string;
  modelId: string | null;
  linkingMode: LinkingMode | null;
  saveLabel: string;
  argumentId: number | null;
  /** The text edit in progress, or null. */
  edit: TextEdit | null;
  /** True once content was edited since the argument was loaded (or last saved). */
  contentChanged: boolean;
  /**
   * Why the last reconstruction failed, or 'No argument could be extracted.' when it found
   * nothing while the editor held an argument (kept as it was); null otherwise.
   */
  reconstructionError: string | null;
  /** The text of the 'Content Validation Error' box, or null. */
  validationError: string | null;
  /** The text of the "continue saving anyway?" confirmation while it is open, or null. */
  confirmation: string | null;
  /** Why the last save failed, or null. */
  saveError: string | null;
  /** The last reconstruction's logic system, or null when it gave none. */
  logicSystem: LogicSystem | null;
  /** What the last reconstruction's symbols stand for (`p` → 'it rains'); `{}` when unknown. */
  atoms: Record<string, string>;
  /** How many answers the AI needed for the last reconstruction; null when it did not say. */
  attempts: number | null;
  /**
   * The engine's logic receipt of the claims as they stand (`checkReconstruction`), recomputed
   * whenever a claim, a formula, the order or the argument type changes (not while a text is
   * being typed: the open edit's draft counts once it is saved); null when no claim has a
   * formula, or when the formulas are too large to check in the page (`receiptTooLarge`).
   */
  receipt: ReconstructionReceipt | null;
  /**
   * True when the formulas are past the editor's budget (the engine's `RECEIPT_BUDGET`: symbols, and
   * nodes with quantifiers grounded): no receipt is computed, so a pasted giant formula cannot
   * hold the page.
   */
  receiptTooLarge: boolean;
}

/** Events of {@link reconstructionEditorMachine}. */
export type ReconstructionEditorEvent =
  /** 'Create New Argument' in the empty state. */
  | { type: 'CREATE_NEW' }
  /** 'Retry Reconstruction'. */
  | { type: 'RETRY_RECONSTRUCTION' }
  | { type: 'SET_INSTRUCTIONS'; text: string }
  /** The Title field (while editing): the user's title wins over a reconstruction's. */
  | { type: 'SET_TITLE'; text: string }
  /** The Description field (while editing): the user's description wins over a reconstruction's. */
  | { type: 'SET_DESCRIPTION'; text: string }
  /**
   * The argument type choice (while editing): deductive arguments are checked for validity. The
   * user's type wins over a reconstruction's.
   */
  | { type: 'SET_TYPE'; argumentType: ArgumentKind }
  | { type: 'SELECT_MODEL'; modelId: string | null }
  /** Click on a premise or the conclusion to edit it (refused when locked). */
  | { type: 'START_EDIT'; target: EditTarget }
  /** Typing (Shift+Enter's newline included) in the open edit. */
  | { type: 'CHANGE_DRAFT'; text: string }
  /** Enter: saves the draft and closes the edit. */
  | { type: 'COMMIT_EDIT' }
  /** Escape: closes the edit without saving. */
  | { type: 'CANCEL_EDIT' }
  /** The field lost focus: saves if the text changed, and closes the edit. */
  | { type: 'BLUR' }
  | { type: 'ADD_PREMISE' }
  | { type: 'DELETE_PREMISE'; id: string }
  /** Drag and drop: moves the premise at `from` to index `to` (refused for a locked premise). */
  | { type: 'MOVE_PREMISE'; from: number; to: number }
  | { type: 'TOGGLE_PREMISE_LOCK'; id: string }
  /** Locks, or unlocks (refused while a linking mode is active), the conclusion. */
  | { type: 'TOGGLE_CONCLUSION_LOCK' }
  /** Recognised speech for a field (refused for a locked premise or conclusion). */
  | { type: 'APPEND_VOICE_TEXT'; target: VoiceTarget; text: string }
  /** A conclusion wording toggle: notTheCase and doNotAccept in refute mode, shouldNotReject in support mode. */
  | { type: 'TOGGLE_CONCLUSION_WORDING'; wording: ConclusionWording }
  /** Support mode: removes 'We should not reject that '. */
  | { type: 'SET_AFFIRMATION' }
  /** 'Assess Argument'. */
  | { type: 'ASSESS' }
  /** The save button. */
  | { type: 'SAVE' }
  /** Continue saving despite the validation issues. */
  | { type: 'CONFIRM_SAVE' }
  /** Do not save after seeing the validation issues. */
  | { type: 'CANCEL_SAVE' }
  /** Hides the 'Content Validation Error' box and the save or reconstruction error. */
  | { type: 'DISMISS_ERROR' }
  /** A claim's "Logic" field: its new formula (`''` for none); refused for a locked claim. */
  | { type: 'SET_FORMULA'; target: EditTarget; formula: string }
  /**
   * "Add missing premise": appends the receipt's missing premise of that kind as a premise (its
   * sentence as text, its formula, implicit, no spans); refused when the receipt has none.
   */
  | { type: 'ADD_MISSING_PREMISE'; kind: MissingPremiseKind };
