export { contextSizeLabel, filterModels, modelDetailsLabel } from './filterModels';
export { modelPickerActorsFromClient } from './modelPicker.actors';
export { modelPickerMachine } from './modelPicker.machine';
export {
  availableModelsLabel,
  MODEL_PICKER_MESSAGES,
  noModelsFoundMessage,
} from './modelPicker.messages';
export {
  selectAvailableLabel,
  selectEmptyMessage,
  selectIsRuleBased,
  selectSelectedModel,
  selectVisibleModels,
} from './modelPicker.selectors';
export type {
  AiModel,
  LoadModelsInput,
  LoadModelsOutput,
  ModelPickerContext,
  ModelPickerEmitted,
  ModelPickerEvent,
  ModelPickerInput,
} from './modelPicker.types';
