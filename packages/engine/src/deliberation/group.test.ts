import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { argumentInput } from '../probability/__fixtures__/arbitraries';
import { evaluateArgument } from '../probability/evaluate';
import type { EvaluationInput } from '../probability/types';
import { groupEvaluation } from './group';
import { poolCredences } from './pool';
import { spreadOf } from './spread';

const fallback = (p1: number, p2: number, s: number, f: number): EvaluationInput => ({
  mode: 'fallback',
  premises: [
    { id: 'p1', probability: p1 },
    { id: 'p2', probability: p2 },
  ],
  pCGivenPremises: s,
  pCGivenNotPremises: f,
});

describe('groupEvaluation', () => {
  it('a two-member fallback example, computed by hand (logarithmic)', () => {
    // A: p1 0.8, p2 0.5, P(C|Premises) 0.9, P(C|¬Premises) 0.2 → 0.9·0.4 + 0.2·0.6 = 0.48.
    // B: p1 0.2, p2 0.5, P(C|Premises) 0.5, P(C|¬Premises) 0.5 → 0.5·0.1 + 0.5·0.9 = 0.5.
    const group = groupEvaluation([fallback(0.8, 0.5, 0.9, 0.2), fallback(0.2, 0.5, 0.5, 0.5)]);
    expect(group.perMember[0]).toBeCloseTo(0.48, 15);
    expect(group.perMember[1]).toBeCloseTo(0.5, 15);
    // Compute then pool: odds 12/13 and 1 → √(12/13).
    const odds = Math.sqrt(12 / 13);
    expect(group.computeThenPool).toBeCloseTo(odds / (1 + odds), 14);
    // Pool then compute: p1 odds 4 and 1/4 → 1 → 0.5; p2 0.5 (both); P(C|Premises) odds 9 and 1
    // → 3 → 0.75; P(C|¬Premises) odds 1/4 and 1 → 1/2 → 1/3. P(Premises) = 0.25:
    // 0.75·0.25 + (1/3)·0.75 = 0.4375.
    const [p1, p2] = group.pooledInput.premises;
    expect(p1).toEqual({ id: 'p1', probability: expect.closeTo(0.5, 14) });
    expect(p2).toEqual({ id: 'p2', probability: 0.5 });
    expect(group.pooledInput.mode).toBe('fallback');
    expect(group.pooledInput.pCGivenPremises).toBeCloseTo(0.75, 14);
    expect(group.pooledInput.pCGivenNotPremises).toBeCloseTo(1 / 3, 14);
    expect(group.poolThenCompute).toBeCloseTo(0.4375, 14);
    expect(group.gap).toBeCloseTo(0.4375 - odds / (1 + odds), 14);
    expect(group.gap).toBe(group.poolThenCompute - group.computeThenPool);
    expect(group.spread.premises.p1).toEqual(spreadOf([0.8, 0.2]));
    expect(group.spread.premises.p2!.iqr).toBe(0);
    expect(group.spread.conclusion).toEqual(spreadOf(group.perMember));
  });

  it('the linear example of its documentation: no gap when P(C) is linear in what differs', () => {
    const group = groupEvaluation([fallback(0.8, 0.5, 0.9, 0.2), fallback(0.6, 0.5, 0.9, 0.2)], {
      rule: 'linear',
    });
    expect(group.perMember[0]).toBeCloseTo(0.48, 15);
    expect(group.perMember[1]).toBeCloseTo(0.41, 15);
    expect(group.computeThenPool).toBeCloseTo(0.445, 15);
    expect(group.pooledInput.premises[0]!.probability).toBeCloseTo(0.7, 15);
    expect(group.poolThenCompute).toBeCloseTo(0.445, 15);
    expect(group.gap).toBeCloseTo(0, 15);
    expect(group.spread.premises.p1!.q1).toBeCloseTo(0.65, 15);
    expect(group.spread.premises.p1!.iqr).toBeCloseTo(0.1, 15);
  });

  it('pools every row of the truth table when all members use truth tables', () => {
    const table = (rows: Record<string, number>, p1: number): EvaluationInput => ({
      mode: 'truth_table',
      premises: [
        { id: 'a', probability: p1 },
        { id: 'b', probability: 0.6 },
      ],
      truthTableData: { rowValues: rows },
    });
    const members = [
      table({ '11': 0.9, '10': 0.4, '01': 0.3, '00': 0.1 }, 0.8),
      table({ '11': 0.5, '10': 0.4, '01': 0.75 }, 0.5), // row 00 missing: read as 0.5
      table({ '11': 0.9, '10': 0.2, '01': 0.3, '00': 0.1 }, 0.2),
    ];
    const group = groupEvaluation(members);
    const rows = group.pooledInput.truthTableData?.rowValues as number[];
    expect(rows).toHaveLength(4);
    // Row number order: 00, 01, 10, 11.
    expect(rows[0]).toBeCloseTo(poolCredences([0.1, 0.5, 0.1]), 15);
    expect(rows[1]).toBeCloseTo(poolCredences([0.3, 0.75, 0.3]), 15);
    expect(rows[2]).toBeCloseTo(poolCredences([0.4, 0.4, 0.2]), 15);
    expect(rows[3]).toBeCloseTo(poolCredences([0.9, 0.5, 0.9]), 15);
    expect(group.pooledInput.mode).toBe('truth_table');
    expect(group.pooledInput.premises[1]!.probability).toBe(0.6);
    // P(C) of the pooled table, by hand: a at the pooled credence, b at 0.6.
    const a = poolCredences([0.8, 0.5, 0.2]);
    const byHand =
      (1 - a) * 0.4 * rows[0]! + (1 - a) * 0.6 * rows[1]! + a * 0.4 * rows[2]! + a * 0.6 * rows[3]!;
    expect(group.poolThenCompute).toBeCloseTo(byHand, 14);
    expect(group.computeThenPool).toBeCloseTo(
      poolCredences(members.map((member) => evaluateArgument(member).pC)),
      15,
    );
  });

  it('pools both sliders of every premise when all members use the Bayesian mode', () => {
    const bayes = (forward: number, reverse?: number): EvaluationInput => ({
      mode: 'bayesian',
      premises: [{ id: 'p', probability: 0.7 }],
      bayesianNetworkData: {
        conditionalProbabilities: { p: forward },
        reverseConditionalProbabilities: reverse === undefined ? {} : { p: reverse },
      },
    });
    const group = groupEvaluation([bayes(0.9, 0.1), bayes(0.6)], { rule: 'linear' });
    expect(group.pooledInput.bayesianNetworkData).toEqual({
      conditionalProbabilities: { p: expect.closeTo(0.75, 15) },
      reverseConditionalProbabilities: { p: expect.closeTo(0.2, 15) }, // missing reads 0.3
    });
    // One premise: P(C) = 0.7·0.75 + 0.3·0.2.
    expect(group.poolThenCompute).toBeCloseTo(0.7 * 0.75 + 0.3 * 0.2, 12);
  });

  it('pools the prior only when every member gives one', () => {
    const direct = (prior?: number): EvaluationInput => ({
      mode: 'direct',
      premises: [{ id: 'p', probability: 0.5 }],
      pCGivenPremises: 0.9,
      ...(prior === undefined ? {} : { prior }),
    });
    const both = groupEvaluation([direct(0.6), direct(0.8)], { rule: 'linear' });
    expect(both.pooledInput.prior).toBeCloseTo(0.7, 15);
    expect(both.poolThenCompute).toBeCloseTo(0.7, 15);
    const one = groupEvaluation([direct(0.6), direct()], { rule: 'linear' });
    expect(one.pooledInput).not.toHaveProperty('prior');
    expect(one.poolThenCompute).toBeCloseTo(0.45, 15);
  });

  it('pools P(C|Premises) when some member gives it, a member without it counting 0.9', () => {
    const [a, b] = [fallback(0.5, 0.5, 0.5, 0.2), fallback(0.5, 0.5, 0.5, 0.2)];
    delete b!.pCGivenPremises;
    const group = groupEvaluation([a!, b!], { rule: 'linear' });
    expect(group.pooledInput.pCGivenPremises).toBeCloseTo(0.7, 15);
    const none = groupEvaluation([b!, b!]);
    expect(none.pooledInput).not.toHaveProperty('pCGivenPremises');
  });

  it('members in different modes: fallback with the P(C|Premises), P(C|¬Premises) each used', () => {
    const table: EvaluationInput = {
      mode: 'truth_table',
      premises: [
        { id: 'p1', probability: 0.8 },
        { id: 'p2', probability: 0.5 },
      ],
      truthTableData: { rowValues: { '11': 0.7, '10': 0.4, '01': 0.3, '00': 0.1 } },
    };
    const members = [fallback(0.6, 0.5, 0.9, 0.2), table];
    const group = groupEvaluation(members, { rule: 'linear' });
    const evaluated = evaluateArgument(table);
    expect(group.pooledInput.mode).toBe('fallback');
    expect(group.pooledInput).not.toHaveProperty('truthTableData');
    expect(group.pooledInput.pCGivenPremises).toBeCloseTo((0.9 + 0.7) / 2, 15);
    expect(group.pooledInput.pCGivenNotPremises).toBeCloseTo(
      (0.2 + evaluated.pCGivenNotPremises) / 2,
      15,
    );
    expect(group.poolThenCompute).toBeCloseTo(
      evaluateArgument({
        ...fallback(0.7, 0.5, 0.8, (0.2 + evaluated.pCGivenNotPremises) / 2),
      }).pC,
      14,
    );
  });

  it('treats members symmetrically: shuffling them changes nothing (equal weights)', () => {
    const sameShape = fc
      .integer({ min: 2, max: 5 })
      .chain((count) =>
        fc.tuple(
          argumentInput,
          fc.array(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6 }), {
            minLength: count,
            maxLength: count,
          }),
        ),
      )
      .filter(([base]) => base.mode !== 'bayesian');
    fc.assert(
      fc.property(
        sameShape,
        fc.constantFrom('logarithmic', 'linear', 'median') as fc.Arbitrary<
          'logarithmic' | 'linear' | 'median'
        >,
        ([base, credences], rule) => {
          const members = credences.map((row) => ({
            ...base,
            premises: base.premises.map((premise, j) => ({ ...premise, probability: row[j]! })),
          }));
          const forward = groupEvaluation(members, { rule });
          const backward = groupEvaluation([...members].reverse(), { rule });
          expect(backward.computeThenPool).toBeCloseTo(forward.computeThenPool, 12);
          expect(backward.poolThenCompute).toBeCloseTo(forward.poolThenCompute, 12);
          forward.pooledInput.premises.forEach((premise, j) => {
            expect(backward.pooledInput.premises[j]!.probability).toBeCloseTo(
              premise.probability!,
              12,
            );
          });
          expect(backward.perMember).toEqual([...forward.perMember].reverse());
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a member with weight 0 has no say', () => {
    const members = [fallback(0.9, 0.7, 0.9, 0.2), fallback(0.1, 0.2, 0.3, 0.6)];
    const group = groupEvaluation(members, { weights: [1, 0] });
    expect(group.pooledInput.premises.map((premise) => premise.probability)).toEqual([0.9, 0.7]);
    expect(group.poolThenCompute).toBe(evaluateArgument(members[0]!).pC);
    expect(group.computeThenPool).toBe(group.perMember[0]);
  });

  it('throws RangeErrors that name the difference', () => {
    const a = fallback(0.5, 0.5, 0.9, 0.2);
    expect(() => groupEvaluation([])).toThrow(new RangeError('groupEvaluation: no members'));
    expect(() =>
      groupEvaluation([a, { ...a, premises: [{ id: 'p1', probability: 0.5 }] }]),
    ).toThrow(new RangeError('groupEvaluation: member 1 has 1 premises, member 0 has 2'));
    expect(() =>
      groupEvaluation([
        a,
        a,
        {
          ...a,
          premises: [
            { id: 'p1', probability: 0.5 },
            { id: 'p3', probability: 0.5 },
          ],
        },
      ]),
    ).toThrow(
      new RangeError('groupEvaluation: premise 1 is "p3" in member 2 but "p2" in member 0'),
    );
    expect(() => groupEvaluation([a, { ...a, argumentType: 'DEDUCTIVE' }])).toThrow(
      new RangeError(
        "groupEvaluation: member 1's argument type is DEDUCTIVE, member 0's is INDUCTIVE",
      ),
    );
    // Absent reads INDUCTIVE, as in evaluateArgument.
    expect(() => groupEvaluation([a, { ...a, argumentType: 'INDUCTIVE' }])).not.toThrow();
    expect(() => groupEvaluation([a, a], { weights: [1, 2, 3] })).toThrow(
      new RangeError('groupEvaluation: 3 weights for 2 members'),
    );
    expect(() => groupEvaluation([a], { rule: 'linear', extremize: 2 })).toThrow(RangeError);
  });
});
