import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credenceForTarget } from '../insight/goalSeek';
import type { EvaluationInput } from '../probability/types';
import { evaluateNetwork } from './evaluate';
import { networkCredenceForTarget } from './goalSeek';
import type { NetworkInput } from './types';

const fallback = (premises: [string, number][], s = 0.9, f = 0.2): EvaluationInput => ({
  mode: 'fallback',
  premises: premises.map(([id, probability]) => ({ id, probability })),
  pCGivenPremises: s,
  pCGivenNotPremises: f,
});
const network = (
  support: EvaluationInput,
  root = fallback([
    ['P1', 0.8],
    ['P2', 0.7],
  ]),
) =>
  ({
    rootArgumentId: 'root',
    arguments: [
      { id: 'root', conclusionId: 'C', input: root },
      { id: 'support', conclusionId: 'P1', input: support },
    ],
    links: [{ argumentId: 'support', targetClaimId: 'P1', type: 'support' }],
    equivalences: [['S', 'S-copy']],
  }) satisfies NetworkInput;
/** The network with claim S's credence (in the supporting argument) set. */
const withS = (input: NetworkInput, credence: number): NetworkInput => ({
  ...input,
  arguments: input.arguments.map((a) =>
    a.id === 'support'
      ? {
          ...a,
          input: {
            ...a.input,
            premises: a.input.premises.map((p) =>
              p.id === 'S' ? { ...p, probability: credence } : p,
            ),
          },
        }
      : a,
  ),
});

describe('networkCredenceForTarget', () => {
  const example = network(fallback([['S', 0.9]], 0.95, 0.5));

  it('solves exactly when P(C) is affine in the claim’s credence', () => {
    const found = networkCredenceForTarget(example, 'S', 0.6);
    expect(found.reachable).toBe(true);
    if (!found.reachable) return;
    expect(found.credence).toBeCloseTo((0.4 / 0.49 - 0.5) / 0.45, 12);
    expect(found.range[0]).toBeCloseTo(0.445, 12);
    expect(found.range[1]).toBeCloseTo(0.6655, 12);
    expect(networkCredenceForTarget(example, 'S', 0.7)).toEqual({
      reachable: false,
      range: found.range,
    });
    // Any id of the claim names it.
    expect(networkCredenceForTarget(example, 'S-copy', 0.6)).toEqual(found);
  });

  it('finds a credence that gives the target, or says the target is out of reach', () => {
    // Any mode for the supporting argument (a Bayesian fit or direct mode makes P(C) curved),
    // with a dependency sometimes.
    const support = fc.record({
      mode: fc.constantFrom('fallback' as const, 'direct' as const, 'bayesian' as const),
      s: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
      t: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
      linked: fc.boolean(),
    });
    fc.assert(
      fc.property(support, fc.double({ min: 0, max: 1, noNaN: true }), (draw, target) => {
        const input: EvaluationInput = {
          mode: draw.mode,
          premises: [
            { id: 'S', probability: draw.s },
            { id: 'T', probability: draw.t },
          ],
          pCGivenPremises: 0.9,
          pCGivenNotPremises: 0.3,
          prior: 0.1,
          bayesianNetworkData: {
            conditionalProbabilities: { S: 0.9, T: 0.7 },
            reverseConditionalProbabilities: { S: 0.2, T: 0.4 },
          },
          ...(draw.linked
            ? { dependencies: { T: ['S'] }, premiseConditionals: { 'T|S': 0.8 } }
            : {}),
        };
        const net = network(input);
        const found = networkCredenceForTarget(net, 'S', target);
        const pCAt = (credence: number) => evaluateNetwork(withS(net, credence)).pC;
        const [low, high] = found.range;
        expect(low).toBeLessThanOrEqual(high);
        if (found.reachable) {
          expect(Math.abs(pCAt(found.credence) - target)).toBeLessThan(1e-9);
        } else {
          expect(target < low || target > high).toBe(true);
          // The range holds the ends of the slider.
          for (const end of [0, 1]) {
            expect(pCAt(end)).toBeGreaterThanOrEqual(low - 1e-12);
            expect(pCAt(end)).toBeLessThanOrEqual(high + 1e-12);
          }
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('is credenceForTarget for an argument alone', () => {
    const root = fallback([
      ['P1', 0.8],
      ['P2', 0.7],
    ]);
    const alone: NetworkInput = {
      rootArgumentId: 'root',
      arguments: [{ id: 'root', conclusionId: 'C', input: root }],
      links: [],
    };
    for (const target of [0.3, 0.5, 0.9]) {
      const mine = networkCredenceForTarget(alone, 'P2', target);
      const single = credenceForTarget(root, 'P2', target);
      expect(mine.reachable).toBe(single.reachable);
      if (mine.reachable && single.reachable)
        expect(mine.credence).toBeCloseTo(single.credence, 12);
      expect(mine.range[0]).toBeCloseTo(single.range[0], 12);
      expect(mine.range[1]).toBeCloseTo(single.range[1], 12);
    }
  });

  it('refuses a derived claim, an unknown claim and a target outside [0, 1]', () => {
    expect(() => networkCredenceForTarget(example, 'P1', 0.5)).toThrow(
      /concluded by linked arguments/,
    );
    expect(() => networkCredenceForTarget(example, 'nowhere', 0.5)).toThrow(
      /"nowhere" is not a claim of this argument network/,
    );
    expect(() => networkCredenceForTarget(example, 'S', 1.5)).toThrow(RangeError);
  });
});
