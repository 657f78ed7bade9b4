/**
 * `regiment`: the model writes each premise and the conclusion as a formula the engine can read
 * (one shared vocabulary of letters, or predicates and quantifiers in predicate logic). Every
 * formula is checked with the engine's parser, so the counterexample finder never receives
 * something it cannot read. Parts sent with empty content (a single-item retry) stay empty.
 */
import type { RegimentRequest, RegimentResponse } from '@credence/api';
import { parseFormula } from '@credence/engine';
import { z } from 'zod';
import { invalidAnswer } from '../errors.ts';
import { readAnswer } from './answer.ts';
import { type ChatMessage, prompt } from './message.ts';

type Request = z.output<typeof RegimentRequest>;
type Answer = z.output<typeof RegimentResponse>;

const NOTATION: Record<Request['logicSystem'], string> = {
  propositional:
    'Use propositional logic: one lowercase letter (p, q, r, s, …, or with digits such as p1) per distinct simple sentence, the same letter for the same sentence everywhere, and the connectives ¬ ∧ ∨ → ↔ with parentheses.',
  predicate:
    'Use first-order predicate logic: uppercase predicate letters with arguments in parentheses (F(a), R(a, b)), lowercase constants for individuals, variables x, y, z bound by ∀ or ∃ written ∀x (…), and the connectives ¬ ∧ ∨ → ↔ with parentheses. Use the same symbol for the same predicate or individual everywhere.',
};

/** The parts that need a formula: those with content (a single retry sends the other empty). */
function wanted(request: Request) {
  return {
    premises: request.premises.filter((premise) => premise.content.trim() !== ''),
    conclusion: request.conclusion.content.trim() === '' ? undefined : request.conclusion,
  };
}

/** True when every part is empty, so there is nothing to ask a model. */
export function nothingToRegiment(request: Request): boolean {
  const parts = wanted(request);
  return parts.premises.length === 0 && parts.conclusion === undefined;
}

/** The messages asking for the regimentation. */
export function buildRegimentPrompt(request: Request): ChatMessage[] {
  const parts = wanted(request);
  return prompt(
    [
      'You regiment natural-language arguments into symbolic logic, preserving their logical form as faithfully as possible.',
      NOTATION[request.logicSystem],
      'Return {"regimentedPremises": [{"id": "<premise id>", "regimentedContent": "<formula>"}], "regimentedConclusion": {"id": "<conclusion id>", "regimentedContent": "<formula>"}} with one entry per premise given, in the same order; leave out regimentedConclusion when no conclusion is given.',
    ],
    {
      logicSystem: request.logicSystem,
      premises: parts.premises.map(({ id, content }) => ({ id, content })),
      conclusion: parts.conclusion && {
        id: parts.conclusion.id,
        content: parts.conclusion.content,
      },
    },
  );
}

const Formula = z.object({ id: z.coerce.string().catch(''), regimentedContent: z.string() });

const RegimentAnswer = z.object({
  regimentedPremises: z.array(Formula).default([]),
  regimentedConclusion: Formula.optional(),
});

/** The formula if the engine reads it in this logic system, else a 502 naming the part. */
function checked(formula: string | undefined, what: string, request: Request): string {
  const text = formula?.trim() ?? '';
  if (text === '') throw invalidAnswer(`no formula for ${what}`);
  const parsed = parseFormula(text, { system: request.logicSystem });
  if (!parsed.ok)
    throw invalidAnswer(`the formula for ${what} does not parse (${parsed.error.message})`);
  return text;
}

/**
 * Throws the same 502 as a model's answer would get unless every part with content has a formula
 * the engine reads, position by position: for answers not read from a model's JSON (the offline
 * provider), so the counterexample finder never receives a formula it cannot read.
 */
export function assertRegimentParses(request: Request, answer: Answer): void {
  request.premises.forEach((premise, index) => {
    if (premise.content.trim() === '') return;
    checked(answer.regimentedPremises[index]?.regimentedContent, `premise ${index + 1}`, request);
  });
  if (request.conclusion.content.trim() !== '') {
    checked(answer.regimentedConclusion.regimentedContent, 'the conclusion', request);
  }
}

/**
 * The call's answer from the model's JSON, each formula matched by id (else, in order, the
 * entries whose ids name no premise, for a model that changed or dropped the ids).
 */
export function readRegimentAnswer(request: Request, json: unknown): Answer {
  const answer = readAnswer(RegimentAnswer, json);
  const parts = wanted(request);
  const wantedIds = new Set(parts.premises.map((premise) => premise.id).filter(Boolean));
  const unclaimed = answer.regimentedPremises.filter((item) => !wantedIds.has(item.id));
  const regimentedPremises = request.premises.map((premise, index) => {
    if (!parts.premises.includes(premise)) return { id: premise.id, regimentedContent: '' };
    // By id; else the next entry whose id names no premise (the model changed or dropped ids).
    const formula =
      answer.regimentedPremises.find((item) => item.id === premise.id && premise.id !== '') ??
      unclaimed.shift();
    return {
      id: premise.id,
      regimentedContent: checked(formula?.regimentedContent, `premise ${index + 1}`, request),
    };
  });
  const regimentedConclusion = {
    id: request.conclusion.id,
    regimentedContent: parts.conclusion
      ? checked(answer.regimentedConclusion?.regimentedContent, 'the conclusion', request)
      : '',
  };
  return { regimentedPremises, regimentedConclusion };
}
