import type { CredenceClient } from '@credence/api';
import { fromPromise } from 'xstate';
import type {
  SaveReconstructionInput,
  ValidateContentInput,
  ValidateContentOutput,
} from './reconstructionEditor.types';

/**
 * The reconstruction editor's server actors built on a {@link CredenceClient}:
 * - `validateContent`: POST /api/validation/content → `{ validation }`;
 * - `save`: POST /api/arguments, the editor argument mapped to the call's fields (`description`
 *   → `summarizedDescription`, `type` → `argumentType`; visibility left to the server's default,
 *   PRIVATE). When the editor writes a linked argument (objection or support) the app saves it
 *   through the linked-argument flow instead and overrides `save`.
 *
 * Not built here: `reconstruct` (extracting an argument from text has no call in the
 * `@credence/api` registry); the app provides it.
 */
export function reconstructionEditorActorsFromClient(client: CredenceClient) {
  return {
    validateContent: fromPromise<ValidateContentOutput, ValidateContentInput>(
      async ({ input, signal }) => {
        const { validation } = await client.validateContent(input, { signal });
        return { validation };
      },
    ),
    save: fromPromise<void, SaveReconstructionInput>(async ({ input, signal }) => {
      const { argument } = input;
      await client.createArgument(
        {
          title: argument.title,
          summarizedDescription: argument.description,
          argumentType: argument.type,
          premises: argument.premises.map(({ content }) => ({ content })),
          conclusion: { content: argument.conclusion.content },
        },
        { signal },
      );
    }),
  };
}
