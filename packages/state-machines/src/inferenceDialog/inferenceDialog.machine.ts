import {
  conclusionRecordsInput,
  loadDependenciesInput,
  saveBayesianInput,
  saveDependenciesInput,
  saveSettingsInput,
  saveTruthTableInput,
} from './inferenceDialog.inputs';
import {
  DEPENDENCIES_RESET,
  DEPENDENCIES_RESET_FAILED,
  FALLBACK_RESET,
  FALLBACK_RESET_FAILED,
  LOAD_DEPENDENCIES_FAILED,
  SAVE_DEPENDENCIES_FAILED,
  SAVE_FAILED,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
} from './inferenceDialog.messages';
import { initialContext } from './inferenceDialog.settings';
import { errorText, inferenceDialogSetup } from './inferenceDialog.setup';
import { settingsFor } from './inferenceDialog.sync';

/** Entering a tab: it becomes the active one and its numbers are computed. */
const enterTab = (tab: 'FALLBACK' | 'BAYESIAN' | 'TRUTH_TABLE' | 'DEMONSTRATION') => [
  { type: 'setActiveTab' as const, params: { tab } },
  'recalculate' as const,
];

/** Selecting another tab: pending slider edits are synced first. */
const selectTab = (
  tab: 'FALLBACK' | 'BAYESIAN' | 'TRUTH_TABLE' | 'DEMONSTRATION',
  target: string,
) => ({
  guard: { type: 'selectsTab' as const, params: { tab } },
  target,
  actions: 'commitDrafts' as const,
});

/** Remembers a tab's Save/Reset failure (shown with the error icon). */
const rememberError = (tab: 'fallback' | 'bayesian' | 'truthTable') => ({
  type: 'rememberTabError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ tab, error: errorText(event.error) }),
});

/** Clears a tab's last failure when a new Save/Reset starts. */
const clearError = (tab: 'fallback' | 'bayesian' | 'truthTable') => ({
  type: 'rememberTabError' as const,
  params: { tab, error: null },
});

/** Shows a §8 toast. */
const toast = (kind: 'success' | 'error', text: string) => ({
  type: 'toast' as const,
  params: { kind, text },
});

/** A failed Fallback reload: back to the initial values (or 0.9 and 0.2), with the toast. */
const failedFallbackReset = [
  'revertFallback' as const,
  'recalculate' as const,
  toast('error', FALLBACK_RESET_FAILED),
  rememberError('fallback'),
];

/**
 * The Inference Evaluation dialog (evaluator spec §2, §4, §5, §8, §9). It runs while the dialog is
 * open; its regions run in parallel:
 *
 * - `status`: the header, loading (the opening refresh of dependencies and stored fallback
 *   values) → idle; Save → saving (dependencies, then settings) → success (2 s) → idle.
 * - `tab`: fallback | bayesian | truthTable | demonstration, with the regeneration rules of
 *   tab switches (Bayesian → Truth Table, Truth Table → Bayesian).
 * - `bayesianSync`, `truthTableSync`, `fallbackApply`: the 300 ms debounces; table syncing pauses
 *   for 100 ms whenever the machine rewrites the table.
 * - `fallbackDb`, `bayesianDb`, `truthTableDb`: each tab's Save to DB / Reset from DB status,
 *   idle → saving/resetting → success (2 s) or error (3 s) → idle, the states and delays of
 *   `saveStatusMachine`. They are regions rather than invoked `saveStatusMachine` children
 *   because that machine's `save`/`reset` actors take no input and return nothing, while these
 *   need the dialog's settings as input and put reloaded values back into its context.
 *
 * AI Assess is `aiAssessMachine`, run by each tab: apply its `estimated` output here with
 * `BAYESIAN_CHANGED` / `TRUTH_TABLE_CHANGED`.
 *
 * Toasts are emitted (`{ type: 'toast', toast }`), never kept in context; so are the settings for
 * the parent (`settings-applied`) and the dependency-graph broadcast (`dependency-graph-changed`).
 * The network is reached only through the injected actors; the maths is the engine's.
 */
export const inferenceDialogMachine = inferenceDialogSetup.createMachine({
  id: 'inferenceDialog',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  on: {
    PREMISES_CHANGED: { actions: 'updatePremises' },
    DEPENDENCIES_CHANGED: { actions: ['setDependencies', 'recalculate'] },
    ANTECEDENT_REMOVED: { actions: ['removeAntecedent', 'recalculate'] },
    DEPENDENCY_DELETED: { actions: ['deleteDependency', 'recalculate'] },
    DEMONSTRATION_RESULT: { actions: 'setDemonstrationResult' },
  },
  states: {
    status: {
      initial: 'loading',
      states: {
        loading: {
          type: 'parallel',
          onDone: { target: 'idle', actions: 'recalculate' },
          states: {
            dependencies: {
              initial: 'checking',
              states: {
                checking: {
                  always: [
                    { guard: 'noDependencyClaims', target: 'done', actions: 'clearDependencies' },
                    { guard: 'noArgumentId', target: 'done' },
                    { target: 'fetching' },
                  ],
                },
                fetching: {
                  invoke: {
                    src: 'loadDependencies',
                    input: loadDependenciesInput,
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'applyLoadedDependencies',
                        params: ({ event }) => event.output,
                      },
                    },
                    onError: {
                      target: 'done',
                      actions: [
                        'dependenciesFromTabSettings',
                        toast('error', LOAD_DEPENDENCIES_FAILED),
                      ],
                    },
                  },
                },
                done: { type: 'final' },
              },
            },
            fallbackValues: {
              initial: 'checking',
              states: {
                checking: {
                  always: [{ guard: 'noPremises', target: 'done' }, { target: 'fetching' }],
                },
                fetching: {
                  invoke: {
                    src: 'loadConditionals',
                    input: conclusionRecordsInput,
                    onDone: {
                      target: 'done',
                      actions: {
                        type: 'applyStoredFallback',
                        params: ({ event }) => ({ records: event.output }),
                      },
                    },
                    // The tab settings' values stay.
                    onError: 'done',
                  },
                },
                done: { type: 'final' },
              },
            },
          },
        },
        idle: {
          on: { SAVE: { guard: 'canSave', target: 'saving', actions: 'commitDrafts' } },
        },
        saving: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'noArgumentId', target: 'settings' }, { target: 'dependencies' }],
            },
            dependencies: {
              invoke: {
                src: 'saveDependencies',
                input: saveDependenciesInput,
                onDone: 'settings',
                onError: {
                  target: 'settings',
                  actions: toast('error', SAVE_DEPENDENCIES_FAILED),
                },
              },
            },
            settings: {
              invoke: {
                src: 'saveSettings',
                input: saveSettingsInput,
                onDone: '#inferenceDialog.status.success',
                onError: {
                  target: '#inferenceDialog.status.idle',
                  actions: toast('error', SAVE_FAILED),
                },
              },
            },
          },
        },
        success: {
          after: { successIndicator: 'idle' },
          on: { SAVE: { guard: 'canSave', target: 'saving', actions: 'commitDrafts' } },
        },
      },
    },

    tab: {
      initial: 'opening',
      on: {
        SELECT_TAB: [
          {
            guard: 'bayesianToTableWithChanges',
            target: '.truthTable',
            actions: ['commitDrafts', 'tableFromBayesian', 'pauseTableSync'],
          },
          {
            guard: 'tableToBayesianWithChanges',
            target: '.bayesian',
            actions: ['commitDrafts', 'bayesianFromTable'],
          },
          selectTab('FALLBACK', '.fallback'),
          selectTab('BAYESIAN', '.bayesian'),
          selectTab('TRUTH_TABLE', '.truthTable'),
          selectTab('DEMONSTRATION', '.demonstration'),
        ],
      },
      states: {
        opening: {
          always: [
            { guard: { type: 'isActiveTab', params: { tab: 'BAYESIAN' } }, target: 'bayesian' },
            {
              guard: { type: 'isActiveTab', params: { tab: 'TRUTH_TABLE' } },
              target: 'truthTable',
            },
            {
              guard: { type: 'isActiveTab', params: { tab: 'DEMONSTRATION' } },
              target: 'demonstration',
            },
            { target: 'fallback' },
          ],
        },
        fallback: { entry: enterTab('FALLBACK') },
        bayesian: { entry: enterTab('BAYESIAN') },
        truthTable: { entry: enterTab('TRUTH_TABLE') },
        demonstration: { entry: enterTab('DEMONSTRATION') },
      },
    },

    bayesianSync: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            BAYESIAN_CHANGED: {
              guard: 'changesBayesian',
              target: 'debouncing',
              actions: 'storeBayesianDraft',
            },
          },
        },
        debouncing: {
          on: {
            BAYESIAN_CHANGED: {
              guard: 'changesBayesian',
              target: 'debouncing',
              reenter: true,
              actions: 'storeBayesianDraft',
            },
          },
          after: {
            sliderDebounce: [
              {
                guard: 'hasBayesianDraft',
                target: 'idle',
                actions: ['commitBayesianDraft', 'pauseTableSync', 'recalculate'],
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },

    truthTableSync: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TABLE_REWRITTEN: 'paused',
            TRUTH_TABLE_CHANGED: {
              guard: 'changesTable',
              target: 'debouncing',
              actions: 'storeTableDraft',
            },
          },
        },
        debouncing: {
          on: {
            TABLE_REWRITTEN: 'paused',
            TRUTH_TABLE_CHANGED: {
              guard: 'changesTable',
              target: 'debouncing',
              reenter: true,
              actions: 'storeTableDraft',
            },
          },
          after: {
            sliderDebounce: [
              {
                guard: 'hasTableDraft',
                target: 'idle',
                actions: ['commitTableDraft', 'recalculate'],
              },
              { target: 'idle' },
            ],
          },
        },
        paused: {
          on: {
            TABLE_REWRITTEN: { target: 'paused', reenter: true },
            TRUTH_TABLE_CHANGED: { guard: 'changesTable', actions: 'storeTableDraft' },
          },
          after: {
            syncGuard: [{ guard: 'hasTableDraft', target: 'debouncing' }, { target: 'idle' }],
          },
        },
      },
    },

    fallbackApply: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            FALLBACK_CHANGED: {
              guard: 'changesFallback',
              target: 'debouncing',
              actions: ['applyFallbackChange', 'recalculate'],
            },
          },
        },
        debouncing: {
          on: {
            FALLBACK_CHANGED: {
              guard: 'changesFallback',
              target: 'debouncing',
              reenter: true,
              actions: ['applyFallbackChange', 'recalculate'],
            },
          },
          after: {
            sliderDebounce: [
              { guard: 'fallbackApplyPending', target: 'idle', actions: 'applyToParent' },
              { target: 'idle' },
            ],
          },
        },
      },
    },

    fallbackDb: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            FALLBACK_SAVE_TO_DB: {
              target: 'applying',
              actions: ['commitDrafts', 'applyToParent', clearError('fallback')],
            },
            FALLBACK_RESET_FROM_DB: {
              target: 'resetting',
              actions: clearError('fallback'),
            },
          },
        },
        applying: {
          after: {
            dependencySavePause: [
              { guard: 'hasFallbackSaveHandler', target: 'saving' },
              { target: 'idle' },
            ],
          },
        },
        saving: {
          invoke: {
            src: 'saveFallbackToDb',
            input: ({ context }) => ({ settings: settingsFor(context, 'fallback') }),
            onDone: {
              target: 'success',
              actions: toast('success', SETTINGS_SAVED),
            },
            onError: {
              target: 'error',
              actions: [toast('error', SETTINGS_SAVE_FAILED), rememberError('fallback')],
            },
          },
        },
        resetting: {
          initial: 'conditionals',
          states: {
            conditionals: {
              invoke: {
                src: 'loadConditionals',
                input: conclusionRecordsInput,
                onDone: {
                  target: 'checkingUserArgument',
                  actions: {
                    type: 'applyResetFallback',
                    params: ({ event }) => ({ records: event.output }),
                  },
                },
                onError: {
                  target: '#inferenceDialog.fallbackDb.error',
                  actions: failedFallbackReset,
                },
              },
            },
            checkingUserArgument: {
              always: [{ guard: 'noArgumentId', target: 'reloaded' }, { target: 'userArgument' }],
            },
            userArgument: {
              invoke: {
                src: 'loadUserArgument',
                input: ({ context }) => ({ argumentId: context.argumentId! }),
                onDone: {
                  target: 'reloaded',
                  actions: {
                    type: 'applyUserArgumentFallback',
                    params: ({ event }) => ({ record: event.output }),
                  },
                },
                onError: {
                  target: '#inferenceDialog.fallbackDb.error',
                  actions: failedFallbackReset,
                },
              },
            },
            reloaded: {
              entry: ['recalculate', 'applyToParent', toast('success', FALLBACK_RESET)],
              always: [
                {
                  guard: 'noDependencyClaims',
                  target: '#inferenceDialog.fallbackDb.success',
                  actions: [
                    'clearDependencies',
                    'recalculate',
                    toast('success', DEPENDENCIES_RESET),
                  ],
                },
                { guard: 'noArgumentId', target: '#inferenceDialog.fallbackDb.success' },
                { target: 'dependencies' },
              ],
            },
            dependencies: {
              invoke: {
                src: 'loadDependencies',
                input: loadDependenciesInput,
                onDone: {
                  target: '#inferenceDialog.fallbackDb.success',
                  actions: [
                    { type: 'applyLoadedDependencies', params: ({ event }) => event.output },
                    'recalculate',
                    toast('success', DEPENDENCIES_RESET),
                  ],
                },
                onError: {
                  target: '#inferenceDialog.fallbackDb.error',
                  actions: [toast('error', DEPENDENCIES_RESET_FAILED), rememberError('fallback')],
                },
              },
            },
          },
        },
        success: { after: { successIndicator: 'idle' } },
        error: { after: { errorIndicator: 'idle' } },
      },
    },

    bayesianDb: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            BAYESIAN_SAVE_TO_DB: {
              target: 'saving',
              actions: ['commitDrafts', clearError('bayesian')],
            },
            BAYESIAN_RESET_FROM_DB: {
              target: 'resetting',
              actions: clearError('bayesian'),
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveBayesianToDb',
            input: saveBayesianInput,
            onDone: 'success',
            onError: {
              target: 'error',
              actions: rememberError('bayesian'),
            },
          },
        },
        resetting: {
          invoke: {
            src: 'loadConditionals',
            input: conclusionRecordsInput,
            onDone: {
              target: 'success',
              actions: [
                { type: 'applyStoredSliders', params: ({ event }) => ({ records: event.output }) },
                'pauseTableSync',
                'recalculate',
              ],
            },
            onError: {
              target: 'error',
              actions: [
                'revertSliders',
                'pauseTableSync',
                'recalculate',
                rememberError('bayesian'),
              ],
            },
          },
        },
        success: { after: { successIndicator: 'idle' } },
        error: { after: { errorIndicator: 'idle' } },
      },
    },

    truthTableDb: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TRUTH_TABLE_SAVE_TO_DB: {
              target: 'saving',
              actions: ['commitDrafts', clearError('truthTable')],
            },
            TRUTH_TABLE_RESET_FROM_DB: {
              target: 'resetting',
              actions: clearError('truthTable'),
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveTruthTableToDb',
            input: saveTruthTableInput,
            onDone: 'success',
            onError: {
              target: 'error',
              actions: rememberError('truthTable'),
            },
          },
        },
        resetting: {
          invoke: {
            src: 'loadConditionals',
            input: conclusionRecordsInput,
            onDone: {
              target: 'success',
              actions: [
                { type: 'applyStoredRows', params: ({ event }) => ({ records: event.output }) },
                'pauseTableSync',
                'recalculate',
              ],
            },
            onError: {
              target: 'error',
              actions: ['revertRows', 'pauseTableSync', 'recalculate', rememberError('truthTable')],
            },
          },
        },
        success: { after: { successIndicator: 'idle' } },
        error: { after: { errorIndicator: 'idle' } },
      },
    },
  },
});
