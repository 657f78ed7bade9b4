import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomNetwork } from './__fixtures__/arbitraries';
import { evaluateNetwork } from './evaluate';
import { evaluateNetworkWithSensitivity } from './figures';
import { networkSensitivity } from './sensitivity';
import { workedExample } from './workedExample';

describe('evaluateNetworkWithSensitivity', () => {
  it('answers what evaluateNetwork and networkSensitivity answer, on the worked example', () => {
    expect(evaluateNetworkWithSensitivity(workedExample)).toEqual({
      evaluation: evaluateNetwork(workedExample),
      sensitivity: networkSensitivity(workedExample),
    });
  });

  it('answers what the two answer on random networks, refusals included', () => {
    fc.assert(
      fc.property(randomNetwork, (input) => {
        const separately = () => ({
          evaluation: evaluateNetwork(input),
          sensitivity: networkSensitivity(input),
        });
        let expected: unknown;
        try {
          expected = separately();
        } catch (error) {
          expect(() => evaluateNetworkWithSensitivity(input)).toThrow(error as Error);
          return;
        }
        expect(evaluateNetworkWithSensitivity(input)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
