/**
 * The user guide's worked example of an argument network, computed by hand: the input, and every
 * figure the guide may quote, each with the arithmetic that gives it. `workedExample.test.ts`
 * checks the engine against these figures (to 1e-12), so the guide's numbers cannot drift.
 * Not public API: a fixture for tests and for whoever writes the guide's page.
 *
 * The root argument R concludes C from two premises, P1 (credence 0.7) and P2 (0.8), in fallback
 * mode with P(C|Premises) = 0.9 and P(C|¬Premises) = 0.2:
 *
 *   alone, P(Premises) = 0.7 × 0.8 = 0.56 and P(C) = 0.9 × 0.56 + 0.2 × 0.44 = 0.592.
 *
 * A supporting argument S concludes P1 from S1 (0.9) and S2 (0.8), P(P1|both) = 0.95,
 * P(P1|not both) = 0.4:
 *
 *   P(S1 ∧ S2) = 0.9 × 0.8 = 0.72, so P(P1) = 0.95 × 0.72 + 0.4 × 0.28 = 0.796.
 *
 * One supporting argument alone replaces the slider (its odds over the prior's odds, times the
 * prior's odds, are its own odds): P1's network credence is 0.796, the user's 0.7 no longer counts.
 *
 * An objection O concludes ¬P2 from O1 (0.6), P(¬P2|O1) = 0.5, P(¬P2|¬O1) = 0.1. An objection
 * contributes 1 − its value, so P(P2|O1) = 0.5 and P(P2|¬O1) = 0.9:
 *
 *   P(P2) = 0.5 × 0.6 + 0.9 × 0.4 = 0.66 (= 1 − O's own P(C), 1 − 0.34).
 *
 * The two sides share no claim, so P1 and P2 are independent in the network:
 *
 *   P(Premises) = 0.796 × 0.66 = 0.52536,
 *   P(C) = 0.9 × 0.52536 + 0.2 × 0.47464 = 0.2 + 0.7 × 0.52536 = 0.567752.
 *
 * Which leaf claim matters most (P(C) if true, if false; P(C) = 0.2 + 0.7 × P(P1) × P(P2)):
 *
 *   S2: P(P1|S2) = 0.95 × 0.9 + 0.4 × 0.1 = 0.895 → 0.2 + 0.7 × 0.895 × 0.66 = 0.61349;
 *       P(P1|¬S2) = 0.4 → 0.2 + 0.7 × 0.4 × 0.66 = 0.3848; swing 0.22869.
 *   O1: P(P2|O1) = 0.5 → 0.2 + 0.7 × 0.796 × 0.5 = 0.4786;
 *       P(P2|¬O1) = 0.9 → 0.2 + 0.7 × 0.796 × 0.9 = 0.70148; swing −0.22288.
 *   S1: P(P1|S1) = 0.95 × 0.8 + 0.4 × 0.2 = 0.84 → 0.2 + 0.7 × 0.84 × 0.66 = 0.58808;
 *       P(P1|¬S1) = 0.4 → 0.3848; swing 0.20328.
 *
 * What would it take for P(C) = 0.6, moving S2 alone? P(P1) = 0.4 + 0.55 × 0.9 × s = 0.4 + 0.495 s,
 * so 0.6 = 0.2 + 0.462 × (0.4 + 0.495 s), s = (0.4 / 0.462 − 0.4) / 0.495 = 0.9410…; P(C) ranges
 * from 0.3848 (s = 0) to 0.2 + 0.462 × 0.895 = 0.61349 (s = 1).
 */
import type { EvaluationInput } from '../probability/types';
import type { NetworkInput } from './types';

const fallback = (
  premises: [id: string, credence: number][],
  pCGivenPremises: number,
  pCGivenNotPremises: number,
): EvaluationInput => ({
  argumentType: 'INDUCTIVE',
  mode: 'fallback',
  premises: premises.map(([id, probability]) => ({ id, probability })),
  pCGivenPremises,
  pCGivenNotPremises,
});

/** The example network: R, supported on P1 by S and objected to on P2 by O. */
export const workedExample: NetworkInput = {
  rootArgumentId: 'R',
  arguments: [
    {
      id: 'R',
      conclusionId: 'C',
      input: fallback(
        [
          ['P1', 0.7],
          ['P2', 0.8],
        ],
        0.9,
        0.2,
      ),
    },
    {
      id: 'S',
      conclusionId: 'P1',
      input: fallback(
        [
          ['S1', 0.9],
          ['S2', 0.8],
        ],
        0.95,
        0.4,
      ),
    },
    { id: 'O', conclusionId: 'notP2', input: fallback([['O1', 0.6]], 0.5, 0.1) },
  ],
  links: [
    { argumentId: 'S', targetClaimId: 'P1', type: 'support' },
    { argumentId: 'O', targetClaimId: 'P2', type: 'refute' },
  ],
};

/** The figures above, each as the arithmetic that gives it. */
export const workedExampleFigures = {
  localPC: 0.9 * 0.56 + 0.2 * 0.44, // 0.592
  pP1: 0.95 * 0.72 + 0.4 * 0.28, // 0.796
  pP2: 0.5 * 0.6 + 0.9 * 0.4, // 0.66
  pPremises: 0.796 * 0.66, // 0.52536
  pC: 0.2 + 0.7 * 0.52536, // 0.567752
  sensitivity: [
    { claimId: 'S2', argumentId: 'S', pCIfTrue: 0.2 + 0.7 * 0.895 * 0.66, pCIfFalse: 0.3848 },
    {
      claimId: 'O1',
      argumentId: 'O',
      pCIfTrue: 0.2 + 0.7 * 0.796 * 0.5,
      pCIfFalse: 0.2 + 0.7 * 0.796 * 0.9,
    },
    { claimId: 'S1', argumentId: 'S', pCIfTrue: 0.2 + 0.7 * 0.84 * 0.66, pCIfFalse: 0.3848 },
  ],
  /** Moving S2 alone to reach P(C) = 0.6. */
  target: 0.6,
  s2ForTarget: (0.4 / 0.462 - 0.4) / 0.495,
  s2Range: [0.2 + 0.462 * 0.4, 0.2 + 0.462 * 0.895] as const,
};
