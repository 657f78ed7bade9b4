import { truthTableFromBayesian } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { premises, startDialog } from './inferenceDialog.fixtures';
import { bayesianAlarm, valueDerivedFrom } from './inferenceDialog.selectors';

async function opened(...args: Parameters<typeof startDialog>) {
  const dialog = startDialog(...args);
  await vi.advanceTimersByTimeAsync(0);
  return dialog;
}

const network = {
  premises: premises.map(({ id, probability }) => ({ id, probability })),
  dependencies: {},
  premiseConditionals: {},
  externalClaims: {},
};

describe('inferenceDialogMachine: a value the user set stays until the user changes it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the Fallback values the user set through a Bayesian change and a tab round trip, and saves them', async () => {
    const { actor, context, calls } = await opened({ mode: 'fallback' });
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.85 });
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenNotPremises: 0.1 });
    expect(context().settings.valueOrigins).toMatchObject({
      pCGivenPremises: 'user',
      pCGivenNotPremises: 'user',
    });

    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.6 } } });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'SELECT_TAB', tab: 'TRUTH_TABLE' });
    actor.send({ type: 'SELECT_TAB', tab: 'FALLBACK' });

    expect(context().settings.pCGivenPremises).toBe(0.85);
    expect(context().settings.pCGivenNotPremises).toBe(0.1);
    expect(valueDerivedFrom(context(), 'pCGivenPremises')).toBeNull();
    // The table the user never touched follows the Bayesian sliders, and says so.
    const table = truthTableFromBayesian({
      ...network,
      conditionalProbabilities: { p1: 0.6, p2: 0.8 },
      reverseConditionalProbabilities: { p1: 0.3, p2: 0.3 },
    }).rowValues;
    expect(context().settings.truthTableData.rowValues).toEqual({ ...table });
    expect(valueDerivedFrom(context(), 'truthTable')).toBe('BAYESIAN');

    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.saveSettings).toHaveLength(1);
    const saved = calls.saveSettings[0]!;
    expect(saved.evaluationMode).toBe('fallback');
    expect(saved.settings).toMatchObject({ pCGivenPremises: 0.85, pCGivenNotPremises: 0.1 });
    expect(saved.settings.valueOrigins.pCGivenPremises).toBe('user');
  });

  it('keeps only the fallback value the user moved: the other one follows the Bayesian tab, marked derived', async () => {
    const { actor, context } = await opened({ mode: 'fallback' });
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.85 });
    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.6 } } });
    await vi.advanceTimersByTimeAsync(300);
    const { settings } = context();
    expect(settings.pCGivenPremises).toBe(0.85);
    expect(settings.pCGivenNotPremises).toBe(
      settings.bayesianNetworkData.calculatedValues?.pCGivenNotPremises,
    );
    expect(settings.pCGivenNotPremises).not.toBe(0.2);
    expect(valueDerivedFrom(context(), 'pCGivenNotPremises')).toBe('BAYESIAN');
    expect(valueDerivedFrom(context(), 'pCGivenPremises')).toBeNull();
  });

  it('keeps rows the user edited when the Bayesian sliders move, and sliders the user set when rows change', async () => {
    const { actor, context } = await opened({ mode: 'truth_table' });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '11': 0.95 } });
    await vi.advanceTimersByTimeAsync(300);
    const rows = context().settings.truthTableData.rowValues;
    expect(valueDerivedFrom(context(), 'bayesian')).toBe('TRUTH_TABLE');

    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    actor.send({
      type: 'BAYESIAN_CHANGED',
      sliders: { reverseConditionalProbabilities: { p2: 0.1 } },
    });
    await vi.advanceTimersByTimeAsync(300);
    expect(context().settings.truthTableData.rowValues).toEqual(rows);
    expect(context().settings.valueOrigins.bayesian).toBe('user');
    const sliders = context().settings.bayesianNetworkData.conditionalProbabilities;

    actor.send({ type: 'SELECT_TAB', tab: 'TRUTH_TABLE' });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '00': 0.05 } });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    expect(context().settings.bayesianNetworkData.conditionalProbabilities).toEqual(sliders);
    expect(context().settings.bayesianNetworkData.reverseConditionalProbabilities.p2).toBe(0.1);
  });

  it('a fallback P(C|Premises) does not rewrite the all-true row of a table the user edited', async () => {
    const { actor, context } = await opened({ mode: 'truth_table' });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '11': 0.7 } });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'SELECT_TAB', tab: 'FALLBACK' });
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.99 });
    expect(context().settings.truthTableData.rowValues['11']).toBe(0.7);
  });

  it('reopens with the saved origins, and Reset from DB goes back to them', async () => {
    const { actor, context } = await opened({
      mode: 'fallback',
      settings: {
        pCGivenPremises: 0.9,
        pCGivenNotPremises: 0.1,
        valueOrigins: { pCGivenPremises: 'user', pCGivenNotPremises: 'user' },
      },
    });
    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.6 } } });
    await vi.advanceTimersByTimeAsync(300);
    expect(context().settings).toMatchObject({ pCGivenPremises: 0.9, pCGivenNotPremises: 0.1 });

    actor.send({ type: 'BAYESIAN_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().settings.valueOrigins.bayesian).toBe('initial');
  });

  it('reads stored settings without origins, or with unknown ones, as not set by the user', async () => {
    const { context } = await opened({
      settings: { pCGivenPremises: 0.7, valueOrigins: { bayesian: 'robot' as never } },
    });
    expect(context().settings.valueOrigins).toEqual({
      pCGivenPremises: 'initial',
      pCGivenNotPremises: 'initial',
      bayesian: 'initial',
      truthTable: 'initial',
    });
  });
});

describe('bayesianAlarm: no alarm the user did not cause', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('raises none on untouched defaults (0.8 / 0.3 imply a P(C) other than the prior)', async () => {
    const { context } = await opened({ mode: 'bayesian' });
    expect(bayesianAlarm(context())).toEqual([]);
  });

  it('raises none on sliders derived from the truth table', async () => {
    const { actor, context } = await opened({ mode: 'truth_table' });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '11': 0.95, '00': 0.05 } });
    await vi.advanceTimersByTimeAsync(300);
    expect(bayesianAlarm(context())).toEqual([]);
  });

  it('reports the violations once the user moves a slider, pending edit included', async () => {
    const { actor, context } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.95 } } });
    const pending = bayesianAlarm(context(), { p1: 'Premise 1', p2: 'Premise 2' });
    expect(pending.length).toBeGreaterThan(0);
    expect(pending[0]?.message).toMatch(/Premise \d/);
    await vi.advanceTimersByTimeAsync(300);
    expect(bayesianAlarm(context())).toHaveLength(pending.length);
  });
});
