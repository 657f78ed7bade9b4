import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentInput } from '../probability/__fixtures__/arbitraries';
import { evaluateArgument } from '../probability/evaluate';
import type { EvaluationInput } from '../probability/types';
import { renameClaims } from './__fixtures__/arbitraries';
import { NetworkCycleError, TooManyNetworkClaimsError } from './errors';
import { evaluateNetwork } from './evaluate';
import type { NetworkArgument, NetworkInput } from './types';

const fallback = (premises: [string, number][], s = 0.9, f = 0.2): EvaluationInput => ({
  mode: 'fallback',
  premises: premises.map(([id, probability]) => ({ id, probability })),
  pCGivenPremises: s,
  pCGivenNotPremises: f,
});
const argument = (id: string, conclusionId: string, input: EvaluationInput): NetworkArgument => ({
  id,
  conclusionId,
  input,
});
const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1e-12);

describe('evaluateNetwork', () => {
  it('of an argument alone is its single-argument evaluation, in every mode', () => {
    fc.assert(
      fc.property(argumentInput, (input) => {
        const result = evaluateNetwork({
          rootArgumentId: 'A',
          arguments: [argument('A', 'C', input)],
          links: [],
        });
        const local = evaluateArgument(input);
        close(result.pC, local.pC);
        expect(result.localPC).toBe(local.pC);
        close(result.claims.C!, local.pC);
        // Each premise's network credence is its marginal under the argument's own joint.
        const { premiseIds, weights } = local.debugData.rows;
        premiseIds.forEach((id, i) => {
          let marginal = 0;
          weights.forEach((weight, row) => {
            if ((row >> (premiseIds.length - 1 - i)) & 1) marginal += weight;
          });
          close(result.claims[id]!, marginal);
        });
        expect(result.derived).toEqual({});
        expect(result.variableCount).toBe(input.premises.length);
      }),
      { numRuns: 200 },
    );
  });

  it('lets one supporting argument alone replace the slider', () => {
    // The root in fallback mode with a free premise P1; its supporting argument in any mode.
    fc.assert(
      fc.property(argumentInput, fc.double({ min: 0, max: 1, noNaN: true }), (support, p2) => {
        const ids = support.premises.map((_, k) => `S${k}`);
        const linked = renameClaims(support, new Map(ids.map((id, k) => [`p${k + 1}`, id])));
        const root = fallback([
          ['P1', 0.3],
          ['P2', p2],
        ]);
        const result = evaluateNetwork({
          rootArgumentId: 'root',
          arguments: [argument('root', 'C', root), argument('B', 'K', linked)],
          links: [{ argumentId: 'B', targetClaimId: 'P1', type: 'support' }],
        });
        // P(P1) = Σ rows weight · P(K | row), each P(K | row) kept in [0.001, 0.999].
        const own = evaluateArgument(linked).debugData.rows;
        let slider = 0;
        own.weights.forEach((weight, row) => {
          slider += weight * Math.min(0.999, Math.max(0.001, own.conditionals[row]!));
        });
        close(result.claims.P1!, slider);
        const replaced = evaluateArgument(
          fallback([
            ['P1', slider],
            ['P2', p2],
          ]),
        );
        close(result.pC, replaced.pC);
        expect(result.derived.P1).toMatchObject({ linkedArguments: 1, prior: 0.3 });
      }),
      { numRuns: 100 },
    );
  });

  it('gives an objection alone the complement: P(premise) = 1 − P(its conclusion)', () => {
    const objection = fallback([['O', 0.6]], 0.8, 0.3); // P(K) = 0.6·0.8 + 0.4·0.3 = 0.6
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [argument('root', 'C', fallback([['P1', 0.9]])), argument('B', 'K', objection)],
      links: [{ argumentId: 'B', targetClaimId: 'P1', type: 'refute' }],
    });
    close(result.claims.P1!, 0.4);
    close(result.pC, 0.2 + 0.7 * 0.4);
    expect(result.derived.P1!.objectingArgumentIds).toEqual(['B']);
  });

  it('combines several linked arguments as independent evidence on the odds scale', () => {
    // Premises held with certainty, so each argument gives one value: 0.8 and 0.75 for, 0.6
    // against (P(¬P1) = 0.6, so 0.4 for). Prior 0.5: odds = 1 · 4 · 3 · (0.4/0.6) = 8.
    const certain = (id: string, s: number) => fallback([[id, 1]], s, 0.5);
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [
        argument('root', 'C', fallback([['P1', 0.5]])),
        argument('B1', 'K1', certain('X1', 0.8)),
        argument('B2', 'K2', certain('X2', 0.75)),
        argument('B3', 'K3', certain('X3', 0.6)),
      ],
      links: [
        { argumentId: 'B1', targetClaimId: 'P1', type: 'support' },
        { argumentId: 'B3', targetClaimId: 'P1', type: 'refute' },
        { argumentId: 'B2', targetClaimId: 'P1', type: 'support' },
      ],
    });
    close(result.claims.P1!, 8 / 9);
    expect(result.derived.P1).toEqual({
      linkedArguments: 3,
      supportingArgumentIds: ['B1', 'B2'],
      objectingArgumentIds: ['B3'],
      duplicateArgumentIds: [],
      prior: 0.5,
    });
    // With a prior of 0.8 (odds 4), each argument's odds are divided by it: 4·(4/4)·(3/4)·(⅔/4).
    const skeptic = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [
        argument('root', 'C', fallback([['P1', 0.8]])),
        argument('B1', 'K1', certain('X1', 0.8)),
        argument('B2', 'K2', certain('X2', 0.75)),
      ],
      links: [
        { argumentId: 'B1', targetClaimId: 'P1', type: 'support' },
        { argumentId: 'B2', targetClaimId: 'P1', type: 'support' },
      ],
    });
    close(skeptic.claims.P1!, 3 / 4);
  });

  it('clamps every value to [0.001, 0.999]: no argument makes a claim certain', () => {
    const deductive: EvaluationInput = { ...fallback([['X', 1]]), argumentType: 'DEDUCTIVE' };
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [argument('root', 'C', fallback([['P1', 1]])), argument('B', 'K', deductive)],
      links: [{ argumentId: 'B', targetClaimId: 'P1', type: 'refute' }],
    });
    close(result.claims.P1!, 0.001);
    expect(result.derived.P1!.prior).toBe(0.999);
  });

  it('counts a claim used in two places once: its truth is shared, not multiplied', () => {
    // X supports P1 (P1 ⇐ X) and is also the root's second premise. With X at 0.5 the naive
    // product of marginals would give P(P1 ∧ X) = 0.5·0.5 … ; exactly, P1 follows X.
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [
        argument(
          'root',
          'C',
          fallback([
            ['P1', 0.5],
            ['X', 0.5],
          ]),
        ),
        argument('B', 'K', fallback([['X', 0.5]], 0.99, 0.01)),
      ],
      links: [{ argumentId: 'B', targetClaimId: 'P1', type: 'support' }],
    });
    // P(P1 ∧ X) = 0.5·0.99; P(C) = 0.2 + 0.7·0.495.
    close(result.pC, 0.2 + 0.7 * 0.495);
    expect(result.variableCount).toBe(2);
  });
});

describe('equivalent claims', () => {
  const support = fallback(
    [
      ['S1', 0.9],
      ['S2', 0.6],
    ],
    0.95,
    0.3,
  );
  const network = (
    rootPremises: [string, number][],
    linkTarget: string,
    equivalences: [string, string][] = [],
  ): NetworkInput => ({
    rootArgumentId: 'root',
    arguments: [
      argument('root', 'C', fallback(rootPremises, 0.85, 0.15)),
      argument('B', 'K', support),
    ],
    links: [{ argumentId: 'B', targetClaimId: linkTarget, type: 'support' }],
    equivalences,
  });

  it('change nothing when one claim is split into an equivalent pair', () => {
    const whole = evaluateNetwork(
      network(
        [
          ['P1', 0.4],
          ['P2', 0.7],
        ],
        'P1',
      ),
    );
    // The link names the other claim of the pair.
    const split = evaluateNetwork(
      network(
        [
          ['P1', 0.4],
          ['P2', 0.7],
        ],
        'P1b',
        [['P1', 'P1b']],
      ),
    );
    expect(split.pC).toBe(whole.pC);
    expect(split.claims.P1).toBe(whole.claims.P1);
    expect(split.claims.P1b).toBe(whole.claims.P1);
    expect(split.derived.P1b).toEqual(whole.derived.P1);
    // A premise shared by two arguments under two ids, declared the same, is one claim.
    const sharedOneId: NetworkInput = {
      ...network(
        [
          ['P1', 0.4],
          ['S2', 0.7],
        ],
        'P1',
      ),
    };
    const sharedTwoIds: NetworkInput = {
      ...network(
        [
          ['P1', 0.4],
          ['S2b', 0.7],
        ],
        'P1',
        [['S2b', 'S2']],
      ),
    };
    const one = evaluateNetwork(sharedOneId);
    const two = evaluateNetwork(sharedTwoIds);
    expect(two.pC).toBe(one.pC);
    expect(two.variableCount).toBe(one.variableCount);
    expect(two.claims.S2b).toBe(one.claims.S2);
  });

  it('count a duplicated claim once, with the credence the argument closest to the root gives', () => {
    // The root lists P1 twice (as P1 and its copy P1b, declared the same): one variable.
    const twice = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [
        argument(
          'root',
          'C',
          fallback([
            ['P1', 0.8],
            ['P2', 0.7],
            ['P1b', 0.3],
          ]),
        ),
      ],
      links: [],
      equivalences: [['P1b', 'P1']],
    });
    const once = evaluateArgument(
      fallback([
        ['P1', 0.8],
        ['P2', 0.7],
      ]),
    );
    close(twice.pC, once.pC);
    expect(twice.localPC).not.toBeCloseTo(once.pC, 3); // alone, the root multiplies it in twice
    expect(twice.variableCount).toBe(2);
    expect(twice.claims.P1b).toBe(twice.claims.P1);
    close(twice.claims.P1!, 0.8);
  });

  it('take their credence from the argument closest to the root', () => {
    // S1 is a premise of the root (0.2) and of the linked argument (0.9): the root's counts.
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [
        argument(
          'root',
          'C',
          fallback([
            ['P1', 0.5],
            ['S1b', 0.2],
          ]),
        ),
        argument('B', 'K', support),
      ],
      links: [{ argumentId: 'B', targetClaimId: 'P1', type: 'support' }],
      equivalences: [['S1', 'S1b']],
    });
    close(result.claims.S1!, 0.2);
    close(result.claims.P1!, 0.2 * (0.6 * 0.95 + 0.4 * 0.3) + 0.8 * 0.3);
  });
});

describe('copies of an argument (the Canonical Debate Lab pitfall)', () => {
  const root = argument(
    'root',
    'C',
    fallback([
      ['P1', 0.5],
      ['P2', 0.7],
    ]),
  );
  const original = argument(
    'B',
    'K',
    fallback(
      [
        ['S1', 0.9],
        ['S2', 0.8],
      ],
      0.9,
      0.3,
    ),
  );
  const base: NetworkInput = {
    rootArgumentId: 'root',
    arguments: [root, original],
    links: [{ argumentId: 'B', targetClaimId: 'P1', type: 'support' }],
  };
  const before = evaluateNetwork(base);

  it('do not move the result when the copy is marked equivalent', () => {
    const copy = argument(
      'B2',
      'K2',
      renameClaims(
        original.input,
        new Map([
          ['S1', 'S1c'],
          ['S2', 'S2c'],
        ]),
      ),
    );
    const after = evaluateNetwork({
      ...base,
      arguments: [root, original, copy],
      links: [...base.links, { argumentId: 'B2', targetClaimId: 'P1', type: 'support' }],
      equivalences: [
        ['S1', 'S1c'],
        ['S2c', 'S2'],
        ['K', 'K2'],
      ],
    });
    expect(after.pC).toBe(before.pC);
    expect(after.claims).toEqual(before.claims);
    expect(after.derived.P1).toMatchObject({ linkedArguments: 1, duplicateArgumentIds: ['B2'] });
    // Naive scoring (each argument's P(C) added as a pro, or its odds multiplied in again)
    // would have moved P1: counted twice, the same evidence is worth more.
    const naive = evaluateNetwork({
      ...base,
      arguments: [root, original, { ...copy, conclusionId: 'unrelated' }],
      links: [...base.links, { argumentId: 'B2', targetClaimId: 'P1', type: 'support' }],
      equivalences: [
        ['S1', 'S1c'],
        ['S2c', 'S2'],
      ],
    });
    expect(naive.claims.P1).toBeGreaterThan(before.claims.P1! + 0.02);
  });

  it('do not move it when copied with the same claims', () => {
    const after = evaluateNetwork({
      ...base,
      arguments: [root, original, { ...original, id: 'B2' }],
      links: [...base.links, { argumentId: 'B2', targetClaimId: 'P1', type: 'support' }],
    });
    expect(after.pC).toBe(before.pC);
    expect(after.derived.P1!.duplicateArgumentIds).toEqual(['B2']);
  });
});

describe('what is in the network', () => {
  it('ignores links to claims that are no premise of it, and arguments not linked in', () => {
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [
        argument('root', 'C', fallback([['P1', 0.8]])),
        argument('B', 'K', fallback([['S', 0.9]])),
        argument('D', 'K2', fallback([['T', 0.9]])),
      ],
      links: [
        { argumentId: 'B', targetClaimId: 'C', type: 'support' }, // the root's own conclusion
        { argumentId: 'D', targetClaimId: 'elsewhere', type: 'refute' },
        { argumentId: 'missing', targetClaimId: 'elsewhere', type: 'refute' },
      ],
    });
    expect(result.argumentIds).toEqual(['root']);
    close(result.pC, result.localPC);
  });

  it('lists arguments closest to the root first', () => {
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [
        argument('deep', 'K3', fallback([['U', 0.5]])),
        argument('B', 'K', fallback([['S', 0.9]])),
        argument(
          'root',
          'C',
          fallback([
            ['P1', 0.8],
            ['P2', 0.5],
          ]),
        ),
        argument('D', 'K2', fallback([['T', 0.9]])),
      ],
      links: [
        { argumentId: 'deep', targetClaimId: 'S', type: 'support' },
        { argumentId: 'D', targetClaimId: 'P2', type: 'refute' },
        { argumentId: 'B', targetClaimId: 'P1', type: 'support' },
      ],
    });
    expect(result.argumentIds).toEqual(['root', 'B', 'D', 'deep']);
  });

  it('says clearly what is wrong with the input', () => {
    const root = argument('root', 'C', fallback([['P1', 0.8]]));
    expect(() => evaluateNetwork({ rootArgumentId: 'x', arguments: [root], links: [] })).toThrow(
      /root argument "x" is not given/,
    );
    expect(() =>
      evaluateNetwork({ rootArgumentId: 'root', arguments: [root, root], links: [] }),
    ).toThrow(/"root" appears twice/);
    expect(() =>
      evaluateNetwork({
        rootArgumentId: 'root',
        arguments: [root],
        links: [{ argumentId: 'ghost', targetClaimId: 'P1', type: 'support' }],
      }),
    ).toThrow(/names argument "ghost", which is not given/);
  });
});

describe('loops', () => {
  it('throw NetworkCycleError naming the arguments along the loop', () => {
    const input: NetworkInput = {
      rootArgumentId: 'root',
      arguments: [
        argument('root', 'C', fallback([['P1', 0.8]])),
        argument('A', 'KA', fallback([['Q', 0.5]])),
        argument('B', 'KB', fallback([['R', 0.5]])),
      ],
      links: [
        { argumentId: 'A', targetClaimId: 'P1', type: 'support' },
        { argumentId: 'B', targetClaimId: 'Q', type: 'refute' },
        { argumentId: 'A', targetClaimId: 'R', type: 'support' },
      ],
    };
    let error: unknown;
    try {
      evaluateNetwork(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(NetworkCycleError);
    expect((error as NetworkCycleError).cycle).toEqual(['A', 'B', 'A']);
    expect((error as Error).message).toBe(
      'Linked arguments form a loop: A → B → A (each bears on a premise of the next). Remove one of these links to evaluate the network.',
    );
  });

  it('include an argument linked to its own premise, through an equivalence too', () => {
    expect(() =>
      evaluateNetwork({
        rootArgumentId: 'root',
        arguments: [
          argument('root', 'C', fallback([['P1', 0.8]])),
          argument('A', 'KA', fallback([['Q', 0.5]])),
        ],
        links: [
          { argumentId: 'A', targetClaimId: 'P1', type: 'support' },
          { argumentId: 'A', targetClaimId: 'Qb', type: 'support' },
        ],
        equivalences: [['Q', 'Qb']],
      }),
    ).toThrow(expect.objectContaining({ cycle: ['A', 'A'] }));
  });

  it('include the root’s conclusion used as a premise within its network', () => {
    expect(() =>
      evaluateNetwork({
        rootArgumentId: 'root',
        arguments: [
          argument('root', 'C', fallback([['P1', 0.8]])),
          argument('A', 'KA', fallback([['C', 0.5]])),
        ],
        links: [{ argumentId: 'A', targetClaimId: 'P1', type: 'support' }],
      }),
    ).toThrow(expect.objectContaining({ cycle: ['root', 'A', 'root'] }));
  });
});

describe('size', () => {
  /** A root of `rootPremises` premises, each supported by an argument of `each` premises. */
  const tree = (rootPremises: number, each: number): NetworkInput => {
    const args = [
      argument(
        'root',
        'C',
        fallback(
          Array.from({ length: rootPremises }, (_, i) => [`P${i}`, 0.7] as [string, number]),
        ),
      ),
    ];
    for (let i = 0; i < rootPremises; i++)
      args.push(
        argument(
          `A${i}`,
          `K${i}`,
          fallback(Array.from({ length: each }, (_, k) => [`S${i}_${k}`, 0.8] as [string, number])),
        ),
      );
    return {
      rootArgumentId: 'root',
      arguments: args,
      links: args.slice(1).map((_, i) => ({
        argumentId: `A${i}`,
        targetClaimId: `P${i}`,
        type: 'support' as const,
      })),
    };
  };

  it('evaluates 24 distinct claims exactly', () => {
    // Four supported premises of independent arguments: each P(Pᵢ) = 0.8⁵·0.9 + (1 − 0.8⁵)·0.2.
    const result = evaluateNetwork(tree(4, 5));
    expect(result.variableCount).toBe(24);
    const premise = 0.8 ** 5 * 0.9 + (1 - 0.8 ** 5) * 0.2;
    close(result.claims.P0!, premise);
    close(result.pC, 0.2 + 0.7 * premise ** 4);
  }, 30_000);

  it('refuses 25 with TooManyNetworkClaimsError', () => {
    const input = tree(5, 4);
    expect(() => evaluateNetwork(input)).toThrow(TooManyNetworkClaimsError);
    expect(() => evaluateNetwork(input)).toThrow(
      'Too many distinct claims in an argument network: 25 (at most 24).',
    );
  });
});

describe('premise networks inside arguments', () => {
  const root = argument(
    'root',
    'C',
    fallback([
      ['P1', 0.8],
      ['X', 0.3],
    ]),
  );
  /** B supports P1 from X and T; in B, T depends on X with both conditionals given. */
  const linked = (xCredence: number) =>
    argument('B', 'K', {
      ...fallback(
        [
          ['X', xCredence],
          ['T', 0.5],
        ],
        0.95,
        0.5,
      ),
      dependencies: { T: ['X'] },
      premiseConditionals: { 'T|X': 0.9, 'T|~X': 0.1 },
    });
  const links = [{ argumentId: 'B', targetClaimId: 'P1', type: 'support' as const }];

  it('keep a linked argument’s dependency among its leaves, given the root’s credence for X', () => {
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [root, linked(0.5)],
      links,
    });
    // X at 0.3 (the root's); T | X as B says: P(T) = 0.3·0.9 + 0.7·0.1 = 0.34.
    close(result.claims.X!, 0.3);
    close(result.claims.T!, 0.34);
    // P(P1 ∧ X) = 0.3·(0.9·0.95 + 0.1·0.5) = 0.2715; P(C) = 0.2 + 0.7·0.2715.
    close(result.pC, 0.39005);
  });

  it('fall back on the argument’s own marginal where its joint gives the shared claim no weight', () => {
    // B holds X at 0, so P_B(T | X) is undefined for X true: T takes B's marginal, 0.1.
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [root, linked(0)],
      links,
    });
    close(result.claims.T!, 0.1);
    close(result.pC, 0.2 + 0.7 * 0.3 * (0.1 * 0.95 + 0.9 * 0.5));
  });

  it('sum out a dependency on a derived premise: the linked argument decides that premise', () => {
    // In the root Q depends on P1 (both conditionals given, so Q = 0.9·0.8 + 0.1·0.2 = 0.74
    // alone). P1 is derived; Q keeps its marginal 0.74 and no longer follows P1.
    const result = evaluateNetwork({
      rootArgumentId: 'root',
      arguments: [
        argument('root', 'C', {
          ...fallback([
            ['P1', 0.8],
            ['Q', 0.5],
          ]),
          dependencies: { Q: ['P1'] },
          premiseConditionals: { 'Q|P1': 0.9, 'Q|~P1': 0.1 },
        }),
        argument('B', 'K', fallback([['S', 0.9]], 0.95, 0.5)),
      ],
      links,
    });
    close(result.claims.Q!, 0.74);
    close(result.claims.P1!, 0.905);
    close(result.pC, 0.2 + 0.7 * 0.905 * 0.74);
  });
});
