import type { CallOutput } from '@credence/api';
import type {
  EvaluationInput,
  NetworkEvaluationWithSensitivity,
  NetworkSensitivity,
} from '@credence/engine';

/** The `getArgumentNetwork` answer's network, as the client returns it. */
export type ArgumentNetwork = CallOutput<'getArgumentNetwork'>['network'];

/** The network's view of one premise of the root that linked arguments conclude. */
export interface NetworkPremise {
  /** The premise's claim id. */
  claimId: string;
  /** Its network credence: what the linked arguments make of it. */
  credence: number;
  /** How many linked arguments conclude it or its negation ("from 2 linked arguments"). */
  linkedArguments: number;
}

/** The root's figures over its network, computed by `evaluateNetwork`. */
export interface NetworkFigures {
  /** P(C) of the root over the whole network. */
  pC: number;
  /** The root's own P(C), links ignored. */
  localPC: number;
  /** Premise id of the root → how the network derives it; premises not listed keep their slider. */
  premises: Record<string, NetworkPremise>;
  /** Claim id → network credence, for every claim of the network. */
  claims: Record<string, number>;
  /** How many arguments the network evaluated (the root included). */
  argumentCount: number;
  /** The leaf claims of the whole network, largest swing of the root's P(C) first. */
  sensitivity: NetworkSensitivity[];
}

/** The engine's answer for a network (`evaluateNetworkWithSensitivity`): what `computeNetwork` returns. */
export type NetworkComputation = NetworkEvaluationWithSensitivity;

/** Input of the network machine. */
export interface NetworkMachineInput {
  /** The root argument (the evaluator's). */
  argumentId: number;
  /**
   * The root's evaluation input as the evaluator has it now (live credences). Without it the
   * root is read as its saved evaluation.
   */
  rootInput?: EvaluationInput | null;
  /**
   * Networks with an argument of this many premises or more are computed by the injected
   * `computeNetwork` actor (the UI's runs in a Web Worker), the latest request only, while the
   * last figures stay on screen; smaller ones are computed on the spot, so a slider moves the
   * network P(C) at once. Default: never (every network on the spot).
   */
  offThreadFrom?: number;
}

/** The network machine's context. */
export interface NetworkContext {
  argumentId: number;
  /** The network as last loaded; null before the first load. */
  network: ArgumentNetwork | null;
  /** The root's live evaluation input; null: its saved evaluation. */
  rootInput: EvaluationInput | null;
  /** The figures for `network` and `rootInput`; null when not computed or the engine refused. */
  figures: NetworkFigures | null;
  /** Why the network could not be evaluated (a loop, too many claims…), in plain words. */
  computeError: string | null;
  /** See {@link NetworkMachineInput.offThreadFrom}. */
  offThreadFrom: number;
  /** Whether the `computeNetwork` actor is computing figures for the latest network and root. */
  computing: boolean;
  /** Why the network could not be loaded or an equivalence not saved or withdrawn. */
  error: string | null;
}

/** Input of the `loadNetwork` actor. */
export interface LoadNetworkInput {
  argumentId: number;
}

/** Input of the `createEquivalence` actor: the two claims the user declares the same. */
export interface CreateEquivalenceInput {
  claimId: string;
  otherClaimId: string;
}

/** Input of the `deleteEquivalence` actor: the user's equivalence to withdraw. */
export interface DeleteEquivalenceInput {
  equivalenceId: number;
}

/** Events of the network machine. */
export type NetworkEvent =
  /** The evaluator's root input changed (a slider moved): recompute. */
  | { type: 'ROOT_INPUT'; input: EvaluationInput | null }
  /** Load the network again (a link was added). */
  | { type: 'RELOAD' }
  /** "Same claim as…": declare two claims the same, then load the network again. */
  | { type: 'MARK_SAME'; claimId: string; otherClaimId: string }
  /** Withdraw one of the user's equivalences ("Not the same claim"), then load again. */
  | { type: 'UNMARK_SAME'; equivalenceId: number }
  /** After a failed load. */
  | { type: 'RETRY' };
