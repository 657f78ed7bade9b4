import {
  fromCall,
  type ReconstructInput,
  type ReconstructionEditorInput,
  type ReconstructOutput,
  reconstructionEditorActorsFromClient,
  reconstructionEditorMachine,
  type SaveReconstructionInput,
} from '@credence/state-machines';
import { useActorRef } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useCredence } from '../CredenceProvider/CredenceProvider';

/** The running reconstruction editor (`reconstructionEditorMachine` from `@credence/state-machines`). */
export type ReconstructionEditorActor = ActorRefFrom<typeof reconstructionEditorMachine>;

/**
 * Extracts an argument from text (the editor's `reconstruct` actor): the first extraction and
 * 'Retry Reconstruction'. Resolve with the argument, or null when none was found; reject with
 * an `Error` whose message is shown.
 */
export type ReconstructFunction = (
  input: ReconstructInput,
  options: { signal: AbortSignal },
) => Promise<ReconstructOutput>;

/** Saves the argument (the editor's `save` actor); reject with an `Error` whose message is shown. */
export type SaveReconstructionFunction = (
  input: SaveReconstructionInput,
  options: { signal: AbortSignal },
) => Promise<void>;

/** Options of {@link useReconstructionEditor}: the machine's input and the injected calls. */
export interface UseReconstructionEditorOptions extends ReconstructionEditorInput {
  /**
   * Replaces the extraction call (default: POST /api/arguments/reconstruct through the
   * provider's client, `reconstructArgument`), e.g. for stories and tests.
   */
  reconstruct?: ReconstructFunction;
  /**
   * Replaces the default save (POST /api/arguments through the provider's client), e.g. to save
   * an objection through the linked-argument flow.
   */
  save?: SaveReconstructionFunction;
}

/**
 * Runs one `reconstructionEditorMachine` on the nearest `CredenceProvider`'s client:
 * `reconstruct` is POST /api/arguments/reconstruct, `validateContent` POST
 * /api/validation/content, `save` POST /api/arguments (unless the options replace
 * `reconstruct` or `save`) and the `assessment` child GET /api/dialectics and POST
 * /api/argument-assessment. The latest `reconstruct` and
 * `save` are always called, so they may be inline functions. The machine reads its input once:
 * mount the hook anew (e.g. with a React `key`) for another argument.
 */
export function useReconstructionEditor({
  reconstruct,
  save,
  ...input
}: UseReconstructionEditorOptions): ReconstructionEditorActor {
  const { client } = useCredence();
  const calls = useRef({ reconstruct, save });
  calls.current = { reconstruct, save };
  const hasReconstruct = reconstruct !== undefined;
  const hasSave = save !== undefined;
  const machine = useMemo(() => {
    const fromClient = reconstructionEditorActorsFromClient(client);
    return reconstructionEditorMachine.provide({
      actors: {
        ...fromClient,
        ...(hasReconstruct
          ? {
              reconstruct: fromCall<ReconstructOutput, ReconstructInput>(({ input, signal }) =>
                (calls.current.reconstruct as ReconstructFunction)(input, { signal }),
              ),
            }
          : {}),
        ...(hasSave
          ? {
              save: fromCall<void, SaveReconstructionInput>(({ input, signal }) =>
                (calls.current.save as SaveReconstructionFunction)(input, { signal }),
              ),
            }
          : {}),
      },
    });
  }, [client, hasReconstruct, hasSave]);
  return useActorRef(machine, { input });
}
