/**
 * `assessArgument`: the model scores the argument in six sections (clarity, logic, strategy,
 * weaknesses, counters, overall), each out of 10 with an analysis and the section's extras.
 */
import type { AssessArgumentRequest, Assessment } from '@credence/api';
import { z } from 'zod';
import { LooseScore, readAnswer, TextList } from './answer.ts';
import { describeArgument } from './editorArgument.ts';
import { type ChatMessage, prompt } from './message.ts';

type Request = z.output<typeof AssessArgumentRequest>;

/** How much of the dialectical context is sent (it can be a whole debate). */
export const MAX_CONTEXT_CHARACTERS = 20_000;

/** The messages asking for the six-section assessment. */
export function buildAssessArgumentPrompt(request: Request): ChatMessage[] {
  const context =
    request.mode === 'dialectical' && request.dialecticalContext !== undefined
      ? JSON.stringify(request.dialecticalContext).slice(0, MAX_CONTEXT_CHARACTERS)
      : undefined;
  return prompt(
    [
      'You are a careful critical-thinking tutor assessing an argument. Score each section from 0 (very poor) to 10 (excellent) and explain the score in one to three sentences.',
      context
        ? 'dialecticalContext holds the arguments this one is linked to (objections and support); take them into account.'
        : 'Assess the argument on its own.',
      'Return {"clarity": {"score", "analysis", "suggestions": [..]}, "logic": {"score", "analysis", "deductivePotential": "<how close it is to a valid deductive form>"}, "strategy": {"score", "analysis", "strategicApproach": "<how it builds its case>"}, "weaknesses": {"score", "analysis", "vulnerabilities": [..]}, "counters": {"score", "analysis", "anticipatedCounters": [..]}, "overall": {"score", "analysis", "summary": "<one sentence>", "recommendations": [..]}}; lists hold short sentences.',
    ],
    { argument: describeArgument(request.argument), dialecticalContext: context },
  );
}

const section = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z.object({
    score: LooseScore,
    analysis: z.string(),
    suggestions: TextList.optional(),
    ...extra,
  });

/** The model's assessment, read leniently (scores as strings, clamped to 0..10). */
const AssessmentAnswer = z.object({
  clarity: section({}),
  logic: section({ deductivePotential: z.string().catch('') }),
  strategy: section({ strategicApproach: z.string().catch('') }),
  weaknesses: section({ vulnerabilities: TextList }),
  counters: section({ anticipatedCounters: TextList }),
  overall: section({ summary: z.string().catch(''), recommendations: TextList }),
});

/** The call's answer from the model's JSON; a missing section, score or analysis is a 502. */
export function readAssessArgumentAnswer(json: unknown): {
  assessment: z.output<typeof Assessment>;
} {
  return { assessment: readAnswer(AssessmentAnswer, json) };
}
