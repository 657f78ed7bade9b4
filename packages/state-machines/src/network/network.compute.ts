import {
  type EvaluationInput,
  evaluateNetworkWithSensitivity,
  NetworkCycleError,
  type NetworkInput,
  TooManyNetworkClaimsError,
} from '@credence/engine';
import { savedEvaluationInput } from '../evaluator/evaluator.load';
import { errorMessage } from '../userSettings/userSettings.rules';
import { NETWORK_TEXTS } from './network.messages';
import type {
  ArgumentNetwork,
  NetworkComputation,
  NetworkFigures,
  NetworkPremise,
} from './network.types';

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
 * The root's figures from the engine's answer for its network: P(C) beside its local P(C), each
 * premise of the root that linked arguments conclude (its network credence and how many
 * arguments), every claim's credence and the leaf claims ranked by swing.
 */
export function figuresOf(
  network: ArgumentNetwork,
  { evaluation, sensitivity }: NetworkComputation,
): NetworkFigures {
  const root = network.arguments.find((argument) => argument.id === network.rootArgumentId);
  const premises: Record<string, NetworkPremise> = {};
  for (const premise of root?.premises ?? []) {
    const derived = evaluation.derived[premise.id];
    const credence = evaluation.claims[premise.id];
    if (derived && credence !== undefined) {
      premises[premise.id] = {
        claimId: premise.id,
        credence,
        linkedArguments: derived.linkedArguments,
      };
    }
  }
  return {
    pC: evaluation.pC,
    localPC: evaluation.localPC,
    premises,
    claims: evaluation.claims,
    argumentCount: evaluation.argumentIds.length,
    sensitivity,
  };
}

/**
 * The root's figures over its network, computed here and now (`evaluateNetworkWithSensitivity`,
 * then {@link figuresOf}). Throws what the engine throws.
 */
export function networkFigures(
  network: ArgumentNetwork,
  rootInput: EvaluationInput | null,
): NetworkFigures {
  return figuresOf(network, evaluateNetworkWithSensitivity(networkInput(network, rootInput)));
}

/**
 * The most premises any argument of the network has, the root counted as `rootInput` has it: an
 * exact network evaluation costs about as much as its largest argument's (and the network's
 * whole, at most 24 claims), so this decides whether it runs off the page's thread.
 */
export function largestArgument(
  network: ArgumentNetwork,
  rootInput: EvaluationInput | null,
): number {
  return Math.max(
    rootInput?.premises.length ?? 0,
    ...network.arguments.map((argument) => argument.premises.length),
  );
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
