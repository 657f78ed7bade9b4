import * as z from 'zod';
import { DialecticalRelationship } from './arguments';
import { ArgumentType, RecordId } from './common';
import { boundedList, boundedText, LIMITS } from './limits';

/** GET /api/dialectical/source/{argumentId}. */
export const DialecticalSourceResponse = z.object({
  dialecticalRelationships: z.array(DialecticalRelationship),
});

/** A dialectic: the arguments in it and how they are linked. */
export const Dialectic = z.object({
  argumentIds: z.array(RecordId),
  relationships: z.array(DialecticalRelationship),
});

/** GET /api/dialectics. */
export const DialecticsResponse = z.object({ dialectics: z.array(Dialectic) });

/** How a linked argument's conclusion relates to the premise it targets. */
export const ConclusionType = z.enum([
  'NEGATION',
  'MEANINGFULNESS',
  'AFFIRMATION',
  'ACCEPTABILITY',
]);

/** POST /api/arguments/link: an objection (refute) or supporting argument (support). */
export const LinkArgumentRequest = z.strictObject({
  title: boundedText(LIMITS.titleChars).trim().min(1, 'Title is required'),
  description: boundedText(LIMITS.longTextChars).default(''),
  type: ArgumentType.default('INDUCTIVE'),
  premises: boundedList(
    z.strictObject({ content: boundedText(LIMITS.claimChars) }),
    LIMITS.premisesPerArgument,
    'premises',
  ).refine((premises) => premises.some((premise) => premise.content.trim() !== ''), {
    message: 'Please add at least one premise with content',
  }),
  conclusion: z.strictObject({
    content: boundedText(LIMITS.claimChars).trim().min(1, 'Conclusion content is required'),
  }),
  linkType: z.enum(['refute', 'support']),
  originalArgumentId: RecordId,
  originalPremiseId: boundedText(LIMITS.idChars).min(
    1,
    'Missing original argument or premise information',
  ),
  conclusionType: ConclusionType,
});

/** Its answer. */
export const LinkArgumentResponse = z.object({ argumentId: RecordId });
