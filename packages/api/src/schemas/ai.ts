import { z } from 'zod';
import { ArgumentType, ClaimId, ClaimText, Probability, RowValues } from './common';
import { ConditionalPattern } from './conditionals';

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

/** POST /api/ai/estimate-settings. */
export const EstimateSettingsRequest = z.object({
  currentTabId: z.enum(['BAYESIAN', 'TRUTH_TABLE']),
  premises: z.array(ClaimText).min(1, 'AI assessment needs at least one premise'),
  conclusion: ClaimText,
  modelId: z.string().min(1, 'modelId is required'),
  userEvaluations: z.array(z.unknown()).default([]),
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
export const EstimateDependenciesRequest = z.object({
  premises: z.array(ClaimText).min(2, 'Need at least 2 premises to assess dependencies'),
  modelId: z.string().min(1, 'modelId is required'),
  existingDependencies: z.record(z.string(), z.array(ClaimId)).default({}),
  userPatterns: z.array(ConditionalPattern).max(10, 'at most 10 user patterns').default([]),
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
export const AssessArgumentRequest = z.object({
  argument: EditorArgument,
  dialecticalContext: z.unknown().optional(),
  mode: z.enum(['dialectical', 'single']).default('single'),
});

/** Its answer. */
export const AssessArgumentResponse = z.object({ assessment: Assessment });

/** One problem content validation found. */
export const ValidationIssue = z.object({
  field: z.string(),
  message: z.string(),
  severity: z.enum(['low', 'medium', 'high']),
  type: z.string(),
});

/** POST /api/validation/content. */
export const ValidateContentRequest = z.object({
  argument: EditorArgument,
  modelId: z.string().min(1),
});

/** Its answer. */
export const ValidateContentResponse = z.object({
  validation: z.object({ isValid: z.boolean(), issues: z.array(ValidationIssue) }),
});

/** POST /api/arguments/generate-linked. */
export const GenerateLinkedRequest = z.object({
  mode: z.enum(['refute', 'support']),
  conclusion: z.string().trim().min(1, 'Conclusion content is required'),
  userInstructions: z.string().default(''),
  model: z.string().min(1, 'model is required'),
});

/** Its answer. */
export const GenerateLinkedResponse = z.object({
  success: z.literal(true),
  argument: EditorArgument,
});
