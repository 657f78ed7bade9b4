/**
 * `generateLinked`: the model writes the premises of an objection to a claim (mode refute) or of
 * a supporting argument for it (mode support). The conclusion is not the model's to choose: it
 * is the claim's negation (refute) or the claim itself (support), worded as the linked-argument
 * editor words a refutation ('It is not the case that …'). The editor sends its locked
 * conclusion, already worded; the claim under discussion is read from it (`linkedClaim`), so the
 * model is asked to argue for the objection, not for the claim it objects to.
 */
import type { GenerateLinkedRequest, GenerateLinkedResponse } from '@credence/api';
import { linkedClaim } from '@credence/mocks/offline-ai';
import { z } from 'zod';
import { invalidAnswer } from '../errors.ts';
import { readAnswer, TextList } from './answer.ts';
import { type ChatMessage, prompt } from './message.ts';

type Request = z.output<typeof GenerateLinkedRequest>;
type Answer = z.output<typeof GenerateLinkedResponse>;

/** The most premises kept from a generated argument. */
export const MAX_GENERATED_PREMISES = 6;

/**
 * The linked argument's conclusion: the claim's negation (refute) or the claim (support), or the
 * conclusion as the editor sent it when it is already worded as one ('It is not the case that …',
 * 'I do not accept that …'): the offline provider's reading (`linkedClaim`), so both agree.
 */
export function linkedConclusion(request: Request): string {
  return linkedClaim(request).conclusion;
}

/** The messages asking for the linked argument's premises. */
export function buildGenerateLinkedPrompt(request: Request): ChatMessage[] {
  const goal =
    request.mode === 'refute'
      ? 'Write an objection: premises that together give good reason to reject the claim.'
      : 'Write a supporting argument: premises that together give good reason to accept the claim.';
  return prompt(
    [
      'You help people reason about claims by writing short, honest arguments.',
      goal,
      `Use 2 to ${Math.min(4, MAX_GENERATED_PREMISES)} premises, each one plain declarative sentence that a reasonable person could assess on its own. Follow userInstructions when given.`,
      'Return {"title": "<short title>", "description": "<one sentence on the line of reasoning>", "type": "INDUCTIVE" | "DEDUCTIVE", "premises": ["<premise>", …]}.',
    ],
    {
      claim: linkedClaim(request).claim,
      conclusionOfYourArgument: linkedConclusion(request),
      userInstructions: request.userInstructions.trim() || undefined,
    },
  );
}

const PremiseText = z.union([z.string(), z.object({ content: z.string() })]);

const LinkedAnswer = z.object({
  title: z.string().catch(''),
  description: z.string().catch(''),
  type: z.enum(['INDUCTIVE', 'DEDUCTIVE']).catch('INDUCTIVE'),
  premises: z.array(z.unknown()),
});

/** The call's answer from the model's JSON; an answer without a usable premise is a 502. */
export function readGenerateLinkedAnswer(request: Request, json: unknown): Answer {
  const answer = readAnswer(LinkedAnswer, json);
  const premises = TextList.parse(
    answer.premises.map((item) => {
      const parsed = PremiseText.safeParse(item);
      if (!parsed.success) return undefined;
      return typeof parsed.data === 'string' ? parsed.data : parsed.data.content;
    }),
  )
    .map((text) => text.trim())
    .filter(Boolean)
    .slice(0, MAX_GENERATED_PREMISES);
  if (premises.length === 0) throw invalidAnswer('no premises');
  const label = request.mode === 'refute' ? 'Objection' : 'Support';
  return {
    success: true,
    argument: {
      title: answer.title.trim() || `${label}: ${linkedClaim(request).claim.slice(0, 50)}`,
      description: answer.description.trim(),
      type: answer.type,
      premises: premises.map((content) => ({ content })),
      conclusion: { content: linkedConclusion(request) },
    },
  };
}
