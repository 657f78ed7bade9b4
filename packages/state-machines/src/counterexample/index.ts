export { counterexampleActorsFromClient } from './counterexample.actors';
export { counterexampleStorageKey } from './counterexample.context';
export {
  counterexampleMachine,
  type Toast as CounterexampleToastParams,
} from './counterexample.machine';
export * as counterexampleMessages from './counterexample.messages';
export { predicateSignatures } from './counterexample.predicate';
export { allConfirmed as allRegimentationsConfirmed } from './counterexample.regimentation';
export {
  counterexampleRows,
  currentRow as currentTruthTableRow,
} from './counterexample.truthTable';
export type * from './counterexample.types';
