/**
 * `reconstructArgument`: the model extracts the argument a text makes (premises and conclusion,
 * in the text's own words where it can) and formalises each claim — a formula in the engine's
 * syntax, and where the claim stands in the text (source spans) or that it is implicit — in one
 * strict JSON shape. The locked premises and conclusion of the editor's argument are not the
 * model's to change: they are shown to it as fixed (it only gives their formulas when they came
 * without one), and put back into its answer afterwards by `keepLocked` (the offline extractor's
 * own merge), so they survive whatever the model writes. The server then checks the formulas
 * (`../reconstructionRepair.server.ts`); when the check fails, {@link buildReconstructionRepair}
 * sends the failures back.
 */
import type { ReconstructArgumentRequest, ReconstructArgumentResponse } from '@credence/api';
import { keepLocked } from '@credence/mocks/offline-ai';
import { z } from 'zod';
import { invalidAnswer } from '../errors.ts';
import { readAnswer } from './answer.ts';
import { type ChatMessage, prompt } from './message.ts';
import { clampSpans, placeAll } from './reconstructionPlacement.ts';

type Request = z.output<typeof ReconstructArgumentRequest>;
type Answer = z.input<typeof ReconstructArgumentResponse>;

/** The longest formula kept from a model (`LIMITS.claimChars`, a claim's longest text). */
const FORMULA_CHARS = 2000;
/** The most symbols kept from a model's dictionary, and the longest wording of one. */
const MAX_ATOMS = 200;
const ATOM_WORDING_CHARS = 200;
/** A symbol of the engine's syntax: one letter, optionally followed by digits. */
const SYMBOL = /^[A-Za-z]\d*$/;

/** The label of the `index`-th locked premise (0-based) in the prompt and the receipt's sentences. */
export function lockedPremiseLabel(index: number): string {
  return `L${index + 1}`;
}

/** The key of the locked conclusion's formula in the model's `lockedFormulas`. */
const LOCKED_CONCLUSION = 'conclusion';

/**
 * The engine's formula syntax (`parseFormula` of `@credence/engine`, predicate mode), as the
 * model must write it.
 */
const FORMULA_SYNTAX = [
  'Formulas use this syntax, which a logic engine reads:',
  '- sentence letters: one lowercase letter, optionally followed by digits (p, q, r, p1);',
  '- connectives: ¬ (not), ∧ (and), ∨ (or), → (if … then), ↔ (if and only if), with parentheses; ~ & | -> <-> are read too. ¬ and the quantifiers bind tightest, then ∧, ∨, →, ↔; → groups to the right (p → q → r is p → (q → r));',
  '- predicate logic when a claim is about individuals or says all/some: a predicate is ONE uppercase letter, optionally followed by digits, applied to terms in parentheses (M(s), L(a, b)); an individual constant is one lowercase letter, optionally followed by digits (s, a, b1); a variable is one lowercase letter bound by ∀x or ∃x, and a quantifier’s body goes in parentheses: ∀x (H(x) → M(x)), ∃x (H(x) ∧ ¬M(x));',
  '- never a word as a symbol: M(s), not Mortal(socrates); never the same letter for a sentence letter and a constant;',
  '- the same wording gets the same symbol in every claim, a different wording a different symbol; atoms maps every symbol you use to the words it stands for ("H": "human", "s": "Socrates", "p": "it rains").',
];

/** The messages asking for the argument in the text, formalised. */
export function buildReconstructArgumentPrompt(request: Request): ChatMessage[] {
  const current = request.currentArgument;
  const lockedPremises = current?.premises.filter((premise) => premise.locked) ?? [];
  const lockedConclusion = current?.conclusion.locked ? current.conclusion : undefined;
  return prompt(
    [
      'You reconstruct arguments: given a text, you state the argument it makes as premises and one conclusion, and formalise each claim in logic.',
      'Each premise is one plain declarative sentence that can be assessed on its own; keep the text’s own wording where you can, add unstated premises the argument needs, and leave out what does not bear on the conclusion. A DEDUCTIVE argument’s premises must entail its conclusion, each premise must be needed, and the premises must be consistent. Follow instructions when given.',
      'lockedPremises and lockedConclusion, when present, are fixed by the user: do not repeat them among your premises, and when lockedConclusion is given, reconstruct an argument for it. Give the formula of each locked claim in lockedFormulas, under its label (L1, L2, … for the locked premises, "conclusion" for the locked conclusion); a locked claim given with a formula keeps it: write it again as given and use its symbols.',
      ...FORMULA_SYNTAX,
      'sourceSpans are [start, end) character offsets into text (0-based, end excluded, in UTF-16 code units as JavaScript counts string indexes) of the words of the text the claim restates, in order; several spans when its words are apart. A claim whose words are not in the text (an added premise, a paraphrase) has "implicit": true instead.',
      'The title and description become the argument’s public title and summary: they describe the argument itself, never these instructions, you or any model.',
      'When the text makes no argument at all, return {"found": false}.',
      'Otherwise return {"found": true, "title": "<short title>", "description": "<one sentence on the line of reasoning>", "type": "INDUCTIVE" | "DEDUCTIVE", "premises": [<claim>, …], "conclusion": <claim>, "lockedFormulas": {"<label>": "<formula>", …}, "atoms": {"<symbol>": "<words>", …}}, where a claim is {"content": "<sentence>", "formula": "<formula>", "sourceSpans": [[<start>, <end>], …]} or {"content": "<sentence>", "formula": "<formula>", "implicit": true}.',
      'The server checks your formulas with the logic engine. When a later message lists failures of that check (and suggestions), answer again with the whole JSON object in the same shape, corrected so that each failure is gone: rewrite a formula that cannot be read, make a deductive argument valid (add the missing premise, as an implicit premise, or correct a formula), leave out or merge a premise that is not needed, resolve premises that contradict each other; keep what was right. Premise numbers in the failures count your premises from 1; L1, L2, … are the locked premises.',
    ],
    {
      text: request.text,
      instructions: request.instructions.trim() || undefined,
      lockedPremises:
        lockedPremises.length > 0
          ? lockedPremises.map((premise, index) => ({
              label: lockedPremiseLabel(index),
              content: premise.content,
              ...(premise.formula?.trim() ? { formula: premise.formula.trim() } : {}),
            }))
          : undefined,
      lockedConclusion: lockedConclusion
        ? {
            content: lockedConclusion.content,
            ...(lockedConclusion.formula?.trim()
              ? { formula: lockedConclusion.formula.trim() }
              : {}),
          }
        : undefined,
    },
  );
}

/**
 * The follow-up of a failed check: the model's reconstruction as the server read it (an
 * assistant message) and the check's failures and suggestions, plain sentences (a user message,
 * data like every user message).
 */
export function buildReconstructionRepair(
  reconstruction: ModelReconstruction,
  failures: readonly string[],
  suggestions: readonly string[],
): ChatMessage[] {
  return [
    { role: 'assistant', content: JSON.stringify(reconstruction.asRead) },
    {
      role: 'user',
      content: JSON.stringify(
        { failures, ...(suggestions.length > 0 ? { suggestions } : {}) },
        null,
        2,
      ),
    },
  ];
}

const ModelClaim = z.union([
  z.string().transform((content) => ({ content })),
  z.object({
    content: z.string(),
    formula: z.string().optional().catch(undefined),
    sourceSpans: z.unknown().optional(),
    implicit: z.boolean().optional().catch(undefined),
  }),
]);

/** A model's claim as read. */
interface ReadClaim {
  content: string;
  formula?: string;
  sourceSpans?: [number, number][];
  implicit?: true;
}

const ReconstructionAnswer = z.object({
  found: z.boolean().optional().catch(undefined),
  title: z.string().catch(''),
  description: z.string().catch(''),
  type: z.enum(['INDUCTIVE', 'DEDUCTIVE']).catch('INDUCTIVE'),
  premises: z.array(z.unknown()).catch([]),
  conclusion: z.unknown().optional(),
  lockedFormulas: z.record(z.string(), z.unknown()).catch({}),
  atoms: z.record(z.string(), z.unknown()).catch({}),
});

/** A model's reconstruction as read: the answer without its logic, and what goes with it. */
export interface ModelReconstruction {
  /**
   * The answer, the locked claims put back: each claim with its formula (the model's; a locked
   * claim's own, else the one the model gave under its label; none when the model gave none)
   * and its source spans or `implicit` (`placeAll`). No `logic`: the server's check adds it.
   */
  readonly answer: Answer;
  /** The model's symbols and their wordings (symbols of the engine's syntax only). */
  readonly atoms: Record<string, string>;
  /** The model's JSON as the server read it (spans clamped, unusable parts left out). */
  readonly asRead: unknown;
}

/** A claim's formula: trimmed, at most {@link FORMULA_CHARS}, undefined when blank. */
function formulaOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim()
    ? value.trim().slice(0, FORMULA_CHARS)
    : undefined;
}

/** The model's claim as read: its text, formula, clamped spans and implicit flag. */
function readClaim(value: unknown, textLength: number): ReadClaim | undefined {
  const parsed = ModelClaim.safeParse(value);
  if (!parsed.success || !parsed.data.content.trim()) return undefined;
  const { content, ...logic }: { content: string } & Record<string, unknown> = parsed.data;
  const formula = formulaOf(logic.formula);
  const spans = clampSpans(logic.sourceSpans, textLength);
  return {
    content: content.trim(),
    ...(formula ? { formula } : {}),
    ...(spans.length > 0 ? { sourceSpans: spans } : {}),
    ...(logic.implicit === true ? { implicit: true } : {}),
  };
}

/** The model's dictionary: symbols of the engine's syntax with a wording, at most 200. */
function readAtoms(value: Record<string, unknown>): Record<string, string> {
  const atoms: Record<string, string> = {};
  for (const [symbol, wording] of Object.entries(value).slice(0, MAX_ATOMS)) {
    if (!SYMBOL.test(symbol) || typeof wording !== 'string' || !wording.trim()) continue;
    atoms[symbol] = wording.trim().slice(0, ATOM_WORDING_CHARS);
  }
  return atoms;
}

/**
 * The call's answer from the model's JSON, with the locked claims put back and every claim
 * formalised and placed as far as the model did (see {@link ModelReconstruction}). `found:
 * false` is "no argument" (`{ argument: null }` unless claims are locked); an answer that says
 * nothing of the kind and holds no premise and no conclusion is unusable (502).
 */
export function readReconstructArgumentAnswer(
  request: Request,
  json: unknown,
): ModelReconstruction {
  const parsed = readAnswer(ReconstructionAnswer, json);
  const found = parsed.found !== false;
  const length = request.text.length;
  const premises = found
    ? parsed.premises
        .map((item) => readClaim(item, length))
        .filter((claim): claim is ReadClaim => claim !== undefined)
    : [];
  const conclusion = (found ? readClaim(parsed.conclusion, length) : undefined) ?? {
    content: '',
  };
  if (found && premises.length === 0 && !conclusion.content) {
    throw invalidAnswer('neither premises nor a conclusion');
  }
  const lockedFormulas: Record<string, string> = {};
  for (const [label, formula] of Object.entries(parsed.lockedFormulas)) {
    const read = formulaOf(formula);
    if (read) lockedFormulas[label] = read;
  }
  const atoms = found ? readAtoms(parsed.atoms) : {};
  const merged = keepLocked(request, {
    title: found ? parsed.title : '',
    description: found ? parsed.description : '',
    type: request.currentArgument?.type ?? parsed.type,
    premises,
    conclusion,
  });
  const asRead = found
    ? { found, ...parsed, premises, conclusion, lockedFormulas, atoms }
    : { found: false };
  return { answer: found ? formalised(request, merged, lockedFormulas) : merged, atoms, asRead };
}

/**
 * The merged answer with a formula on every claim that has one (a locked claim's own, else the
 * model's under its label) and a placement on every claim.
 */
function formalised(
  request: Request,
  answer: Answer,
  lockedFormulas: Readonly<Record<string, string>>,
): Answer {
  const argument = answer.argument;
  if (!argument) return answer;
  let locked = 0;
  const formulas = argument.premises.map((premise) =>
    premise.locked
      ? (premise.formula ?? lockedFormulas[lockedPremiseLabel(locked++)])
      : premise.formula,
  );
  formulas.push(
    argument.conclusion.locked
      ? (argument.conclusion.formula ?? lockedFormulas[LOCKED_CONCLUSION])
      : argument.conclusion.formula,
  );
  const claims = [...argument.premises, argument.conclusion];
  const placements = placeAll(request.text, claims);
  const withLogic = claims.map((claim, index) => {
    const { formula: _, sourceSpans: __, implicit: ___, ...rest } = claim;
    const formula = formulas[index]?.trim();
    return { ...rest, ...(formula ? { formula } : {}), ...placements[index]! };
  });
  const conclusion = withLogic.pop()!;
  return { ...answer, argument: { ...argument, premises: withLogic, conclusion } };
}
