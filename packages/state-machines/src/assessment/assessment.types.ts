/** The kind of an argument (spec §3). */
export type ArgumentKind = 'DEDUCTIVE' | 'INDUCTIVE';

/**
 * An argument as the editor and the AI see it (spec §3 "Editor argument"; shaped like
 * `@credence/api`'s `EditorArgument`).
 */
export interface EditorArgument {
  title: string;
  description: string;
  type: ArgumentKind;
  premises: { content: string }[];
  conclusion: { content: string };
}

/** One assessment section: a score out of 10, an analysis and optional suggestions. */
export interface AssessmentSection {
  score: number;
  analysis: string;
  suggestions?: string[];
}

/** The six-tab argument assessment (spec §3 "Assessment"; `@credence/api`'s `Assessment`). */
export interface Assessment {
  clarity: AssessmentSection;
  logic: AssessmentSection & { deductivePotential: string };
  strategy: AssessmentSection & { strategicApproach: string };
  weaknesses: AssessmentSection & { vulnerabilities: string[] };
  counters: AssessmentSection & { anticipatedCounters: string[] };
  overall: AssessmentSection & { summary: string; recommendations: string[] };
}

/** A tab of the Argument Assessment modal; each is the key of its section. */
export type AssessmentTab = keyof Assessment;

/** Whether the argument is assessed within its dialectic or on its own. */
export type AssessmentMode = 'dialectical' | 'single';

/**
 * The dialectical context sent with an assessment: the dialectic the argument belongs to and its
 * arguments, as the app assembles it (from GET /api/dialectics and GET /api/arguments). The
 * machine passes it through unread.
 */
export type DialecticalContext = Readonly<Record<string, unknown>>;

/** Input of the `loadDialecticalContext` actor. */
export interface LoadDialecticalContextInput {
  /** The saved argument's id, or null when it has none yet. */
  argumentId: number | null;
  argument: EditorArgument;
}

/** Output of `loadDialecticalContext`: the context, or null when the argument is in no dialectic. */
export type LoadDialecticalContextOutput = DialecticalContext | null;

/** Input of the `assess` actor: the body of POST /api/argument-assessment. */
export interface AssessArgumentInput {
  argument: EditorArgument;
  dialecticalContext?: DialecticalContext;
  mode: AssessmentMode;
}

/**
 * Who wrote an assessment (`@credence/api`'s `AiAnswerSource`): the host's offline rules
 * (`rule-based`: no AI endpoint is configured) or a model on its endpoint (`model`, its id).
 */
export interface AssessmentSource {
  kind: 'rule-based' | 'model';
  model?: string;
}

/** Output of the `assess` actor: the answer of POST /api/argument-assessment. */
export interface AssessArgumentOutput {
  assessment: Assessment;
  /** Absent when the server does not say (then the modal names no author). */
  source?: AssessmentSource;
}

/** Context of {@link assessmentMachine}. */
export interface AssessmentContext {
  /** The argument being assessed (from the last OPEN). */
  argument: EditorArgument | null;
  argumentId: number | null;
  /** The loaded dialectical context; null when none (or when loading it failed). */
  dialecticalContext: DialecticalContext | null;
  /** 'dialectical' when a context was loaded, else 'single'. */
  mode: AssessmentMode;
  assessment: Assessment | null;
  /** Who wrote the shown assessment; null when the server did not say or none is shown. */
  source: AssessmentSource | null;
  /** The failure text shown under 'Assessment Failed', or null. */
  error: string | null;
  /** The selected tab; each OPEN selects the first, 'clarity'. */
  tab: AssessmentTab;
}

/** Events of {@link assessmentMachine}. */
export type AssessmentEvent =
  /** Opens the modal and assesses this argument. */
  | { type: 'OPEN'; argument: EditorArgument; argumentId?: number | null }
  /** The Close button (or the modal's dismissal). */
  | { type: 'CLOSE' }
  /** 'Try Again' after a failure. */
  | { type: 'RETRY' }
  | { type: 'SELECT_TAB'; tab: AssessmentTab };
