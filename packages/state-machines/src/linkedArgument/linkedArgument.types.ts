/** Whether the linked argument objects to the premise (`refute`) or supports it (`support`). */
export type LinkedArgumentMode = 'refute' | 'support';

/** How the linked argument's conclusion relates to the premise it targets. */
export type LinkedConclusionType = 'NEGATION' | 'MEANINGFULNESS' | 'AFFIRMATION' | 'ACCEPTABILITY';

/** What the Save status shows: idle → saving → success (2 s) or error (3 s) → idle. */
export type LinkedArgumentSaveStatus = 'idle' | 'saving' | 'success' | 'error';

/** The premise of the original argument that the linked argument targets. */
export interface LinkedArgumentTarget {
  /** Claim id of the premise (sent as `originalPremiseId`). */
  id: string;
  /** Its text: the title and the default conclusion are made from it. */
  content: string;
  /** Its own wording of its negation, if it has one (used for the refute conclusion). */
  negationContent?: string | null;
}

/** One premise of the linked argument being written. */
export interface LinkedArgumentPremise {
  content: string;
}

/**
 * The linked argument being written: created by "write it myself" (`START_MANUAL`) or by the AI
 * (`GENERATE`). The conclusion is not part of it: it is locked (see `context.conclusion`).
 */
export interface LinkedArgumentDraft {
  /** Title of the editor argument ('New Argument' or the AI's); the saved title is the prefixed one. */
  title: string;
  /** Description sent with the save. */
  description: string;
  /** The premise list the user edits. */
  premises: LinkedArgumentPremise[];
}

/** A toast the modal shows. `id` grows with every toast so that a repeated text is shown again. */
export interface LinkedArgumentToast {
  id: number;
  kind: 'success' | 'error' | 'info';
  text: string;
}

/** Input of {@link linkedArgumentMachine}. */
export interface LinkedArgumentInput {
  /** Objection (`refute`) or supporting argument (`support`). */
  mode: LinkedArgumentMode;
  /** The argument the targeted premise belongs to; `null` or 0 when unknown (save is refused). */
  originalArgumentId: number | null;
  /** The targeted premise; `null` when unknown (save is refused). */
  premise: LinkedArgumentTarget | null;
  /** The locked conclusion; default: the premise's negation (refute) or the premise (support). */
  conclusion?: string;
  /** Initial conclusion type; default NEGATION (refute) or AFFIRMATION (support). */
  conclusionType?: LinkedConclusionType;
  /** AI model for generation; default `DEFAULT_AI_MODEL` (gpt-4o-mini). */
  modelId?: string;
}

/** Context of {@link linkedArgumentMachine}. */
export interface LinkedArgumentContext {
  mode: LinkedArgumentMode;
  originalArgumentId: number | null;
  premise: LinkedArgumentTarget | null;
  /** The locked conclusion text. */
  conclusion: string;
  conclusionType: LinkedConclusionType;
  /** `null` until the user starts writing or the AI produced premises. */
  draft: LinkedArgumentDraft | null;
  /**
   * Counts the drafts begun (`START_MANUAL`, each usable AI generation); edits keep it. A premise
   * editor keyed on it starts afresh when the AI replaces the draft.
   */
  draftRevision: number;
  /** Instructions for the AI (`userInstructions`). */
  instructions: string;
  /** AI model used by `GENERATE`. */
  modelId: string;
  /** The last save failure (validation or server), shown with the error status for 3 s. */
  saveError: string | null;
  /** Id of the saved linked argument; once set, `SAVE` is refused (no duplicates). */
  savedArgumentId: number | null;
  /** Latest toast (successes, generation failures, save failures). */
  toast: LinkedArgumentToast | null;
}

/** Events of {@link linkedArgumentMachine}. */
export type LinkedArgumentEvent =
  | { type: 'START_MANUAL' }
  | { type: 'ADD_PREMISE' }
  | { type: 'UPDATE_PREMISE'; index: number; content: string }
  | { type: 'REMOVE_PREMISE'; index: number }
  | { type: 'MOVE_PREMISE'; from: number; to: number }
  /**
   * The whole draft from a premise editor (the reconstruction editor): the premises' texts in
   * order, and the conclusion, whose wording may change ('It is not the case that …') but
   * whose text stays locked (a different plain text is refused).
   */
  | { type: 'SET_DRAFT_CLAIMS'; premises: string[]; conclusion: string }
  | { type: 'SET_CONCLUSION_TYPE'; conclusionType: LinkedConclusionType }
  | { type: 'SET_INSTRUCTIONS'; instructions: string }
  | { type: 'SET_MODEL'; modelId: string }
  | { type: 'GENERATE' }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

/** Input of the `generateLinkedArgument` actor (POST /api/arguments/generate-linked). */
export interface GenerateLinkedArgumentInput {
  mode: LinkedArgumentMode;
  /** The locked conclusion the premises must support. */
  conclusion: string;
  userInstructions: string;
  model: string;
}

/** An argument as the editor and the AI see it. */
export interface GeneratedLinkedArgument {
  title: string;
  description: string;
  type?: 'DEDUCTIVE' | 'INDUCTIVE';
  premises: LinkedArgumentPremise[];
  conclusion: { content: string };
}

/**
 * Output of the `generateLinkedArgument` actor: the call's answer. Anything but
 * `success: true` with an argument and a premise list is 'Invalid response from AI service'.
 * A failed call rejects; a rejection whose `body.error` is a string shows that text.
 */
export interface GenerateLinkedArgumentOutput {
  success: boolean;
  argument?: GeneratedLinkedArgument;
  error?: string;
}

/** Input of the `saveLinkedArgument` actor (POST /api/arguments/link). */
export interface SaveLinkedArgumentInput {
  /** 'Objection: ' or 'Motivating: ' plus the first 50 characters of the premise. */
  title: string;
  description: string;
  type: 'INDUCTIVE';
  /** Only premises with content, trimmed. */
  premises: LinkedArgumentPremise[];
  conclusion: { content: string };
  linkType: LinkedArgumentMode;
  originalArgumentId: number;
  originalPremiseId: string;
  conclusionType: LinkedConclusionType;
}

/**
 * Output of the `saveLinkedArgument` actor: the new argument's id, or an `error` text. A failed
 * call rejects; a rejection whose `body.error` is a string shows that text.
 */
export interface SaveLinkedArgumentOutput {
  argumentId?: number;
  error?: string;
}

/**
 * Output of {@link linkedArgumentMachine} when it is closed (`CLOSE`): what the parent (the
 * evaluator) needs. `message` is 'Linked argument saved successfully!' when something was saved.
 */
export interface LinkedArgumentOutput {
  savedArgumentId: number | null;
  linkType: LinkedArgumentMode;
  message: string | null;
}
