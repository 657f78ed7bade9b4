import { describe, expect, it } from 'vitest';
import { evaluateNetwork } from './evaluate';
import { networkCredenceForTarget } from './goalSeek';
import { networkSensitivity } from './sensitivity';
import { workedExampleFigures as figures, workedExample } from './workedExample';

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThan(1e-12);

describe('the guide’s worked network', () => {
  it('has the hand-computed figures, each as its arithmetic says', () => {
    // The rounded figures the comment quotes.
    close(figures.localPC, 0.592);
    close(figures.pP1, 0.796);
    close(figures.pP2, 0.66);
    close(figures.pPremises, 0.52536);
    close(figures.pC, 0.567752);
    close(figures.sensitivity[0]!.pCIfTrue, 0.61349);
    close(figures.sensitivity[1]!.pCIfTrue, 0.4786);
    close(figures.sensitivity[1]!.pCIfFalse, 0.70148);
    close(figures.sensitivity[2]!.pCIfTrue, 0.58808);
    close(figures.s2Range[0], 0.3848);
    close(figures.s2Range[1], 0.61349);
    expect(figures.s2ForTarget.toFixed(4)).toBe('0.9410');
  });

  it('gives the engine’s P(C), local P(C) and claim credences', () => {
    const result = evaluateNetwork(workedExample);
    close(result.localPC, figures.localPC);
    close(result.pC, figures.pC);
    close(result.claims.P1!, figures.pP1);
    close(result.claims.P2!, figures.pP2);
    close(result.claims.C!, figures.pC);
    close(result.claims.S1!, 0.9);
    close(result.claims.O1!, 0.6);
    expect(result.derived.P1).toMatchObject({ linkedArguments: 1, supportingArgumentIds: ['S'] });
    expect(result.derived.P2).toMatchObject({ linkedArguments: 1, objectingArgumentIds: ['O'] });
    expect(result.argumentIds).toEqual(['R', 'S', 'O']);
    expect(result.variableCount).toBe(5);
  });

  it('ranks the leaf claims as computed', () => {
    const entries = networkSensitivity(workedExample);
    expect(entries.map((e) => e.claimId)).toEqual(figures.sensitivity.map((f) => f.claimId));
    entries.forEach((entry, k) => {
      const expected = figures.sensitivity[k]!;
      expect(entry.argumentId).toBe(expected.argumentId);
      close(entry.pCIfTrue, expected.pCIfTrue);
      close(entry.pCIfFalse, expected.pCIfFalse);
      close(entry.swing, expected.pCIfTrue - expected.pCIfFalse);
    });
  });

  it('finds what S2 would take for P(C) = 0.6', () => {
    const found = networkCredenceForTarget(workedExample, 'S2', figures.target);
    expect(found.reachable).toBe(true);
    if (!found.reachable) return;
    close(found.credence, figures.s2ForTarget);
    close(found.range[0], figures.s2Range[0]);
    close(found.range[1], figures.s2Range[1]);
  });
});
