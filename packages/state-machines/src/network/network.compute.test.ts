import { describe, expect, it } from 'vitest';
import { savedEvaluationInput } from '../evaluator/evaluator.load';
import { networkComputeMessage, networkFigures, networkInput } from './network.compute';
import { fallbackArgument, workedNetwork } from './network.fixtures';

describe('networkFigures', () => {
  it('gives the engine README worked example: P(C) 0.567752 over the network, 0.592 alone', () => {
    const figures = networkFigures(workedNetwork(), null);
    expect(figures.pC).toBeCloseTo(0.567752, 9);
    expect(figures.localPC).toBeCloseTo(0.592, 9);
    expect(figures.premises.P1).toEqual({
      claimId: 'P1',
      credence: expect.closeTo(0.796, 9),
      linkedArguments: 1,
    });
    expect(figures.premises.P2?.credence).toBeCloseTo(0.66, 9);
    expect(figures.argumentCount).toBe(3);
  });

  it('ranks the leaf claims of the whole network by swing (S2, O1, S1)', () => {
    const ranked = networkFigures(workedNetwork(), null).sensitivity.map((s) => s.claimId);
    expect(ranked).toEqual(['S2', 'O1', 'S1']);
  });

  it('reads the root from the live input when given: a moved root slider moves P(C)', () => {
    const network = workedNetwork();
    const root = savedEvaluationInput(network.arguments[0]!);
    // Fallback: P(C) = f + (s − f)·P(P1)·P(P2); the live strength s = 0.5 replaces the saved 0.9.
    const live = { ...root, pCGivenPremises: 0.5 };
    expect(networkFigures(network, live).pC).toBeCloseTo(0.2 + 0.3 * 0.796 * 0.66, 9);
  });

  it('counts both linked arguments of a premise', () => {
    const network = workedNetwork();
    network.arguments.push(fallbackArgument(4, 'Another', 'AC', [['A1', 0.9]], 0.9, 0.3));
    network.links.push({
      sourceArgumentId: 4,
      targetArgumentId: 1,
      targetClaimId: 'P1',
      linkType: 'support',
    });
    expect(networkFigures(network, null).premises.P1?.linkedArguments).toBe(2);
  });

  it('a network of the root alone has no derived premises and P(C) equal to its local P(C)', () => {
    const network = workedNetwork();
    network.arguments = network.arguments.slice(0, 1);
    network.links = [];
    const figures = networkFigures(network, null);
    expect(figures.premises).toEqual({});
    expect(figures.pC).toBeCloseTo(figures.localPC, 12);
  });

  it('passes the equivalences: a copy declared the same counts once', () => {
    const network = workedNetwork();
    network.arguments.push(
      fallbackArgument(
        4,
        'Copy',
        'SC2',
        [
          ['T1', 0.9],
          ['T2', 0.8],
        ],
        0.95,
        0.4,
      ),
    );
    network.links.push({
      sourceArgumentId: 4,
      targetArgumentId: 1,
      targetClaimId: 'P1',
      linkType: 'support',
    });
    network.equivalences = [
      { id: 1, claimIds: ['S1', 'T1'] },
      { id: 2, claimIds: ['S2', 'T2'] },
      { id: 3, claimIds: ['SC', 'SC2'] },
    ];
    expect(networkInput(network, null).equivalences).toEqual([
      ['S1', 'T1'],
      ['S2', 'T2'],
      ['SC', 'SC2'],
    ]);
    expect(networkFigures(network, null).pC).toBeCloseTo(0.567752, 9);
  });
});

describe('networkComputeMessage', () => {
  it('names a loop by the arguments’ titles', () => {
    const network = workedNetwork();
    // O objects to P2 and R's conclusion is O's premise: R → O → R.
    network.arguments[2] = fallbackArgument(3, 'Objection', 'OC', [['C', 0.6]], 0.5, 0.1);
    let message = '';
    try {
      networkFigures(network, null);
    } catch (error) {
      message = networkComputeMessage(error, network);
    }
    expect(message).toMatch(/^The linked arguments form a loop \(.*Objection.*\)/);
    expect(message).toContain('Remove one of these links.');
  });

  it('says plainly when there are too many claims', () => {
    const network = workedNetwork();
    const many = Array.from({ length: 25 }, (_, i) => [`X${i}`, 0.5] as [string, number]);
    network.arguments[0] = fallbackArgument(1, 'Root', 'C', many, 0.9, 0.2);
    network.links = [];
    let message = '';
    try {
      networkFigures(network, null);
    } catch (error) {
      message = networkComputeMessage(error, network);
    }
    expect(message).toBe(
      'This network has 25 different claims; at most 24 can be evaluated together. Mark repeated claims as the same claim, or open a smaller part of the network.',
    );
  });
});
