import { DURATIONS } from '@credence/engine';
import { assertEvent, assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { notProvided } from '../shared/notProvided';
import { cleanDependencySettings, withoutAntecedent } from './inferenceDialog.dependencies';
import { openingOrigins } from './inferenceDialog.origins';
import { isProbability } from './inferenceDialog.records';
import {
  initialRows,
  initialSliders,
  reloadedFallback,
  resetFallbackFromRecords,
  resetFallbackFromUserArgument,
  resetRows,
  resetSliders,
  revertedFallback,
  storedFallback,
} from './inferenceDialog.reset';
import {
  hasDemonstrationTab,
  premiseClaimIds,
  regeneratedTable,
  slidersFor,
} from './inferenceDialog.settings';
import {
  mergeValues,
  movesAny,
  recalculated,
  settingsFor,
  slidersOf,
  syncFromBayesian,
  syncFromTable,
  withFallbackValues,
} from './inferenceDialog.sync';
import type {
  DialogConditionalRecord,
  DialogDependencySettings,
  DialogPremise,
  DialogTabErrors,
  DialogToast,
  DialogUserArgumentRecord,
  InferenceDialogContext,
  InferenceDialogEmitted,
  InferenceDialogEvent,
  InferenceDialogInput,
  InferenceDialogTab,
  LoadConditionalsInput,
  LoadDialogDependenciesInput,
  LoadUserArgumentInput,
  SaveBayesianToDbInput,
  SaveDialogDependenciesInput,
  SaveDialogSettingsInput,
  SaveFallbackToDbInput,
  SaveTruthTableToDbInput,
} from './inferenceDialog.types';

type Context = InferenceDialogContext;

/** The text of a failure: an Error's message, else the value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? 'Unknown error');
}

/** The premises' new state: re-keyed sliders, and a regenerated table when the count changed. */
function withPremises(context: Context, premises: DialogPremise[]): Partial<Context> {
  const settings = context.settings;
  const countChanged = premises.length !== context.premises.length;
  const sameIds =
    !countChanged && premises.every((premise, i) => premise.id === context.premises[i]?.id);
  return {
    premises,
    bayesianDraft: sameIds ? context.bayesianDraft : null,
    tableDraft: countChanged ? null : context.tableDraft,
    settings: {
      ...settings,
      bayesianNetworkData: {
        ...settings.bayesianNetworkData,
        ...slidersFor(premises, slidersOf(settings)),
      },
      truthTableData: countChanged
        ? {
            ...settings.truthTableData,
            rowValues: regeneratedTable(premises.length),
            premiseCount: premises.length,
            hasCustomChanges: false,
            generatedFromBayesian: false,
          }
        : settings.truthTableData,
      valueOrigins: countChanged
        ? { ...settings.valueOrigins, truthTable: 'initial' }
        : settings.valueOrigins,
    },
  };
}

/** The dependency settings replaced by `next`. */
function withDependencies(context: Context, next: DialogDependencySettings): Partial<Context> {
  return { settings: { ...context.settings, ...cleanDependencySettings(next) } };
}

/**
 * The Inference Evaluation dialog's `setup`: types, injected actors, guards, actions and delays
 * (the chart itself is in `inferenceDialog.machine.ts`).
 */
export const inferenceDialogSetup = setup({
  types: {
    context: {} as InferenceDialogContext,
    events: {} as InferenceDialogEvent,
    input: {} as InferenceDialogInput,
    emitted: {} as InferenceDialogEmitted,
  },
  actors: {
    loadDependencies: fromPromise<DialogDependencySettings, LoadDialogDependenciesInput>(
      notProvided('loadDependencies'),
    ),
    loadConditionals: fromPromise<DialogConditionalRecord[], LoadConditionalsInput>(
      notProvided('loadConditionals'),
    ),
    loadUserArgument: fromPromise<DialogUserArgumentRecord | null, LoadUserArgumentInput>(
      notProvided('loadUserArgument'),
    ),
    saveDependencies: fromPromise<void, SaveDialogDependenciesInput>(
      notProvided('saveDependencies'),
    ),
    saveSettings: fromPromise<void, SaveDialogSettingsInput>(notProvided('saveSettings')),
    saveFallbackToDb: fromPromise<void, SaveFallbackToDbInput>(notProvided('saveFallbackToDb')),
    saveBayesianToDb: fromPromise<void, SaveBayesianToDbInput>(notProvided('saveBayesianToDb')),
    saveTruthTableToDb: fromPromise<void, SaveTruthTableToDbInput>(
      notProvided('saveTruthTableToDb'),
    ),
  },
  guards: {
    isActiveTab: ({ context }, params: { tab: InferenceDialogTab }) =>
      context.activeTab === params.tab,
    selectsTab: ({ context, event }, params: { tab: InferenceDialogTab }) =>
      event.type === 'SELECT_TAB' &&
      event.tab === params.tab &&
      context.activeTab !== params.tab &&
      (params.tab !== 'DEMONSTRATION' || hasDemonstrationTab(context.argumentType)),
    bayesianToTableWithChanges: ({ context, event }) =>
      event.type === 'SELECT_TAB' &&
      context.activeTab === 'BAYESIAN' &&
      event.tab === 'TRUTH_TABLE' &&
      (context.settings.bayesianNetworkData.hasCustomChanges || context.bayesianDraft !== null),
    tableToBayesianWithChanges: ({ context, event }) =>
      event.type === 'SELECT_TAB' &&
      context.activeTab === 'TRUTH_TABLE' &&
      event.tab === 'BAYESIAN' &&
      (context.settings.truthTableData.hasCustomChanges || context.tableDraft !== null) &&
      Object.keys(context.tableDraft ?? context.settings.truthTableData.rowValues).length > 0,
    changesBayesian: ({ context, event }) => {
      if (event.type !== 'BAYESIAN_CHANGED') return false;
      const current = context.bayesianDraft ?? slidersOf(context.settings);
      return (
        movesAny(current.conditionalProbabilities, event.sliders.conditionalProbabilities) ||
        movesAny(
          current.reverseConditionalProbabilities,
          event.sliders.reverseConditionalProbabilities,
        )
      );
    },
    changesTable: ({ context, event }) =>
      event.type === 'TRUTH_TABLE_CHANGED' &&
      movesAny(context.tableDraft ?? context.settings.truthTableData.rowValues, event.rowValues),
    changesFallback: ({ context, event }) =>
      event.type === 'FALLBACK_CHANGED' &&
      movesAny(
        {
          pCGivenPremises: context.settings.pCGivenPremises,
          pCGivenNotPremises: context.settings.pCGivenNotPremises,
        },
        {
          ...(event.pCGivenPremises === undefined
            ? {}
            : { pCGivenPremises: event.pCGivenPremises }),
          ...(event.pCGivenNotPremises === undefined
            ? {}
            : { pCGivenNotPremises: event.pCGivenNotPremises }),
        },
      ),
    hasBayesianDraft: ({ context }) => context.bayesianDraft !== null,
    hasTableDraft: ({ context }) => context.tableDraft !== null,
    fallbackApplyPending: ({ context }) => context.fallbackApplyPending,
    hasFallbackSaveHandler: ({ context }) => context.hasFallbackSaveHandler,
    canSave: ({ context }) =>
      context.activeTab !== 'DEMONSTRATION' || context.settings.demonstrationData.isSuccessful,
    noDependencyClaims: ({ context }) => premiseClaimIds(context.premises).length === 0,
    noArgumentId: ({ context }) => context.argumentId === null,
    noPremises: ({ context }) => context.premises.length === 0,
  },
  actions: {
    setActiveTab: assign((_, params: { tab: InferenceDialogTab }) => ({ activeTab: params.tab })),
    recalculate: assign(({ context }) => recalculated(context)),
    pauseTableSync: raise({ type: 'TABLE_REWRITTEN' }),
    commitBayesianDraft: assign(({ context }) =>
      context.bayesianDraft ? syncFromBayesian(context, context.bayesianDraft) : {},
    ),
    commitTableDraft: assign(({ context }) =>
      context.tableDraft ? syncFromTable(context, context.tableDraft) : {},
    ),
    /** Pending slider edits are synced at once (before a save or a tab switch). */
    commitDrafts: enqueueActions(({ context, enqueue }) => {
      const table = context.tableDraft !== null;
      const bayesian = context.bayesianDraft !== null;
      if (table) enqueue.assign(({ context }) => syncFromTable(context, context.tableDraft!));
      if (bayesian) {
        enqueue.assign(({ context }) => syncFromBayesian(context, context.bayesianDraft!));
        enqueue.raise({ type: 'TABLE_REWRITTEN' });
      }
      if (table || bayesian) enqueue.assign(({ context }) => recalculated(context));
    }),
    tableFromBayesian: assign(({ context }) =>
      syncFromBayesian(
        context,
        slidersOf(context.settings),
        context.settings.valueOrigins.bayesian,
      ),
    ),
    bayesianFromTable: assign(({ context }) =>
      syncFromTable(
        context,
        context.settings.truthTableData.rowValues,
        context.settings.valueOrigins.truthTable,
      ),
    ),
    storeBayesianDraft: assign(({ context, event }) => {
      assertEvent(event, 'BAYESIAN_CHANGED');
      const current = context.bayesianDraft ?? slidersOf(context.settings);
      return {
        bayesianDraft: {
          conditionalProbabilities: mergeValues(
            current.conditionalProbabilities,
            event.sliders.conditionalProbabilities,
          ),
          reverseConditionalProbabilities: mergeValues(
            current.reverseConditionalProbabilities,
            event.sliders.reverseConditionalProbabilities,
          ),
        },
      };
    }),
    storeTableDraft: assign(({ context, event }) => {
      assertEvent(event, 'TRUTH_TABLE_CHANGED');
      const current = context.tableDraft ?? context.settings.truthTableData.rowValues;
      return { tableDraft: mergeValues(current, event.rowValues) };
    }),
    /** The user moved a fallback slider: that value becomes the user's (other tabs leave it). */
    applyFallbackChange: assign(({ context, event }) => {
      assertEvent(event, 'FALLBACK_CHANGED');
      const given = {
        pCGivenPremises: event.pCGivenPremises,
        pCGivenNotPremises: event.pCGivenNotPremises,
      };
      const values = Object.fromEntries(
        Object.entries(given).filter(([, value]) => isProbability(value)),
      ) as { pCGivenPremises?: number; pCGivenNotPremises?: number };
      const update = withFallbackValues(context, values, 'user');
      return {
        ...update,
        settings: { ...update.settings!, hasCustomChanges: true },
        fallbackApplyPending: true,
      };
    }),
    /** The Fallback tab's settings go to the parent: version "3.0", with P(C) computed. */
    applyToParent: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ fallbackApplyPending: false });
      enqueue.emit({
        type: 'settings-applied',
        mode: 'fallback',
        settings: settingsFor(context, 'fallback'),
      });
    }),
    updatePremises: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'PREMISES_CHANGED');
      enqueue.assign(({ context }) => withPremises(context, event.premises));
      if (event.premises.length !== context.premises.length) {
        enqueue.raise({ type: 'TABLE_REWRITTEN' });
      }
      enqueue.assign(({ context }) => recalculated(context));
    }),
    setDependencies: assign(({ context, event }) => {
      assertEvent(event, 'DEPENDENCIES_CHANGED');
      return withDependencies(context, event);
    }),
    /** Removing the last antecedent deletes the entry and emits `dependency-graph-changed`. */
    removeAntecedent: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ANTECEDENT_REMOVED');
      const { removedEntry, ...next } = withoutAntecedent(
        context.settings,
        event.premiseId,
        event.antecedentId,
      );
      enqueue.assign({ settings: { ...context.settings, ...next } });
      if (removedEntry) {
        enqueue.emit({ type: 'dependency-graph-changed', premiseId: event.premiseId, ...next });
      }
    }),
    deleteDependency: assign(({ context, event }) => {
      assertEvent(event, 'DEPENDENCY_DELETED');
      const { removedEntry: _, ...next } = withoutAntecedent(
        context.settings,
        event.targetId,
        event.sourceId,
      );
      return { settings: { ...context.settings, ...next } };
    }),
    setDemonstrationResult: assign(({ context, event }) => {
      assertEvent(event, 'DEMONSTRATION_RESULT');
      return {
        settings: { ...context.settings, demonstrationData: { isSuccessful: event.isSuccessful } },
      };
    }),
    applyLoadedDependencies: assign(({ context }, params: DialogDependencySettings) =>
      withDependencies(context, params),
    ),
    clearDependencies: assign(({ context }) =>
      withDependencies(context, { dependencies: {}, premiseConditionals: {} }),
    ),
    dependenciesFromTabSettings: assign(({ context }) =>
      withDependencies(context, cleanDependencySettings(context.initialSettings)),
    ),
    applyStoredFallback: assign(({ context }, params: { records: DialogConditionalRecord[] }) =>
      withFallbackValues(context, storedFallback(context, params.records)),
    ),
    applyResetFallback: assign(({ context }, params: { records: DialogConditionalRecord[] }) =>
      reloadedFallback(context, resetFallbackFromRecords(context, params.records)),
    ),
    applyUserArgumentFallback: assign(
      ({ context }, params: { record: DialogUserArgumentRecord | null }) =>
        reloadedFallback(context, resetFallbackFromUserArgument(params.record)),
    ),
    revertFallback: assign(({ context }) => revertedFallback(context)),
    applyStoredSliders: assign(({ context }, params: { records: DialogConditionalRecord[] }) =>
      syncFromBayesian(
        context,
        resetSliders(context, params.records),
        openingOrigins(context).bayesian,
      ),
    ),
    revertSliders: assign(({ context }) =>
      syncFromBayesian(context, initialSliders(context), openingOrigins(context).bayesian),
    ),
    applyStoredRows: assign(({ context }, params: { records: DialogConditionalRecord[] }) =>
      syncFromTable(
        context,
        resetRows(context, params.records),
        openingOrigins(context).truthTable,
      ),
    ),
    revertRows: assign(({ context }) =>
      syncFromTable(context, initialRows(context), openingOrigins(context).truthTable),
    ),
    toast: emit((_, params: DialogToast) => ({ type: 'toast' as const, toast: params })),
    rememberTabError: assign(
      ({ context }, params: { tab: keyof DialogTabErrors; error: string | null }) => ({
        tabErrors: { ...context.tabErrors, [params.tab]: params.error },
      }),
    ),
  },
  delays: {
    sliderDebounce: DURATIONS.sliderDebounce,
    syncGuard: DURATIONS.syncGuard,
    dependencySavePause: DURATIONS.dependencySavePause,
    successIndicator: DURATIONS.successIndicator,
    errorIndicator: DURATIONS.errorIndicator,
  },
});
