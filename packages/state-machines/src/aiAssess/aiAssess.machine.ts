import { isRuleBasedModel } from '@credence/api';
import { DEFAULT_AI_MODEL, DURATIONS, rowCount } from '@credence/engine';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { errorText, estimateCount, readAiEstimate } from './aiAssess.estimate';
import {
  analyzingBayesian,
  analyzingTruthTable,
  assessmentFailed,
  bayesianEstimated,
  bayesianEstimatedByRules,
  NO_BAYESIAN_ESTIMATES,
  NO_TRUTH_TABLE_VALUES,
  truthTableEstimated,
  truthTableEstimatedByRules,
} from './aiAssess.messages';
import type {
  AiAssessContext,
  AiAssessEmitted,
  AiAssessEvent,
  AiAssessInput,
  EstimateSettingsRequest,
  EstimateSettingsResponse,
} from './aiAssess.types';

/**
 * AI Assess on the Bayesian and Truth Table tabs (evaluator spec §2, §4, §5, §8):
 * idle → assessing → success or error; the outcome message clears after 5 s
 * (`DURATIONS.message`) and the machine returns to idle.
 *
 * - `ASSESS` is refused (guard `canAssess`) with no premises, and is not handled while assessing,
 *   so the button is disabled exactly when `snapshot.can({ type: 'ASSESS' })` is false.
 * - The call is the injected `estimateSettings` actor: input the POST /api/ai/estimate-settings
 *   body, output its answer.
 * - Messages live in `context.message` (the strip's text, exact spec wording); the estimate is kept
 *   in `context.estimate` and emitted as `{ type: 'estimated', estimate }` for the tab to apply.
 */
export const aiAssessMachine = setup({
  types: {
    context: {} as AiAssessContext,
    events: {} as AiAssessEvent,
    input: {} as AiAssessInput,
    emitted: {} as AiAssessEmitted,
  },
  actors: {
    estimateSettings: fromPromise<EstimateSettingsResponse, EstimateSettingsRequest>(
      notProvided('estimateSettings'),
    ),
  },
  guards: {
    canAssess: ({ context }) => context.premises.length > 0,
    estimateReceived: ({ context }, output: EstimateSettingsResponse) =>
      readAiEstimate(context.tabId, output) !== null,
    answerHasError: (_, output: EstimateSettingsResponse) =>
      typeof output?.error === 'string' && output.error !== '',
  },
  actions: {
    showProgress: assign({
      message: ({ context }) => ({
        kind: 'info' as const,
        text:
          context.tabId === 'BAYESIAN'
            ? analyzingBayesian(context.premises.length)
            : analyzingTruthTable(rowCount(context.premises.length)),
      }),
    }),
    keepEstimate: assign(({ context }, output: EstimateSettingsResponse) => {
      const estimate = readAiEstimate(context.tabId, output)!;
      const count = estimateCount(estimate);
      return {
        estimate,
        message: {
          kind: 'success' as const,
          // The offline rules' answer is labelled as theirs, never as an AI's.
          text: isRuleBasedModel(context.modelId)
            ? estimate.tabId === 'BAYESIAN'
              ? bayesianEstimatedByRules(count)
              : truthTableEstimatedByRules(count)
            : estimate.tabId === 'BAYESIAN'
              ? bayesianEstimated(count)
              : truthTableEstimated(count),
        },
      };
    }),
    emitEstimate: emit(({ context }) => ({
      type: 'estimated' as const,
      estimate: context.estimate!,
    })),
    reportNoEstimate: assign({
      message: ({ context }) => ({
        kind: 'error' as const,
        text: context.tabId === 'BAYESIAN' ? NO_BAYESIAN_ESTIMATES : NO_TRUTH_TABLE_VALUES,
      }),
    }),
    reportFailure: assign((_, params: { reason: string }) => ({
      message: { kind: 'error' as const, text: assessmentFailed(params.reason) },
    })),
    clearMessage: assign({ message: null }),
    setModel: assign(({ event }) => {
      assertEvent(event, 'SET_MODEL');
      return { modelId: event.modelId };
    }),
    setArgument: assign(({ context, event }) => {
      assertEvent(event, 'SET_ARGUMENT');
      return {
        premises: event.premises,
        conclusion: event.conclusion,
        userEvaluations: event.userEvaluations ?? context.userEvaluations,
      };
    }),
  },
  delays: {
    message: DURATIONS.message,
  },
}).createMachine({
  id: 'aiAssess',
  context: ({ input }) => ({
    tabId: input.tabId,
    premises: input.premises,
    conclusion: input.conclusion,
    modelId: input.modelId ?? DEFAULT_AI_MODEL,
    userEvaluations: input.userEvaluations ?? [],
    message: null,
    estimate: null,
  }),
  on: {
    SET_MODEL: { actions: 'setModel' },
    SET_ARGUMENT: { actions: 'setArgument' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: { ASSESS: { guard: 'canAssess', target: 'assessing' } },
    },
    assessing: {
      entry: 'showProgress',
      invoke: {
        src: 'estimateSettings',
        input: ({ context }) => ({
          currentTabId: context.tabId,
          premises: context.premises,
          conclusion: context.conclusion,
          modelId: context.modelId,
          userEvaluations: context.userEvaluations,
        }),
        onDone: [
          {
            guard: { type: 'estimateReceived', params: ({ event }) => event.output },
            target: 'success',
            actions: [
              { type: 'keepEstimate', params: ({ event }) => event.output },
              'emitEstimate',
            ],
          },
          {
            guard: { type: 'answerHasError', params: ({ event }) => event.output },
            target: 'error',
            actions: {
              type: 'reportFailure',
              params: ({ event }) => ({ reason: event.output.error ?? '' }),
            },
          },
          { target: 'error', actions: 'reportNoEstimate' },
        ],
        onError: {
          target: 'error',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ reason: errorText(event.error) }),
          },
        },
      },
    },
    success: {
      after: { message: { target: 'idle', actions: 'clearMessage' } },
      on: { ASSESS: { guard: 'canAssess', target: 'assessing' } },
    },
    error: {
      after: { message: { target: 'idle', actions: 'clearMessage' } },
      on: { ASSESS: { guard: 'canAssess', target: 'assessing' } },
    },
  },
});
