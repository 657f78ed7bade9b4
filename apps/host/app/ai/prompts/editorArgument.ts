/**
 * The argument as the assessment and validation prompts show it to the model: numbered premises
 * with the field names the answers refer to (`premise 1`, `conclusion`).
 */
import type { EditorArgument } from '@credence/api';
import type { z } from 'zod';

type Argument = z.output<typeof EditorArgument>;

/** The argument's texts in a compact, labelled form. */
export function describeArgument(argument: Argument) {
  return {
    title: argument.title,
    description: argument.description,
    type: argument.type,
    premises: argument.premises.map((premise, index) => ({
      field: `premise ${index + 1}`,
      content: premise.content,
    })),
    conclusion: { field: 'conclusion', content: argument.conclusion.content },
  };
}
