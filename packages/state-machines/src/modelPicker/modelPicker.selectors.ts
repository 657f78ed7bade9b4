import type { SnapshotFrom } from 'xstate';
import { filterModels } from './filterModels';
import type { modelPickerMachine } from './modelPicker.machine';
import { availableModelsLabel, noModelsFoundMessage } from './modelPicker.messages';
import type { AiModel } from './modelPicker.types';

type ModelPickerSnapshot = SnapshotFrom<typeof modelPickerMachine>;

/** The models the open list shows: the loaded ones filtered by the search box. */
export function selectVisibleModels(snapshot: ModelPickerSnapshot): AiModel[] {
  return filterModels(snapshot.context.models, snapshot.context.query);
}

/** The empty-state text when the search matches nothing (and the list is loaded), else null. */
export function selectEmptyMessage(snapshot: ModelPickerSnapshot): string | null {
  if (!snapshot.matches({ list: 'ready' })) return null;
  return selectVisibleModels(snapshot).length === 0
    ? noModelsFoundMessage(snapshot.context.query)
    : null;
}

/** '(N available)' next to a checked 'Show all models' once the list is loaded, else null. */
export function selectAvailableLabel(snapshot: ModelPickerSnapshot): string | null {
  if (!snapshot.context.showAll || !snapshot.matches({ list: 'ready' })) return null;
  return availableModelsLabel(snapshot.context.models.length);
}

/** The selected model, when it is in the list. */
export function selectSelectedModel(snapshot: ModelPickerSnapshot): AiModel | undefined {
  return snapshot.context.models.find((model) => model.id === snapshot.context.selectedModelId);
}

/**
 * Whether the offline rules answer: the loaded list offers the rule-based provider (the host has
 * no AI endpoint). The picker then says so, and AI results are labelled as rule-based estimates.
 */
export function selectIsRuleBased(snapshot: ModelPickerSnapshot): boolean {
  return snapshot.context.models.some((model) => model.ruleBased === true);
}
