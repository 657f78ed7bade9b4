import * as z from 'zod';
import { atMostChars, boundedList, boundedRecord, boundedText, LIMITS } from './limits';

/** A probability: a finite number from 0 to 1. */
export const Probability = z
  .number()
  .finite()
  .min(0, 'must be at least 0')
  .max(1, 'must be at most 1');

/**
 * A record id as the host stores it: a positive integer, sent as a number in bodies or as plain
 * decimal digits in paths and queries. Other spellings JavaScript's `Number` would read —
 * `0x10`, `1e3`, `010`, ` 5`, `5.0` — are refused, so one record has exactly one address.
 */
export const RecordId = z.preprocess((value, context) => {
  if (typeof value !== 'string') return value;
  if (/^[1-9][0-9]{0,15}$/.test(value)) return Number(value);
  context.addIssue({ code: 'custom', message: 'must be a whole number in decimal digits' });
  return z.NEVER;
}, z.number().int().positive());

/** A claim (premise or conclusion) id; `~id` marks its negation. Answers: any length. */
export const ClaimId = z.string().min(1, 'must not be empty');

/**
 * A claim id in a request: non-empty, at most `LIMITS.idChars` characters, not counting a
 * leading `~` (a negated claim).
 */
export const RequestClaimId = z
  .string()
  .min(1, 'must not be empty')
  .refine((id) => id.replace(/^~/, '').length <= LIMITS.idChars, atMostChars(LIMITS.idChars));

/** A model id in a request: non-empty, at most `LIMITS.idChars` characters. */
export const RequestModelId = (field = 'modelId') =>
  z.string().min(1, `${field} is required`).max(LIMITS.idChars, atMostChars(LIMITS.idChars));

/** Argument types. */
export const ArgumentType = z.enum(['DEDUCTIVE', 'INDUCTIVE']);

/** Who can see an argument. */
export const Visibility = z.enum(['PUBLIC', 'FRIENDS_ONLY', 'PRIVATE']);

/** Evaluation modes as stored (lowercase). `direct` is an alias that behaves as fallback. */
export const EvaluationMode = z.enum([
  'direct',
  'fallback',
  'bayesian',
  'truth_table',
  'demonstration',
]);

/** Constraint resolution mode (a user setting). */
export const ConstraintResolutionMode = z.enum(['coherentist', 'foundationalist']);

/** Logic systems for counterexamples and proofs. */
export const LogicSystem = z.enum(['propositional', 'predicate']);

/** Premise id → claim ids it depends on (`~id` for a negated parent). */
export const DependencyMap = z.record(z.string(), z.array(ClaimId));

/** `'target|source'` or `'target|~source'` → probability. */
export const ConditionalMap = z.record(z.string(), Probability);

/** A dependency map in a request: at most `LIMITS.mapEntries` premises, each with at most `LIMITS.listItems` parents. */
export const RequestDependencyMap = boundedRecord(
  boundedList(RequestClaimId, LIMITS.listItems, 'parents'),
  LIMITS.mapEntries,
  LIMITS.idChars,
);

/** A conditional map in a request: at most `LIMITS.mapEntries` keys of at most `LIMITS.expressionChars`. */
export const RequestConditionalMap = boundedRecord(Probability);

/** Row key (`'110'`) → P(C | row). */
export const RowValues = z.record(
  z.string().regex(/^[01]*$/, 'row keys are strings of 0 and 1'),
  Probability,
);

/** A claim's id and text (a request part: strict and bounded). */
export const ClaimText = z.strictObject({
  id: RequestClaimId,
  content: boundedText(LIMITS.claimChars),
});

/** A claim and the user's credence in it. */
export const ClaimProbability = z.object({ id: ClaimId, probability: Probability });

/** A claim and the user's credence in it, in a request. */
export const RequestClaimProbability = z.strictObject({
  id: RequestClaimId,
  probability: Probability,
});

/** The body of every error answer: a readable message. */
export const ErrorBody = z.object({ error: z.string() });

/** `{ success: true }` for calls whose answer carries nothing else. */
export const SuccessBody = z.object({ success: z.literal(true) });
