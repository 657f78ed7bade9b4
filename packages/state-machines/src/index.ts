/**
 * `@credence/state-machines`: Credence's flows as XState v5 statecharts. Machines hold states,
 * timers (`after`), guards and actions; the network is reached only through injected actors and
 * the maths only through `@credence/engine`. Nothing here imports React or touches the DOM.
 */

export * from './aiAssess/index';
export * from './assessment/index';
export * from './counterexample/index';
export * from './deliberation/index';
export * from './dependencyEditor/index';
export * from './evaluator/index';
export * from './inferenceDialog/index';
export * from './linkedArgument/index';
export * from './modelPicker/index';
export * from './network/index';
export * from './proofLoader/index';
export * from './reconstructionEditor/index';
export * from './saveStatus/index';
export * from './share/index';
export { fromCall } from './shared/fromCall';
export * from './speechInput/index';
export * from './userSettings/index';
export * from './versionHistory/index';
