import {
  type EvaluationInput,
  evaluateNetwork,
  NetworkCycleError,
  type NetworkInput,
  networkSensitivity,
  TooManyNetworkClaimsError,
} from '@credence/engine';
import { savedEvaluationInput } from '../evaluator/evaluator.load';
import { errorMessage } from '../userSettings/userSettings.rules';
import { NETWORK_TEXTS } from './network.messages';
import type { ArgumentNetwork, NetworkFigures, NetworkPremise } from './network.types';

/**
 * What `evaluateNetwork` gets for a loaded network: every argument as the evaluator would
 * evaluate it when opened (the caller's saved evaluation, `savedEvaluationInput`), except the
 * root, which takes `rootInput` when given (the evaluator's live credences); the links by their
 * target claims; the caller's equivalences. Argument ids become strings (the engine's ids).
 */
export function networkInput(
  network: ArgumentNetwork,
  rootInput: EvaluationInput | null,
): NetworkInput {
  return {
    rootArgumentId: String(network.rootArgumentId),
    arguments: network.arguments.map((argument) => ({
      id: String(argument.id),
      conclusionId: argument.conclusion.id,
      input:
        argument.id === network.rootArgumentId && rootInput
          ? rootInput
          : savedEvaluationInput(argument),
    })),
    links: network.links.map((link) => ({
      argumentId: String(link.sourceArgumentId),
      targetClaimId: link.targetClaimId,
      type: link.linkType,
    })),
    equivalences: network.equivalences.map(({ claimIds }) => claimIds),
  };
}

/**
 * The root's figures over its network: P(C) beside its local P(C), each premise of the root
 * that linked arguments conclude (its network credence and how many arguments), every claim's
 * credence and the leaf claims ranked by swing. Throws what the engine throws.
 */
export function networkFigures(
  network: ArgumentNetwork,
  rootInput: EvaluationInput | null,
): NetworkFigures {
  const input = networkInput(network, rootInput);
  const result = evaluateNetwork(input);
  const root = network.arguments.find((argument) => argument.id === network.rootArgumentId);
  const premises: Record<string, NetworkPremise> = {};
  for (const premise of root?.premises ?? []) {
    const derived = result.derived[premise.id];
    const credence = result.claims[premise.id];
    if (derived && credence !== undefined) {
      premises[premise.id] = {
        claimId: premise.id,
        credence,
        linkedArguments: derived.linkedArguments,
      };
    }
  }
  return {
    pC: result.pC,
    localPC: result.localPC,
    premises,
    claims: result.claims,
    argumentCount: result.argumentIds.length,
    sensitivity: networkSensitivity(input),
  };
}

/**
 * Why the engine refused a network, in plain words: a loop names its arguments by title, too
 * many claims says how many; anything else is the error's own message.
 */
export function networkComputeMessage(error: unknown, network: ArgumentNetwork): string {
  if (error instanceof NetworkCycleError) {
    const titles = error.cycle.map(
      (id) => network.arguments.find((argument) => String(argument.id) === id)?.title ?? `#${id}`,
    );
    return NETWORK_TEXTS.loop(titles);
  }
  if (error instanceof TooManyNetworkClaimsError) {
    return NETWORK_TEXTS.tooManyClaims(error.count, error.limit);
  }
  return errorMessage(error);
}
