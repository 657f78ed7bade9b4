import { DURATIONS } from '@credence/engine';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import {
  claimIdsWithoutText,
  counterexampleData,
  errorMessage,
  initialCounterexampleContext,
  storedData,
  withToast,
} from './counterexample.context';
import * as text from './counterexample.messages';
import {
  addAlternativeName,
  addDomainItem,
  addTuple,
  alternativeNameError,
  canAddTuple,
  domainItemError,
  hasInterpretations,
  MIN_DOMAIN_SIZE,
  predicateSignatures,
  removeAlternativeName,
  removeDomainItem,
  removeTuple,
  withPredicates,
} from './counterexample.predicate';
import {
  allConfirmed,
  applyFullRegimentation,
  applyStored,
  conclusionRetryInput,
  confirmPremise,
  fullRegimentInput,
  hasContent,
  premiseRetryInput,
  retriedPremiseContent,
  storedRegimentationsFit,
  unconfirmAll,
  withPremiseContent,
} from './counterexample.regimentation';
import {
  buildTruthTable,
  counterexampleRows,
  currentRow,
  withAssignment,
  withTruthTable,
} from './counterexample.truthTable';
import type {
  CounterexampleContext,
  CounterexampleEvent,
  CounterexampleInput,
  CounterexampleOutput,
  CounterexampleStorageKeyInput,
  CounterexampleToast,
  EvaluatePredicateModelInput,
  EvaluatePredicateModelOutput,
  FetchCounterexampleClaimsInput,
  FetchCounterexampleClaimsOutput,
  GenerateTruthTableInput,
  GenerateTruthTableOutput,
  RegimentInput,
  RegimentOutput,
  SaveStoredCounterexampleInput,
  StoredCounterexample,
} from './counterexample.types';

/** The parameters of the counterexample machine's `toast` action. */
export type Toast = { kind: CounterexampleToast['kind']; text: string };

/**
 * The Find a Counterexample modal (spec §2, §4 "Counterexample finder", §5, §8).
 *
 * `loadingClaims` fetches the texts of claims given without one (shown anyway after 15 s);
 * `regimentation` regiments the argument (offering stored regimentations first), retries single
 * items and confirms each row; `countermodel` is the `propositional` truth table (T/F toggles,
 * rows, Find, Submit) or the `predicate` model (domain, alternative names, extensions, Validate
 * through the injected `evaluatePredicateModel`). A validation stores isValid and the message,
 * saves the counterexample locally and ends in `completed`, whose output is the counterexample
 * data; Cancel clears local storage and ends in `cancelled`.
 *
 * Messages: every text is in context (`toasts`, each 5 s, plus `message` and
 * `validationMessage`); nothing is emitted.
 */
export const counterexampleMachine = setup({
  types: {
    context: {} as CounterexampleContext,
    events: {} as CounterexampleEvent,
    input: {} as CounterexampleInput,
    output: {} as CounterexampleOutput,
  },
  actors: {
    fetchClaims: fromPromise<FetchCounterexampleClaimsOutput, FetchCounterexampleClaimsInput>(
      notProvided('fetchClaims'),
    ),
    loadStored: fromPromise<StoredCounterexample | null, CounterexampleStorageKeyInput>(
      notProvided('loadStored'),
    ),
    saveStored: fromPromise<void, SaveStoredCounterexampleInput>(notProvided('saveStored')),
    clearStored: fromPromise<void, CounterexampleStorageKeyInput>(notProvided('clearStored')),
    regiment: fromPromise<RegimentOutput, RegimentInput>(notProvided('regiment')),
    generateTruthTable: fromPromise<GenerateTruthTableOutput, GenerateTruthTableInput>(
      notProvided('generateTruthTable'),
    ),
    evaluatePredicateModel: fromPromise<EvaluatePredicateModelOutput, EvaluatePredicateModelInput>(
      notProvided('evaluatePredicateModel'),
    ),
  },
  guards: {
    hasClaimsWithoutText: ({ context }) => claimIdsWithoutText(context).length > 0,
    isPredicate: ({ context }) => context.mode === 'predicate',
    modeChangeAllowed: ({ context, event }) => {
      assertEvent(event, 'SET_MODE');
      return !context.modeLocked && event.mode !== context.mode;
    },
    isKnownPremise: ({ context, event }) => {
      assertEvent(event, ['RETRY_PREMISE', 'EDIT_PREMISE', 'CONFIRM_PREMISE']);
      return context.regimentedPremises.some((item) => item.id === event.id);
    },
    premiseHasContent: ({ context, event }) => {
      assertEvent(event, 'CONFIRM_PREMISE');
      return hasContent(context.regimentedPremises.find((item) => item.id === event.id));
    },
    conclusionHasContent: ({ context }) => hasContent(context.regimentedConclusion),
    allConfirmed: ({ context }) => allConfirmed(context),
    storedFits: ({ context }, stored: StoredCounterexample | null) =>
      storedRegimentationsFit(context, stored),
    retryAnswered: ({ context }, output: RegimentOutput) =>
      retriedPremiseContent(context, output) !== null,
    currentRowIsCounterexample: ({ context }) => currentRow(context)?.isCounterexample === true,
    domainItemRefused: ({ context, event }) => {
      assertEvent(event, 'ADD_DOMAIN_ITEM');
      return domainItemError(context.predicateData, event.name) !== null;
    },
    alternativeNameRefused: ({ context, event }) => {
      assertEvent(event, 'ADD_ALTERNATIVE_NAME');
      return alternativeNameError(context.predicateData, event.name) !== null;
    },
    isDomainItem: ({ context, event }) => {
      assertEvent(event, 'ADD_ALTERNATIVE_NAME');
      return context.predicateData.domain.includes(event.item);
    },
    tupleAllowed: ({ context, event }) => {
      assertEvent(event, 'ADD_TO_INTERPRETATION');
      return canAddTuple(context.predicateData, event.predicate, event.tuple);
    },
    domainTooSmall: ({ context }) => context.predicateData.domain.length < MIN_DOMAIN_SIZE,
    noInterpretations: ({ context }) => !hasInterpretations(context.predicateData),
    premisesNotAllTrue: (_, output: EvaluatePredicateModelOutput) =>
      output.premises.some((value) => !value),
    conclusionTrue: (_, output: EvaluatePredicateModelOutput) => output.conclusion,
  },
  actions: {
    toast: assign(({ context }, toast: Toast) => withToast(context, toast.kind, toast.text)),
    logWarning: assign(({ context }, message: string) => ({
      warnings: [...context.warnings, message],
    })),
    dismissToast: assign(({ context, event }) => {
      assertEvent(event, 'DISMISS_TOAST');
      return { toasts: context.toasts.filter((toast) => toast.id !== event.id) };
    }),
    fillClaimTexts: assign(({ context }, output: FetchCounterexampleClaimsOutput) => {
      const texts = new Map(output.claims.map((claim) => [claim.id, claim.content]));
      const fill = <T extends { id: string; content: string }>(claim: T): T =>
        claim.content.trim() === '' && texts.has(claim.id)
          ? { ...claim, content: texts.get(claim.id)! }
          : claim;
      const originalPremises = context.originalPremises.map(fill);
      const originalConclusion = fill(context.originalConclusion);
      return {
        originalPremises,
        originalConclusion,
        regimentedPremises: context.regimentedPremises.map((item, i) => ({
          ...item,
          originalContent: originalPremises[i]?.content ?? item.originalContent,
        })),
        regimentedConclusion: {
          ...context.regimentedConclusion,
          originalContent: originalConclusion.content,
        },
      };
    }),
    setMode: assign(({ context, event }) => {
      assertEvent(event, 'SET_MODE');
      return { mode: event.mode, ...unconfirmAll(context) };
    }),
    selectModel: assign(({ event }) => {
      assertEvent(event, 'SELECT_MODEL');
      return { modelId: event.modelId };
    }),
    rememberStored: assign((_, stored: StoredCounterexample | null) => ({ pendingStored: stored })),
    loadPendingStored: assign(({ context }) =>
      context.pendingStored
        ? { ...applyStored(context, context.pendingStored), pendingStored: null }
        : {},
    ),
    forgetStored: assign({ pendingStored: null }),
    applyFullRegimentation: assign(({ context }, output: RegimentOutput) => ({
      ...applyFullRegimentation(context, output),
      ...withToast(context, 'success', text.REGIMENTATION_GENERATED_TEXT),
    })),
    rememberRetry: assign(({ event }) => {
      assertEvent(event, 'RETRY_PREMISE');
      return { retryingPremiseId: event.id };
    }),
    applyPremiseRetry: assign(({ context }, output: RegimentOutput) => ({
      regimentedPremises: withPremiseContent(
        context,
        context.retryingPremiseId ?? '',
        retriedPremiseContent(context, output) ?? '',
      ),
      retryingPremiseId: null,
      ...withToast(context, 'success', text.PREMISE_REGENERATED_TEXT),
    })),
    failPremiseRetry: assign(({ context }) => ({
      retryingPremiseId: null,
      ...withToast(context, 'error', text.PREMISE_REGENERATION_ERROR_TEXT),
    })),
    applyConclusionRetry: assign(({ context }, output: RegimentOutput) => ({
      regimentedConclusion: {
        ...context.regimentedConclusion,
        regimentedContent: output.regimentedConclusion.regimentedContent,
        isConfirmed: false,
      },
      ...withToast(context, 'success', text.CONCLUSION_REGENERATED_TEXT),
    })),
    editPremise: assign(({ context, event }) => {
      assertEvent(event, 'EDIT_PREMISE');
      return { regimentedPremises: withPremiseContent(context, event.id, event.content) };
    }),
    editConclusion: assign(({ context, event }) => {
      assertEvent(event, 'EDIT_CONCLUSION');
      return {
        regimentedConclusion: {
          ...context.regimentedConclusion,
          regimentedContent: event.content,
          isConfirmed: false,
        },
      };
    }),
    confirmPremise: assign(({ context, event }) => {
      assertEvent(event, 'CONFIRM_PREMISE');
      return { regimentedPremises: confirmPremise(context, event.id) };
    }),
    confirmConclusion: assign(({ context }) => ({
      regimentedConclusion: { ...context.regimentedConclusion, isConfirmed: true },
    })),
    clearCountermodel: assign({
      truthTable: null,
      assignments: {},
      selectedRowId: null,
      foundRowIds: null,
      isValid: null,
      message: null,
      validationMessage: null,
    }),
    applyTruthTable: assign(({ context }, output: GenerateTruthTableOutput) =>
      withTruthTable(buildTruthTable(output, context.originalPremises.length)),
    ),
    setAssignment: assign(({ context, event }) => {
      assertEvent(event, 'SET_ASSIGNMENT');
      return withAssignment(context, event.variable, event.value);
    }),
    selectRow: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_ROW');
      const row = context.truthTable?.rows.find((candidate) => candidate.id === event.rowId);
      return row ? { assignments: { ...row.values }, selectedRowId: row.id } : {};
    }),
    findCounterexamples: assign(({ context }) => {
      const rows = counterexampleRows(context);
      const first = rows[0];
      return {
        foundRowIds: rows.map((row) => row.id),
        ...(first ? { assignments: { ...first.values }, selectedRowId: first.id } : {}),
        ...(first
          ? withToast(context, 'success', text.foundCounterexamplesText(rows.length))
          : withToast(context, 'info', text.NO_COUNTEREXAMPLES_TEXT)),
      };
    }),
    concludeValidation: assign(({ context }, result: { isValid: boolean; message: string }) => ({
      isValid: result.isValid,
      message: result.message,
      validationMessage: result.message,
      ...withToast(context, result.isValid ? 'success' : 'error', result.message),
    })),
    preparePredicates: assign(({ context }) => ({
      predicateData: withPredicates(
        context.predicateData,
        predicateSignatures([
          ...context.regimentedPremises.map((item) => item.regimentedContent),
          context.regimentedConclusion.regimentedContent,
        ]),
      ),
    })),
    addDomainItem: assign(({ context, event }) => {
      assertEvent(event, 'ADD_DOMAIN_ITEM');
      return { predicateData: addDomainItem(context.predicateData, event.name) };
    }),
    refuseDomainItem: assign(({ context, event }) => {
      assertEvent(event, 'ADD_DOMAIN_ITEM');
      return withToast(context, 'error', domainItemError(context.predicateData, event.name) ?? '');
    }),
    removeDomainItem: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE_DOMAIN_ITEM');
      return { predicateData: removeDomainItem(context.predicateData, event.name) };
    }),
    addAlternativeName: assign(({ context, event }) => {
      assertEvent(event, 'ADD_ALTERNATIVE_NAME');
      return {
        predicateData: addAlternativeName(context.predicateData, event.item, event.name),
      };
    }),
    refuseAlternativeName: assign(({ context, event }) => {
      assertEvent(event, 'ADD_ALTERNATIVE_NAME');
      const error = alternativeNameError(context.predicateData, event.name) ?? '';
      return withToast(context, 'error', error);
    }),
    removeAlternativeName: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE_ALTERNATIVE_NAME');
      return {
        predicateData: removeAlternativeName(context.predicateData, event.item, event.name),
      };
    }),
    addTuple: assign(({ context, event }) => {
      assertEvent(event, 'ADD_TO_INTERPRETATION');
      return { predicateData: addTuple(context.predicateData, event.predicate, event.tuple) };
    }),
    removeTuple: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE_FROM_INTERPRETATION');
      return { predicateData: removeTuple(context.predicateData, event.predicate, event.tuple) };
    }),
    refuseValidation: assign(({ context }, message: string) => ({
      validationMessage: message,
      ...withToast(context, 'error', message),
    })),
    complete: assign(({ context }) => ({
      outcome: { status: 'completed' as const, data: counterexampleData(context) },
    })),
    cancel: assign({ outcome: { status: 'cancelled' as const } }),
  },
  delays: {
    forcedDisplay: DURATIONS.forcedDisplay,
  },
}).createMachine({
  id: 'counterexample',
  context: ({ input }) => initialCounterexampleContext(input),
  initial: 'start',
  output: ({ context }) => context.outcome ?? { status: 'cancelled' },
  on: {
    DISMISS_TOAST: { actions: 'dismissToast' },
  },
  states: {
    start: {
      always: [
        { guard: 'hasClaimsWithoutText', target: 'loadingClaims' },
        { target: 'regimentation' },
      ],
    },
    loadingClaims: {
      invoke: {
        src: 'fetchClaims',
        input: ({ context }) => ({ claimIds: claimIdsWithoutText(context) }),
        onDone: {
          target: 'regimentation',
          actions: { type: 'fillClaimTexts', params: ({ event }) => event.output },
        },
        onError: {
          target: 'regimentation',
          actions: {
            type: 'logWarning',
            params: ({ event }) => `Failed to fetch claims: ${errorMessage(event.error)}`,
          },
        },
      },
      after: {
        forcedDisplay: {
          target: 'regimentation',
          actions: { type: 'logWarning', params: 'Claims still loading: showing the modal anyway' },
        },
      },
      on: { CANCEL: 'cancelling' },
    },
    regimentation: {
      initial: 'idle',
      on: { CANCEL: 'cancelling' },
      states: {
        idle: {
          on: {
            SET_MODE: { guard: 'modeChangeAllowed', actions: 'setMode' },
            SELECT_MODEL: { actions: 'selectModel' },
            REGIMENT: 'checkingStored',
            RETRY_PREMISE: {
              guard: 'isKnownPremise',
              target: 'retryingPremise',
              actions: 'rememberRetry',
            },
            RETRY_CONCLUSION: 'retryingConclusion',
            EDIT_PREMISE: { guard: 'isKnownPremise', actions: 'editPremise' },
            EDIT_CONCLUSION: { actions: 'editConclusion' },
            CONFIRM_PREMISE: {
              guard: 'premiseHasContent',
              actions: 'confirmPremise',
            },
            CONFIRM_CONCLUSION: { guard: 'conclusionHasContent', actions: 'confirmConclusion' },
            PROCEED: [
              { guard: 'allConfirmed', target: 'savingRegimentation' },
              {
                actions: {
                  type: 'toast',
                  params: { kind: 'error', text: text.CONFIRM_ALL_TEXT },
                },
              },
            ],
          },
        },
        checkingStored: {
          invoke: {
            src: 'loadStored',
            input: ({ context }) => ({ key: context.storageKey }),
            onDone: [
              {
                guard: { type: 'storedFits', params: ({ event }) => event.output },
                target: 'confirmingStored',
                actions: { type: 'rememberStored', params: ({ event }) => event.output },
              },
              { target: 'regimenting' },
            ],
            onError: {
              target: 'regimenting',
              actions: {
                type: 'logWarning',
                params: ({ event }) =>
                  `Failed to read stored regimentations: ${errorMessage(event.error)}`,
              },
            },
          },
        },
        confirmingStored: {
          on: {
            LOAD_STORED: { target: 'idle', actions: 'loadPendingStored' },
            DISCARD_STORED: { target: 'regimenting', actions: 'forgetStored' },
          },
        },
        regimenting: {
          invoke: {
            src: 'regiment',
            input: ({ context }) => fullRegimentInput(context),
            onDone: {
              target: 'idle',
              actions: { type: 'applyFullRegimentation', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'toast',
                params: { kind: 'error', text: text.REGIMENTATION_ERROR_TEXT },
              },
            },
          },
        },
        retryingPremise: {
          invoke: {
            src: 'regiment',
            input: ({ context }) => premiseRetryInput(context),
            onDone: [
              {
                guard: { type: 'retryAnswered', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'applyPremiseRetry', params: ({ event }) => event.output },
              },
              { target: 'idle', actions: 'failPremiseRetry' },
            ],
            onError: { target: 'idle', actions: 'failPremiseRetry' },
          },
        },
        retryingConclusion: {
          invoke: {
            src: 'regiment',
            input: ({ context }) => conclusionRetryInput(context),
            onDone: {
              target: 'idle',
              actions: { type: 'applyConclusionRetry', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'toast',
                params: { kind: 'error', text: text.CONCLUSION_REGENERATION_ERROR_TEXT },
              },
            },
          },
        },
        savingRegimentation: {
          invoke: {
            src: 'saveStored',
            input: ({ context }) => ({
              key: context.storageKey,
              data: storedData(context, 'regimentation'),
            }),
            onDone: {
              target: '#counterexample.countermodel',
              actions: {
                type: 'toast',
                params: { kind: 'success', text: text.REGIMENTATION_SAVED_TEXT },
              },
            },
            onError: {
              target: '#counterexample.countermodel',
              actions: {
                type: 'logWarning',
                params: ({ event }) =>
                  `Failed to save regimentation locally: ${errorMessage(event.error)}`,
              },
            },
          },
        },
      },
    },
    countermodel: {
      initial: 'choosing',
      on: {
        BACK: { target: 'regimentation', actions: 'clearCountermodel' },
        CANCEL: 'cancelling',
      },
      states: {
        choosing: {
          always: [
            { guard: 'isPredicate', target: 'predicate', actions: 'preparePredicates' },
            { target: 'propositional' },
          ],
        },
        propositional: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'generateTruthTable',
                input: ({ context }) => ({
                  formulas: [
                    ...context.regimentedPremises.map((item) => item.regimentedContent),
                    context.regimentedConclusion.regimentedContent,
                  ],
                }),
                onDone: {
                  target: 'ready',
                  actions: { type: 'applyTruthTable', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'toast',
                    params: { kind: 'error', text: text.TRUTH_TABLE_ERROR_TEXT },
                  },
                },
              },
            },
            failed: {
              on: { RETRY_TRUTH_TABLE: 'loading' },
            },
            ready: {
              on: {
                SET_ASSIGNMENT: { actions: 'setAssignment' },
                SELECT_ROW: { actions: 'selectRow' },
                FIND_COUNTEREXAMPLE: { actions: 'findCounterexamples' },
                SUBMIT: [
                  {
                    guard: 'currentRowIsCounterexample',
                    target: '#counterexample.savingCounterexample',
                    actions: {
                      type: 'concludeValidation',
                      params: { isValid: true, message: text.PROPOSITIONAL_VALIDATED_TEXT },
                    },
                  },
                  {
                    target: '#counterexample.savingCounterexample',
                    actions: {
                      type: 'concludeValidation',
                      params: { isValid: false, message: text.INVALID_ASSIGNMENT_TEXT },
                    },
                  },
                ],
              },
            },
          },
        },
        predicate: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                ADD_DOMAIN_ITEM: [
                  { guard: 'domainItemRefused', actions: 'refuseDomainItem' },
                  { actions: 'addDomainItem' },
                ],
                REMOVE_DOMAIN_ITEM: { actions: 'removeDomainItem' },
                ADD_ALTERNATIVE_NAME: [
                  { guard: 'alternativeNameRefused', actions: 'refuseAlternativeName' },
                  { guard: 'isDomainItem', actions: 'addAlternativeName' },
                ],
                REMOVE_ALTERNATIVE_NAME: { actions: 'removeAlternativeName' },
                ADD_TO_INTERPRETATION: { guard: 'tupleAllowed', actions: 'addTuple' },
                REMOVE_FROM_INTERPRETATION: { actions: 'removeTuple' },
                VALIDATE: [
                  {
                    guard: 'domainTooSmall',
                    actions: { type: 'refuseValidation', params: text.DOMAIN_TOO_SMALL_TEXT },
                  },
                  {
                    guard: 'noInterpretations',
                    actions: { type: 'refuseValidation', params: text.NO_INTERPRETATIONS_TEXT },
                  },
                  { target: 'evaluating' },
                ],
              },
            },
            evaluating: {
              invoke: {
                src: 'evaluatePredicateModel',
                input: ({ context }) => ({
                  premises: context.regimentedPremises.map((item) => item.regimentedContent),
                  conclusion: context.regimentedConclusion.regimentedContent,
                  model: {
                    domain: context.predicateData.domain,
                    alternativeNames: context.predicateData.alternativeNames,
                    interpretations: context.predicateData.interpretations,
                  },
                }),
                onDone: [
                  {
                    guard: { type: 'premisesNotAllTrue', params: ({ event }) => event.output },
                    target: '#counterexample.savingCounterexample',
                    actions: {
                      type: 'concludeValidation',
                      params: { isValid: false, message: text.PREMISES_NOT_TRUE_TEXT },
                    },
                  },
                  {
                    guard: { type: 'conclusionTrue', params: ({ event }) => event.output },
                    target: '#counterexample.savingCounterexample',
                    actions: {
                      type: 'concludeValidation',
                      params: { isValid: false, message: text.CONCLUSION_NOT_FALSE_TEXT },
                    },
                  },
                  {
                    target: '#counterexample.savingCounterexample',
                    actions: {
                      type: 'concludeValidation',
                      params: { isValid: true, message: text.PREDICATE_VALIDATED_TEXT },
                    },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'refuseValidation',
                    params: ({ event }) => errorMessage(event.error),
                  },
                },
              },
            },
          },
        },
      },
    },
    savingCounterexample: {
      invoke: {
        src: 'saveStored',
        input: ({ context }) => ({
          key: context.storageKey,
          data: storedData(context, 'countermodel'),
        }),
        onDone: {
          target: 'completed',
          actions: {
            type: 'toast',
            params: { kind: 'success', text: text.COUNTEREXAMPLE_SAVED_TEXT },
          },
        },
        onError: {
          target: 'completed',
          actions: {
            type: 'logWarning',
            params: ({ event }) =>
              `Failed to save counterexample locally: ${errorMessage(event.error)}`,
          },
        },
      },
    },
    completed: { type: 'final', entry: 'complete' },
    cancelling: {
      invoke: {
        src: 'clearStored',
        input: ({ context }) => ({ key: context.storageKey }),
        onDone: 'cancelled',
        onError: {
          target: 'cancelled',
          actions: {
            type: 'logWarning',
            params: ({ event }) =>
              `Failed to clear the stored counterexample: ${errorMessage(event.error)}`,
          },
        },
      },
    },
    cancelled: { type: 'final', entry: 'cancel' },
  },
});
