export { dependencyEditorActorsFromClient, mutableDependencies } from './dependencyEditor.actors';
export { validConditionalRange } from './dependencyEditor.constraints';
export {
  type ExpressionAntecedent,
  expressionAntecedent,
} from './dependencyEditor.expression';
export { dependencyEditorMachine } from './dependencyEditor.machine';
export * as dependencyEditorMessages from './dependencyEditor.messages';
export {
  antecedentOptions,
  assessDisabledReason,
  canAddDependency,
  consequentOptions,
  formExpressionAntecedent,
  formSentence,
  formSourceIds,
  isItemEditable,
} from './dependencyEditor.selectors';
export type * from './dependencyEditor.types';
