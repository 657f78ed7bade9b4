/**
 * `validateContent`: the model checks an argument's texts before saving (empty, too short,
 * unclear, not a claim, offensive). Following the spec, issues of severity high or type
 * offensive block the save, so `isValid` is derived from the issues rather than trusted.
 */
import type { ValidateContentRequest, ValidationIssue } from '@credence/api';
import { z } from 'zod';
import { readAnswer } from './answer.ts';
import { describeArgument } from './editorArgument.ts';
import { type ChatMessage, prompt } from './message.ts';

type Request = z.output<typeof ValidateContentRequest>;
type Issue = z.output<typeof ValidationIssue>;

/** The issue types the prompt names (the model may add others). */
export const ISSUE_TYPES = ['empty', 'too_short', 'unclear', 'not_a_claim', 'offensive'] as const;

/** The messages asking for content issues. */
export function buildValidateContentPrompt(request: Request): ChatMessage[] {
  return prompt(
    [
      'You check the content of an argument before it is saved. Report only real problems: an empty or meaningless text, a text too short to evaluate, a text so unclear that it cannot be judged, a premise or conclusion that is not a claim (e.g. a question), or offensive language. Disagreeing with a claim is not a problem.',
      `Each issue names its field exactly as given ("title", "premise 1", "conclusion", …), a short message, a severity "low" | "medium" | "high" and a type (${ISSUE_TYPES.join(', ')}, or another short snake_case word).`,
      'Return {"issues": [{"field", "message", "severity", "type"}]}; an empty list when the content is fine.',
    ],
    { argument: describeArgument(request.argument) },
  );
}

const LooseIssue = z.object({
  field: z.string().min(1),
  message: z.string().min(1),
  severity: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['low', 'medium', 'high']))
    .catch('medium'),
  type: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .catch('other'),
});

/** Whether the issues allow saving: none high, none offensive. */
export function isValidContent(issues: Issue[]): boolean {
  return !issues.some((issue) => issue.severity === 'high' || issue.type === 'offensive');
}

/** The call's answer from the model's JSON; unusable issues are dropped, a missing list is a 502. */
export function readValidateContentAnswer(json: unknown): {
  validation: { isValid: boolean; issues: Issue[] };
} {
  const { issues: raw } = readAnswer(z.object({ issues: z.array(z.unknown()) }), json);
  const issues = raw.flatMap((item) => {
    const parsed = LooseIssue.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { validation: { isValid: isValidContent(issues), issues } };
}
