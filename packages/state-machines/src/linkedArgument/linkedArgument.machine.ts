import { isRuleBasedModel } from '@credence/api';
import { DEFAULT_AI_MODEL, DURATIONS } from '@credence/engine';
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import { plainConclusion } from '../reconstructionEditor/conclusionWording';
import { notProvided } from '../shared/notProvided';
import {
  LINKED_ARGUMENT_MANUAL_DRAFT,
  LINKED_ARGUMENT_MESSAGES as M,
} from './linkedArgument.messages';
import {
  defaultLinkedConclusion,
  defaultLinkedConclusionType,
  hasOriginalReferences,
  linkArgumentRequest,
  linkedArgumentSavedMessage,
  moveItem,
  premisesWithContent,
  serverErrorText,
  usableGeneratedArgument,
} from './linkedArgument.rules';
import type {
  GenerateLinkedArgumentInput,
  GenerateLinkedArgumentOutput,
  LinkedArgumentContext,
  LinkedArgumentEvent,
  LinkedArgumentInput,
  LinkedArgumentOutput,
  LinkedArgumentToast,
  SaveLinkedArgumentInput,
  SaveLinkedArgumentOutput,
} from './linkedArgument.types';

/** The parameters of the linked-argument machine's `showToast` action. */
export type ToastParams = Pick<LinkedArgumentToast, 'kind' | 'text'>;

function nextToast(previous: LinkedArgumentToast | null, params: ToastParams): LinkedArgumentToast {
  return { id: (previous?.id ?? 0) + 1, ...params };
}

/** Save refusals in the spec's order; each sends the save status to `error` with its text. */
const validatedSave = [
  { guard: 'isGenerating' as const },
  { guard: 'isAlreadySaved' as const },
  {
    guard: 'lacksArgumentData' as const,
    target: 'error',
    reenter: true,
    actions: { type: 'failSave' as const, params: { text: M.noArgumentData } },
  },
  {
    guard: 'lacksOriginalReferences' as const,
    target: 'error',
    reenter: true,
    actions: { type: 'failSave' as const, params: { text: M.missingOriginal } },
  },
  {
    guard: 'lacksPremiseContent' as const,
    target: 'error',
    reenter: true,
    actions: { type: 'failSave' as const, params: { text: M.noPremiseContent } },
  },
  {
    guard: 'lacksConclusionContent' as const,
    target: 'error',
    reenter: true,
    actions: { type: 'failSave' as const, params: { text: M.conclusionRequired } },
  },
  { target: 'saving' },
];

/**
 * The Linked argument modal: writes an Objection (mode `refute`) or a Supporting Argument (mode
 * `support`) for one premise of an argument.
 *
 * `open` has two parallel regions:
 * - `generation`: idle → generating (the injected `generateLinkedArgument` actor) → idle, with the
 *   toast 'AI-generated premises created successfully!', 'Invalid response from AI service', or
 *   the server's error / 'Failed to generate argument';
 * - `save`: idle → saving (the injected `saveLinkedArgument` actor) → success (back to idle after
 *   2 s) or error (back to idle after 3 s). `SAVE` is validated first, in the spec's order:
 *   'No argument data to save', 'Missing original argument or premise information',
 *   'Please add at least one premise with content', 'Conclusion content is required'.
 *
 * The draft (premise list) is created by `START_MANUAL` or by the AI, and is edited only while
 * neither a generation nor a save runs: item by item (`ADD_PREMISE`, `UPDATE_PREMISE`, …) or
 * whole (`SET_DRAFT_CLAIMS`, from the reconstruction editor the dialog uses as its premise
 * editor). `draftRevision` counts the drafts begun. The conclusion is locked (its wording may
 * change, its text not); its type is selectable.
 *
 * Messages: every toast is put in `context.toast` (`{ id, kind, text }`, `id` increasing); the
 * save status' text is also in `context.saveError`. `CLOSE` (refused while saving) ends the
 * machine with a {@link LinkedArgumentOutput} whose `message` is the evaluator's
 * 'Linked argument saved successfully!' when an argument was saved.
 */
export const linkedArgumentMachine = setup({
  types: {
    context: {} as LinkedArgumentContext,
    events: {} as LinkedArgumentEvent,
    input: {} as LinkedArgumentInput,
    output: {} as LinkedArgumentOutput,
  },
  actors: {
    generateLinkedArgument: fromPromise<GenerateLinkedArgumentOutput, GenerateLinkedArgumentInput>(
      notProvided('generateLinkedArgument'),
    ),
    saveLinkedArgument: fromPromise<SaveLinkedArgumentOutput, SaveLinkedArgumentInput>(
      notProvided('saveLinkedArgument'),
    ),
  },
  guards: {
    isSaving: stateIn('#linkedArgument.open.save.saving'),
    isGenerating: stateIn('#linkedArgument.open.generation.generating'),
    hasDraft: ({ context }) => context.draft !== null,
    isAlreadySaved: ({ context }) => context.savedArgumentId !== null,
    lacksArgumentData: ({ context }) => context.draft === null,
    lacksOriginalReferences: ({ context }) => !hasOriginalReferences(context),
    lacksPremiseContent: ({ context }) => premisesWithContent(context).length === 0,
    lacksConclusionContent: ({ context }) => context.conclusion.trim() === '',
    isUsableGeneration: (_, params: { output: GenerateLinkedArgumentOutput | undefined }) =>
      usableGeneratedArgument(params.output) !== null,
    isSavedWithId: (_, params: { output: SaveLinkedArgumentOutput | undefined }) =>
      typeof params.output?.argumentId === 'number',
  },
  actions: {
    showToast: assign(({ context }, params: ToastParams) => ({
      toast: nextToast(context.toast, params),
    })),
    failSave: assign(({ context }, params: { text: string }) => ({
      saveError: params.text,
      toast: nextToast(context.toast, { kind: 'error', text: params.text }),
    })),
    clearSaveError: assign({ saveError: null }),
    recordSaved: assign(({ context }, params: { argumentId: number }) => ({
      savedArgumentId: params.argumentId,
      toast: nextToast(context.toast, {
        kind: 'success',
        text: linkedArgumentSavedMessage(context.mode),
      }),
    })),
    useGeneratedArgument: assign(
      ({ context }, params: { output: GenerateLinkedArgumentOutput | undefined }) => {
        const argument = usableGeneratedArgument(params.output);
        if (argument === null) return {};
        return {
          draft: {
            title: argument.title,
            description: argument.description,
            premises: argument.premises.map((premise) => ({ content: premise.content })),
          },
          draftRevision: context.draftRevision + 1,
          toast: nextToast(context.toast, {
            kind: 'success',
            // The offline rules' premises are labelled as theirs, never as an AI's.
            text: isRuleBasedModel(context.modelId) ? M.generatedByRules : M.generated,
          }),
        };
      },
    ),
    startManualDraft: assign({
      draft: () => ({ ...LINKED_ARGUMENT_MANUAL_DRAFT, premises: [{ content: '' }] }),
      draftRevision: ({ context }) => context.draftRevision + 1,
    }),
    setDraftClaims: assign(({ context, event }) => {
      if (!context.draft || event.type !== 'SET_DRAFT_CLAIMS') return {};
      const premises = event.premises.map((content) => ({ content }));
      // The conclusion is locked: only its wording may change, never its plain text.
      const sameClaim = plainConclusion(event.conclusion) === plainConclusion(context.conclusion);
      return {
        draft: { ...context.draft, premises },
        ...(sameClaim ? { conclusion: event.conclusion.trim() } : {}),
      };
    }),
    addPremise: assign({
      draft: ({ context }) =>
        context.draft && {
          ...context.draft,
          premises: [...context.draft.premises, { content: '' }],
        },
    }),
    updatePremise: assign({
      draft: ({ context, event }) => {
        if (!context.draft || event.type !== 'UPDATE_PREMISE') return context.draft;
        const premises = context.draft.premises.map((premise, index) =>
          index === event.index ? { content: event.content } : premise,
        );
        return { ...context.draft, premises };
      },
    }),
    removePremise: assign({
      draft: ({ context, event }) => {
        if (!context.draft || event.type !== 'REMOVE_PREMISE') return context.draft;
        const premises = context.draft.premises.filter((_, index) => index !== event.index);
        return { ...context.draft, premises };
      },
    }),
    movePremise: assign({
      draft: ({ context, event }) => {
        if (!context.draft || event.type !== 'MOVE_PREMISE') return context.draft;
        return {
          ...context.draft,
          premises: moveItem(context.draft.premises, event.from, event.to),
        };
      },
    }),
    setConclusionType: assign({
      conclusionType: ({ context, event }) =>
        event.type === 'SET_CONCLUSION_TYPE' ? event.conclusionType : context.conclusionType,
    }),
    setInstructions: assign({
      instructions: ({ context, event }) =>
        event.type === 'SET_INSTRUCTIONS' ? event.instructions : context.instructions,
    }),
    setModel: assign({
      modelId: ({ context, event }) =>
        event.type === 'SET_MODEL' ? event.modelId : context.modelId,
    }),
  },
  delays: {
    successIndicator: DURATIONS.successIndicator,
    errorIndicator: DURATIONS.errorIndicator,
  },
}).createMachine({
  id: 'linkedArgument',
  context: ({ input }) => ({
    mode: input.mode,
    originalArgumentId: input.originalArgumentId,
    premise: input.premise,
    conclusion: input.conclusion ?? defaultLinkedConclusion(input.mode, input.premise),
    conclusionType: input.conclusionType ?? defaultLinkedConclusionType(input.mode),
    draft: null,
    draftRevision: 0,
    instructions: '',
    modelId: input.modelId ?? DEFAULT_AI_MODEL,
    saveError: null,
    savedArgumentId: null,
    toast: null,
  }),
  initial: 'open',
  output: ({ context }) => ({
    savedArgumentId: context.savedArgumentId,
    linkType: context.mode,
    message: context.savedArgumentId === null ? null : M.linkedSaved,
  }),
  states: {
    open: {
      type: 'parallel',
      on: {
        START_MANUAL: {
          guard: and([not('isSaving'), not('isGenerating'), not('hasDraft')]),
          actions: 'startManualDraft',
        },
        ADD_PREMISE: {
          guard: and([not('isSaving'), not('isGenerating'), 'hasDraft']),
          actions: 'addPremise',
        },
        UPDATE_PREMISE: {
          guard: and([not('isSaving'), not('isGenerating'), 'hasDraft']),
          actions: 'updatePremise',
        },
        REMOVE_PREMISE: {
          guard: and([not('isSaving'), not('isGenerating'), 'hasDraft']),
          actions: 'removePremise',
        },
        MOVE_PREMISE: {
          guard: and([not('isSaving'), not('isGenerating'), 'hasDraft']),
          actions: 'movePremise',
        },
        SET_DRAFT_CLAIMS: {
          guard: and([not('isSaving'), not('isGenerating'), 'hasDraft']),
          actions: 'setDraftClaims',
        },
        SET_CONCLUSION_TYPE: { guard: not('isSaving'), actions: 'setConclusionType' },
        SET_INSTRUCTIONS: { guard: not('isGenerating'), actions: 'setInstructions' },
        SET_MODEL: { guard: not('isGenerating'), actions: 'setModel' },
        CLOSE: { guard: not('isSaving'), target: 'closed' },
      },
      states: {
        generation: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                GENERATE: [
                  { guard: 'isSaving' },
                  {
                    guard: 'lacksConclusionContent',
                    actions: {
                      type: 'showToast',
                      params: { kind: 'error', text: M.conclusionRequired },
                    },
                  },
                  { target: 'generating' },
                ],
              },
            },
            generating: {
              invoke: {
                src: 'generateLinkedArgument',
                input: ({ context }) => ({
                  mode: context.mode,
                  conclusion: context.conclusion.trim(),
                  userInstructions: context.instructions,
                  model: context.modelId,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'isUsableGeneration',
                      params: ({ event }) => ({ output: event.output }),
                    },
                    target: 'idle',
                    actions: {
                      type: 'useGeneratedArgument',
                      params: ({ event }) => ({ output: event.output }),
                    },
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'showToast',
                      params: { kind: 'error', text: M.invalidAiResponse },
                    },
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'showToast',
                    params: ({ event }) => ({
                      kind: 'error',
                      text: serverErrorText(event.error) ?? M.generateFailed,
                    }),
                  },
                },
              },
            },
          },
        },
        save: {
          initial: 'idle',
          states: {
            idle: { on: { SAVE: validatedSave } },
            saving: {
              entry: 'clearSaveError',
              invoke: {
                src: 'saveLinkedArgument',
                input: ({ context }) => linkArgumentRequest(context),
                onDone: [
                  {
                    guard: {
                      type: 'isSavedWithId',
                      params: ({ event }) => ({ output: event.output }),
                    },
                    target: 'success',
                    actions: {
                      type: 'recordSaved',
                      params: ({ event }) => ({ argumentId: event.output.argumentId ?? 0 }),
                    },
                  },
                  {
                    target: 'error',
                    actions: {
                      type: 'failSave',
                      params: ({ event }) => ({ text: event.output?.error || M.saveFailed }),
                    },
                  },
                ],
                onError: {
                  target: 'error',
                  actions: {
                    type: 'failSave',
                    params: ({ event }) => ({ text: serverErrorText(event.error) ?? M.saveFailed }),
                  },
                },
              },
            },
            success: { after: { successIndicator: 'idle' } },
            error: {
              after: { errorIndicator: 'idle' },
              on: { SAVE: validatedSave },
            },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
