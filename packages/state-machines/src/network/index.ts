export { networkActorsFromClient } from './network.actors';
export { networkComputeMessage, networkFigures, networkInput } from './network.compute';
export { networkMachine } from './network.machine';
export { NETWORK_TEXTS } from './network.messages';
export type {
  ArgumentNetwork,
  CreateEquivalenceInput,
  DeleteEquivalenceInput,
  LoadNetworkInput,
  NetworkContext,
  NetworkEvent,
  NetworkFigures,
  NetworkMachineInput,
  NetworkPremise,
} from './network.types';
