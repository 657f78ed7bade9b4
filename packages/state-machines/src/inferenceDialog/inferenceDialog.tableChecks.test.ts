import { rowKey } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { premises, startDialog } from './inferenceDialog.fixtures';
import { shownBayesianSliders, shownRowValues } from './inferenceDialog.selectors';
import { truthTableChecks } from './inferenceDialog.tableChecks';

describe('truthTableChecks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const checksOf = (actor: ReturnType<typeof startDialog>['actor']) => {
    const { context } = actor.getSnapshot();
    return truthTableChecks(context, shownRowValues(context), shownBayesianSliders(context));
  };

  it('finds the table consistent with the sliders it was generated from, and flags a far row', async () => {
    const { actor } = startDialog({ mode: 'truth_table' });
    await vi.advanceTimersByTimeAsync(0);
    // A Bayesian change regenerates the table from the sliders: the two agree.
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.9 } } });
    await vi.advanceTimersByTimeAsync(1000);
    const agreed = checksOf(actor);
    expect(agreed?.consistency.consistent).toBe(true);
    expect(agreed?.consistency.maxDifference).toBeLessThan(1e-9);

    const allTrue = rowKey(3, 2);
    const shown = shownRowValues(actor.getSnapshot().context)[allTrue] ?? 0;
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { [allTrue]: shown > 0.5 ? 0.1 : 0.9 } });
    const apart = checksOf(actor);
    expect(apart?.consistency.consistent).toBe(false);
    expect(apart?.consistency.maxDifference).toBeGreaterThanOrEqual(0.05);
  });

  it('flags rows the credences make impossible that still carry a P(C | row)', () => {
    const certain = premises.map((premise, index) =>
      index === 0 ? { ...premise, probability: 1 } : premise,
    );
    const { actor } = startDialog({ mode: 'truth_table', premises: certain });
    const checks = checksOf(actor);
    // P1 is certain: the rows where it is false (first digit 0) weigh nothing.
    const flagged = checks?.nearZeroRows.map((row) => row.key) ?? [];
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((key) => key.startsWith('0'))).toBe(true);
    for (const row of checks?.nearZeroRows ?? []) expect(row.weight).toBeLessThan(0.001);
  });

  it('has nothing to check without premises', () => {
    const { actor } = startDialog({ mode: 'truth_table', premises: [] });
    expect(checksOf(actor)).toBeNull();
  });
});
