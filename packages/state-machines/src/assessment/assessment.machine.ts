import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { ASSESSMENT_MESSAGES } from './assessment.messages';
import type {
  AssessArgumentInput,
  AssessArgumentOutput,
  AssessmentContext,
  AssessmentEvent,
  LoadDialecticalContextInput,
  LoadDialecticalContextOutput,
} from './assessment.types';
import { failureText } from './failureText';

/**
 * The Argument Assessment modal (spec §2, §4 "The assessment opens on demand and loads when
 * opened", §7 POST /api/argument-assessment, §8).
 *
 * - `closed` → (OPEN with the argument) `open.loadingContext` → `open.assessing` →
 *   `open.loaded` (the six tabs) or `open.failed` ('Assessment Failed' with 'Try Again' = RETRY,
 *   which loads again from the context). CLOSE returns to `closed` from anywhere; OPEN while open
 *   starts over with the new argument.
 * - The dialectical context is loaded first by the injected `loadDialecticalContext` actor; its
 *   failure is treated as no context. The mode is 'dialectical' with a context, else 'single'.
 * - The injected `assess` actor makes the call. Its failure text goes into `context.error`: the
 *   server's error text, else 'Failed to assess argument' (also for an answer without an
 *   assessment), or 'An unknown error occurred' when something other than an Error was thrown.
 * - Messages live in context (`error`); there are no emitted events.
 */
export const assessmentMachine = setup({
  types: {
    context: {} as AssessmentContext,
    events: {} as AssessmentEvent,
  },
  actors: {
    loadDialecticalContext: fromPromise<LoadDialecticalContextOutput, LoadDialecticalContextInput>(
      notProvided('loadDialecticalContext'),
    ),
    assess: fromPromise<AssessArgumentOutput, AssessArgumentInput>(notProvided('assess')),
  },
  actions: {
    takeArgument: assign(({ event }) =>
      event.type === 'OPEN'
        ? { argument: event.argument, argumentId: event.argumentId ?? null }
        : {},
    ),
    resetResult: assign({
      assessment: null,
      source: null,
      error: null,
      dialecticalContext: null,
      mode: 'single',
    }),
    takeDialecticalContext: assign((_, params: { context: LoadDialecticalContextOutput }) => ({
      dialecticalContext: params.context,
      mode: params.context ? ('dialectical' as const) : ('single' as const),
    })),
    takeAssessment: assign((_, params: { output: AssessArgumentOutput }) => ({
      assessment: params.output.assessment,
      source: params.output.source ?? null,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, ASSESSMENT_MESSAGES.failed, ASSESSMENT_MESSAGES.unknown),
    })),
    showFirstTab: assign({ tab: 'clarity' }),
    showMissingAssessment: assign({ error: ASSESSMENT_MESSAGES.failed }),
    selectTab: assign({
      tab: ({ context, event }) => (event.type === 'SELECT_TAB' ? event.tab : context.tab),
    }),
  },
  guards: {
    hasAssessment: (_, params: { output: AssessArgumentOutput | null | undefined }) =>
      params.output?.assessment != null,
  },
}).createMachine({
  id: 'assessment',
  context: () => ({
    argument: null,
    argumentId: null,
    dialecticalContext: null,
    mode: 'single',
    assessment: null,
    source: null,
    error: null,
    tab: 'clarity',
  }),
  initial: 'closed',
  on: {
    OPEN: { target: '.open', reenter: true, actions: ['takeArgument', 'showFirstTab'] },
    SELECT_TAB: { actions: 'selectTab' },
  },
  states: {
    closed: {},
    open: {
      on: { CLOSE: 'closed' },
      initial: 'loadingContext',
      states: {
        loadingContext: {
          entry: 'resetResult',
          invoke: {
            src: 'loadDialecticalContext',
            input: ({ context }) => ({
              argumentId: context.argumentId,
              argument: context.argument!,
            }),
            onDone: {
              target: 'assessing',
              actions: {
                type: 'takeDialecticalContext',
                params: ({ event }) => ({ context: event.output ?? null }),
              },
            },
            // A failed context load is treated as no context.
            onError: {
              target: 'assessing',
              actions: { type: 'takeDialecticalContext', params: { context: null } },
            },
          },
        },
        assessing: {
          invoke: {
            src: 'assess',
            input: ({ context }) => ({
              argument: context.argument!,
              mode: context.mode,
              ...(context.dialecticalContext
                ? { dialecticalContext: context.dialecticalContext }
                : {}),
            }),
            onDone: [
              {
                guard: { type: 'hasAssessment', params: ({ event }) => ({ output: event.output }) },
                target: 'loaded',
                actions: {
                  type: 'takeAssessment',
                  params: ({ event }) => ({ output: event.output }),
                },
              },
              { target: 'failed', actions: 'showMissingAssessment' },
            ],
            onError: {
              target: 'failed',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: {},
        failed: {
          on: { RETRY: 'loadingContext' },
        },
      },
    },
  },
});
