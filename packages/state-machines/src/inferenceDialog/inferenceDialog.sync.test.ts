import { bayesianFromTruthTable, evaluateArgument, truthTableFromBayesian } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { premises, startDialog } from './inferenceDialog.fixtures';
import { shownBayesianSliders, shownRowValues } from './inferenceDialog.selectors';

const network = {
  premises: premises.map(({ id, probability }) => ({ id, probability })),
  dependencies: {},
  premiseConditionals: {},
  externalClaims: {},
};
const evaluateTable = (rowValues: Record<string, number>) =>
  evaluateArgument({ mode: 'truth_table', ...network, truthTableData: { rowValues } });

async function opened(...args: Parameters<typeof startDialog>) {
  const dialog = startDialog(...args);
  await vi.advanceTimersByTimeAsync(0);
  return dialog;
}

describe('inferenceDialogMachine: Bayesian tab', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('syncs slider changes after exactly 300 ms, marks them custom and recomputes table and fallback values', async () => {
    const { actor, context, region } = await opened({ mode: 'bayesian' });
    actor.send({
      type: 'BAYESIAN_CHANGED',
      sliders: { conditionalProbabilities: { p1: 0.95 } },
    });
    expect(region('bayesianSync')).toBe('debouncing');
    expect(shownBayesianSliders(context()).conditionalProbabilities.p1).toBe(0.95);
    expect(context().settings.bayesianNetworkData.conditionalProbabilities.p1).toBe(0.8);
    await vi.advanceTimersByTimeAsync(299);
    expect(context().settings.bayesianNetworkData.hasCustomChanges).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { settings, bayesianDraft } = context();
    expect(bayesianDraft).toBeNull();
    expect(settings.hasCustomChanges).toBe(true);
    expect(settings.bayesianNetworkData.hasCustomChanges).toBe(true);
    expect(settings.bayesianNetworkData.conditionalProbabilities).toEqual({ p1: 0.95, p2: 0.8 });
    const sliders = {
      conditionalProbabilities: { p1: 0.95, p2: 0.8 },
      reverseConditionalProbabilities: { p1: 0.3, p2: 0.3 },
    };
    const table = { ...truthTableFromBayesian({ ...network, ...sliders }).rowValues };
    expect(settings.truthTableData.rowValues).toEqual(table);
    expect(settings.truthTableData.generatedFromBayesian).toBe(true);
    expect(settings.truthTableData.hasCustomChanges).toBe(false);
    const expected = evaluateTable(table);
    expect(settings.pCGivenPremises).toBe(expected.pCGivenPremises);
    expect(settings.pCGivenNotPremises).toBe(expected.pCGivenNotPremises);
    expect(context().calculated?.pC).toBeCloseTo(expected.pC, 12);
  });

  it('restarts the debounce on every change', async () => {
    const { actor, context } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.9 } } });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({
      type: 'BAYESIAN_CHANGED',
      sliders: { reverseConditionalProbabilities: { p2: 0.1 } },
    });
    await vi.advanceTimersByTimeAsync(299);
    expect(context().settings.bayesianNetworkData.hasCustomChanges).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(context().settings.bayesianNetworkData).toMatchObject({
      conditionalProbabilities: { p1: 0.9, p2: 0.8 },
      reverseConditionalProbabilities: { p1: 0.3, p2: 0.1 },
      hasCustomChanges: true,
    });
  });

  it('ignores changes that move nothing (an echo of the current values) or are not probabilities', async () => {
    const { actor, region } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.8 } } });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 1.2 } } });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p9: 0.1 } } });
    expect(region('bayesianSync')).toBe('idle');
  });

  it('Bayesian → Truth Table with custom changes generates the table from the Bayesian data', async () => {
    const { actor, context } = await opened({
      mode: 'bayesian',
      settings: {
        bayesianNetworkData: {
          conditionalProbabilities: { p1: 0.9, p2: 0.7 },
          reverseConditionalProbabilities: { p1: 0.2, p2: 0.4 },
          hasCustomChanges: true,
        },
      },
    });
    expect(context().settings.truthTableData.rowValues['11']).toBe(0.5);
    actor.send({ type: 'SELECT_TAB', tab: 'TRUTH_TABLE' });
    expect(actor.getSnapshot().matches({ tab: 'truthTable' })).toBe(true);
    const table = truthTableFromBayesian({
      ...network,
      conditionalProbabilities: { p1: 0.9, p2: 0.7 },
      reverseConditionalProbabilities: { p1: 0.2, p2: 0.4 },
    }).rowValues;
    expect(context().settings.truthTableData.rowValues).toEqual({ ...table });
    expect(context().calculated?.pCGivenPremises).toBe(table['11']);
  });

  it('Bayesian → Truth Table without custom changes keeps the table', async () => {
    const { actor, context } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'SELECT_TAB', tab: 'TRUTH_TABLE' });
    expect(context().activeTab).toBe('TRUTH_TABLE');
    expect(context().settings.truthTableData.rowValues).toEqual({
      '00': 0.5,
      '01': 0.5,
      '10': 0.5,
      '11': 0.5,
    });
  });

  it('a pending slider change is synced before the tab switch', async () => {
    const { actor, context } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p2: 0.6 } } });
    actor.send({ type: 'SELECT_TAB', tab: 'TRUTH_TABLE' });
    expect(context().bayesianDraft).toBeNull();
    expect(context().settings.bayesianNetworkData.conditionalProbabilities.p2).toBe(0.6);
    const table = truthTableFromBayesian({
      ...network,
      conditionalProbabilities: { p1: 0.8, p2: 0.6 },
      reverseConditionalProbabilities: { p1: 0.3, p2: 0.3 },
    }).rowValues;
    expect(context().settings.truthTableData.rowValues).toEqual({ ...table });
  });

  it('selecting the tab already shown changes nothing', async () => {
    const { actor, context } = await opened({ mode: 'bayesian' });
    const before = context();
    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    expect(context()).toBe(before);
  });
});

describe('inferenceDialogMachine: Truth Table tab', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const rows = { '00': 0.1, '01': 0.3, '10': 0.6, '11': 0.95 };

  it('syncs edits after 300 ms of quiet, recomputing the Bayesian data and fallback values', async () => {
    const { actor, context, region } = await opened({ mode: 'truth_table' });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '00': 0.1, '01': 0.3 } });
    await vi.advanceTimersByTimeAsync(250);
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '10': 0.6, '11': 0.95 } });
    expect(shownRowValues(context())).toEqual(rows);
    await vi.advanceTimersByTimeAsync(299);
    expect(region('truthTableSync')).toBe('debouncing');
    expect(context().settings.truthTableData.hasCustomChanges).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(region('truthTableSync')).toBe('idle');
    const { settings } = context();
    expect(settings.truthTableData).toMatchObject({ rowValues: rows, hasCustomChanges: true });
    const sliders = bayesianFromTruthTable({ ...network, rowValues: rows });
    expect(settings.bayesianNetworkData).toMatchObject({ ...sliders, hasCustomChanges: false });
    const expected = evaluateTable(rows);
    expect(settings.pCGivenPremises).toBe(0.95);
    expect(settings.pCGivenPremises).toBe(expected.pCGivenPremises);
    expect(settings.pCGivenNotPremises).toBe(expected.pCGivenNotPremises);
    // Weighted average of the not-all-true rows: weights 0.08, 0.12, 0.32.
    expect(settings.pCGivenNotPremises).toBeCloseTo(
      (0.08 * 0.1 + 0.12 * 0.3 + 0.32 * 0.6) / 0.52,
      12,
    );
  });

  it('P(C|¬Premises) is 0.1 when the other rows weigh nothing', async () => {
    const { actor, context } = await opened({
      mode: 'truth_table',
      premises: [
        { id: 'p1', probability: 1 },
        { id: 'p2', probability: 1 },
      ],
    });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: rows });
    await vi.advanceTimersByTimeAsync(300);
    expect(context().settings.pCGivenPremises).toBe(0.95);
    expect(context().settings.pCGivenNotPremises).toBe(0.1);
  });

  it('Truth Table → Bayesian with custom changes generates Bayesian data without a custom flag', async () => {
    const { actor, context } = await opened({
      mode: 'truth_table',
      settings: {
        truthTableData: { rowValues: rows, premiseCount: 2, hasCustomChanges: true },
        bayesianNetworkData: { hasCustomChanges: true },
      },
    });
    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    expect(context().activeTab).toBe('BAYESIAN');
    const sliders = bayesianFromTruthTable({ ...network, rowValues: rows });
    expect(context().settings.bayesianNetworkData).toMatchObject({
      ...sliders,
      hasCustomChanges: false,
    });
    // Back to the table: the Bayesian tab has no custom changes, so the rows stay.
    actor.send({ type: 'SELECT_TAB', tab: 'TRUTH_TABLE' });
    expect(context().settings.truthTableData.rowValues).toEqual(rows);
  });

  it('Truth Table → Bayesian without custom changes keeps the sliders', async () => {
    const { actor, context } = await opened({ mode: 'truth_table' });
    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    expect(context().settings.bayesianNetworkData.conditionalProbabilities).toEqual({
      p1: 0.8,
      p2: 0.8,
    });
  });

  it('pauses syncing for exactly 100 ms after the machine rewrites the table', async () => {
    const { actor, context, region } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.9 } } });
    await vi.advanceTimersByTimeAsync(300);
    expect(region('truthTableSync')).toBe('paused');
    // An echo of the rewritten rows is not an edit.
    actor.send({
      type: 'TRUTH_TABLE_CHANGED',
      rowValues: context().settings.truthTableData.rowValues,
    });
    expect(context().tableDraft).toBeNull();
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '00': 0.05 } });
    expect(shownRowValues(context())['00']).toBe(0.05);
    await vi.advanceTimersByTimeAsync(99);
    expect(region('truthTableSync')).toBe('paused');
    await vi.advanceTimersByTimeAsync(1);
    expect(region('truthTableSync')).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(299);
    expect(context().settings.truthTableData.hasCustomChanges).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(region('truthTableSync')).toBe('idle');
    expect(context().settings.truthTableData).toMatchObject({ hasCustomChanges: true });
    expect(context().settings.truthTableData.rowValues['00']).toBe(0.05);
  });

  it('after a pause with no edits, syncing simply resumes', async () => {
    const { actor, region } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.9 } } });
    await vi.advanceTimersByTimeAsync(400);
    expect(region('truthTableSync')).toBe('idle');
  });

  it('regenerates the table when the premise count changes: 0.9 all true, 0.2 others', async () => {
    const { actor, context, region } = await opened({ mode: 'truth_table' });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '00': 0.3 } });
    actor.send({
      type: 'PREMISES_CHANGED',
      premises: [...premises, { id: 'p3', content: 'It is summer', probability: 0.5 }],
    });
    expect(region('truthTableSync')).toBe('paused');
    expect(context().tableDraft).toBeNull();
    const { truthTableData, bayesianNetworkData } = context().settings;
    expect(truthTableData.premiseCount).toBe(3);
    expect(truthTableData.hasCustomChanges).toBe(false);
    expect(Object.keys(truthTableData.rowValues)).toHaveLength(8);
    expect(truthTableData.rowValues['111']).toBe(0.9);
    expect(truthTableData.rowValues['000']).toBe(0.2);
    expect(truthTableData.rowValues['101']).toBe(0.2);
    expect(bayesianNetworkData.conditionalProbabilities).toEqual({ p1: 0.8, p2: 0.8, p3: 0.8 });
    expect(context().calculated?.pCGivenPremises).toBe(0.9);
  });

  it('a credence change keeps the table and recomputes the results', async () => {
    const { actor, context } = await opened({ mode: 'truth_table' });
    const before = context().settings.truthTableData.rowValues;
    actor.send({
      type: 'PREMISES_CHANGED',
      premises: [premises[0]!, { ...premises[1]!, probability: 0.9 }],
    });
    expect(context().settings.truthTableData.rowValues).toBe(before);
    expect(context().calculated?.pPremises).toBeCloseTo(0.72, 12);
  });
});

describe('inferenceDialogMachine: Fallback tab', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies slider changes at once and hands the settings to the parent after exactly 300 ms', async () => {
    const { actor, context, applied } = await opened({});
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.85 });
    expect(context().settings.pCGivenPremises).toBe(0.85);
    // A change to P(C|Premises) also updates the all-true row.
    expect(context().settings.truthTableData.rowValues['11']).toBe(0.85);
    expect(context().settings.truthTableData.rowValues['00']).toBe(0.5);
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenNotPremises: 0.25 });
    await vi.advanceTimersByTimeAsync(299);
    expect(applied).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(applied).toHaveLength(1);
    const expected = evaluateArgument({
      mode: 'fallback',
      ...network,
      pCGivenPremises: 0.85,
      pCGivenNotPremises: 0.25,
    });
    expect(applied[0]?.mode).toBe('fallback');
    expect(applied[0]?.settings).toMatchObject({
      version: '3.0',
      pCGivenPremises: 0.85,
      pCGivenNotPremises: 0.25,
      pC: expected.pC,
      hasCustomChanges: true,
      isDependentMode: false,
      fallbackSupportData: {
        source: 'fallback',
        fallbackSupport: 0.25,
        premisesSupport: 0.85,
        calculatedValues: { pC: expected.pC, pPremises: expected.pPremises },
      },
    });
    expect(applied[0]?.settings.truthTableData.version).toBe('2.0');
    expect(context().calculated?.pC).toBe(expected.pC);
    await vi.advanceTimersByTimeAsync(1000);
    expect(applied).toHaveLength(1);
  });

  it('ignores a slider change that moves nothing', async () => {
    const { actor, region } = await opened({});
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.9, pCGivenNotPremises: 0.2 });
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: Number.NaN });
    expect(region('fallbackApply')).toBe('idle');
  });
});
