/**
 * `@credence/state-machines`: Credence's flows as XState v5 statecharts. Machines hold states,
 * timers (`after`), guards and actions; the network is reached only through injected actors and
 * the maths only through `@credence/engine`. Nothing here imports React or touches the DOM.
 */
export * from './saveStatus/index';
