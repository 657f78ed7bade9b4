import { DURATIONS, MAX_USER_PATTERNS_FOR_AI, SLIDER_MAX, SLIDER_MIN } from '@credence/engine';
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { snapConditional } from './dependencyEditor.constraints';
import {
  claimsById,
  emptyForm,
  errorMessage,
  initialContext,
  missingClaimIds,
  modelOf,
  now,
  refreshed,
  withModel,
  withToast,
} from './dependencyEditor.context';
import {
  assessmentFailedText,
  CLAIMS_NOT_FOUND_ALERT,
  REMOVE_FAILED_TEXT,
} from './dependencyEditor.messages';
import {
  applyBatch,
  applyReset,
  editableMaps,
  keysByPriority,
  normalizeModel,
  reorder,
  resetRequest,
  saveItems,
  splitDependencyKey,
  toggleLock,
} from './dependencyEditor.model';
import {
  antecedentOptions,
  canAddDependency,
  consequentOptions,
  findItem,
} from './dependencyEditor.selectors';
import type {
  DependencyEditorContext,
  DependencyEditorEmitted,
  DependencyEditorEvent,
  DependencyEditorInput,
  DependencyEditorUserPattern,
  EstimateDependenciesInput,
  EstimateDependenciesOutput,
  FetchDependencyClaimsInput,
  FetchDependencyClaimsOutput,
  FetchUserPatternsInput,
  FetchUserPatternsOutput,
  LoadDependenciesInput,
  LoadDependenciesOutput,
  RemoveDependencyInput,
  ResetDependenciesInput,
  ResetDependenciesOutput,
  SaveDependenciesInput,
  SaveDependenciesOutput,
} from './dependencyEditor.types';
import {
  applySuggestions,
  assessingBanner,
  canEditSlider,
  changedEvent,
  commitSlider,
  createFromForm,
  exceedsCommitThreshold,
  formClaimsFound,
  formDuplicateText,
  formIsDuplicate,
  releasedValue,
  removePending,
} from './dependencyEditor.updates';

/**
 * The Premise Dependencies tab (spec §2, §4 "Dependency item" and "AI dependency assessment", §5,
 * §8). `loading` ('Loading dependencies...') reads the stored dependencies and the texts of
 * external parent claims; `ready` runs five regions in parallel: the card `list` (with the
 * removal dialog), the add `form` (with the duplicate dialog), the AI `assessment` (banner cleared
 * after 5 s), `persistence` (Save to DB / Reset from DB, failures only logged in `warnings`) and
 * `reorder` (the 300 ms reorder animation).
 *
 * Messages: every text is in context (`toasts` with their durations, `banner`, `alert`,
 * `duplicateMessage`); nothing is emitted but the domain events `dependency-changed` and
 * `dependency-deleted`, which the app broadcasts so the constraint system refreshes.
 */
export const dependencyEditorMachine = setup({
  types: {
    context: {} as DependencyEditorContext,
    events: {} as DependencyEditorEvent,
    input: {} as DependencyEditorInput,
    emitted: {} as DependencyEditorEmitted,
  },
  actors: {
    loadDependencies: fromPromise<LoadDependenciesOutput, LoadDependenciesInput>(
      notProvided('loadDependencies'),
    ),
    fetchClaims: fromPromise<FetchDependencyClaimsOutput, FetchDependencyClaimsInput>(
      notProvided('fetchClaims'),
    ),
    removeDependency: fromPromise<void, RemoveDependencyInput>(notProvided('removeDependency')),
    fetchUserPatterns: fromPromise<FetchUserPatternsOutput, FetchUserPatternsInput>(
      notProvided('fetchUserPatterns'),
    ),
    estimateDependencies: fromPromise<EstimateDependenciesOutput, EstimateDependenciesInput>(
      notProvided('estimateDependencies'),
    ),
    saveDependencies: fromPromise<SaveDependenciesOutput, SaveDependenciesInput>(
      notProvided('saveDependencies'),
    ),
    resetDependencies: fromPromise<ResetDependenciesOutput, ResetDependenciesInput>(
      notProvided('resetDependencies'),
    ),
  },
  guards: {
    hasNoArgumentId: ({ context }) => context.argumentId === null,
    hasNoMissingClaims: ({ context }) => missingClaimIds(context).length === 0,
    hasNoUser: ({ context }) => context.userId === null,
    hasTwoPremises: ({ context }) => context.premises.length >= 2,
    isFoundationalist: ({ context }) => context.resolutionMode === 'foundationalist',
    allowedAntecedent: ({ context, event }) => {
      assertEvent(event, 'SET_ANTECEDENT');
      return event.id === null || antecedentOptions(context).some((p) => p.id === event.id);
    },
    allowedConsequent: ({ context, event }) => {
      assertEvent(event, 'SET_CONSEQUENT');
      return event.id === null || consequentOptions(context).some((p) => p.id === event.id);
    },
    formIncomplete: ({ context }) => !canAddDependency(context),
    formClaimsMissing: ({ context }) => !formClaimsFound(context),
    formIsDuplicate: ({ context }) => formIsDuplicate(context),
    sliderEditable: ({ context, event }) => {
      assertEvent(event, ['SLIDER_DRAG', 'SLIDER_RELEASE']);
      return canEditSlider(context, event.id);
    },
    releaseCommits: ({ context, event }) => {
      assertEvent(event, 'SLIDER_RELEASE');
      const value = releasedValue(context, event.id, event.value);
      return canEditSlider(context, event.id) && exceedsCommitThreshold(context, event.id, value);
    },
    removable: ({ context, event }) => {
      assertEvent(event, 'REQUEST_REMOVE');
      const item = findItem(context, event.id);
      return item !== undefined && !item.isCalculated;
    },
    lockable: ({ context, event }) => {
      assertEvent(event, 'TOGGLE_LOCK');
      return context.resolutionMode === 'foundationalist' && context.meta[event.id] !== undefined;
    },
    validReorder: ({ context, event }) => {
      assertEvent(event, 'REORDER');
      const count = keysByPriority(modelOf(context)).length;
      const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < count;
      return (
        context.resolutionMode === 'foundationalist' &&
        inRange(event.fromIndex) &&
        inRange(event.toIndex) &&
        event.fromIndex !== event.toIndex
      );
    },
  },
  actions: {
    applyLoaded: assign(({ context }, output: LoadDependenciesOutput) => {
      const meta: DependencyEditorContext['meta'] = {};
      for (const [key, saved] of Object.entries(output.metadata ?? {})) {
        meta[key] = {
          priority: saved.priority ?? Number.MAX_SAFE_INTEGER,
          isLocked: saved.isLocked ?? false,
          lastModified: saved.lastModified ?? null,
        };
      }
      const model = normalizeModel({
        dependencies: output.dependencies,
        premiseConditionals: output.premiseConditionals,
        meta,
      });
      return withModel(context, model);
    }),
    addClaims: assign(({ context }, output: FetchDependencyClaimsOutput) =>
      refreshed({ ...context, claims: { ...claimsById(output.claims), ...context.claims } }),
    ),
    logWarning: assign(({ context }, message: string) => ({
      warnings: [...context.warnings, message],
    })),
    refreshItems: assign(({ context }) => refreshed(context)),
    setAntecedent: assign(({ context, event }) => {
      assertEvent(event, 'SET_ANTECEDENT');
      return { form: { ...context.form, antecedentId: event.id } };
    }),
    setAntecedentValue: assign(({ context, event }) => {
      assertEvent(event, 'SET_ANTECEDENT_VALUE');
      return { form: { ...context.form, antecedentValue: event.value } };
    }),
    setAntecedentExpression: assign(({ context, event }) => {
      assertEvent(event, 'SET_ANTECEDENT_EXPRESSION');
      const { antecedentExpression: _, ...form } = context.form;
      return {
        form:
          event.expression === null ? form : { ...form, antecedentExpression: event.expression },
      };
    }),
    setConsequent: assign(({ context, event }) => {
      assertEvent(event, 'SET_CONSEQUENT');
      return { form: { ...context.form, consequentId: event.id } };
    }),
    setFormConditional: assign(({ context, event }) => {
      assertEvent(event, 'SET_FORM_CONDITIONAL');
      const value = Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, event.value));
      return { form: { ...context.form, conditionalProbability: value } };
    }),
    resetForm: assign({ form: () => emptyForm(), duplicateMessage: null }),
    alertClaimsMissing: assign({ alert: CLAIMS_NOT_FOUND_ALERT }),
    dismissAlert: assign({ alert: null }),
    showDuplicate: assign({ duplicateMessage: ({ context }) => formDuplicateText(context) }),
    clearDuplicate: assign({ duplicateMessage: null }),
    createDependency: enqueueActions(({ context, enqueue }) => {
      const update = createFromForm(context);
      enqueue.assign(update.changes);
      if (update.emitted) enqueue.emit(update.emitted);
    }),
    dragSlider: assign(({ context, event }) => {
      assertEvent(event, 'SLIDER_DRAG');
      return { drag: { id: event.id, value: snapConditional(context, event.id, event.value) } };
    }),
    clearDrag: assign({ drag: null }),
    commitSlider: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'SLIDER_RELEASE');
      const value = releasedValue(context, event.id, event.value);
      if (value === undefined) return;
      const update = commitSlider(context, event.id, value);
      enqueue.assign(update.changes);
      if (update.emitted) enqueue.emit(update.emitted);
    }),
    rememberRemoval: assign(({ event }) => {
      assertEvent(event, 'REQUEST_REMOVE');
      return { pendingRemovalId: event.id };
    }),
    forgetRemoval: assign({ pendingRemovalId: null }),
    finishRemoval: enqueueActions(({ context, enqueue }) => {
      const update = removePending(context);
      enqueue.assign(update.changes);
      if (update.emitted) enqueue.emit(update.emitted);
    }),
    toastRemoveFailed: assign(({ context }) => ({
      ...withToast(context, 'error', REMOVE_FAILED_TEXT, DURATIONS.message),
      pendingRemovalId: null,
    })),
    toggleLock: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE_LOCK');
      return withModel(context, toggleLock(modelOf(context), event.id));
    }),
    reorder: assign(({ context, event }) => {
      assertEvent(event, 'REORDER');
      return withModel(context, reorder(modelOf(context), event.fromIndex, event.toIndex));
    }),
    setResolutionMode: assign(({ context, event }) => {
      assertEvent(event, 'SET_RESOLUTION_MODE');
      return refreshed({ ...context, resolutionMode: event.mode, drag: null });
    }),
    selectModel: assign(({ event }) => {
      assertEvent(event, 'SELECT_MODEL');
      return { modelId: event.modelId };
    }),
    applyBatch: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'BATCH_UPDATE');
      const model = applyBatch(modelOf(context), event.changes, now());
      enqueue.assign(withModel(context, model));
      enqueue.emit(changedEvent(model));
    }),
    updateArgument: assign(({ context, event }) => {
      assertEvent(event, 'UPDATE_ARGUMENT');
      const premises = event.premises ? [...event.premises] : context.premises;
      const oldPremises = new Set(context.premises.map((premise) => premise.id));
      const external = Object.values(context.claims).filter((claim) => !oldPremises.has(claim.id));
      return refreshed({
        ...context,
        premises,
        claims: { ...claimsById(external), ...claimsById(premises) },
        premiseProbabilities: event.premiseProbabilities ?? context.premiseProbabilities,
        externalClaims: event.externalClaims ?? context.externalClaims,
        overriddenClaimIds: event.overriddenClaimIds
          ? [...event.overriddenClaimIds]
          : context.overriddenClaimIds,
      });
    }),
    dismissToast: assign(({ context, event }) => {
      assertEvent(event, 'DISMISS_TOAST');
      return { toasts: context.toasts.filter((toast) => toast.id !== event.id) };
    }),
    showAssessing: assign({ banner: ({ context }) => assessingBanner(context) }),
    applySuggestions: enqueueActions(({ context, enqueue }, output: EstimateDependenciesOutput) => {
      const update = applySuggestions(context, output);
      enqueue.assign(update.changes);
      if (update.emitted) enqueue.emit(update.emitted);
    }),
    showAssessmentError: assign((_, message: string) => ({
      banner: { kind: 'error' as const, text: assessmentFailedText(message) },
    })),
    clearBanner: assign({ banner: null }),
    applyReset: enqueueActions(({ context, enqueue }, output: ResetDependenciesOutput) => {
      const model = applyReset(modelOf(context), output);
      enqueue.assign(withModel(context, model));
      enqueue.emit(changedEvent(model));
    }),
  },
  delays: {
    message: DURATIONS.message,
    animation: DURATIONS.animation,
  },
}).createMachine({
  id: 'dependencyEditor',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: {
    UPDATE_ARGUMENT: { actions: 'updateArgument' },
    DISMISS_TOAST: { actions: 'dismissToast' },
  },
  states: {
    loading: {
      initial: 'start',
      states: {
        start: {
          always: [
            { guard: 'hasNoArgumentId', target: 'checkingClaims' },
            { target: 'dependencies' },
          ],
        },
        dependencies: {
          invoke: {
            src: 'loadDependencies',
            input: ({ context }) => ({
              argumentId: context.argumentId ?? 0,
              claimIds: context.premises.map((premise) => premise.id),
            }),
            onDone: {
              target: 'checkingClaims',
              actions: { type: 'applyLoaded', params: ({ event }) => event.output },
            },
            onError: {
              target: 'checkingClaims',
              actions: {
                type: 'logWarning',
                params: ({ event }) => `Failed to load dependencies: ${errorMessage(event.error)}`,
              },
            },
          },
        },
        checkingClaims: {
          always: [
            { guard: 'hasNoMissingClaims', target: '#dependencyEditor.ready' },
            { target: 'claims' },
          ],
        },
        claims: {
          invoke: {
            src: 'fetchClaims',
            input: ({ context }) => ({ claimIds: missingClaimIds(context) }),
            onDone: {
              target: '#dependencyEditor.ready',
              actions: { type: 'addClaims', params: ({ event }) => event.output },
            },
            onError: {
              target: '#dependencyEditor.ready',
              actions: {
                type: 'logWarning',
                params: ({ event }) => `Failed to fetch claims: ${errorMessage(event.error)}`,
              },
            },
          },
        },
      },
    },
    ready: {
      type: 'parallel',
      entry: 'refreshItems',
      on: {
        DISMISS_ALERT: { actions: 'dismissAlert' },
        SLIDER_DRAG: { guard: 'sliderEditable', actions: 'dragSlider' },
        SLIDER_RELEASE: [
          { guard: 'releaseCommits', actions: 'commitSlider' },
          { actions: 'clearDrag' },
        ],
        TOGGLE_LOCK: { guard: 'lockable', actions: 'toggleLock' },
        SET_RESOLUTION_MODE: { actions: 'setResolutionMode' },
        BATCH_UPDATE: { actions: 'applyBatch' },
      },
      states: {
        list: {
          initial: 'browsing',
          states: {
            browsing: {
              on: {
                REQUEST_REMOVE: {
                  guard: 'removable',
                  target: 'confirmingRemoval',
                  actions: 'rememberRemoval',
                },
              },
            },
            confirmingRemoval: {
              on: {
                CANCEL_REMOVE: { target: 'browsing', actions: 'forgetRemoval' },
                CONFIRM_REMOVE: [
                  { guard: 'hasNoArgumentId', target: 'browsing', actions: 'finishRemoval' },
                  { target: 'removing' },
                ],
              },
            },
            removing: {
              invoke: {
                src: 'removeDependency',
                input: ({ context }) => ({
                  argumentId: context.argumentId ?? 0,
                  ...splitDependencyKey(context.pendingRemovalId ?? ''),
                }),
                onDone: { target: 'browsing', actions: 'finishRemoval' },
                onError: { target: 'browsing', actions: 'toastRemoveFailed' },
              },
            },
          },
        },
        form: {
          initial: 'closed',
          states: {
            closed: {
              on: { OPEN_FORM: { target: 'open', actions: 'resetForm' } },
            },
            open: {
              on: {
                SET_ANTECEDENT: { guard: 'allowedAntecedent', actions: 'setAntecedent' },
                SET_ANTECEDENT_VALUE: { actions: 'setAntecedentValue' },
                SET_ANTECEDENT_EXPRESSION: { actions: 'setAntecedentExpression' },
                SET_CONSEQUENT: { guard: 'allowedConsequent', actions: 'setConsequent' },
                SET_FORM_CONDITIONAL: { actions: 'setFormConditional' },
                CANCEL_FORM: { target: 'closed', actions: 'resetForm' },
                ADD_DEPENDENCY: [
                  { guard: 'formIncomplete' },
                  { guard: 'formClaimsMissing', actions: 'alertClaimsMissing' },
                  { guard: 'formIsDuplicate', target: 'duplicate', actions: 'showDuplicate' },
                  { target: 'closed', actions: ['createDependency', 'resetForm'] },
                ],
              },
            },
            duplicate: {
              on: { DISMISS_DUPLICATE: { target: 'open', actions: 'clearDuplicate' } },
            },
          },
        },
        assessment: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                ASSESS: { guard: 'hasTwoPremises', target: 'assessing' },
                SELECT_MODEL: { actions: 'selectModel' },
              },
            },
            assessing: {
              entry: 'showAssessing',
              initial: 'start',
              states: {
                start: {
                  always: [
                    {
                      guard: 'hasNoUser',
                      target: 'estimating',
                      actions: assign({ userPatterns: [] as DependencyEditorUserPattern[] }),
                    },
                    { target: 'patterns' },
                  ],
                },
                patterns: {
                  invoke: {
                    src: 'fetchUserPatterns',
                    input: ({ context }) => ({ userId: context.userId ?? 0 }),
                    onDone: {
                      target: 'estimating',
                      actions: assign({
                        userPatterns: ({ event }) =>
                          event.output.conditionals.slice(0, MAX_USER_PATTERNS_FOR_AI),
                      }),
                    },
                    onError: {
                      target: 'estimating',
                      actions: [
                        assign({ userPatterns: [] as DependencyEditorUserPattern[] }),
                        {
                          type: 'logWarning',
                          params: ({ event }) =>
                            `Failed to fetch user patterns: ${errorMessage(event.error)}`,
                        },
                      ],
                    },
                  },
                },
                estimating: {
                  invoke: {
                    src: 'estimateDependencies',
                    input: ({ context }) => ({
                      premises: context.premises.map(({ id, content }) => ({ id, content })),
                      modelId: context.modelId,
                      existingDependencies: context.dependencies,
                      userPatterns: context.userPatterns.slice(0, MAX_USER_PATTERNS_FOR_AI),
                    }),
                    onDone: [
                      {
                        guard: ({ event }) => Boolean(event.output.error),
                        target: '#dependencyEditor.ready.assessment.showingResult',
                        actions: {
                          type: 'showAssessmentError',
                          params: ({ event }) => event.output.error ?? '',
                        },
                      },
                      {
                        target: '#dependencyEditor.ready.assessment.showingResult',
                        actions: { type: 'applySuggestions', params: ({ event }) => event.output },
                      },
                    ],
                    onError: {
                      target: '#dependencyEditor.ready.assessment.showingResult',
                      actions: {
                        type: 'showAssessmentError',
                        params: ({ event }) => errorMessage(event.error),
                      },
                    },
                  },
                },
              },
            },
            showingResult: {
              after: { message: { target: 'idle', actions: 'clearBanner' } },
              on: {
                ASSESS: { guard: 'hasTwoPremises', target: 'assessing' },
                SELECT_MODEL: { actions: 'selectModel' },
              },
            },
          },
        },
        persistence: {
          initial: 'idle',
          states: {
            idle: {
              on: { SAVE_TO_DB: 'saving', RESET_FROM_DB: 'resetting' },
            },
            saving: {
              invoke: {
                src: 'saveDependencies',
                input: ({ context }) => ({
                  argumentId: context.argumentId,
                  items: saveItems(modelOf(context)),
                  ...editableMaps(modelOf(context)),
                  claimIds: context.premises.map((premise) => premise.id),
                }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.errors > 0,
                    target: 'idle',
                    actions: {
                      type: 'logWarning',
                      params: ({ event }) => `Failed to save ${event.output.errors} dependencies`,
                    },
                  },
                  { target: 'idle' },
                ],
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'logWarning',
                    params: ({ event }) =>
                      `Failed to save dependencies: ${errorMessage(event.error)}`,
                  },
                },
              },
            },
            resetting: {
              invoke: {
                src: 'resetDependencies',
                input: ({ context }) => ({
                  argumentId: context.argumentId,
                  dependencies: resetRequest(modelOf(context)),
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'applyReset', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'logWarning',
                    params: ({ event }) =>
                      `Failed to reset dependencies: ${errorMessage(event.error)}`,
                  },
                },
              },
            },
          },
        },
        reorder: {
          initial: 'idle',
          on: {
            REORDER: {
              guard: 'validReorder',
              target: '.animating',
              reenter: true,
              actions: 'reorder',
            },
          },
          states: {
            idle: {},
            animating: { after: { animation: 'idle' } },
          },
        },
      },
    },
  },
});
