import * as z from 'zod';
import { ArgumentType, ClaimId, EvaluationMode, Probability, RecordId, Visibility } from './common';
import { EvaluationLocks } from './evaluation';
import { boundedList, boundedText, LIMITS } from './limits';
import { ClaimLogic, RequestClaimLogic } from './reconstruction';

/** A dialectical link: the source argument objects to or supports the target. */
export const DialecticalRelationship = z.object({
  sourceArgumentId: RecordId,
  targetArgumentId: RecordId,
  /**
   * 'refute' (an objection) or 'support' (a supporting argument, whose conclusion is the premise:
   * the premise is then a sub-conclusion). Absent from older answers.
   */
  linkType: z.enum(['refute', 'support']).optional(),
});

/** A premise as the evaluator shows it. */
export const Premise = z.object({
  id: ClaimId,
  content: z.string(),
  type: z.literal('PREMISE'),
  negationContent: z.string().nullable().optional(),
  ...ClaimLogic,
  objectionStatus: z
    .object({ dialecticalRelationships: z.array(DialecticalRelationship) })
    .optional(),
});

/** The conclusion. */
export const Conclusion = z.object({
  id: ClaimId,
  content: z.string(),
  negationContent: z.string().nullable().optional(),
  ...ClaimLogic,
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
  /** The saved locks; absent when none were ever saved (then nothing is locked). */
  locks: EvaluationLocks.optional(),
});

/** An argument with its claims, and the reader's own evaluation if they saved one. */
export const ArgumentDetail = ArgumentSummary.extend({
  premises: z.array(Premise),
  conclusion: Conclusion,
  ownerId: RecordId,
  creator: z.object({ name: z.string() }),
  evaluation: UserArgumentEvaluation.nullable(),
  /**
   * Premise id → the claims it depends on: the viewer's own if they saved some, otherwise the
   * argument's structure as its owner set it.
   */
  dependencies: z.record(z.string(), z.array(ClaimId)),
  /**
   * `target|parent` → P(target | parent): the viewer's own; a viewer who saved none gets each
   * dependency at the new-dependency default, never the owner's values.
   */
  premiseConditionals: z.record(z.string(), Probability),
  /** The text the argument was reconstructed from, which its claims' `sourceSpans` index into. */
  sourceText: z.string().nullable().optional(),
});

/** A required text of at most `limit` characters (counted before trimming). */
const NonEmptyText = (field: string, limit: number) =>
  boundedText(limit).trim().min(1, `${field} is required`);

/** A saved claim's content and logic (`formula`, `sourceSpans` into the `sourceText`, `implicit`). */
const RequestConclusion = z.strictObject({
  content: NonEmptyText('Conclusion content', LIMITS.claimChars),
  ...RequestClaimLogic,
});

/** The text a saved argument was reconstructed from (its claims' spans index into it). */
const RequestSourceText = boundedText(LIMITS.longTextChars).optional();

type ClaimsWithSpans = {
  sourceText?: string | undefined;
  premises: { sourceSpans?: [number, number][] | undefined }[];
  conclusion: { sourceSpans?: [number, number][] | undefined };
};

/** Every source span lies inside the `sourceText` (a span without a text is refused too). */
function spansInsideSourceText(request: ClaimsWithSpans, context: z.RefinementCtx): void {
  const length = request.sourceText?.length;
  const check = (spans: [number, number][] | undefined, path: (string | number)[]) => {
    spans?.forEach(([, end], index) => {
      if (length === undefined || end > length) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'sourceSpans', index],
          message:
            length === undefined
              ? 'source spans need the sourceText they point into'
              : `a source span must end within the sourceText (${length} characters)`,
        });
      }
    });
  };
  request.premises.forEach((premise, index) => {
    check(premise.sourceSpans, ['premises', index]);
  });
  check(request.conclusion.sourceSpans, ['conclusion']);
}

/** The title, description, type and visibility an argument is created or replaced with. */
const ArgumentHeaderFields = {
  title: NonEmptyText('Title', LIMITS.titleChars),
  summarizedDescription: boundedText(LIMITS.longTextChars).default(''),
  argumentType: ArgumentType.default('INDUCTIVE'),
  visibility: Visibility.default('PRIVATE'),
};

/** POST /api/arguments: a new argument from text. */
export const CreateArgumentRequest = z
  .strictObject({
    ...ArgumentHeaderFields,
    premises: boundedList(
      z.strictObject({
        content: NonEmptyText('Premise content', LIMITS.claimChars),
        ...RequestClaimLogic,
      }),
      LIMITS.premisesPerArgument,
      'premises',
    ).min(1, 'Please add at least one premise'),
    conclusion: RequestConclusion,
    sourceText: RequestSourceText,
  })
  .superRefine(spansInsideSourceText);

/** Answer with one argument. */
export const ArgumentResponse = z.object({ argument: ArgumentDetail });

/** GET /api/arguments?ids=1,2,3 (at most `LIMITS.listItems` ids). */
export const ArgumentsByIdsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of argument ids')
    .refine((ids) => ids.split(',').length <= LIMITS.listItems, `at most ${LIMITS.listItems} ids`)
    .transform((ids) => ids.split(',').map(Number)),
});

/** Answer with several argument summaries. */
export const ArgumentsResponse = z.object({ arguments: z.array(ArgumentSummary) });

/**
 * PUT /api/arguments/:id: the owner's new content. A premise with an `id` keeps that premise of
 * this argument (its claim id, and with it the credences, dependencies and links naming it); a
 * premise without one is created. An id that is not a premise of this argument is a 400, and so
 * is an id given twice.
 */
export const UpdateArgumentRequest = z
  .strictObject({
    ...ArgumentHeaderFields,
    premises: boundedList(
      z.strictObject({
        id: boundedText(LIMITS.idChars).min(1, 'must not be empty').optional(),
        content: NonEmptyText('Premise content', LIMITS.claimChars),
        ...RequestClaimLogic,
      }),
      LIMITS.premisesPerArgument,
      'premises',
    ).min(1, 'Please add at least one premise'),
    conclusion: RequestConclusion,
    /**
     * The text the claims' spans index into. Absent: the saved text is kept (and spans are
     * checked against nothing, so none may be sent); `''` clears it.
     */
    sourceText: RequestSourceText,
  })
  .superRefine(spansInsideSourceText)
  .superRefine((request, context) => {
    const seen = new Set<string>();
    request.premises.forEach((premise, index) => {
      if (premise.id === undefined) return;
      if (seen.has(premise.id)) {
        context.addIssue({
          code: 'custom',
          path: ['premises', index, 'id'],
          message: `premise id "${premise.id}" is given twice`,
        });
      }
      seen.add(premise.id);
    });
  });
