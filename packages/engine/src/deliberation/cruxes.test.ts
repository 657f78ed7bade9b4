import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentInput } from '../probability/__fixtures__/arbitraries';
import { evaluateArgument } from '../probability/evaluate';
import type { EvaluationInput } from '../probability/types';
import { closedPairs } from './__fixtures__/arbitraries';
import { coalitionValue, evaluationOf, sideOf } from './coalitions';
import { cruxes, groupCruxes, MAX_CRUX_PARTS, sameInference, shapleyBetween } from './cruxes';
import { groupEvaluation } from './group';
import { shapleyValues } from './shapley';

/** Bayesian fits cost tens of milliseconds each: random tests keep Bayesian arguments to 1 premise. */
const quick = (input: EvaluationInput) => input.mode !== 'bayesian' || input.premises.length === 1;

/**
 * Two inputs of one argument: `to` is another random input with as many premises, of which some
 * credences, and maybe all the inference settings, are `from`'s — so some parts do not differ.
 */
const pairs = argumentInput.filter(quick).chain((from) => {
  const n = from.premises.length;
  return fc
    .record({
      other: argumentInput.filter((x) => x.premises.length === n && quick(x)),
      keepCredence: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      keepInference: fc.boolean(),
    })
    .map(({ other, keepCredence, keepInference }) => {
      const premises = from.premises.map((premise, j) =>
        keepCredence[j] ? premise : { ...premise, probability: other.premises[j]!.probability },
      );
      const to: EvaluationInput = keepInference ? { ...from, premises } : { ...other, premises };
      return { from, to };
    });
});

/** Parts as the tests number them: premise j is j, the inference settings are n. */
function mixedInput(from: EvaluationInput, to: EvaluationInput, fromTo: Set<number>) {
  const n = from.premises.length;
  const base = fromTo.has(n) ? to : from;
  return {
    ...base,
    premises: base.premises.map((premise, j) => ({
      ...premise,
      probability: (fromTo.has(j) ? to : from).premises[j]!.probability,
    })),
  };
}

/**
 * Shapley values of ALL parts (differing or not) by brute force over every order in which they
 * can be switched, each coalition evaluated by evaluateArgument itself.
 */
function bruteForceShares(from: EvaluationInput, to: EvaluationInput): number[] {
  const n = from.premises.length;
  const parts = Array.from({ length: n + 1 }, (_, i) => i);
  const cache = new Map<string, number>();
  const value = (set: Set<number>) => {
    const key = [...set].sort().join(',');
    if (!cache.has(key)) cache.set(key, evaluateArgument(mixedInput(from, to, set)).pC);
    return cache.get(key)!;
  };
  const shares = new Array<number>(n + 1).fill(0);
  let orders = 0;
  const visit = (order: number[], remaining: number[]) => {
    if (remaining.length === 0) {
      orders++;
      const set = new Set<number>();
      for (const part of order) {
        const before = value(set);
        set.add(part);
        shares[part]! += value(set) - before;
      }
      return;
    }
    remaining.forEach((part, i) => {
      visit([...order, part], [...remaining.slice(0, i), ...remaining.slice(i + 1)]);
    });
  };
  visit([], parts);
  return shares.map((share) => share / orders);
}

const keyOf = (share: { part: { kind: string; premiseId?: string } }) =>
  share.part.kind === 'premise' ? share.part.premiseId! : 'inference';

const fallback = (credences: number[], s = 0.9, f = 0.2): EvaluationInput => ({
  mode: 'fallback',
  premises: credences.map((probability, i) => ({ id: `p${i + 1}`, probability })),
  pCGivenPremises: s,
  pCGivenNotPremises: f,
});

describe('cruxes', () => {
  it('gives the numbers of its documentation', () => {
    const from = fallback([0.9, 0.6]);
    const to = { ...fallback([0.9, 0.3]), pCGivenPremises: 0.7 };
    const { difference, shares } = cruxes(from, to);
    expect(difference).toBeCloseTo(0.335 - 0.578, 14);
    expect(shares).toEqual([
      { part: { kind: 'premise', premiseId: 'p2' }, share: expect.closeTo(-0.162, 14) },
      { part: { kind: 'inference' }, share: expect.closeTo(-0.081, 14) },
    ]);
  });

  it('shares add up to the difference within 1e-12, which is P_to(C) − P_from(C)', () => {
    fc.assert(
      fc.property(pairs, ({ from, to }) => {
        const { difference, shares } = cruxes(from, to);
        expect(difference).toBe(evaluateArgument(to).pC - evaluateArgument(from).pC);
        const total = shares.reduce((sum, share) => sum + share.share, 0);
        expect(Math.abs(total - difference)).toBeLessThanOrEqual(1e-12);
      }),
      { numRuns: 150 },
    );
  });

  it('equals the brute-force Shapley values over every part; parts that do not differ get none', () => {
    fc.assert(
      fc.property(
        pairs.filter(({ from }) => from.premises.length <= 3),
        ({ from, to }) => {
          const { shares } = cruxes(from, to);
          const brute = bruteForceShares(from, to);
          const n = from.premises.length;
          const listed = new Map(shares.map((share) => [keyOf(share), share.share]));
          for (let part = 0; part <= n; part++) {
            const key = part < n ? from.premises[part]!.id : 'inference';
            if (listed.has(key)) expect(listed.get(key)).toBeCloseTo(brute[part]!, 12);
            else expect(brute[part]).toBe(0);
          }
          // Unchanged credences are never listed.
          from.premises.forEach((premise, j) => {
            const same = (premise.probability ?? 0.5) === (to.premises[j]!.probability ?? 0.5);
            if (same) expect(listed.has(premise.id)).toBe(false);
          });
        },
      ),
      { numRuns: 80 },
    );
  });

  it("every coalition's value is the P(C) evaluateArgument gives (fast paths included)", () => {
    fc.assert(
      fc.property(pairs, fc.nat(), ({ from, to }, pick) => {
        const n = from.premises.length;
        const set = new Set<number>();
        for (let part = 0; part <= n; part++) if ((pick >> part) & 1) set.add(part);
        const side = set.has(n) ? sideOf(to) : sideOf(from);
        const credences = Float64Array.from(mixedInput(from, to, set).premises, (premise) =>
          Number.isFinite(premise.probability)
            ? Math.min(1, Math.max(0, premise.probability!))
            : 0.5,
        );
        expect(coalitionValue(side, credences, new Float64Array(2 ** n))).toBeCloseTo(
          evaluateArgument(mixedInput(from, to, set)).pC,
          13,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('gives two premises that act alike equal shares (fallback, independent premises)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (a, b, c, d, strength) => {
          const from = fallback([a, 0.5, a, c]);
          const to = fallback([b, 0.5, b, d], strength);
          const { shares } = cruxes(from, to);
          const byKey = new Map(shares.map((share) => [keyOf(share), share.share]));
          if (a !== b) expect(byKey.get('p1')).toBeCloseTo(byKey.get('p3')!, 14);
        },
      ),
    );
    const { shares } = cruxes(fallback([0.7, 0.5, 0.7]), fallback([0.4, 0.9, 0.4], 0.6));
    const byKey = new Map(shares.map((share) => [keyOf(share), share.share]));
    expect(byKey.get('p1')).toBeCloseTo(byKey.get('p3')!, 15);
    expect(byKey.get('p1')).not.toBeCloseTo(0, 3);
  });

  it('a part that differs but never moves P(C) is listed with share 0', () => {
    // C does not depend on b: rows 1x are 0.8, rows 0x are 0.3.
    const table = (b: number): EvaluationInput => ({
      mode: 'truth_table',
      premises: [
        { id: 'a', probability: 0.6 },
        { id: 'b', probability: b },
      ],
      truthTableData: { rowValues: [0.3, 0.3, 0.8, 0.8] },
    });
    const { difference, shares } = cruxes(table(0.2), table(0.9));
    expect(shares).toEqual([{ part: { kind: 'premise', premiseId: 'b' }, share: 0 }]);
    expect(Math.abs(difference)).toBeLessThan(1e-15);
    // In fallback mode, a dependent premise's own credence only moves rows that are not all
    // true, which share one P(C|row): p2 (given p1, P(p2|p1) fixed) never matters; nor does p4,
    // fixed by both its conditionals. Their shares are 0 and the group leaves them out.
    const linked = (p2: number, p4: number, s: number): EvaluationInput => ({
      ...fallback([0.7, p2, 0.6, p4], s),
      dependencies: { p2: ['p1'], p4: ['p3'] },
      premiseConditionals: { 'p2|p1': 0.8, 'p4|p3': 0.7, 'p4|~p3': 0.2 },
    });
    const split = cruxes(linked(0.3, 0.2, 0.9), linked(0.9, 0.8, 0.6)).shares;
    expect(split.map((share) => [keyOf(share), share.share === 0])).toEqual([
      ['inference', false],
      ['p2', true],
      ['p4', true],
    ]);
    expect(groupCruxes([linked(0.3, 0.2, 0.9), linked(0.9, 0.8, 0.6)]).map(keyOf)).toEqual([
      'inference',
    ]);
  });

  it('reads the inference settings as the engine does', () => {
    const record: EvaluationInput = {
      mode: 'truth_table',
      premises: [{ id: 'a', probability: 0.6 }],
      truthTableData: { rowValues: { '1': 0.9, '0': 0.5 } },
    };
    const array: EvaluationInput = {
      ...record,
      premises: [{ id: 'a', probability: 0.2 }],
      argumentType: 'INDUCTIVE',
      truthTableData: { rowValues: [0.5, 0.9] },
    };
    // The same table in another shape, an explicit INDUCTIVE: only the premise differs.
    expect(cruxes(record, array).shares.map(keyOf)).toEqual(['a']);
    // Missing rows read 0.9 (all true) and 0.5: an empty table is the same table.
    expect(cruxes(record, { ...record, truthTableData: { rowValues: {} } }).shares).toEqual([]);
    // An absent credence reads 0.5.
    expect(
      cruxes(fallback([0.5]), { ...fallback([0.5]), premises: [{ id: 'p1' }] }).shares,
    ).toEqual([]);
    // Dependencies belong to the inference part.
    const linked: EvaluationInput = {
      ...fallback([0.6, 0.5]),
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9 },
    };
    const { shares } = cruxes(fallback([0.6, 0.5]), linked);
    expect(shares.map(keyOf)).toEqual(['inference']);
    expect(shares[0]!.share).toBeCloseTo(
      evaluateArgument(linked).pC - evaluateArgument(fallback([0.6, 0.5])).pC,
      15,
    );
  });

  it('ranks shares by size, largest |share| first', () => {
    fc.assert(
      fc.property(pairs, ({ from, to }) => {
        const { shares } = cruxes(from, to);
        for (let i = 1; i < shares.length; i++)
          expect(Math.abs(shares[i - 1]!.share)).toBeGreaterThanOrEqual(Math.abs(shares[i]!.share));
      }),
      { numRuns: 50 },
    );
  });

  it('works in the Bayesian mode with several premises (full evaluations)', () => {
    const bayes = (p1: number, forward: number): EvaluationInput => ({
      mode: 'bayesian',
      premises: [
        { id: 'p1', probability: p1 },
        { id: 'p2', probability: 0.6 },
      ],
      bayesianNetworkData: {
        conditionalProbabilities: { p1: forward, p2: 0.7 },
        reverseConditionalProbabilities: { p1: 0.3, p2: 0.4 },
      },
    });
    const from = bayes(0.8, 0.9);
    const to = bayes(0.3, 0.6);
    const { difference, shares } = cruxes(from, to);
    const brute = bruteForceShares(from, to);
    expect(shares.map(keyOf).sort()).toEqual(['inference', 'p1']);
    const byKey = new Map(shares.map((share) => [keyOf(share), share.share]));
    expect(byKey.get('p1')).toBeCloseTo(brute[0]!, 12);
    expect(byKey.get('inference')).toBeCloseTo(brute[2]!, 12);
    expect(brute[1]).toBe(0);
    expect(Math.abs(byKey.get('p1')! + byKey.get('inference')! - difference)).toBeLessThan(1e-12);
  });

  it(`splits among at most ${MAX_CRUX_PARTS} parts; beyond, a RangeError names the count`, () => {
    // Outside the closed form (here direct mode), every coalition is valued: 2^k of them.
    const many = (value: number): EvaluationInput => ({
      ...fallback(Array.from({ length: 17 }, () => value)),
      mode: 'direct',
    });
    expect(() => cruxes(many(0.5), many(0.6))).toThrow(
      new RangeError('cruxes: 17 parts differ; exact shares are computed for at most 16'),
    );
    // 17 premises, only a few differing: fine.
    const to = many(0.5);
    to.premises = to.premises.map((premise, j) =>
      j < 3 ? { ...premise, probability: 0.9 } : premise,
    );
    expect(cruxes(many(0.5), to).shares).toHaveLength(3);
  });

  it('splits among any number of parts in fallback mode with independent premises', () => {
    // 20 premises and the inference settings: 21 parts, without listing 2^21 coalitions.
    const wide = (shift: number, s: number) =>
      fallback(
        Array.from({ length: 20 }, (_, j) => 0.99 - ((j * 0.007 + shift) % 0.05)),
        s,
      );
    const from = wide(0, 0.9);
    const to = wide(0.013, 0.7);
    const { difference, shares } = cruxes(from, to);
    expect(shares).toHaveLength(21);
    const total = shares.reduce((sum, share) => sum + share.share, 0);
    expect(Math.abs(total - difference)).toBeLessThanOrEqual(1e-12);
    expect(difference).toBe(evaluateArgument(to).pC - evaluateArgument(from).pC);
  });

  it('fallback, independent premises: the shares of every coalition listed, to rounding', () => {
    // The closed form's shares (a product game, k³ steps) against the Shapley values of the 2^k
    // coalitions, each valued by evaluateArgument (n ≤ 3, every part) or by the closed form.
    fc.assert(
      fc.property(closedPairs(9), ({ from, to }) => {
        const n = from.premises.length;
        const { difference, shares } = cruxes(from, to);
        const listed = new Map(shares.map((share) => [keyOf(share), share.share]));
        if (n <= 3) {
          const brute = bruteForceShares(from, to);
          for (let part = 0; part <= n; part++) {
            const key = part < n ? from.premises[part]!.id : 'inference';
            if (listed.has(key))
              expect(Math.abs(listed.get(key)! - brute[part]!)).toBeLessThan(1e-13);
            else expect(Math.abs(brute[part]!)).toBeLessThan(1e-15);
          }
        }
        // The parts as shapleyBetween numbers them: differing premises, then the inference.
        const sides = [sideOf(from), sideOf(to)] as const;
        const parts = from.premises.flatMap((_, j) =>
          sides[0].credences[j] !== sides[1].credences[j] ? [j] : [],
        );
        const inference = sameInference(from, to, n) ? [] : [n];
        const all = [...parts, ...inference];
        const values = Float64Array.from({ length: 2 ** all.length }, (_, mask) => {
          const set = new Set(all.filter((_, bit) => mask & (1 << bit)));
          return coalitionValue(
            set.has(n) ? sides[1] : sides[0],
            Float64Array.from(from.premises, (_, j) => sides[set.has(j) ? 1 : 0].credences[j]!),
            new Float64Array(0),
          );
        });
        const enumerated = shapleyValues(values, all.length);
        all.forEach((part, bit) => {
          const key = part < n ? from.premises[part]!.id : 'inference';
          expect(Math.abs((listed.get(key) ?? 0) - enumerated[bit]!)).toBeLessThan(1e-14);
        });
        const total = shares.reduce((sum, share) => sum + share.share, 0);
        expect(Math.abs(total - difference)).toBeLessThanOrEqual(1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('fallback, independent premises: the shares add up to the difference within 1e-12, to 24 premises', () => {
    fc.assert(
      fc.property(closedPairs(24), ({ from, to }) => {
        // The closed form's own P(C) at both ends, as groupCruxes uses them.
        const { difference, shares } = shapleyBetween(sideOf(from), sideOf(to), 'test');
        expect(Math.abs(difference - (evaluationOf(to).pC - evaluationOf(from).pC))).toBe(0);
        const total = shares.reduce((sum, share) => sum + share.share, 0);
        expect(Math.abs(total - difference)).toBeLessThanOrEqual(1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it('throws a RangeError when the premises differ', () => {
    expect(() => cruxes(fallback([0.5, 0.5]), fallback([0.5]))).toThrow(
      new RangeError('cruxes: to has 1 premises, from has 2'),
    );
    const renamed = fallback([0.5, 0.5]);
    renamed.premises = [renamed.premises[1]!, renamed.premises[0]!];
    expect(() => cruxes(fallback([0.5, 0.5]), renamed)).toThrow(
      new RangeError('cruxes: premise 0 is "p2" in to but "p1" in from'),
    );
  });
});

describe('groupCruxes', () => {
  const member = (p1: number, p2: number, strength: number) => fallback([p1, p2], strength);

  it('gives the numbers of its documentation', () => {
    const result = groupCruxes([
      member(0.9, 0.8, 0.9),
      member(0.9, 0.3, 0.9),
      member(0.9, 0.55, 0.85),
    ]);
    expect(result.map(keyOf)).toEqual(['p2', 'inference']);
    expect(result[0]!.share).toBeCloseTo(0.106, 3);
    expect(result[1]!.share).toBeCloseTo(0.011, 3);
  });

  it("is each part's mean absolute share of cruxes(pooledInput, member) over all members", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.constantFrom(0.9, 0.7),
          ),
          { minLength: 2, maxLength: 6 },
        ),
        fc.constantFrom('logarithmic', 'linear', 'median') as fc.Arbitrary<
          'logarithmic' | 'linear' | 'median'
        >,
        (draws, rule) => {
          const members = draws.map(([a, b, s]) => member(a, b, s));
          const pooled = groupEvaluation(members, { rule }).pooledInput;
          const expected = new Map<string, number>();
          for (const m of members)
            for (const share of cruxes(pooled, m).shares)
              expected.set(
                keyOf(share),
                (expected.get(keyOf(share)) ?? 0) + Math.abs(share.share) / members.length,
              );
          const result = groupCruxes(members, { rule });
          const nonZero = [...expected].filter(([, mean]) => mean > 0);
          expect(result).toHaveLength(nonZero.length);
          for (const share of result) {
            expect(share.share).toBeCloseTo(expected.get(keyOf(share))!, 14);
            expect(share.share).toBeGreaterThan(0);
          }
          for (let i = 1; i < result.length; i++)
            expect(result[i - 1]!.share).toBeGreaterThanOrEqual(result[i]!.share);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('leaves out parts everyone agrees on, and has nothing to say about one member', () => {
    const result = groupCruxes([member(0.9, 0.2, 0.9), member(0.9, 0.7, 0.9)]);
    expect(result.map(keyOf)).toEqual(['p2']);
    expect(groupCruxes([member(0.9, 0.2, 0.9)])).toEqual([]);
    expect(groupCruxes([member(0.4, 0.2, 0.9), member(0.4, 0.2, 0.9)])).toEqual([]);
  });

  it('throws what groupEvaluation throws, naming groupCruxes', () => {
    expect(() => groupCruxes([])).toThrow(new RangeError('groupCruxes: no members'));
    expect(() => groupCruxes([member(0.5, 0.5, 0.9)], { weights: [] })).toThrow(
      new RangeError('groupCruxes: 0 weights for 1 members'),
    );
  });

  it('a 16-premise group of 50 members in fallback mode with independent premises is quick', () => {
    const members = Array.from({ length: 50 }, (_, m) =>
      fallback(
        Array.from({ length: 16 }, (_, j) => 0.05 + 0.9 * (((m + 1) * (j + 3) * 0.618) % 1)),
        0.6 + 0.3 * ((m * 0.37) % 1),
        0.1 + 0.2 * ((m * 0.73) % 1),
      ),
    );
    groupCruxes(members); // warm up
    const start = performance.now();
    groupEvaluation(members);
    const result = groupCruxes(members);
    const elapsed = performance.now() - start;
    expect(result).toHaveLength(17);
    // The bench's target is 1 s; the closed form takes milliseconds.
    expect(elapsed).toBeLessThan(500);
  });

  it('a 6-premise group of 50 members is quick', () => {
    const members = Array.from({ length: 50 }, (_, m) =>
      fallback(
        Array.from({ length: 6 }, (_, j) => 0.05 + 0.9 * (((m + 1) * (j + 3) * 0.618) % 1)),
        0.6 + 0.3 * ((m * 0.37) % 1),
        0.1 + 0.2 * ((m * 0.73) % 1),
      ),
    );
    groupCruxes(members); // warm up
    const start = performance.now();
    groupEvaluation(members);
    const result = groupCruxes(members);
    const elapsed = performance.now() - start;
    expect(result).toHaveLength(7);
    // The bench's target is 100 ms; a test machine may be busy, so the test allows some slack.
    expect(elapsed).toBeLessThan(500);
  });
});
