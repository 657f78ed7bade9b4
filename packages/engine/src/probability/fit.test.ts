import { describe, expect, it } from 'vitest';
import { fitNoisyOr, impliedSliders } from './fit';
import { buildPremiseNetwork } from './network';

describe('fitNoisyOr', () => {
  const premises = [
    { id: 'a', probability: 0.5 },
    { id: 'b', probability: 0.5 },
  ];

  it('computes the sliders a model implies by marginalising over the other premise', () => {
    const network = buildPremiseNetwork({ premises });
    const implied = impliedSliders(network, { leak: 0.2, powers: Float64Array.of(0.5, 0) });
    // b has no power: P(C|a) = 0.2 + 0.8·0.5 = 0.6 whatever b is; P(C|¬a) = 0.2.
    expect(implied.forward[0]).toBeCloseTo(0.6, 15);
    expect(implied.reverse[0]).toBeCloseTo(0.2, 15);
    expect(implied.forward[1]).toBeCloseTo(0.4, 15);
    expect(implied.pC).toBeCloseTo(0.4, 15);
  });

  it('recovers realisable sliders to within the stop error', () => {
    const network = buildPremiseNetwork({ premises });
    const truth = impliedSliders(network, { leak: 0.15, powers: Float64Array.of(0.7, -0.3) });
    const fit = fitNoisyOr(network, truth.forward, truth.reverse);
    expect(fit.error).toBeLessThan(1e-6);
    expect(fit.iterations).toBeLessThanOrEqual(1000);
    expect(fit.model.leak).toBeCloseTo(0.15, 2);
  });

  it('reports the error it cannot remove for incoherent sliders', () => {
    // Both premises say C is near-certain with them and near-impossible without them, at 50/50:
    // no noisy-OR model does that for two independent premises.
    const fit = fitNoisyOr({ premises }, [0.99, 0.99], [0.01, 0.01]);
    expect(fit.error).toBeGreaterThan(1e-3);
    expect(fit.maxResidual).toBeGreaterThan(0.01);
    expect(fit.model.leak).toBeGreaterThanOrEqual(0);
    expect(Array.from(fit.model.powers).every((power) => power >= -1 && power <= 1)).toBe(true);
  });

  it('ignores the slider of a premise that cannot be false', () => {
    const fit = fitNoisyOr(
      {
        premises: [
          { id: 'a', probability: 1 },
          { id: 'b', probability: 0.5 },
        ],
      },
      // With a always true, P(C|a) is P(C) = 0.5·0.8 + 0.5·0.4 = 0.6; P(C|¬a) is unobservable.
      [0.6, 0.8],
      [0.123, 0.4],
    );
    expect(Number.isNaN(fit.implied.reverse[0]!)).toBe(true);
    expect(fit.maxResidual).toBeLessThan(0.01);
  });
});

describe('fitNoisyOr defaults', () => {
  it('gives missing sliders the unified-estimate defaults 0.8 and 0.1', () => {
    const premises = [
      { id: 'a', probability: 0.5 },
      { id: 'b', probability: 0.5 },
    ];
    const withGaps = fitNoisyOr({ premises }, [Number.NaN, 0.7], [0.2, Number.NaN]);
    const explicit = fitNoisyOr({ premises }, [0.8, 0.7], [0.2, 0.1]);
    expect(withGaps.model.leak).toBe(explicit.model.leak);
    expect(Array.from(withGaps.model.powers)).toEqual(Array.from(explicit.model.powers));
  });
});
