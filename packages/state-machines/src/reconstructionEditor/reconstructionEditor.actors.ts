import type { CredenceClient } from '@credence/api';
import { DEFAULT_AI_MODEL } from '@credence/engine';
import { assessmentActorsFromClient } from '../assessment/assessment.actors';
import { assessmentMachine } from '../assessment/assessment.machine';
import { fromCall } from '../shared/fromCall';
import type {
  ReconstructInput,
  ReconstructOutput,
  SaveReconstructionInput,
  ValidateContentInput,
  ValidateContentOutput,
} from './reconstructionEditor.types';

/**
 * The reconstruction editor's server actors built on a {@link @credence/api!CredenceClient}:
 * - `validateContent`: POST /api/validation/content → `{ validation }`;
 * - `save`: POST /api/arguments, the editor argument mapped to the call's fields (`description`
 *   → `summarizedDescription`, `type` → `argumentType`; visibility left to the server's default,
 *   PRIVATE), each claim with its formula, spans and implicit flag and the argument with its
 *   `sourceText` (when there is one). When the editor writes a linked argument (objection or
 *   support) the app saves it through the linked-argument flow instead and overrides `save`.
 *
 * - `reconstruct`: POST /api/arguments/reconstruct with `{ text: sourceText, instructions,
 *   modelId (DEFAULT_AI_MODEL when none is chosen), currentArgument: current }` → the argument,
 *   or null when none was found. The editor's argument goes with its ids and locks, and the
 *   answer holds the locked premises in their places; the actor hands the machine only the
 *   new (unlocked) premises, since the machine puts the locked ones back itself
 *   (`mergeReconstruction`: same places, same texts and ids) and would otherwise show them twice.
 *   The answer's `logic` (system, symbols, attempts; not its receipt, which the machine computes
 *   for the claims as it holds them) comes with the argument; an answer without it gives null.
 * - `assessment`: the 'Assess Argument' child, `assessmentMachine` on the same client
 *   ({@link assessmentActorsFromClient}).
 */
export function reconstructionEditorActorsFromClient(client: CredenceClient) {
  return {
    assessment: assessmentMachine.provide({ actors: assessmentActorsFromClient(client) }),
    reconstruct: fromCall<ReconstructOutput, ReconstructInput>(async ({ input, signal }) => {
      const { argument, logic } = await client.reconstructArgument(
        {
          text: input.sourceText,
          instructions: input.instructions,
          modelId: input.modelId ?? DEFAULT_AI_MODEL,
          currentArgument: input.current,
        },
        { signal },
      );
      if (!argument) return null;
      return {
        ...argument,
        premises: argument.premises.filter((premise) => !premise.locked),
        logic: logic
          ? { system: logic.system, atoms: logic.atoms, attempts: logic.attempts }
          : null,
      };
    }),
    validateContent: fromCall<ValidateContentOutput, ValidateContentInput>(
      async ({ input, signal }) => {
        const { validation } = await client.validateContent(input, { signal });
        return { validation };
      },
    ),
    save: fromCall<void, SaveReconstructionInput>(async ({ input, signal }) => {
      const { argument, logic } = input;
      await client.createArgument(
        {
          title: argument.title,
          summarizedDescription: argument.description,
          argumentType: argument.type,
          premises: argument.premises.map(({ content }, index) => ({
            content,
            ...logic.premises[index],
          })),
          conclusion: { content: argument.conclusion.content, ...logic.conclusion },
          ...(logic.sourceText === null ? {} : { sourceText: logic.sourceText }),
        },
        { signal },
      );
    }),
  };
}
