import * as z from 'zod';
import { LogicSystem } from './common';
import { boundedList, boundedText, LIMITS } from './limits';

/** A claim to regiment; an empty id marks the part a single retry skips. */
const RegimentClaim = z.strictObject({
  id: boundedText(LIMITS.idChars),
  content: boundedText(LIMITS.claimChars),
});

/** POST /api/counterexample/regiment. */
export const RegimentRequest = z.strictObject({
  premises: boundedList(RegimentClaim, LIMITS.premisesPerArgument, 'premises'),
  conclusion: RegimentClaim,
  logicSystem: LogicSystem,
  notationStyle: z.literal('symbolic').default('symbolic'),
});

/** A regimented claim. */
export const RegimentedClaim = z.object({ id: z.string(), regimentedContent: z.string() });

/** Its answer. */
export const RegimentResponse = z.object({
  regimentedPremises: z.array(RegimentedClaim),
  regimentedConclusion: RegimentedClaim,
});

/** POST /api/counterexample/truth-table: regimented premises, then the conclusion. */
export const CounterexampleTruthTableRequest = z.strictObject({
  formulas: boundedList(
    boundedText(LIMITS.claimChars).trim().min(1, 'formulas must not be empty'),
    LIMITS.formulas,
    'formulas',
  ).min(1, 'at least one formula is required'),
});

/** Its answer: every assignment of the variables and each formula's value under it. */
export const CounterexampleTruthTableResponse = z.object({
  variables: z.array(z.string()),
  rows: z.array(
    z.object({ assignments: z.record(z.string(), z.boolean()), evaluations: z.array(z.boolean()) }),
  ),
});
