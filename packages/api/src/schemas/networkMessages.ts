/**
 * The words of the argument-network calls' answers, said once: the host and the mock backend
 * answer with them. A module of its own, without zod, so that a screen showing one (the
 * evaluator's network view, the "Same claim as…" search) imports the words without the schemas.
 */
export const NETWORK_MESSAGES = {
  /** 400: `createClaimEquivalence` names the same claim twice. */
  sameClaim: 'A claim is always the same as itself: choose another claim',
  /** 409: the user has declared these two claims the same already (in either order). */
  alreadyEquivalent: 'You have already declared these two claims the same',
  /** 404: `deleteClaimEquivalence` of an equivalence that is not the caller's (or none). */
  equivalenceNotFound: 'Equivalence not found',
  /** 404: a claim that does not exist or is not in an argument the caller may see. */
  claimNotFound: (claimId: string) => `Claim ${claimId} not found`,
  /** How a loop names an argument the caller may not see (its title is not theirs to read). */
  hiddenArgument: 'an argument you cannot see',
  /**
   * 409: the link would close a loop of links that answer premises, named by the arguments'
   * titles from the new link's source back to it: `This link would make a loop: A → B → A`.
   */
  loop: (titles: readonly string[]) => `This link would make a loop: ${titles.join(' → ')}`,
} as const;
