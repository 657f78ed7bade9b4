import { z } from 'zod';
import { ArgumentType, ClaimId, EvaluationMode, Probability, RecordId, Visibility } from './common';

/** A dialectical link: the source argument objects to or supports the target. */
export const DialecticalRelationship = z.object({
  sourceArgumentId: RecordId,
  targetArgumentId: RecordId,
});

/** A premise as the evaluator shows it. */
export const Premise = z.object({
  id: ClaimId,
  content: z.string(),
  type: z.literal('PREMISE'),
  negationContent: z.string().nullable().optional(),
  objectionStatus: z
    .object({ dialecticalRelationships: z.array(DialecticalRelationship) })
    .optional(),
});

/** The conclusion. */
export const Conclusion = z.object({
  id: ClaimId,
  content: z.string(),
  negationContent: z.string().nullable().optional(),
});

/** An argument's summary fields. */
export const ArgumentSummary = z.object({
  id: RecordId,
  title: z.string(),
  summarizedDescription: z.string(),
  argumentType: ArgumentType,
  argumentFormId: z.number().int().nullable(),
  logicSystemId: z.number().int().nullable(),
  totalInferenceEval: Probability.nullable(),
  totalEvidenceEval: Probability.nullable(),
  visibility: Visibility,
  provedDeductiveUsingSystem: z.string(),
});

/** The signed-in user's saved evaluation of an argument. */
export const UserArgumentEvaluation = z.object({
  evaluationMode: EvaluationMode,
  inferenceStrength: Probability,
  fallbackSupport: Probability,
  evaluationSettings: z.record(z.string(), z.unknown()),
  premises: z.array(z.object({ id: ClaimId, probability: Probability })),
  conclusion: z.object({ id: ClaimId, probability: Probability }).nullable(),
});

/** An argument with its claims, and the reader's own evaluation if they saved one. */
export const ArgumentDetail = ArgumentSummary.extend({
  premises: z.array(Premise),
  conclusion: Conclusion,
  ownerId: RecordId,
  creator: z.object({ name: z.string() }),
  evaluation: UserArgumentEvaluation.nullable(),
  dependencies: z.record(z.string(), z.array(ClaimId)),
  premiseConditionals: z.record(z.string(), Probability),
});

const NonEmptyText = (field: string) => z.string().trim().min(1, `${field} is required`);

/** POST /api/arguments: a new argument from text. */
export const CreateArgumentRequest = z.object({
  title: NonEmptyText('Title'),
  summarizedDescription: z.string().default(''),
  argumentType: ArgumentType.default('INDUCTIVE'),
  visibility: Visibility.default('PRIVATE'),
  premises: z
    .array(z.object({ content: NonEmptyText('Premise content') }))
    .min(1, 'Please add at least one premise'),
  conclusion: z.object({ content: NonEmptyText('Conclusion content') }),
});

/** Answer with one argument. */
export const ArgumentResponse = z.object({ argument: ArgumentDetail });

/** GET /api/arguments?ids=1,2,3. */
export const ArgumentsByIdsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of argument ids')
    .transform((ids) => ids.split(',').map(Number)),
});

/** Answer with several argument summaries. */
export const ArgumentsResponse = z.object({ arguments: z.array(ArgumentSummary) });
