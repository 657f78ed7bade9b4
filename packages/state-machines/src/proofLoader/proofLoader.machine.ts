import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { proofAnswerFailureMessage, proofLoadFailureMessage } from './proofLoader.failure';
import { validProofHeader } from './proofLoader.messages';
import { parseSavedProof } from './proofLoader.parse';
import type {
  LoadSavedProofInput,
  LoadSavedProofOutput,
  ParsedProof,
  ProofLoaderContext,
  ProofLoaderEvent,
  ProofLoaderInput,
} from './proofLoader.types';

function readableProof(output: LoadSavedProofOutput | undefined): ParsedProof | null {
  if (output?.success !== true || output.proofStateV4 === undefined) return null;
  return parseSavedProof(output.proofStateV4);
}

/**
 * The Validated Proof modal's loader: loading ('Loading proof...') → loaded (context `proof`,
 * the parsed lines and subproofs, and `header` 'Valid Proof (N lines)') or error (context
 * `error`: 'No saved proof found for this argument' on 404, 'API error: {error or Unknown error}'
 * on other failures, 'Failed to load proof' on network failure). `RETRY` loads again from error.
 * The call is the injected `loadSavedProof` actor. Messages are in context (`error`, `header`).
 */
export const proofLoaderMachine = setup({
  types: {
    context: {} as ProofLoaderContext,
    events: {} as ProofLoaderEvent,
    input: {} as ProofLoaderInput,
  },
  actors: {
    loadSavedProof: fromPromise<LoadSavedProofOutput, LoadSavedProofInput>(
      notProvided('loadSavedProof'),
    ),
  },
  guards: {
    holdsReadableProof: (_, params: { output: LoadSavedProofOutput | undefined }) =>
      readableProof(params.output) !== null,
  },
  actions: {
    showProof: assign((_, params: { output: LoadSavedProofOutput | undefined }) => {
      const proof = readableProof(params.output);
      return { proof, header: proof && validProofHeader(proof.lines.length), error: null };
    }),
    showError: assign((_, params: { text: string }) => ({
      proof: null,
      header: null,
      error: params.text,
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'proofLoader',
  context: ({ input }) => ({
    argumentId: input.argumentId,
    proof: null,
    header: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'loadSavedProof',
        input: ({ context }) => ({ argumentId: context.argumentId }),
        onDone: [
          {
            guard: {
              type: 'holdsReadableProof',
              params: ({ event }) => ({ output: event.output }),
            },
            target: 'loaded',
            actions: { type: 'showProof', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'error',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ text: proofAnswerFailureMessage(event.output) }),
            },
          },
        ],
        onError: {
          target: 'error',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ text: proofLoadFailureMessage(event.error) }),
          },
        },
      },
    },
    loaded: {},
    error: { on: { RETRY: 'loading' } },
  },
});
