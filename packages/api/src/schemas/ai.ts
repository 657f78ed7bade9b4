import * as z from 'zod';
import {
  ArgumentType,
  ClaimId,
  ClaimText,
  Probability,
  RequestDependencyMap,
  RequestModelId,
  RowValues,
} from './common';
import { RequestConditionalPattern } from './conditionals';
import { boundedList, boundedText, FreeForm, LIMITS } from './limits';
import { ClaimLogic, ReconstructionLogic, RequestClaimLogic } from './reconstruction';

/** An AI model the user can pick. */
export const Model = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  contextWindow: z.number().int().positive(),
  /** Cost per 1k tokens, in US dollars. */
  cost: z.number().nonnegative(),
  supportsStreaming: z.boolean(),
  isReasoningModel: z.boolean(),
  /**
   * True for the host's offline, rule-based provider (no AI endpoint configured): no model, no
   * context window or price to show. Absent for a real model.
   */
  ruleBased: z.boolean().optional(),
});

/** GET /api/models[?all=true]. */
export const ModelsQuery = z.object({ all: z.enum(['true', 'false']).optional() });

/** Its answer. */
export const ModelsResponse = z.object({ models: z.array(Model) });

/** The Bayesian sliders an AI estimate returns. */
export const BayesianEstimate = z.object({
  conditionalProbabilities: z.record(z.string(), Probability),
  reverseConditionalProbabilities: z.record(z.string(), Probability),
});

/**
 * POST /api/ai/estimate-settings. At most `LIMITS.premisesPerArgument` premises, and at most
 * `LIMITS.evaluatedPremises` for a truth table (the engine's largest table).
 */
export const EstimateSettingsRequest = z
  .strictObject({
    currentTabId: z.enum(['BAYESIAN', 'TRUTH_TABLE']),
    premises: boundedList(ClaimText, LIMITS.premisesPerArgument, 'premises').min(
      1,
      'AI assessment needs at least one premise',
    ),
    conclusion: ClaimText,
    modelId: RequestModelId(),
    userEvaluations: boundedList(FreeForm(3), LIMITS.listItems, 'user evaluations').default([]),
  })
  .superRefine((request, context) => {
    if (
      request.currentTabId === 'TRUTH_TABLE' &&
      request.premises.length > LIMITS.evaluatedPremises
    ) {
      context.addIssue({
        code: 'custom',
        path: ['premises'],
        message: `at most ${LIMITS.evaluatedPremises} premises for a truth table`,
      });
    }
  });

/**
 * Its answer: the spec reads `settings.bayesianNetworkData` or `bayesianNetworkData`, and
 * `settings.truthTableData.rowValues` or `truthTableData.rowValues`; `error` on failure.
 */
export const EstimateSettingsResponse = z.object({
  settings: z
    .object({
      bayesianNetworkData: BayesianEstimate.optional(),
      truthTableData: z.object({ rowValues: RowValues }).optional(),
    })
    .optional(),
  bayesianNetworkData: BayesianEstimate.optional(),
  truthTableData: z.object({ rowValues: RowValues }).optional(),
  error: z.string().optional(),
});

/** An AI-suggested dependency between two premises. */
export const SuggestedDependency = z.object({
  targetId: ClaimId,
  sourceId: ClaimId,
  conditionalProbability: Probability,
  strength: z.enum(['weak', 'moderate', 'strong']),
  reasoning: z.string(),
});

/** POST /api/ai/estimate-dependencies. The client sends at most 10 user patterns. */
export const EstimateDependenciesRequest = z.strictObject({
  premises: boundedList(ClaimText, LIMITS.premisesPerArgument, 'premises').min(
    2,
    'Need at least 2 premises to assess dependencies',
  ),
  modelId: RequestModelId(),
  existingDependencies: RequestDependencyMap.default({}),
  userPatterns: boundedList(
    RequestConditionalPattern,
    LIMITS.userPatterns,
    'user patterns',
  ).default([]),
});

/** Its answer. */
export const EstimateDependenciesResponse = z.object({
  suggestedDependencies: z.array(SuggestedDependency),
  error: z.string().optional(),
});

/** An argument as the editor and the AI see it. */
export const EditorArgument = z.object({
  title: z.string(),
  description: z.string(),
  type: ArgumentType.default('INDUCTIVE'),
  premises: z.array(z.object({ content: z.string() })),
  conclusion: z.object({ content: z.string() }),
});

/** The editor argument sent to the AI calls: strict and within the limits. */
export const RequestEditorArgument = z.strictObject({
  title: boundedText(LIMITS.titleChars),
  description: boundedText(LIMITS.longTextChars),
  type: ArgumentType.default('INDUCTIVE'),
  premises: boundedList(
    z.strictObject({ content: boundedText(LIMITS.claimChars) }),
    LIMITS.premisesPerArgument,
    'premises',
  ),
  conclusion: z.strictObject({ content: boundedText(LIMITS.claimChars) }),
});

/** One assessment section: a score out of 10 and its analysis. */
const Section = z.object({
  score: z.number().min(0).max(10),
  analysis: z.string(),
  suggestions: z.array(z.string()).optional(),
});

/** The six-tab argument assessment. */
export const Assessment = z.object({
  clarity: Section,
  logic: Section.extend({ deductivePotential: z.string() }),
  strategy: Section.extend({ strategicApproach: z.string() }),
  weaknesses: Section.extend({ vulnerabilities: z.array(z.string()) }),
  counters: Section.extend({ anticipatedCounters: z.array(z.string()) }),
  overall: Section.extend({ summary: z.string(), recommendations: z.array(z.string()) }),
});

/** POST /api/argument-assessment. */
export const AssessArgumentRequest = z.strictObject({
  argument: RequestEditorArgument,
  dialecticalContext: FreeForm(2).optional(),
  mode: z.enum(['dialectical', 'single']).default('single'),
});

/**
 * Who wrote an AI answer: `rule-based` when the host's offline rules did (no AI endpoint is
 * configured), `model` when a model on the configured endpoint did (`model` is its id).
 */
export const AiAnswerSource = z.object({
  kind: z.enum(['rule-based', 'model']),
  model: z.string().optional(),
});

/** Its answer; `source` says whether a model or the offline rules wrote the assessment. */
export const AssessArgumentResponse = z.object({
  assessment: Assessment,
  source: AiAnswerSource.optional(),
});

/** One problem content validation found. */
export const ValidationIssue = z.object({
  field: z.string(),
  message: z.string(),
  severity: z.enum(['low', 'medium', 'high']),
  type: z.string(),
});

/** POST /api/validation/content. */
export const ValidateContentRequest = z.strictObject({
  argument: RequestEditorArgument,
  modelId: RequestModelId(),
});

/** Its answer. */
export const ValidateContentResponse = z.object({
  validation: z.object({ isValid: z.boolean(), issues: z.array(ValidationIssue) }),
});

/** POST /api/arguments/generate-linked. */
export const GenerateLinkedRequest = z.strictObject({
  mode: z.enum(['refute', 'support']),
  conclusion: boundedText(LIMITS.claimChars).trim().min(1, 'Conclusion content is required'),
  userInstructions: boundedText(LIMITS.longTextChars).default(''),
  model: RequestModelId('model'),
});

/** Its answer. */
export const GenerateLinkedResponse = z.object({
  success: z.literal(true),
  argument: EditorArgument,
});

/** A premise or the conclusion of the editor's argument, as `reconstructArgument` receives it. */
const RequestReconstructionClaim = z.strictObject({
  /** The editor's id (`premise-3`); kept on the locked claims of the answer. */
  id: boundedText(LIMITS.idChars).optional(),
  content: boundedText(LIMITS.claimChars),
  feedback: boundedText(LIMITS.longTextChars).nullable().optional(),
  /** A locked claim survives the reconstruction (same place, same text, same id). */
  locked: z.boolean().optional(),
  /** Its formula and source spans, kept with a locked claim. */
  ...RequestClaimLogic,
});

/**
 * The argument in the reconstruction editor (the state machine's `ReconstructedArgument`): the
 * editor argument whose premises and conclusion may carry ids, feedback and locks.
 */
export const RequestReconstructedArgument = z.strictObject({
  title: boundedText(LIMITS.titleChars),
  description: boundedText(LIMITS.longTextChars),
  type: ArgumentType.default('INDUCTIVE'),
  premises: boundedList(RequestReconstructionClaim, LIMITS.premisesPerArgument, 'premises'),
  conclusion: RequestReconstructionClaim,
});

/**
 * POST /api/arguments/reconstruct: an argument extracted from `text`, following `instructions`;
 * with `currentArgument`, its locked premises and conclusion are kept.
 */
export const ReconstructArgumentRequest = z.strictObject({
  text: boundedText(LIMITS.longTextChars),
  instructions: boundedText(LIMITS.longTextChars).default(''),
  modelId: RequestModelId(),
  currentArgument: RequestReconstructedArgument.nullable().default(null),
});

/**
 * A premise or conclusion of a reconstruction: locked ones carry their editor id and lock; each
 * carries its formula and where it stands in the submitted text (or `implicit`).
 */
const ReconstructedClaim = z.object({
  id: z.string().optional(),
  content: z.string(),
  locked: z.boolean().optional(),
  ...ClaimLogic,
});

/** The extracted argument: an {@link EditorArgument} whose kept (locked) claims carry ids. */
export const ReconstructedArgument = EditorArgument.extend({
  premises: z.array(ReconstructedClaim),
  conclusion: ReconstructedClaim,
});

/**
 * Its answer: `argument` is null when nothing could be extracted. `logic` comes with an argument
 * whose claims were formalised: the system, the symbols, the server's receipt and the attempts.
 */
export const ReconstructArgumentResponse = z.object({
  argument: ReconstructedArgument.nullable(),
  logic: ReconstructionLogic.optional(),
});
