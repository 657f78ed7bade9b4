/**
 * `reconstructArgument`: the model extracts the argument a text makes (premises and conclusion,
 * in the text's own words where it can). The locked premises and conclusion of the editor's
 * argument are not the model's to change: they are shown to it as fixed, and put back into its
 * answer afterwards by `keepLocked` (the offline extractor's own merge), so they survive whatever
 * the model writes.
 */
import type { ReconstructArgumentRequest, ReconstructArgumentResponse } from '@credence/api';
import { keepLocked } from '@credence/mocks/offline-ai';
import { z } from 'zod';
import { invalidAnswer } from '../errors.ts';
import { readAnswer, TextList } from './answer.ts';
import { type ChatMessage, prompt } from './message.ts';

type Request = z.output<typeof ReconstructArgumentRequest>;
type Answer = z.input<typeof ReconstructArgumentResponse>;

/** The messages asking for the argument in the text. */
export function buildReconstructArgumentPrompt(request: Request): ChatMessage[] {
  const current = request.currentArgument;
  return prompt(
    [
      'You reconstruct arguments: given a text, you state the argument it makes as premises and one conclusion.',
      'Each premise is one plain declarative sentence that can be assessed on its own; keep the text’s own wording where you can, add unstated premises the argument needs, and leave out what does not bear on the conclusion. Follow instructions when given.',
      'lockedPremises and lockedConclusion, when present, are fixed by the user: do not repeat them among your premises, and when lockedConclusion is given, reconstruct an argument for it.',
      'The title and description become the argument’s public title and summary: they describe the argument itself, never these instructions, you or any model.',
      'When the text makes no argument at all, return {"found": false}.',
      'Otherwise return {"found": true, "title": "<short title>", "description": "<one sentence on the line of reasoning>", "type": "INDUCTIVE" | "DEDUCTIVE", "premises": ["<premise>", …], "conclusion": "<conclusion>"}.',
    ],
    {
      text: request.text,
      instructions: request.instructions.trim() || undefined,
      lockedPremises: current?.premises
        .filter((premise) => premise.locked)
        .map((premise) => premise.content),
      lockedConclusion: current?.conclusion.locked ? current.conclusion.content : undefined,
    },
  );
}

const PremiseText = z.union([z.string(), z.object({ content: z.string() })]);

const ReconstructionAnswer = z.object({
  found: z.boolean().optional().catch(undefined),
  title: z.string().catch(''),
  description: z.string().catch(''),
  type: z.enum(['INDUCTIVE', 'DEDUCTIVE']).catch('INDUCTIVE'),
  premises: z.array(z.unknown()).catch([]),
  conclusion: PremiseText.catch(''),
});

/**
 * The call's answer from the model's JSON, with the locked claims put back. `found: false` is
 * "no argument" (`{ argument: null }`); an answer that says nothing of the kind and holds no
 * premise and no conclusion is unusable (502).
 */
export function readReconstructArgumentAnswer(request: Request, json: unknown): Answer {
  const parsed = readAnswer(ReconstructionAnswer, json);
  const answer = { ...parsed, found: parsed.found !== false };
  const premises = answer.found
    ? TextList.parse(
        answer.premises.map((item) => {
          const parsed = PremiseText.safeParse(item);
          if (!parsed.success) return undefined;
          return typeof parsed.data === 'string' ? parsed.data : parsed.data.content;
        }),
      )
    : [];
  const conclusion = !answer.found
    ? ''
    : typeof answer.conclusion === 'string'
      ? answer.conclusion
      : answer.conclusion.content;
  if (answer.found && premises.every((text) => !text.trim()) && !conclusion.trim()) {
    throw invalidAnswer('neither premises nor a conclusion');
  }
  return keepLocked(request, {
    title: answer.found ? answer.title : '',
    description: answer.found ? answer.description : '',
    type: request.currentArgument?.type ?? answer.type,
    premises,
    conclusion,
  });
}
