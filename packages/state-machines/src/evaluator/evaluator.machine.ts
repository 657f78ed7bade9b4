import { not, raise, stateIn } from 'xstate';
import { evaluationInput } from './evaluator.calculation';
import { initialContext } from './evaluator.load';
import * as text from './evaluator.messages';
import { dependencyRequest, pendingSave } from './evaluator.save';
import { evaluatorSetup, toast } from './evaluator.setup';

/**
 * The evaluator screen (evaluator document §2, §4, §5, §8; second document §4 "Sharing and
 * visibility"). The root is parallel: `userSettings`, `screen`, `calculation` and `toast`.
 *
 * - `userSettings`: `loading` (GET /api/user/settings, once) → `loaded`; a `SET_NETWORK_VIEW`
 *   while loading is kept over the loaded value.
 * - `screen`: `starting` → `loading` ("Loading argument evaluation...") → `ready`, `error`
 *   ("Error: {message}", `RETRY`) or `missingData` ("Missing argument data"). `LOAD` loads
 *   another argument from anywhere. `ready` is parallel:
 *   - `save`: `pristine` (never saved, not changed) or `unsaved` → `saving` →
 *     `savingDependencies` (only when the dependencies changed since they were loaded or saved)
 *     → `updatingUserArgument` → `saved` (Save disabled while saving and once saved; any change,
 *     a lock toggle included, returns to `unsaved`). A user-argument update that fails to reach
 *     the server is only recorded in `context.warnings` and the save still succeeds; one the
 *     server refuses (400: a claim that is not the argument's) is shown and leaves it unsaved.
 *   - `constraints`: `idle` → `scheduled` (100 ms) → `correcting` (the engine's
 *     `enforceConstraints`, ≤ 10 passes, locked premises untouched) → `highlighting` (200 ms,
 *     `context.constraints.corrections` holds what moved) → `idle`.
 *   - `counterexample`: the modal, `closed` / `open`.
 * - `calculation`: `idle` → `running` for arguments evaluated off the main thread
 *   (`EvaluatorInput.offThreadFrom`): the `evaluateArgument` actor runs the latest request; a
 *   newer request re-enters `running`, which stops the older run so its answer is never shown.
 * - `toast`: `hidden` or one state per duration (lock 2 s, message 5 s, constraint feedback 3 s,
 *   conviction 8 s, marginalization 4 s); a new toast restarts its timer.
 *
 * Messages are context only: `context.toast` (spec texts from `evaluator.messages.ts`) and
 * `context.warnings` (logged only). Requests to the host (share, visibility, image, the argument
 * changed) are emitted as `EvaluatorEmitted` events. The maths is `@credence/engine`'s.
 */
export const evaluatorMachine = evaluatorSetup.createMachine({
  id: 'evaluator',
  type: 'parallel',
  context: ({ input }) => initialContext(input),
  on: {
    USER_SETTINGS_CHANGED: {
      actions: { type: 'applyUserSettings', params: ({ event }) => event.settings },
    },
    // Stored by the app (`updateUserSettings`); the switch answers at once.
    SET_NETWORK_VIEW: {
      actions: { type: 'setNetworkView', params: ({ event }) => ({ on: event.on }) },
    },
  },
  states: {
    // The user's settings, read once at the start. A Network switch turned while they load is
    // the user's latest word: the loaded (older) value does not turn it back.
    userSettings: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadUserSettings',
            input: {},
            onDone: [
              {
                guard: stateIn('#evaluator.userSettings.loading.networkViewChosen'),
                target: 'loaded',
                actions: {
                  type: 'applyUserSettings',
                  params: ({ context, event }) => ({
                    ...event.output.settings,
                    networkView: context.userSettings.networkView,
                  }),
                },
              },
              {
                target: 'loaded',
                actions: {
                  type: 'applyUserSettings',
                  params: ({ event }) => event.output.settings,
                },
              },
            ],
            // The client falls back to its cache; with nothing there the defaults stay.
            onError: 'loaded',
          },
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                // Handled here, not also by the root's handler (the deeper transition wins).
                SET_NETWORK_VIEW: {
                  target: 'networkViewChosen',
                  actions: { type: 'setNetworkView', params: ({ event }) => ({ on: event.on }) },
                },
              },
            },
            networkViewChosen: {},
          },
        },
        loaded: {},
      },
    },
    screen: {
      initial: 'starting',
      on: {
        // No `reenter`: from a region of the parallel root it would re-enter the whole root.
        // A transition to a child still exits and re-enters that child (the load restarts).
        LOAD: {
          target: '.loading',
          actions: {
            type: 'setArgumentId',
            params: ({ event }) => ({ argumentId: event.argumentId }),
          },
        },
      },
      states: {
        starting: {
          always: [
            // Server data: settled as a loaded argument is (a premise its dependencies fix
            // shows the fixed value, and says it moved).
            { guard: 'hasArgument', target: 'ready', actions: 'settleLoadedConstraints' },
            { guard: 'hasArgumentId', target: 'loading' },
            { target: 'missingData' },
          ],
        },
        loading: {
          invoke: {
            src: 'loadArgument',
            input: ({ context }) => ({ argumentId: context.argumentId ?? 0 }),
            onDone: [
              {
                guard: { type: 'isIncomplete', params: ({ event }) => event.output },
                target: 'missingData',
                actions: 'forgetArgument',
              },
              {
                target: 'ready',
                actions: [
                  { type: 'applyLoadedArgument', params: ({ event }) => event.output },
                  'settleLoadedConstraints',
                ],
              },
            ],
            onError: {
              target: 'error',
              actions: {
                type: 'rememberLoadError',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        error: { on: { RETRY: 'loading' } },
        missingData: { on: { RETRY: { guard: 'hasArgumentId', target: 'loading' } } },
        ready: {
          type: 'parallel',
          on: {
            SET_PREMISE_CONFIDENCE: [
              {
                guard: { type: 'isPremiseLocked', params: ({ event }) => event },
                actions: {
                  type: 'showToast',
                  params: toast('error', text.CANNOT_CHANGE_LOCKED_PREMISE, 'message'),
                },
              },
              {
                guard: { type: 'isPremiseChange', params: ({ event }) => event },
                actions: { type: 'setPremiseConfidence', params: ({ event }) => event },
              },
            ],
            SET_CONCLUSION_CONFIDENCE: [
              {
                guard: 'isConclusionLocked',
                actions: {
                  type: 'showToast',
                  params: toast('error', text.CANNOT_CHANGE_LOCKED_CONCLUSION, 'message'),
                },
              },
              {
                guard: { type: 'isAllowedConclusion', params: ({ event }) => event },
                actions: [
                  { type: 'setConclusionConfidence', params: ({ event }) => event },
                  'markChanged',
                ],
              },
            ],
            // Locks are saved with the evaluation: a toggle is an unsaved change.
            TOGGLE_PREMISE_LOCK: {
              guard: { type: 'isKnownPremise', params: ({ event }) => event },
              actions: [{ type: 'togglePremiseLock', params: ({ event }) => event }, 'markChanged'],
            },
            TOGGLE_CONCLUSION_LOCK: { actions: ['toggleConclusionLock', 'markChanged'] },
            FOLLOW_COMPUTED_CONCLUSION: {
              guard: not('isConclusionLocked'),
              actions: ['followComputedConclusion', 'markChanged'],
            },
            SET_INFERENCE_STRENGTH: [
              {
                // Back below the conviction line: the argument is inductive again (reversible).
                guard: { type: 'leavesConviction', params: ({ event }) => event },
                actions: [
                  { type: 'revertConviction', params: ({ event }) => event },
                  'markChanged',
                  {
                    type: 'showToast',
                    params: toast('info', text.CONVICTION_REVERTED, 'message'),
                  },
                ],
              },
              {
                // Still above the line: the bar stays where the user puts it (P(C) still uses 1).
                guard: { type: 'isConvictionBarMove', params: ({ event }) => event },
                actions: [
                  { type: 'setInferenceStrength', params: ({ event }) => event },
                  'markChanged',
                ],
              },
              {
                // A strength change that crosses the conviction line (evaluator.conviction.ts).
                guard: { type: 'reachesConviction', params: ({ event }) => event },
                actions: [
                  { type: 'setInferenceStrength', params: ({ event }) => event },
                  'markChanged',
                  raise({ type: 'APPLY_CONVICTION' }),
                ],
              },
              {
                guard: { type: 'isStrengthChange', params: ({ event }) => event },
                actions: [
                  { type: 'setInferenceStrength', params: ({ event }) => event },
                  'markChanged',
                ],
              },
            ],
            SET_EVALUATION_MODE: {
              guard: { type: 'isKnownMode', params: ({ event }) => event },
              actions: [{ type: 'setEvaluationMode', params: ({ event }) => event }, 'markChanged'],
            },
            APPLY_EVALUATION_SETTINGS: [
              {
                guard: {
                  type: 'isKnownModeWithDependencies',
                  params: ({ event }) => ({ mode: event.mode, settings: event.settings }),
                },
                actions: [
                  { type: 'applyEvaluationSettings', params: ({ event }) => event },
                  'countDependencyChange',
                  'markChanged',
                  'checkConstraints',
                ],
              },
              {
                guard: { type: 'isKnownMode', params: ({ event }) => event },
                actions: [
                  { type: 'applyEvaluationSettings', params: ({ event }) => event },
                  'markChanged',
                  'checkConstraints',
                ],
              },
            ],
            UPDATE_DEPENDENCIES: {
              actions: [
                { type: 'updateDependencies', params: ({ event }) => event },
                'countDependencyChange',
                'markChanged',
                'checkConstraints',
              ],
            },
            DEPENDENCY_DELETED: {
              actions: [
                { type: 'deleteDependency', params: ({ event }) => event },
                'countDependencyChange',
                'markChanged',
                'checkConstraints',
              ],
            },
            SET_CONSTRAINTS_ENABLED: {
              actions: { type: 'setConstraintsEnabled', params: ({ event }) => event },
            },
            APPLY_CONVICTION: {
              guard: 'isInductive',
              actions: [
                'applyConviction',
                'markChanged',
                {
                  type: 'showToast',
                  params: {
                    ...toast('info', text.CONVICTION_APPLIED, 'convictionNotice'),
                    link: text.CONVICTION_SETTINGS_LINK,
                  },
                },
              ],
            },
            APPLY_DEMONSTRATION: [
              {
                guard: { type: 'isLockedDemonstration', params: ({ event }) => event },
                actions: {
                  type: 'showToast',
                  params: toast('error', text.CANNOT_CHANGE_LOCKED_CONCLUSION, 'message'),
                },
              },
              {
                guard: { type: 'isSuccessfulDemonstration', params: ({ event }) => event },
                actions: ['applyDemonstration', 'markChanged'],
              },
            ],
            RESET_EVALUATION: {
              actions: ['resetEvaluation', 'markChanged', 'checkConstraints'],
            },
            SHARE: [
              { guard: 'isSavedArgument', actions: 'emitShare' },
              {
                actions: {
                  type: 'showToast',
                  params: toast('error', text.SAVE_BEFORE_SHARING, 'message'),
                },
              },
            ],
            CHANGE_VISIBILITY: [
              {
                guard: 'isSavedArgument',
                actions: { type: 'emitChangeVisibility', params: ({ event }) => event },
              },
              {
                actions: {
                  type: 'showToast',
                  params: toast('error', text.SAVE_BEFORE_CHANGING_VISIBILITY, 'message'),
                },
              },
            ],
            GENERATE_IMAGE: [
              { guard: 'isSavedArgument', actions: 'emitGenerateImage' },
              {
                actions: {
                  type: 'showToast',
                  params: toast('error', text.SAVE_BEFORE_GENERATING_IMAGE, 'message'),
                },
              },
            ],
            SELECT_SUBCONCLUSION: [
              {
                guard: {
                  type: 'hasSeveral',
                  params: ({ event }) => ({ ids: event.linkedArgumentIds }),
                },
                actions: {
                  type: 'showToast',
                  params: toast('error', text.MULTIPLE_LINKED_ARGUMENTS, 'message'),
                },
              },
              {
                guard: {
                  type: 'hasOne',
                  params: ({ event }) => ({ ids: event.linkedArgumentIds }),
                },
                target: '#evaluator.screen.loading',
                actions: [
                  {
                    type: 'setArgumentId',
                    params: ({ event }) => ({ argumentId: event.linkedArgumentIds[0] ?? 0 }),
                  },
                  {
                    type: 'emitArgumentChanged',
                    params: ({ event }) => ({ argumentId: event.linkedArgumentIds[0] ?? 0 }),
                  },
                ],
              },
            ],
            SELECT_DIALECTICAL_ARGUMENT: {
              target: '#evaluator.screen.loading',
              actions: [
                { type: 'setArgumentId', params: ({ event }) => event },
                { type: 'emitArgumentChanged', params: ({ event }) => event },
              ],
            },
            SELECT_VERSION: {
              actions: {
                type: 'showToast',
                params: toast('info', text.VERSION_LOADING_COMING_SOON, 'message'),
              },
            },
            LINKED_ARGUMENT_SAVED: {
              actions: [
                { type: 'addLinkedArgument', params: ({ event }) => event },
                {
                  type: 'showToast',
                  params: toast('success', text.LINKED_ARGUMENT_SAVED, 'message'),
                },
              ],
            },
          },
          states: {
            save: {
              initial: 'checking',
              states: {
                checking: {
                  always: [
                    { guard: 'hasSavedEvaluation', target: 'saved' },
                    { target: 'pristine' },
                  ],
                },
                // Never saved and not changed yet: Save works, but leaving loses nothing.
                pristine: {
                  on: {
                    SAVE_EVALUATION: { target: 'saving', actions: 'prepareSave' },
                    'evaluator.changed': 'unsaved',
                  },
                },
                unsaved: {
                  on: { SAVE_EVALUATION: { target: 'saving', actions: 'prepareSave' } },
                },
                saving: {
                  on: { 'evaluator.changed': { actions: 'markChangedDuringSave' } },
                  invoke: {
                    src: 'saveEvaluation',
                    input: ({ context }) =>
                      context.pendingSave?.evaluation ?? pendingSave(context).evaluation,
                    onDone: [
                      {
                        guard: 'hasDependenciesToSave',
                        target: 'savingDependencies',
                        actions: {
                          type: 'rememberSavedArgument',
                          params: ({ event }) => event.output,
                        },
                      },
                      {
                        target: 'updatingUserArgument',
                        actions: {
                          type: 'rememberSavedArgument',
                          params: ({ event }) => event.output,
                        },
                      },
                    ],
                    onError: {
                      target: 'unsaved',
                      actions: {
                        type: 'failSave',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                // The dependencies changed in the evaluator go where the next visit reads them
                // (the argument's dependency settings); a failure is shown, as for the save.
                savingDependencies: {
                  on: { 'evaluator.changed': { actions: 'markChangedDuringSave' } },
                  invoke: {
                    src: 'saveDependencies',
                    input: ({ context }) =>
                      context.pendingSave?.dependencies ?? dependencyRequest(context),
                    onDone: {
                      target: 'updatingUserArgument',
                      actions: 'rememberSavedDependencies',
                    },
                    onError: {
                      target: 'unsaved',
                      actions: {
                        type: 'failSave',
                        params: ({ event }) => ({ error: event.error }),
                      },
                    },
                  },
                },
                updatingUserArgument: {
                  on: { 'evaluator.changed': { actions: 'markChangedDuringSave' } },
                  invoke: {
                    src: 'updateUserArgument',
                    input: ({ context }) =>
                      context.pendingSave?.userArgument ?? pendingSave(context).userArgument,
                    onDone: [
                      { guard: 'changedDuringSave', target: 'unsaved', actions: 'finishSave' },
                      { target: 'saved', actions: 'finishSave' },
                    ],
                    onError: [
                      {
                        guard: {
                          type: 'isRefusedUpdate',
                          params: ({ event }) => ({ error: event.error }),
                        },
                        target: 'unsaved',
                        actions: {
                          type: 'failSave',
                          params: ({ event }) => ({ error: event.error }),
                        },
                      },
                      {
                        guard: 'changedDuringSave',
                        target: 'unsaved',
                        actions: [
                          'finishSave',
                          {
                            type: 'warnUserArgumentFailed',
                            params: ({ event }) => ({ error: event.error }),
                          },
                        ],
                      },
                      {
                        target: 'saved',
                        actions: [
                          'finishSave',
                          {
                            type: 'warnUserArgumentFailed',
                            params: ({ event }) => ({ error: event.error }),
                          },
                        ],
                      },
                    ],
                  },
                },
                saved: { on: { 'evaluator.changed': 'unsaved' } },
              },
            },
            constraints: {
              initial: 'idle',
              // Re-entering `scheduled` restarts the 100 ms wait; no `reenter`, which would reset
              // the sibling regions (`save`, `counterexample`).
              on: { 'evaluator.checkConstraints': { target: '.scheduled' } },
              states: {
                idle: {},
                scheduled: { after: { correctionDelay: 'correcting' } },
                correcting: {
                  entry: 'correctConstraints',
                  always: [{ guard: 'hasCorrections', target: 'highlighting' }, { target: 'idle' }],
                },
                highlighting: {
                  after: {
                    enforcerAnimationDelay: { target: 'idle', actions: 'clearCorrections' },
                  },
                },
              },
            },
            counterexample: {
              initial: 'closed',
              states: {
                closed: { on: { OPEN_COUNTEREXAMPLE: { guard: 'isDeductive', target: 'open' } } },
                open: {
                  on: {
                    CLOSE_COUNTEREXAMPLE: 'closed',
                    COUNTEREXAMPLE_COMPLETE: [
                      {
                        guard: { type: 'isValidCounterexample', params: ({ event }) => event.data },
                        target: 'closed',
                        actions: [
                          'revertToInductive',
                          'markChanged',
                          {
                            type: 'showToast',
                            params: toast('info', text.VALID_COUNTEREXAMPLE_FOUND, 'message'),
                          },
                        ],
                      },
                      {
                        target: 'closed',
                        actions: [
                          { type: 'storeCounterexample', params: ({ event }) => event },
                          'markChanged',
                        ],
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    // Edits of a large argument count requests (`recalculated`); the latest one runs here.
    calculation: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasCalculationRequest', target: 'running' } },
        running: {
          entry: 'startCalculation',
          // A newer request: re-entering stops this run (its answer is never applied).
          always: { guard: 'hasCalculationRequest', target: 'running', reenter: true },
          invoke: {
            src: 'evaluateArgument',
            input: ({ context }) => ({ input: evaluationInput(context) }),
            onDone: [
              {
                guard: 'isOffThreadArgument',
                target: 'idle',
                actions: {
                  type: 'applyCalculation',
                  params: ({ event }) => ({ values: event.output }),
                },
              },
              { target: 'idle', actions: 'dropCalculation' },
            ],
            onError: [
              {
                guard: 'isOffThreadArgument',
                target: 'idle',
                actions: {
                  type: 'failCalculation',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              { target: 'idle', actions: 'dropCalculation' },
            ],
          },
        },
      },
    },
    // A new toast re-enters its state, which restarts its timer.
    toast: {
      initial: 'hidden',
      on: {
        DISMISS_TOAST: { target: '.hidden', actions: 'clearToast' },
        'evaluator.toast': [
          {
            guard: {
              type: 'toastLasts',
              params: ({ event }) => ({ duration: event.duration, expected: 'lockToast' }),
            },
            target: '.lockToast',
          },
          {
            guard: {
              type: 'toastLasts',
              params: ({ event }) => ({ duration: event.duration, expected: 'message' }),
            },
            target: '.message',
          },
          {
            guard: {
              type: 'toastLasts',
              params: ({ event }) => ({ duration: event.duration, expected: 'constraintFeedback' }),
            },
            target: '.constraintFeedback',
          },
          {
            guard: {
              type: 'toastLasts',
              params: ({ event }) => ({ duration: event.duration, expected: 'convictionNotice' }),
            },
            target: '.convictionNotice',
          },
          {
            guard: {
              type: 'toastLasts',
              params: ({ event }) => ({
                duration: event.duration,
                expected: 'marginalizationToast',
              }),
            },
            target: '.marginalizationToast',
          },
        ],
      },
      states: {
        hidden: {},
        lockToast: { after: { lockToast: { target: 'hidden', actions: 'clearToast' } } },
        message: { after: { message: { target: 'hidden', actions: 'clearToast' } } },
        constraintFeedback: {
          after: { constraintFeedback: { target: 'hidden', actions: 'clearToast' } },
        },
        convictionNotice: {
          after: { convictionNotice: { target: 'hidden', actions: 'clearToast' } },
        },
        marginalizationToast: {
          after: { marginalizationToast: { target: 'hidden', actions: 'clearToast' } },
        },
      },
    },
  },
});
