export { dependencyEditorActorsFromClient, mutableDependencies } from './dependencyEditor.actors';
export { validConditionalRange } from './dependencyEditor.constraints';
export { dependencyEditorMachine } from './dependencyEditor.machine';
export * as dependencyEditorMessages from './dependencyEditor.messages';
export {
  antecedentOptions,
  assessDisabledReason,
  canAddDependency,
  consequentOptions,
  formSentence,
  isItemEditable,
} from './dependencyEditor.selectors';
export type * from './dependencyEditor.types';
