/**
 * The logic of a reconstruction: each claim's formula and where it stands in the submitted text
 * (`sourceSpans`, or `implicit` when its words are not there), and the engine's receipt of the
 * whole — computed by the server (`checkReconstruction` of `@credence/engine`), never taken from
 * an AI's answer.
 */
import * as z from 'zod';
import { ArgumentType, LogicSystem } from './common';
import { boundedList, boundedText, LIMITS } from './limits';

/** `[start, end)` character offsets (UTF-16 code units) into the submitted text, `start ≤ end`. */
export const SourceSpan = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => start <= end, 'a source span must not end before it starts');

/**
 * The spans of `spans` that point into `sourceText` — start ≤ end ≤ its length — as fresh
 * pairs; none without a text. What a saved argument may keep (the schemas refuse others), so
 * every writer of spans trims with this one rule.
 *
 * @example
 * spansWithin([[0, 4], [3, 99]], 'It rains.'); // [[0, 4]]
 */
export function spansWithin(
  spans: readonly (readonly [number, number])[] | undefined,
  sourceText: string | null,
): [number, number][] {
  if (sourceText === null || spans === undefined) return [];
  return spans
    .filter(([start, end]) => start <= end && end <= sourceText.length)
    .map(([start, end]) => [start, end]);
}

/**
 * The logic fields a claim may carry in a request (the editor's claims sent to
 * `reconstructArgument`, the claims of `createArgument` and `updateArgument`): all optional, so
 * arguments written without logic stay as they are.
 */
export const RequestClaimLogic = {
  /** The claim's formula, in the engine's syntax (`parseFormula`); blank means none. */
  formula: boundedText(LIMITS.claimChars).optional(),
  /** Where the claim's words stand in the argument's `sourceText`, in order. */
  sourceSpans: boundedList(SourceSpan, LIMITS.sourceSpansPerClaim, 'source spans').optional(),
  /** The claim is not in the text: an added premise (the missing premise), a paraphrase. */
  implicit: z.boolean().optional(),
};

/** The logic fields of a claim in an answer (a reconstruction's or a saved argument's). */
export const ClaimLogic = {
  formula: z.string().nullable().optional(),
  sourceSpans: z.array(SourceSpan).optional(),
  implicit: z.boolean().optional(),
};

const ClaimParse = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string(), position: z.number().int() }),
]);

const PredicateCountermodel = z.object({
  domain: z.array(z.string()),
  interpretations: z.record(z.string(), z.array(z.array(z.string()))),
  constants: z.record(z.string(), z.string()),
  alternativeNames: z.record(z.string(), z.array(z.string())),
});

const Counterexample = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('row'), row: z.record(z.string(), z.boolean()) }),
  z.object({ kind: z.literal('model'), model: PredicateCountermodel }),
]);

const NotApplicableReason = z.enum(['inductive', 'unparsable', 'invalid', 'valid', 'undecided']);

const MissingPremise = z.object({
  kind: z.enum(['bridge', 'generalisation']),
  formula: z.string(),
  sentence: z.string(),
});

/**
 * The engine's `ReconstructionReceipt` (see `checkReconstruction`): whether every claim parses,
 * whether a deductive argument is valid (with a counterexample when not), which premises it
 * needs, whether the premises are consistent, whether the conclusion restates a premise, and a
 * missing premise that would make an invalid argument valid.
 */
export const ReconstructionReceipt = z.object({
  premiseIds: z.array(z.string()),
  system: LogicSystem.nullable(),
  argumentType: ArgumentType,
  parses: z.object({
    allOk: z.boolean(),
    premises: z.array(z.intersection(z.object({ id: z.string() }), ClaimParse)),
    conclusion: ClaimParse,
  }),
  valid: z.union([
    z.object({
      status: z.literal('not-applicable'),
      reason: z.enum(['inductive', 'unparsable']),
    }),
    z.object({ status: z.literal('valid') }),
    z.object({ status: z.literal('invalid'), counterexample: Counterexample }),
    z.object({ status: z.literal('undecided'), searchedUpTo: z.number().int() }),
  ]),
  premisesNeeded: z.union([
    z.object({ status: z.literal('not-applicable'), reason: NotApplicableReason }),
    z.object({
      status: z.literal('checked'),
      premises: z.array(
        z.union([
          z.object({ id: z.string(), status: z.literal('needed') }),
          z.object({
            id: z.string(),
            status: z.literal('not-needed'),
            followsFrom: z.array(z.string()),
          }),
          z.object({ id: z.string(), status: z.literal('undecided') }),
        ]),
      ),
    }),
  ]),
  consistent: z.union([
    z.object({ status: z.literal('not-applicable'), reason: z.literal('unparsable') }),
    z.object({ status: z.literal('consistent') }),
    z.object({ status: z.literal('inconsistent'), conflictingSet: z.array(z.string()) }),
    z.object({ status: z.literal('undecided'), searchedUpTo: z.number().int() }),
  ]),
  circular: z.union([
    z.object({ status: z.literal('not-applicable'), reason: z.literal('unparsable') }),
    z.object({ status: z.literal('not-circular') }),
    z.object({ status: z.literal('circular'), premiseIds: z.array(z.string()) }),
    z.object({ status: z.literal('undecided'), premiseIds: z.array(z.string()) }),
  ]),
  missingPremise: z.union([
    z.object({ status: z.literal('not-applicable'), reason: NotApplicableReason }),
    z.object({
      status: z.literal('found'),
      bridge: MissingPremise,
      generalisation: MissingPremise.optional(),
    }),
  ]),
});

/**
 * The logic of a reconstruction answer: the formulas' system, what each symbol stands for, the
 * server's receipt, and how many answers the AI gave before this one was kept (1 for the offline
 * formaliser; up to 3 for a model whose receipts failed and were sent back for repair).
 */
export const ReconstructionLogic = z.object({
  system: LogicSystem,
  /** Symbol → the wording it stands for (`p` → 'it rains', `F` → 'man', `a` → 'Socrates'). */
  atoms: z.record(z.string(), z.string()),
  receipt: ReconstructionReceipt,
  attempts: z.number().int().min(1),
});
