import {
  argumentClaimIds,
  engineMode,
  premiseClaimIds,
  TAB_MODES,
} from './inferenceDialog.settings';
import { settingsFor, slidersOf } from './inferenceDialog.sync';
import type {
  InferenceDialogContext,
  LoadConditionalsInput,
  LoadDialogDependenciesInput,
  SaveBayesianToDbInput,
  SaveDialogDependenciesInput,
  SaveDialogSettingsInput,
  SaveTruthTableToDbInput,
} from './inferenceDialog.types';

type Context = InferenceDialogContext;

/** The injected actors' inputs, built from the dialog's context. */

/** `loadDependencies`: the argument's dependencies, for its usable premise ids. */
export const loadDependenciesInput = ({
  context,
}: {
  context: Context;
}): LoadDialogDependenciesInput => ({
  argumentId: context.argumentId!,
  claimIds: premiseClaimIds(context.premises),
});

/** `loadConditionals`: every stored P(C | …) touching the argument's claims. */
export const conclusionRecordsInput = ({
  context,
}: {
  context: Context;
}): LoadConditionalsInput => ({
  claimIds: argumentClaimIds(context),
  consequentClaims: [context.conclusion.id],
});

/** `saveDependencies`: the dialog's dependencies for the argument. */
export const saveDependenciesInput = ({
  context,
}: {
  context: Context;
}): SaveDialogDependenciesInput => ({
  argumentId: context.argumentId!,
  dependencies: context.settings.dependencies,
  premiseConditionals: context.settings.premiseConditionals,
  claimIds: premiseClaimIds(context.premises),
});

/** `saveSettings`: the active tab's mode and settings (version "3.0", P(C) in that mode). */
export const saveSettingsInput = ({ context }: { context: Context }): SaveDialogSettingsInput => ({
  evaluationMode: TAB_MODES[context.activeTab],
  settings: settingsFor(context, engineMode(context.activeTab)),
});

/** `saveBayesianToDb`: the sliders. */
export const saveBayesianInput = ({ context }: { context: Context }): SaveBayesianToDbInput => ({
  conclusionId: context.conclusion.id,
  premiseIds: context.premises.map((premise) => premise.id),
  ...slidersOf(context.settings),
});

/** `saveTruthTableToDb`: the rows and the table's P(C|Premises), P(C|¬Premises) and P(C). */
export const saveTruthTableInput = ({ context }: { context: Context }): SaveTruthTableToDbInput => {
  const settings = settingsFor(context, 'truth_table');
  return {
    conclusionId: context.conclusion.id,
    premiseIds: context.premises.map((premise) => premise.id),
    rowValues: settings.truthTableData.rowValues,
    pCGivenPremises: settings.pCGivenPremises,
    pCGivenNotPremises: settings.pCGivenNotPremises,
    pC: settings.pC,
  };
};
