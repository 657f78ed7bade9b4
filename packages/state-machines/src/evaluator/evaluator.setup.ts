import { isHttpError } from '@credence/api';
import { type CalculatedValues, DURATIONS, evaluateArgument } from '@credence/engine';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { errorMessage } from '../userSettings/userSettings.rules';
import type {
  LoadUserSettingsInput,
  LoadUserSettingsOutput,
} from '../userSettings/userSettings.types';
import {
  inferenceStrength,
  isOffThread,
  withCalculatedValues,
  withCalculationError,
} from './evaluator.calculation';
import {
  correctionCascadeSteps,
  isConstraintSystemEnabled,
  movedCredences,
  newlyMarginalized,
  runCorrection,
  settledLoadedContext,
} from './evaluator.constraints';
import { convictionThreshold, reachesConviction } from './evaluator.conviction';
import * as edit from './evaluator.edits';
import { isCompleteArgument, loadedContext } from './evaluator.load';
import * as text from './evaluator.messages';
import { pendingSave, saveFailureText } from './evaluator.save';
import { hasDependencies, readEvaluationMode } from './evaluator.settings';
import type {
  EvaluateArgumentInput,
  EvaluatorContext,
  EvaluatorEmitted,
  EvaluatorEvent,
  EvaluatorInput,
  EvaluatorInternalEvent,
  EvaluatorToast,
  EvaluatorUserSettings,
  LoadEvaluatorArgumentInput,
  LoadEvaluatorArgumentOutput,
  SaveEvaluationInput,
  SaveEvaluationOutput,
  SaveEvaluatorDependenciesInput,
  UpdateUserArgumentInput,
  UpdateUserArgumentOutput,
} from './evaluator.types';

/** Puts a toast in context and starts its timer (the `toast` region restarts on the raise). */
function showToastWith(
  enqueue: {
    assign: (values: { toast: EvaluatorToast }) => void;
    raise: (event: EvaluatorInternalEvent) => void;
  },
  shown: EvaluatorToast,
): void {
  enqueue.assign({ toast: shown });
  enqueue.raise({ type: 'evaluator.toast', duration: shown.duration });
}

/** A toast of the given kind, text and duration. */
export const toast = (
  kind: EvaluatorToast['kind'],
  message: string,
  duration: EvaluatorToast['duration'],
) => ({ kind, text: message, duration }) satisfies EvaluatorToast;

/**
 * The evaluator's `setup`: its types, injected actors (defaulting to `notProvided`), named
 * actions, guards and delays (from `DURATIONS`). `evaluatorMachine` is built from it.
 */
export const evaluatorSetup = setup({
  types: {
    context: {} as EvaluatorContext,
    events: {} as EvaluatorEvent | EvaluatorInternalEvent,
    input: {} as EvaluatorInput | undefined,
    emitted: {} as EvaluatorEmitted,
  },
  actors: {
    loadArgument: fromPromise<LoadEvaluatorArgumentOutput, LoadEvaluatorArgumentInput>(
      notProvided('loadArgument'),
    ),
    saveEvaluation: fromPromise<SaveEvaluationOutput, SaveEvaluationInput>(
      notProvided('saveEvaluation'),
    ),
    updateUserArgument: fromPromise<UpdateUserArgumentOutput, UpdateUserArgumentInput>(
      notProvided('updateUserArgument'),
    ),
    saveDependencies: fromPromise<void, SaveEvaluatorDependenciesInput>(
      notProvided('saveDependencies'),
    ),
    loadUserSettings: fromPromise<LoadUserSettingsOutput, LoadUserSettingsInput>(
      notProvided('loadUserSettings'),
    ),
    /**
     * Evaluates a large argument (see `EvaluatorInput.offThreadFrom`). The UI provides a Web
     * Worker; this default evaluates on the calling thread, a step later.
     */
    evaluateArgument: fromPromise<CalculatedValues, EvaluateArgumentInput>(async ({ input }) =>
      evaluateArgument(input.input),
    ),
  },
  actions: {
    showToast: enqueueActions(({ enqueue }, params: EvaluatorToast) => {
      enqueue.assign({ toast: params });
      enqueue.raise({ type: 'evaluator.toast', duration: params.duration });
    }),
    clearToast: assign({ toast: null }),
    startCalculation: assign(({ context }) => ({
      calculation: { ...context.calculation, started: context.calculation.requested },
    })),
    applyCalculation: enqueueActions(
      ({ context, enqueue }, params: { values: CalculatedValues }) => {
        const next = withCalculatedValues(context, params.values);
        enqueue.assign({
          ...next,
          calculation: { ...context.calculation, applied: context.calculation.started },
        });
        // A save under way sent the conclusion as it was before this answer: the evaluation is
        // unsaved again once it ends (in place, the edit and the new values come together).
        if (context.pendingSave && next.conclusionConfidence !== context.conclusionConfidence) {
          enqueue.raise({ type: 'evaluator.changed' });
        }
      },
    ),
    failCalculation: assign(({ context }, params: { error: unknown }) => ({
      ...withCalculationError(context, params.error),
      calculation: { ...context.calculation, applied: context.calculation.started },
    })),
    // The answer is for an argument since replaced by one evaluated in place: only settle.
    dropCalculation: assign(({ context }) => ({
      calculation: { ...context.calculation, applied: context.calculation.started },
    })),
    markChanged: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'evaluator.changed' })),
    // Save Evaluation stores the dependencies again while this count is ahead of the saved one.
    countDependencyChange: assign(({ context }) => ({
      dependencyChanges: {
        ...context.dependencyChanges,
        made: context.dependencyChanges.made + 1,
      },
    })),
    checkConstraints: enqueueActions(({ context, enqueue }) => {
      if (isConstraintSystemEnabled(context) && hasDependencies(context)) {
        enqueue.raise({ type: 'evaluator.checkConstraints' });
      }
    }),
    setArgumentId: assign((_, params: { argumentId: number }) => ({
      argumentId: params.argumentId,
    })),
    applyLoadedArgument: assign(({ context }, params: LoadEvaluatorArgumentOutput) =>
      params.argument ? loadedContext(context, params.argument) : {},
    ),
    forgetArgument: assign({ argument: null, calculatedValues: null }),
    rememberLoadError: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error),
    })),
    applyUserSettings: assign((_, params: EvaluatorUserSettings) => ({
      userSettings: {
        detailLevel: params.detailLevel,
        conviction: params.conviction,
        constraintResolutionMode: params.constraintResolutionMode,
        networkView: params.networkView ?? false,
      },
    })),
    setNetworkView: assign(({ context }, params: { on: boolean }) => ({
      userSettings: { ...context.userSettings, networkView: params.on },
    })),
    setPremiseConfidence: enqueueActions(
      ({ context, enqueue }, params: { premiseId: string; value: number }) => {
        const previous = context.premiseConfidences[params.premiseId];
        // The user set this credence: what the system did to it before is no longer news.
        const { [params.premiseId]: _set, ...stillMoved } = context.constraints.moved;
        enqueue.assign(() =>
          edit.withPremiseConfidence(
            { ...context, constraints: { ...context.constraints, moved: stillMoved } },
            params.premiseId,
            params.value,
          ),
        );
        enqueue.raise({ type: 'evaluator.changed' });
        const moved = edit.movedMoreThanTolerance(previous, params.value);
        if (moved && isConstraintSystemEnabled(context) && hasDependencies(context)) {
          enqueue.raise({ type: 'evaluator.checkConstraints' });
        }
      },
    ),
    setConclusionConfidence: assign(({ context }, params: { value: number }) =>
      edit.withConclusionConfidence(context, params.value),
    ),
    togglePremiseLock: enqueueActions(({ context, enqueue }, params: { premiseId: string }) => {
      const locking = !context.lockedPremiseIds.includes(params.premiseId);
      enqueue.assign(() => edit.withPremiseLockToggled(context, params.premiseId));
      const message = locking ? text.PREMISE_LOCKED : text.PREMISE_UNLOCKED;
      showToastWith(enqueue, toast('info', message, 'lockToast'));
    }),
    toggleConclusionLock: enqueueActions(({ context, enqueue }) => {
      const locking = !context.conclusionLocked;
      enqueue.assign({ conclusionLocked: locking });
      const message = locking ? text.CONCLUSION_LOCKED : text.CONCLUSION_UNLOCKED;
      showToastWith(enqueue, toast('info', message, 'lockToast'));
    }),
    setInferenceStrength: assign(({ context }, params: { value: number }) =>
      edit.withInferenceStrength(context, params.value),
    ),
    setEvaluationMode: assign(
      ({ context }, params: Extract<EvaluatorEvent, { type: 'SET_EVALUATION_MODE' }>) =>
        edit.withEvaluationMode(context, params.mode),
    ),
    applyEvaluationSettings: assign(
      ({ context }, params: Extract<EvaluatorEvent, { type: 'APPLY_EVALUATION_SETTINGS' }>) =>
        edit.withAppliedSettings(context, params.mode, params.settings),
    ),
    updateDependencies: enqueueActions(
      ({ context, enqueue }, params: Extract<EvaluatorEvent, { type: 'UPDATE_DEPENDENCIES' }>) => {
        const next = edit.withDependencies(
          context,
          params.dependencies,
          params.premiseConditionals,
        );
        enqueue.assign(() => next);
        const fixed = newlyMarginalized(context, next);
        if (fixed) {
          const message = text.marginalizationFixedText(fixed.premiseName, fixed.parentName);
          showToastWith(enqueue, toast('success', message, 'marginalizationToast'));
        }
      },
    ),
    deleteDependency: assign(
      ({ context }, params: Extract<EvaluatorEvent, { type: 'DEPENDENCY_DELETED' }>) =>
        edit.withDeletedDependency(context, params.premiseId, params.parentId),
    ),
    setConstraintsEnabled: assign(({ context }, params: { enabled: boolean }) => ({
      constraints: { ...context.constraints, enabled: params.enabled },
    })),
    /**
     * Right after a load (coherentist mode): credences the dependencies fix (a marginalized
     * premise) show their coherent values from the first render, not after the first edit.
     * Not a user change: nothing is highlighted and the evaluation's saved state is kept.
     */
    // Server data: settled as a loaded argument is (see `settledLoadedContext`).
    settleLoadedConstraints: assign(({ context }) => settledLoadedContext(context)),
    correctConstraints: enqueueActions(({ context, enqueue }) => {
      if (!isConstraintSystemEnabled(context) || !hasDependencies(context)) {
        enqueue.assign({ constraints: { ...context.constraints, corrections: [] } });
        return;
      }
      const run = runCorrection(context);
      if (!run.ok) {
        enqueue.assign({
          constraints: { ...context.constraints, corrections: [], error: run.message },
        });
        showToastWith(
          enqueue,
          toast('error', text.CONSTRAINT_PROCESSING_FAILED, 'constraintFeedback'),
        );
        return;
      }
      const { corrections, remaining } = run.result;
      const premiseConfidences = { ...context.premiseConfidences };
      for (const correction of corrections)
        premiseConfidences[correction.premiseId] = correction.to;
      enqueue.assign(() =>
        edit.withPremiseConfidences(context, premiseConfidences, {
          ...context.constraints,
          corrections,
          moved: movedCredences(context.constraints.moved, corrections),
          violations: remaining,
          error: null,
        }),
      );
      if (corrections.length > 0) enqueue.raise({ type: 'evaluator.changed' });
    }),
    clearCorrections: assign(({ context }) => ({
      constraints: { ...context.constraints, corrections: [] },
    })),
    applyConviction: assign(({ context }) => edit.withConvictionApplied(context)),
    revertConviction: assign(({ context }, params: { value: number }) =>
      edit.withConvictionReverted(context, params.value),
    ),
    followComputedConclusion: assign(({ context }) => edit.withConclusionFollowingPC(context)),
    addLinkedArgument: assign(
      ({ context }, params: Extract<EvaluatorEvent, { type: 'LINKED_ARGUMENT_SAVED' }>) =>
        params.link ? edit.withLinkedArgument(context, params.link) : {},
    ),
    applyDemonstration: assign(({ context }) => edit.withDemonstrationApplied(context)),
    revertToInductive: assign(({ context }) => edit.withValidCounterexample(context)),
    storeCounterexample: assign(
      ({ context }, params: Extract<EvaluatorEvent, { type: 'COUNTEREXAMPLE_COMPLETE' }>) =>
        edit.withCounterexampleData(context, params.data),
    ),
    resetEvaluation: assign(({ context }) => edit.withEvaluationReset(context)),
    prepareSave: assign(({ context }) => ({
      pendingSave: pendingSave(context),
      changedDuringSave: false,
    })),
    rememberSavedArgument: assign(({ context }, params: SaveEvaluationOutput) => ({
      argumentId: params.argumentId,
      pendingSave: context.pendingSave && {
        ...context.pendingSave,
        userArgument: { ...context.pendingSave.userArgument, argumentId: params.argumentId },
        dependencies: context.pendingSave.dependencies && {
          ...context.pendingSave.dependencies,
          argumentId: params.argumentId,
        },
      },
    })),
    // Changes made while this save ran stay ahead of the count, so the next save stores them.
    rememberSavedDependencies: assign(({ context }) => ({
      dependencyChanges: {
        ...context.dependencyChanges,
        saved: context.pendingSave?.dependencyChangesAt ?? context.dependencyChanges.saved,
      },
    })),
    markChangedDuringSave: assign({ changedDuringSave: true }),
    finishSave: assign({ pendingSave: null }),
    /** A save step failed: the save ends and its error is shown (the change stays unsaved). */
    failSave: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      const message = toast('error', saveFailureText(params.error), 'message');
      enqueue.assign({ pendingSave: null, toast: message });
      enqueue.raise({ type: 'evaluator.toast', duration: message.duration });
    }),
    warnUserArgumentFailed: assign(({ context }, params: { error: unknown }) => ({
      warnings: [
        ...context.warnings,
        text.userArgumentUpdateFailedText(errorMessage(params.error)),
      ],
    })),
    emitShare: emit(({ context }) => ({
      type: 'share' as const,
      userArgumentId: context.argumentId ?? 0,
    })),
    emitChangeVisibility: emit(
      ({ context }, params: Extract<EvaluatorEvent, { type: 'CHANGE_VISIBILITY' }>) => ({
        type: 'changeVisibility' as const,
        userArgumentId: context.argumentId ?? 0,
        visibility: params.visibility,
      }),
    ),
    emitGenerateImage: emit(({ context }) => ({
      type: 'generateImage' as const,
      userArgumentId: context.argumentId ?? 0,
    })),
    emitArgumentChanged: emit((_, params: { argumentId: number }) => ({
      type: 'argumentChanged' as const,
      argumentId: params.argumentId,
    })),
  },
  guards: {
    hasArgument: ({ context }) => isCompleteArgument(context.argument),
    hasCalculationRequest: ({ context }) =>
      context.calculation.requested !== context.calculation.started,
    // An answer for an argument since replaced by a small one (evaluated in place) is dropped.
    isOffThreadArgument: ({ context }) => isOffThread(context),
    hasArgumentId: ({ context }) => (context.argumentId ?? 0) > 0,
    hasSavedEvaluation: ({ context }) => Boolean(context.argument?.evaluation),
    isIncomplete: (_, params: LoadEvaluatorArgumentOutput) => !isCompleteArgument(params.argument),
    isSavedArgument: ({ context }) => (context.argumentId ?? 0) !== 0,
    isPremiseLocked: ({ context }, params: { premiseId: string }) =>
      context.lockedPremiseIds.includes(params.premiseId),
    isKnownPremise: ({ context }, params: { premiseId: string }) =>
      Boolean(context.argument?.premises.some((premise) => premise.id === params.premiseId)),
    isPremiseChange: ({ context }, params: { premiseId: string; value: number }) =>
      edit.isSliderValue(params.value) &&
      Boolean(context.argument?.premises.some((premise) => premise.id === params.premiseId)),
    isConclusionLocked: ({ context }) => context.conclusionLocked,
    isAllowedConclusion: ({ context }, params: { value: number }) =>
      edit.isSliderValue(params.value) &&
      (context.argumentType === 'INDUCTIVE' ||
        edit.DEDUCTIVE_CONCLUSION_VALUES.includes(params.value)),
    isInductive: ({ context }) => context.argumentType === 'INDUCTIVE',
    isDeductive: ({ context }) => context.argumentType === 'DEDUCTIVE',
    isStrengthChange: ({ context }, params: { value: number }) =>
      context.argumentType === 'INDUCTIVE' && edit.isInferenceBarValue(params.value),
    reachesConviction: ({ context }, params: { value: number }) =>
      context.argumentType === 'INDUCTIVE' &&
      edit.isInferenceBarValue(params.value) &&
      !context.convictionApplied &&
      reachesConviction(inferenceStrength(context), params.value, context.userSettings.conviction),
    isConvictionBarMove: ({ context }, params: { value: number }) =>
      context.convictionApplied &&
      edit.isInferenceBarValue(params.value) &&
      params.value >= convictionThreshold(context.userSettings.conviction),
    leavesConviction: ({ context }, params: { value: number }) =>
      context.convictionApplied &&
      edit.isInferenceBarValue(params.value) &&
      params.value < convictionThreshold(context.userSettings.conviction),
    isKnownMode: (_, params: { mode: string }) => readEvaluationMode(params.mode) === params.mode,
    isKnownModeWithDependencies: (
      _,
      params: { mode: string; settings: { dependencies?: unknown; premiseConditionals?: unknown } },
    ) =>
      readEvaluationMode(params.mode) === params.mode &&
      (params.settings.dependencies !== undefined ||
        params.settings.premiseConditionals !== undefined),
    isValidCounterexample: (_, params: { isValid: boolean }) => params.isValid,
    isSuccessfulDemonstration: (_, params: { isSuccessful: boolean }) => params.isSuccessful,
    isLockedDemonstration: ({ context }, params: { isSuccessful: boolean }) =>
      params.isSuccessful && context.conclusionLocked,
    hasSeveral: (_, params: { ids: number[] }) => params.ids.length > 1,
    hasOne: (_, params: { ids: number[] }) => params.ids.length === 1,
    hasCorrections: ({ context }) => context.constraints.corrections.length > 0,
    changedDuringSave: ({ context }) => context.changedDuringSave,
    hasDependenciesToSave: ({ context }) => Boolean(context.pendingSave?.dependencies),
    // The server refused the credences (400: a claim that is not the argument's, e.g. a premise
    // its owner removed since this page loaded): unlike a failure to reach it, the user must know.
    isRefusedUpdate: (_, params: { error: unknown }) => isHttpError(params.error, 400),
    toastLasts: (_, params: { duration: string; expected: string }) =>
      params.duration === params.expected,
  },
  delays: {
    lockToast: DURATIONS.lockToast,
    message: DURATIONS.message,
    constraintFeedback: DURATIONS.constraintFeedback,
    convictionNotice: DURATIONS.convictionNotice,
    marginalizationToast: DURATIONS.marginalizationToast,
    correctionDelay: DURATIONS.correctionDelay,
    // One 200 ms step per cascade level the corrections reached (pass 1, 2, …), at most
    // ENFORCEMENT_CASCADE_DEPTH (3) steps: the UI highlights each level in turn.
    enforcerAnimationDelay: ({ context }) =>
      DURATIONS.enforcerAnimationDelay * correctionCascadeSteps(context.constraints.corrections),
  },
});
