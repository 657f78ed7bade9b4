import type { NetworkFigures } from '@credence/state-machines';
import type { NetworkClaimName, NetworkEquivalenceItem } from './NetworkSummary';

/**
 * The engine README's worked example as the summary gets it: the root R (P1, P2), S supporting
 * P1 (S1, S2), O objecting to P2 (O1). Figures as `evaluateNetwork` and `networkSensitivity`
 * give them (rounded to 5 places).
 */
export const WORKED_FIGURES: NetworkFigures = {
  pC: 0.567752,
  localPC: 0.592,
  premises: {
    P1: { claimId: 'P1', credence: 0.796, linkedArguments: 1 },
    P2: { claimId: 'P2', credence: 0.66, linkedArguments: 1 },
  },
  claims: { P1: 0.796, P2: 0.66, S1: 0.9, S2: 0.8, O1: 0.6, C: 0.567752 },
  argumentCount: 3,
  sensitivity: [
    { claimId: 'S2', argumentId: 'S', pCIfTrue: 0.61349, pCIfFalse: 0.3848, swing: 0.22869 },
    { claimId: 'O1', argumentId: 'O', pCIfTrue: 0.4786, pCIfFalse: 0.70148, swing: -0.22288 },
    { claimId: 'S1', argumentId: 'S', pCIfTrue: 0.58808, pCIfFalse: 0.3848, swing: 0.20328 },
  ],
};

/** The worked example's leaf claims as the summary names them. */
export const WORKED_CLAIM_NAMES: Record<string, NetworkClaimName> = {
  S1: { label: 'P1 of “Support”', text: 'Reactors built since 2000 have had no serious accident.' },
  S2: { label: 'P2 of “Support”', text: 'Their designs fail safe.' },
  O1: { label: 'P1 of “Objection”', text: 'A single accident can cost hundreds of billions.' },
};

/** A network of the root alone: nothing derived, P(C) its own. */
export const ROOT_ONLY_FIGURES: NetworkFigures = {
  pC: 0.592,
  localPC: 0.592,
  premises: {},
  claims: { P1: 0.7, P2: 0.8, C: 0.592 },
  argumentCount: 1,
  sensitivity: [],
};

/** The user's equivalence in the worked example: the root's P1 is the supporting argument's C. */
export const WORKED_EQUIVALENCES: NetworkEquivalenceItem[] = [
  {
    id: 4,
    claims: [
      { label: 'P1 of “Root”', text: 'Nuclear power is safe.' },
      { label: 'C of “Support”', text: 'Nuclear power is safe enough.' },
    ],
  },
  {
    id: 9,
    claims: [
      { label: 'P2 of “Support”', text: 'Their designs fail safe.' },
      { label: 'P1 of “Objection”', text: 'Modern designs fail safe.' },
    ],
  },
];
