import type { ArgumentKind, EditorArgument } from '../assessment/assessment.types';
import type { ConclusionWording } from './conclusionWording';

/** A premise in the editor (spec §3 "Premise": in the reconstruction editor also feedback and locked). */
export interface EditorPremise {
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

/** The conclusion in the editor (spec §3 "Conclusion": in the editor also feedback and locked). */
export interface EditorConclusion {
  id: string;
  content: string;
  feedback: string | null;
  locked: boolean;
  /** True once the user wrote the conclusion: Retry Reconstruction keeps it, as if locked. */
  userWritten?: boolean;
}

/**
 * An argument as the reconstruction gives it to the editor: an {@link EditorArgument} whose
 * premises and conclusion may carry ids, feedback and locks.
 */
export interface ReconstructedArgument {
  title: string;
  description: string;
  /** Defaults to INDUCTIVE. */
  type?: ArgumentKind;
  premises: { id?: string; content: string; feedback?: string | null; locked?: boolean }[];
  conclusion: { id?: string; content: string; feedback?: string | null; locked?: boolean };
}

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

/** Output of the `reconstruct` actor: the extracted argument, or null when none was found. */
export type ReconstructOutput = ReconstructedArgument | null;

/** Input of the `validateContent` actor: the body of POST /api/validation/content. */
export interface ValidateContentInput {
  argument: EditorArgument;
  modelId: string;
}

/** Output of the `validateContent` actor: the answer of POST /api/validation/content. */
export interface ValidateContentOutput {
  validation: ContentValidationResult;
}

/** Input of the `save` actor: the argument to save (blank premises left out, texts trimmed). */
export interface SaveReconstructionInput {
  argument: EditorArgument;
}

/** Input of {@link reconstructionEditorMachine}. */
export interface ReconstructionEditorInput {
  /** An argument already extracted: the editor starts in `editing` with it. */
  argument?: ReconstructedArgument | null;
  /** Text to extract an argument from: without `argument`, the editor starts in `loading`. */
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
  | { type: 'DISMISS_ERROR' };
