import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { premiseSensitivity } from '../insight/sensitivity';
import { argumentInput } from '../probability/__fixtures__/arbitraries';
import { evaluateArgument } from '../probability/evaluate';
import type { EvaluationInput } from '../probability/types';
import { randomNetwork } from './__fixtures__/arbitraries';
import { bruteForce } from './__fixtures__/bruteForce';
import { evaluateNetwork } from './evaluate';
import { networkSensitivity } from './sensitivity';
import type { NetworkInput } from './types';

const fallback = (premises: [string, number][], s = 0.9, f = 0.2): EvaluationInput => ({
  mode: 'fallback',
  premises: premises.map(([id, probability]) => ({ id, probability })),
  pCGivenPremises: s,
  pCGivenNotPremises: f,
});
const example: NetworkInput = {
  rootArgumentId: 'root',
  arguments: [
    {
      id: 'root',
      conclusionId: 'C',
      input: fallback([
        ['P1', 0.8],
        ['P2', 0.7],
      ]),
    },
    { id: 'support', conclusionId: 'P1', input: fallback([['S', 0.9]], 0.95, 0.5) },
  ],
  links: [{ argumentId: 'support', targetClaimId: 'P1', type: 'support' }],
};
const close = (actual: number, expected: number, tolerance = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThan(tolerance);

describe('networkSensitivity', () => {
  it('lists every leaf claim, largest swing first, with the argument that defines it', () => {
    const entries = networkSensitivity(example);
    expect(entries.map((e) => [e.claimId, e.argumentId])).toEqual([
      ['P2', 'root'],
      ['S', 'support'],
    ]);
    close(entries[0]!.pCIfTrue, 0.8335);
    close(entries[0]!.pCIfFalse, 0.2);
    close(entries[1]!.pCIfTrue, 0.6655);
    close(entries[1]!.pCIfFalse, 0.445);
    close(entries[1]!.swing, 0.2205);
  });

  it('conditions on the whole network’s joint, as a full enumeration does', () => {
    fc.assert(
      fc.property(randomNetwork, (input) => {
        const expected = bruteForce(input);
        if (expected.loop) return;
        const entries = networkSensitivity(input);
        expect(entries.map((e) => expected.classOfId.get(e.claimId)).sort()).toEqual(
          [...expected.leafKeys].sort(),
        );
        const pC = evaluateNetwork(input).pC;
        for (const entry of entries) {
          const key = expected.classOfId.get(entry.claimId)!;
          const [ifTrue, ifFalse] = expected.conditionals.get(key)!;
          const credence = expected.marginals.get(key)!;
          // Sides with weight are exact; a side without is read elsewhere (tested below).
          if (credence > 1e-9 && credence < 1 - 1e-9) {
            close(entry.pCIfTrue, ifTrue, 1e-9);
            close(entry.pCIfFalse, ifFalse, 1e-9);
            close(credence * entry.pCIfTrue + (1 - credence) * entry.pCIfFalse, pC, 1e-9);
          }
          expect(entry.swing).toBe(entry.pCIfTrue - entry.pCIfFalse);
        }
        for (let k = 1; k < entries.length; k++)
          expect(Math.abs(entries[k - 1]!.swing)).toBeGreaterThanOrEqual(
            Math.abs(entries[k]!.swing),
          );
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('agrees with premiseSensitivity for an argument alone', () => {
    fc.assert(
      fc.property(argumentInput, (input) => {
        const network = networkSensitivity({
          rootArgumentId: 'A',
          arguments: [{ id: 'A', conclusionId: 'C', input }],
          links: [],
        });
        const single = premiseSensitivity(input);
        const { premiseIds, weights } = evaluateArgument(input).debugData.rows;
        for (const entry of single) {
          // Where one side weighs (almost) nothing, premiseSensitivity falls back on averages of
          // rows: compare the sides both compute from the joint.
          const bit = premiseIds.length - 1 - premiseIds.indexOf(entry.premiseId);
          let onTrue = 0;
          weights.forEach((w, row) => {
            if ((row >> bit) & 1) onTrue += w;
          });
          if (onTrue < 1e-9 || onTrue > 1 - 1e-9) continue;
          const mine = network.find((e) => e.claimId === entry.premiseId)!;
          close(mine.pCIfTrue, entry.pCIfTrue, 1e-9);
          close(mine.pCIfFalse, entry.pCIfFalse, 1e-9);
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('reads the side of a claim held at 0 or 1 from the network with it at 0.5', () => {
    const atZero: NetworkInput = {
      ...example,
      arguments: [
        example.arguments[0]!,
        { id: 'support', conclusionId: 'P1', input: fallback([['S', 0]], 0.95, 0.5) },
      ],
    };
    const entry = networkSensitivity(atZero).find((e) => e.claimId === 'S')!;
    close(entry.pCIfTrue, 0.6655); // P1 = 0.95 when S is true, whatever S's credence
    close(entry.pCIfFalse, 0.445);
  });

  it('reports swing 0 for a claim the network pins whatever its credence', () => {
    // Q depends on R with both conditionals 1: Q is true whatever its own credence.
    const pinned: EvaluationInput = {
      ...fallback([
        ['R', 0.5],
        ['Q', 0.3],
      ]),
      dependencies: { Q: ['R'] },
      premiseConditionals: { 'Q|R': 1, 'Q|~R': 1 },
    };
    const entry = networkSensitivity({
      rootArgumentId: 'A',
      arguments: [{ id: 'A', conclusionId: 'C', input: pinned }],
      links: [],
    }).find((e) => e.claimId === 'Q')!;
    expect(entry.swing).toBe(0);
    close(entry.pCIfTrue, 0.2 + 0.7 * 0.5);
  });
});
