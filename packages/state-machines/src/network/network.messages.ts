/**
 * The network view's words, said once: the evaluator's "Network" switch, the derived premises,
 * the two P(C) figures, the notices and the "Same claim as…" dialog.
 */
export const NETWORK_TEXTS = {
  /** The evaluator's switch. */
  switchLabel: 'Network',
  /** Under the switch while the network loads. */
  loading: 'Loading the argument network…',
  /** A large network's first figures are being computed (in a worker). */
  computing: 'Computing the network figures…',
  /** The network is the root alone. */
  noLinks: 'No linked arguments yet',
  /** The two figures of the conclusion. */
  networkPC: 'Network P(C)',
  localPC: 'Local P(C)',
  /** The premise menu's action and its dialog. */
  sameClaimAction: 'Same claim as…',
  sameClaimTitle: 'Same claim as…',
  searchLabel: 'Search claims',
  searchEmpty: 'No claims found',
  loadFailed: 'Could not load the argument network',
  equivalenceFailed: 'Could not mark the claims as the same',
  /**
   * The network card's one line on the claim that moves P(C) most; the whole ranking is the
   * calculation results' sensitivity chart.
   */
  mattersMost: (label: string, points: number) =>
    `Matters most: ${label}, ${points} points of P(C) between true and false. Calculation results ranks every claim of the network.`,
  /** The user's equivalences among the network's claims, each with its withdraw button. */
  equivalencesTitle: 'Claims you marked the same',
  withdrawEquivalence: 'Not the same claim',
  withdrawEquivalenceName: (one: string, other: string) =>
    `Not the same claim: “${one}” and “${other}”`,
  withdrawFailed: 'Could not withdraw the equivalence',
  /** "from 2 linked arguments": how a derived premise got its credence. */
  fromLinked: (count: number) => `from ${count} linked argument${count === 1 ? '' : 's'}`,
  /** Linked arguments the user may not see, left out of the network. */
  hidden: (count: number) =>
    count === 1
      ? '1 linked argument you cannot see is left out'
      : `${count} linked arguments you cannot see are left out`,
  /** The walk stopped at the server's limit. */
  truncated:
    'The network is too large to load whole: only the arguments closest to this one are counted',
  /** `evaluateNetwork` found a loop. */
  loop: (titles: readonly string[]) =>
    `The linked arguments form a loop (${titles.join(' → ')}), so the network cannot be evaluated. Remove one of these links.`,
  /** `evaluateNetwork` found more claims than it sums exactly. */
  tooManyClaims: (count: number, limit: number) =>
    `This network has ${count} different claims; at most ${limit} can be evaluated together. Mark repeated claims as the same claim, or open a smaller part of the network.`,
} as const;
