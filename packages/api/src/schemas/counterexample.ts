import { z } from 'zod';
import { LogicSystem } from './common';

/** A claim and its regimented (formal) form; an empty id marks the part a single retry skips. */
const RegimentClaim = z.object({ id: z.string(), content: z.string() });

/** POST /api/counterexample/regiment. */
export const RegimentRequest = z.object({
  premises: z.array(RegimentClaim),
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
export const CounterexampleTruthTableRequest = z.object({
  formulas: z
    .array(z.string().trim().min(1, 'formulas must not be empty'))
    .min(1, 'at least one formula is required'),
});

/** Its answer: every assignment of the variables and each formula's value under it. */
export const CounterexampleTruthTableResponse = z.object({
  variables: z.array(z.string()),
  rows: z.array(
    z.object({ assignments: z.record(z.string(), z.boolean()), evaluations: z.array(z.boolean()) }),
  ),
});
