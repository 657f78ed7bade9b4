import { LIMITS } from './limits';

/**
 * The words of the deliberation calls' refusals, said once: the host and the mock backend answer
 * with them. A module of its own, without zod, so that a screen showing one (the deliberation
 * panel) imports the words without the schemas.
 */
export const DELIBERATION_MESSAGES = {
  /** 400: an invitee is not the starter's friend. */
  notFriend: 'You can invite only your friends',
  /** 400: an invitee may not see the argument (a private argument, or friends-only and not theirs). */
  inviteeCannotSee: 'Everyone you invite must be able to see the argument',
  /** 400: the argument has more premises than `LIMITS.deliberationPremises`. */
  tooManyPremises: `A deliberation can be about an argument of at most ${LIMITS.deliberationPremises} premises`,
  /** 400: the argument has no conclusion or no premises. */
  incompleteArgument: 'An argument needs premises and a conclusion to deliberate on',
  /** 409: joining (or inviting) past `LIMITS.deliberationMembers`. */
  full: `A deliberation has at most ${LIMITS.deliberationMembers} members`,
  /** 403: a member other than the starter opened a round or deleted the deliberation. */
  starterOnly: 'Only the person who started the deliberation can do this',
  /** 409: the starter closed a round nobody has submitted to. */
  emptyRound: 'Nobody has submitted to this round yet',
  /** 409: a submission or a new round after the last round closed. */
  finished: 'This deliberation is finished',
  /** 400: the submission does not give every premise of the argument exactly once. */
  premisesMismatch: 'Give a credence for every premise of the argument, each once',
  /** 400: a reason names a claim that is not a premise of the argument. */
  reasonClaim: 'Reasons can be given only for the argument’s premises',
} as const;
