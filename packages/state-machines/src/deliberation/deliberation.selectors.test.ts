import { describe, expect, it } from 'vitest';
import {
  closedRound,
  deliberation,
  finished,
  inRoundTwo,
  ownSubmission,
} from './deliberation.fixtures';
import {
  canDelete,
  canOpenNextRound,
  canSubmit,
  convergence,
  hasSubmitted,
  isBlind,
  isLastRound,
  latestClosedRound,
  submissionFromValues,
  topCrux,
  valuesFromSubmission,
} from './deliberation.selectors';

describe('convergence', () => {
  it('is empty until two rounds have closed', () => {
    expect(convergence(deliberation())).toEqual({
      conclusion: [],
      premises: [],
      inferenceStrength: [],
      fallbackSupport: [],
    });
    const one = convergence(inRoundTwo);
    expect(one.conclusion).toEqual([]);
    expect(one.premises).toEqual([
      { claimId: 'c101', steps: [] },
      { claimId: 'c102', steps: [] },
    ]);
  });

  it('gives the IQR before and after for each pair of consecutive closed rounds', () => {
    const result = convergence(finished);
    expect(result.conclusion).toEqual([
      { from: 1, to: 2, iqrBefore: 0.4, iqrAfter: 0.2 },
      { from: 2, to: 3, iqrBefore: 0.2, iqrAfter: 0.12 },
      { from: 3, to: 4, iqrBefore: 0.12, iqrAfter: 0.12 },
      { from: 4, to: 5, iqrBefore: 0.12, iqrAfter: 0.15 },
    ]);
    expect(result.premises.map((premise) => premise.claimId)).toEqual(['c101', 'c102']);
    expect(result.premises[1]!.steps[0]).toEqual({ from: 1, to: 2, iqrBefore: 0.4, iqrAfter: 0.2 });
    expect(result.premises[0]!.steps[0]).toEqual({
      from: 1,
      to: 2,
      iqrBefore: 0.1,
      iqrAfter: 0.05,
    });
    expect(result.inferenceStrength).toHaveLength(4);
    expect(result.fallbackSupport[0]).toEqual({ from: 1, to: 2, iqrBefore: 0.1, iqrAfter: 0.1 });
  });

  it('sorts the rounds and pairs only consecutive ones', () => {
    const shuffled = deliberation({
      rounds: [closedRound(3, 0.1), closedRound(1, 0.4), closedRound(2, 0.3)],
    });
    expect(convergence(shuffled).conclusion.map(({ from, to }) => [from, to])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    const gap = deliberation({ rounds: [closedRound(1, 0.4), closedRound(3, 0.1)] });
    expect(convergence(gap).conclusion).toEqual([]);
  });

  it('leaves out a premise step when a round lacks the premise', () => {
    const second = closedRound(2, 0.2);
    const lacking = { ...second, premises: second.premises.slice(1) };
    const result = convergence(deliberation({ rounds: [closedRound(1, 0.4), lacking] }));
    expect(result.premises).toEqual([
      { claimId: 'c102', steps: [{ from: 1, to: 2, iqrBefore: 0.4, iqrAfter: 0.2 }] },
    ]);
  });
});

describe('latestClosedRound and topCrux', () => {
  it('reads the latest closed round and its largest share', () => {
    expect(latestClosedRound(deliberation())).toBeNull();
    expect(latestClosedRound(finished)?.round).toBe(5);
    expect(topCrux(finished)).toEqual({ part: { kind: 'premise', claimId: 'c102' }, share: 0.12 });
    expect(topCrux(deliberation())).toBeNull();
  });

  it('ranks the cruxes itself and is null without any', () => {
    const round = closedRound(1, 0.3);
    const unranked = { ...round, cruxes: [...round.cruxes].reverse() };
    expect(topCrux(unranked)?.share).toBe(0.12);
    expect(topCrux({ ...round, cruxes: [] })).toBeNull();
  });
});

describe('what the caller may do', () => {
  it('isBlind while a round is open', () => {
    expect(isBlind(deliberation())).toBe(true);
    expect(isBlind(finished)).toBe(false);
  });

  it('canSubmit to an open round, members and readers alike', () => {
    expect(canSubmit(deliberation())).toBe(true);
    expect(canSubmit(deliberation({ isMember: false, startedByYou: false }))).toBe(true);
    expect(canSubmit(finished)).toBe(false);
    expect(canSubmit(deliberation({ status: 'finished' }))).toBe(false);
  });

  it('hasSubmitted once the open round holds the caller’s submission', () => {
    expect(hasSubmitted(deliberation())).toBe(false);
    expect(hasSubmitted(inRoundTwo)).toBe(true);
    expect(hasSubmitted(finished)).toBe(false);
  });

  it('canOpenNextRound: the starter, open, someone submitted to the open round', () => {
    expect(canOpenNextRound(inRoundTwo)).toBe(true);
    expect(canOpenNextRound(deliberation())).toBe(false);
    expect(canOpenNextRound({ ...inRoundTwo, startedByYou: false })).toBe(false);
    expect(canOpenNextRound(finished)).toBe(false);
    expect(canOpenNextRound({ ...inRoundTwo, status: 'finished' })).toBe(false);
  });

  it('isLastRound in the round numbered maxRounds', () => {
    expect(isLastRound(inRoundTwo)).toBe(false);
    expect(isLastRound({ ...inRoundTwo, maxRounds: 2 })).toBe(true);
    expect(isLastRound(finished)).toBe(false);
  });

  it('canDelete: the starter only', () => {
    expect(canDelete(inRoundTwo)).toBe(true);
    expect(canDelete({ ...inRoundTwo, startedByYou: false })).toBe(false);
  });
});

describe('submissionFromValues', () => {
  const premises = [{ id: 'c101' }, { id: 'c102' }];

  it('lists every premise in order, trims reasons and drops blank or foreign ones', () => {
    expect(
      submissionFromValues(premises, {
        premises: { c102: 0.6, c101: 0.8, c999: 0.1 },
        inferenceStrength: 0.9,
        fallbackSupport: 0.2,
        reasons: { c101: '  Commutes are long. ', c102: '   ', c999: 'Not a premise' },
      }),
    ).toEqual({
      premiseProbabilities: [
        { claimId: 'c101', probability: 0.8 },
        { claimId: 'c102', probability: 0.6 },
      ],
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      reasons: [{ claimId: 'c101', text: 'Commutes are long.' }],
    });
  });

  it('is null when a premise lacks a credence or a value is not a probability', () => {
    const values = {
      premises: { c101: 0.8, c102: 0.6 },
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
    };
    expect(submissionFromValues(premises, values)?.reasons).toEqual([]);
    expect(submissionFromValues(premises, { ...values, premises: { c101: 0.8 } })).toBeNull();
    expect(
      submissionFromValues(premises, { ...values, premises: { c101: 0.8, c102: Number.NaN } }),
    ).toBeNull();
    expect(submissionFromValues(premises, { ...values, inferenceStrength: 1.2 })).toBeNull();
    expect(submissionFromValues(premises, { ...values, fallbackSupport: -0.1 })).toBeNull();
  });

  it('round-trips with valuesFromSubmission', () => {
    const values = valuesFromSubmission(ownSubmission);
    expect(values).toEqual({
      premises: { c101: 0.8, c102: 0.6 },
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      reasons: { c101: 'Commutes are long.' },
    });
    const { submittedAt: _, ...sent } = ownSubmission;
    expect(submissionFromValues(premises, values)).toEqual(sent);
  });
});
