import { describe, expect, it } from 'vitest';
import { DependencyCycleError } from './errors';
import { computePremisesProbability } from './premisesProbability';

const premises = (...values: number[]) =>
  values.map((probability, i) => ({ id: `p${i + 1}`, probability }));

describe('computePremisesProbability', () => {
  it('multiplies independent credences and names the independence assumption', () => {
    const result = computePremisesProbability({ premises: premises(0.8, 0.5, 0.9) });
    expect(result.pPremises).toBeCloseTo(0.36, 15);
    expect(result.method).toBe('independence assumption');
    expect(result.chainRuleTerms).toEqual([
      { premiseId: 'p1', givenIds: [], probability: 0.8 },
      { premiseId: 'p2', givenIds: [], probability: 0.5 },
      { premiseId: 'p3', givenIds: [], probability: 0.9 },
    ]);
  });

  it('gives a missing credence the default 0.5', () => {
    const result = computePremisesProbability({
      premises: [{ id: 'a' }, { id: 'b', probability: 0.4 }],
    });
    expect(result.pPremises).toBeCloseTo(0.2, 15);
    expect(result.premiseValues.a).toEqual({ input: 0.5, effective: 0.5, marginalized: false });
  });

  it('uses the chain rule with a given P(i|j) and derives P(i|¬j) from the credences', () => {
    // P(p2|p1) = 0.9, P(p1) = 0.8, P(p2) = 0.8 → P(p2|¬p1) = (0.8 − 0.72)/0.2 = 0.4.
    const result = computePremisesProbability({
      premises: premises(0.8, 0.8),
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9 },
    });
    expect(result.method).toBe('chain rule');
    expect(result.pPremises).toBeCloseTo(0.72, 12);
    expect(
      result.chainRuleTerms.map((term) => [term.premiseId, term.givenIds, term.probability]),
    ).toEqual([
      ['p1', [], 0.8],
      ['p2', ['p1'], expect.closeTo(0.9, 12)],
    ]);
    const derived = result.usedConditionals.find((used) => used.key === 'p2|~p1');
    expect(derived).toMatchObject({ source: 'derived', negated: true, parentId: 'p1' });
    expect(derived!.value).toBeCloseTo(0.4, 12);
    expect(result.premiseValues.p2!.effective).toBeCloseTo(0.8, 12);
  });

  it('derives P(i|j) from a given P(i|¬j) for a negated parent reference', () => {
    // P(p2|¬p1) = 0.2, P(p1) = 0.5, P(p2) = 0.6 → P(p2|p1) = (0.6 − 0.1)/0.5 = 1.0.
    const result = computePremisesProbability({
      premises: premises(0.5, 0.6),
      dependencies: { p2: ['~p1'] },
      premiseConditionals: { 'p2|~p1': 0.2 },
    });
    const derived = result.usedConditionals.find((used) => used.key === 'p2|p1');
    expect(derived!.value).toBeCloseTo(1, 12);
    expect(result.pPremises).toBeCloseTo(0.5, 12);
  });

  it('clamps a derived conditional to [0, 1], so the premise takes the nearest coherent value', () => {
    // P(p2|p1) = 0.1 with P(p1) = 0.9 allows P(p2) only up to 0.09 + 0.1 = 0.19.
    const result = computePremisesProbability({
      premises: premises(0.9, 0.8),
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.1 },
    });
    expect(result.usedConditionals.find((used) => used.key === 'p2|~p1')!.value).toBe(1);
    expect(result.premiseValues.p2!.effective).toBeCloseTo(0.19, 12);
  });

  it('reports "Cannot calculate: P(x) ≈ 0" and uses 0.5 when the divisor is at most 0.001', () => {
    const result = computePremisesProbability({
      premises: premises(0.9995, 0.7),
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.6 },
    });
    const derived = result.usedConditionals.find((used) => used.key === 'p2|~p1')!;
    expect(derived.value).toBe(0.5);
    expect(derived.note).toBe('Cannot calculate: P(~p1) ≈ 0');
    expect(result.notes).toContain('Cannot calculate: P(~p1) ≈ 0');
  });

  it('fixes a premise with both conditionals at its marginalized value', () => {
    const result = computePremisesProbability({
      premises: premises(0.6, 0.1),
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.3 },
    });
    // 0.9 × 0.6 + 0.3 × 0.4 = 0.66, whatever the user typed for p2.
    expect(result.marginalizedPremises.p2).toBeCloseTo(0.66, 12);
    expect(result.premiseValues.p2).toMatchObject({ input: 0.1, marginalized: true });
    expect(result.pPremises).toBeCloseTo(0.54, 12);
  });

  it('marginalizes an external parent out and names the method accordingly', () => {
    const result = computePremisesProbability({
      premises: premises(0.7),
      dependencies: { p1: ['x'] },
      premiseConditionals: { 'p1|x': 0.9, 'p1|~x': 0.2 },
      externalClaims: { x: 0.25 },
    });
    expect(result.method).toBe('chain rule with marginalized premises');
    expect(result.pPremises).toBeCloseTo(0.9 * 0.25 + 0.2 * 0.75, 12);
  });

  it('couples two premises through a shared external parent', () => {
    const result = computePremisesProbability({
      premises: premises(0.5, 0.5),
      dependencies: { p1: ['x'], p2: ['x'] },
      premiseConditionals: { 'p1|x': 1, 'p1|~x': 0, 'p2|x': 1, 'p2|~x': 0 },
      externalClaims: { x: 0.3 },
    });
    // Both premises are x itself: P(both) = P(x) = 0.3, not 0.3 × 0.3.
    expect(result.pPremises).toBeCloseTo(0.3, 12);
  });

  it('treats a declared dependency without conditionals as independence', () => {
    const result = computePremisesProbability({
      premises: premises(0.5, 0.4),
      dependencies: { p2: ['p1'] },
    });
    expect(result.pPremises).toBeCloseTo(0.2, 12);
    expect(result.usedConditionals.every((used) => used.source === 'independent')).toBe(true);
  });

  it('combines several parents by noisy-OR and reports the calculated dependency', () => {
    const result = computePremisesProbability({
      premises: premises(0.5, 0.5, 0.5),
      dependencies: { p3: ['p1', 'p2'] },
      premiseConditionals: { 'p3|p1': 0.8, 'p3|~p1': 0.2, 'p3|p2': 0.6, 'p3|~p2': 0.2 },
    });
    const [calculated] = result.calculatedDependencies;
    expect(calculated!.key).toBe('p3|p1 & p2');
    expect(calculated!.leak).toBeCloseTo(1 - 0.8 * 0.8, 12);
    expect(calculated!.causalEffect.p1).toBeCloseTo(0.6 / 0.8, 12);
    expect(calculated!.causalEffect.p2).toBeCloseTo(0.4 / 0.8, 12);
    // Both parents true: L + (1 − L)(1 − (1 − 0.75)(1 − 0.5)).
    expect(calculated!.conditionalProbability).toBeCloseTo(0.36 + 0.64 * (1 - 0.25 * 0.5), 12);
  });

  it('keeps only premise ids with a non-empty list and ignores malformed entries', () => {
    const result = computePremisesProbability({
      premises: premises(0.5, 0.5),
      dependencies: { p2: [], unknown: ['p1'], p1: ['', 42 as unknown as string] },
    });
    expect(result.method).toBe('independence assumption');
  });

  it('rejects a cycle, including a premise depending on itself', () => {
    expect(() =>
      computePremisesProbability({ premises: premises(0.5), dependencies: { p1: ['p1'] } }),
    ).toThrow(new DependencyCycleError(['p1', 'p1']).message);
    expect(() =>
      computePremisesProbability({
        premises: premises(0.5, 0.5),
        dependencies: { p1: ['~p2'], p2: ['p1'] },
      }),
    ).toThrow(DependencyCycleError);
  });

  it('rejects duplicate premise ids', () => {
    expect(() => computePremisesProbability({ premises: [{ id: 'a' }, { id: 'a' }] })).toThrow(
      'Premise id "a" appears twice.',
    );
  });

  it('handles a long chain without recursion limits', () => {
    const n = 5000;
    const chain = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, probability: 0.5 }));
    const dependencies = Object.fromEntries(
      chain.slice(1).map((premise, i) => [premise.id, [`c${i}`]]),
    );
    const cyclic = { ...dependencies, c0: [`c${n - 1}`] };
    expect(() => computePremisesProbability({ premises: chain, dependencies: cyclic })).toThrow(
      DependencyCycleError,
    );
  });
});

describe('computePremisesProbability limits', () => {
  it('refuses a dependency group larger than a table can hold, with a clear message', () => {
    const chain = Array.from({ length: 30 }, (_, i) => ({ id: `c${i}`, probability: 0.5 }));
    const dependencies = Object.fromEntries(
      chain.slice(1).map((premise, i) => [premise.id, [`c${i}`]]),
    );
    expect(() => computePremisesProbability({ premises: chain, dependencies })).toThrow(
      'Too many linked claims in one dependency group: 30 (at most 24).',
    );
  });

  it('handles many independent premises without building a table', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ id: `q${i}`, probability: 0.99 }));
    expect(computePremisesProbability({ premises: many }).pPremises).toBeCloseTo(0.99 ** 200, 12);
  });
});

describe('stored versus calculated conditionals', () => {
  it('flags a stored pair that disagrees with the premise credence by more than 0.01', () => {
    const at = (credence: number) =>
      computePremisesProbability({
        premises: premises(0.5, credence),
        dependencies: { p2: ['p1'] },
        premiseConditionals: { 'p2|p1': 0.8, 'p2|~p1': 0.2 },
      }).usedConditionals.find((used) => used.key === 'p2|p1')!;
    // The pair implies P(p2) = 0.5; P(p2) = 0.504 implies P(p2|p1) = 0.808, within 0.01.
    expect(at(0.504)).toMatchObject({ calculated: expect.closeTo(0.808, 12), mismatch: false });
    expect(at(0.6)).toMatchObject({ calculated: expect.closeTo(1, 12), mismatch: true });
  });

  it('reads doubled negation markers as the text helpers do', () => {
    const result = computePremisesProbability({
      premises: premises(0.5, 0.5),
      dependencies: { p2: ['~~p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.1 },
    });
    expect(result.method).toBe('chain rule');
    expect(result.usedConditionals.map((used) => used.parentId)).toEqual(['p1', 'p1']);
  });
});
