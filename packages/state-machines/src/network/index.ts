export { networkActorsFromClient } from './network.actors';
export {
  figuresOf,
  networkComputeMessage,
  networkFigures,
  networkInput,
} from './network.compute';
export { networkMachine } from './network.machine';
export { NETWORK_TEXTS } from './network.messages';
export type {
  ArgumentNetwork,
  CreateEquivalenceInput,
  DeleteEquivalenceInput,
  LoadNetworkInput,
  NetworkComputation,
  NetworkContext,
  NetworkEvent,
  NetworkFigures,
  NetworkMachineInput,
  NetworkPremise,
} from './network.types';
