import { bayesianFromTruthTable, truthTableFromBayesian } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, premises, record, startDialog } from './inferenceDialog.fixtures';
import { dialogTabDbStatus } from './inferenceDialog.selectors';
import type { DialogConditionalRecord } from './inferenceDialog.types';

const network = {
  premises: premises.map(({ id, probability }) => ({ id, probability })),
  dependencies: {},
  premiseConditionals: {},
  externalClaims: {},
};
const fail = async (): Promise<never> => {
  throw new Error('HTTP 500');
};

/** Opens the dialog; `afterOpen` answers every load after the opening refresh. */
async function opened(
  input: Parameters<typeof startDialog>[0],
  afterOpen: Parameters<typeof startDialog>[1] = {},
) {
  let open = true;
  const phase =
    <A extends unknown[], R>(
      later: ((...args: A) => Promise<R>) | undefined,
      first: () => Promise<R>,
    ) =>
    (...args: A) =>
      open || !later ? first() : later(...args);
  const dialog = startDialog(input, {
    ...afterOpen,
    loadDependencies: phase(afterOpen.loadDependencies, async () => ({
      dependencies: {},
      premiseConditionals: {},
    })),
    loadConditionals: phase(afterOpen.loadConditionals, async () => []),
  });
  await vi.advanceTimersByTimeAsync(0);
  open = false;
  return dialog;
}

const initialSettings = {
  pCGivenPremises: 0.7,
  pCGivenNotPremises: 0.4,
  dependencies: { p2: ['p1'] },
  premiseConditionals: { 'p2|p1': 0.6 },
};

describe('inferenceDialogMachine: Fallback Reset from DB', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads the stored records, then the fallback user argument, then the dependencies', async () => {
    const records = deferred<DialogConditionalRecord[]>();
    const { actor, calls, context, toasts, applied } = await opened(
      {},
      {
        loadConditionals: () => records.promise,
        loadUserArgument: async () => ({
          evaluationMode: 'fallback',
          inferenceStrength: 0.73456,
          fallbackSupport: 0.33,
        }),
        loadDependencies: async () => ({
          dependencies: { p1: ['p2'] },
          premiseConditionals: { 'p1|p2': 0.55 },
        }),
      },
    );
    actor.send({ type: 'FALLBACK_RESET_FROM_DB' });
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('resetting');
    expect(calls.loadConditionals.at(-1)).toEqual({
      claimIds: ['c', 'p1', 'p2'],
      consequentClaims: ['c'],
    });
    records.resolve([record(['p1', 'p2'], 0.985), record(['~p1', '~p2'], 0.015)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.loadUserArgument).toEqual([{ argumentId: 7 }]);
    expect(calls.loadDependencies.at(-1)).toEqual({ argumentId: 7, claimIds: ['p1', 'p2'] });
    const { settings } = context();
    // The user-argument record (mode fallback) wins, snapped to 4 decimals.
    expect(settings.pCGivenPremises).toBe(0.7346);
    expect(settings.pCGivenNotPremises).toBe(0.33);
    expect(settings.truthTableData.rowValues['11']).toBe(0.7346);
    expect(settings.dependencies).toEqual({ p1: ['p2'] });
    expect(settings.premiseConditionals).toEqual({ 'p1|p2': 0.55 });
    expect(toasts).toEqual([
      { kind: 'success', text: 'Fallback settings reset from database' },
      { kind: 'success', text: 'Dependencies reset from database' },
    ]);
    expect(applied.at(-1)?.settings).toMatchObject({ version: '3.0', pCGivenPremises: 0.7346 });
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('success');
    await vi.advanceTimersByTimeAsync(1999);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('idle');
  });

  it('uses the records (snapped) when the user argument is not in fallback mode', async () => {
    const { actor, context } = await opened(
      {},
      {
        loadConditionals: async () => [record(['p1', 'p2'], 0.985), record(['~p1', '~p2'], 0.015)],
        loadUserArgument: async () => ({
          evaluationMode: 'bayesian',
          inferenceStrength: 0.5,
          fallbackSupport: 0.5,
        }),
      },
    );
    actor.send({ type: 'FALLBACK_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().settings.pCGivenPremises).toBe(1);
    expect(context().settings.pCGivenNotPremises).toBe(0);
  });

  it('keeps the current values where nothing usable is stored', async () => {
    const { actor, context } = await opened(
      {},
      {
        loadConditionals: async () => [record(['p1', 'p2'], 2)],
        loadUserArgument: async () => null,
      },
    );
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.6 });
    actor.send({ type: 'FALLBACK_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().settings.pCGivenPremises).toBe(0.6);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('success');
  });

  it('an unsaved argument skips the user argument and the dependency reload', async () => {
    const { actor, calls, toasts } = await opened(
      { argumentId: null },
      { loadConditionals: async () => [record(['p1', 'p2'], 0.8)] },
    );
    actor.send({ type: 'FALLBACK_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.loadUserArgument).toEqual([]);
    expect(calls.loadDependencies).toEqual([]);
    expect(toasts).toEqual([{ kind: 'success', text: 'Fallback settings reset from database' }]);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('success');
  });

  it('a failed reload reverts to the initial settings and shows the error for exactly 3 s', async () => {
    const { actor, calls, context, toasts } = await opened(
      { settings: initialSettings },
      { loadConditionals: fail },
    );
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.95, pCGivenNotPremises: 0.05 });
    actor.send({ type: 'DEPENDENCIES_CHANGED', dependencies: {}, premiseConditionals: {} });
    actor.send({ type: 'FALLBACK_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.loadUserArgument).toEqual([]);
    const { settings, tabErrors } = context();
    expect(settings.pCGivenPremises).toBe(0.7);
    expect(settings.pCGivenNotPremises).toBe(0.4);
    expect(settings.truthTableData.rowValues['11']).toBe(0.7);
    expect(settings.dependencies).toEqual(initialSettings.dependencies);
    expect(tabErrors.fallback).toBe('HTTP 500');
    expect(toasts).toEqual([
      { kind: 'error', text: 'Failed to reset fallback settings from database' },
    ]);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('error');
    await vi.advanceTimersByTimeAsync(2999);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('idle');
  });

  it('with no initial settings a failed reload reverts to 0.9 and 0.2', async () => {
    const { actor, context } = await opened(
      { settings: null },
      { loadConditionals: async () => [], loadUserArgument: fail },
    );
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.5, pCGivenNotPremises: 0.5 });
    actor.send({ type: 'FALLBACK_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().settings.pCGivenPremises).toBe(0.9);
    expect(context().settings.pCGivenNotPremises).toBe(0.2);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('error');
  });

  it('a failed dependency reload is reported after the fallback values were reset', async () => {
    const { actor, context, toasts } = await opened(
      { settings: initialSettings },
      {
        loadConditionals: async () => [record(['p1', 'p2'], 0.8)],
        loadDependencies: fail,
      },
    );
    actor.send({ type: 'FALLBACK_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().settings.pCGivenPremises).toBe(0.8);
    expect(toasts).toEqual([
      { kind: 'success', text: 'Fallback settings reset from database' },
      { kind: 'error', text: 'Failed to reset dependencies from database' },
    ]);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('error');
    await vi.advanceTimersByTimeAsync(3000);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('idle');
  });
});

describe('inferenceDialogMachine: Bayesian and Truth Table Reset from DB', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Bayesian: stored P(C|Pᵢ) and P(C|¬Pᵢ) where present, else the initial sliders', async () => {
    const { actor, context, region } = await opened(
      {
        mode: 'bayesian',
        settings: {
          bayesianNetworkData: {
            conditionalProbabilities: { p1: 0.6, p2: 0.65 },
            reverseConditionalProbabilities: { p1: 0.25, p2: 0.35 },
          },
        },
      },
      { loadConditionals: async () => [record(['p1'], 0.9), record(['~p2'], 0.15)] },
    );
    actor.send({ type: 'BAYESIAN_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    const sliders = {
      conditionalProbabilities: { p1: 0.9, p2: 0.65 },
      reverseConditionalProbabilities: { p1: 0.25, p2: 0.15 },
    };
    expect(context().settings.bayesianNetworkData).toMatchObject(sliders);
    expect(context().settings.truthTableData.rowValues).toEqual({
      ...truthTableFromBayesian({ ...network, ...sliders }).rowValues,
    });
    expect(region('truthTableSync')).toBe('paused');
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('success');
    await vi.advanceTimersByTimeAsync(2000);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('idle');
  });

  it('Bayesian: a failed reset restores the initial sliders; error for exactly 3 s', async () => {
    const { actor, context } = await opened({ mode: 'bayesian' }, { loadConditionals: fail });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.2 } } });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'BAYESIAN_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().settings.bayesianNetworkData.conditionalProbabilities).toEqual({
      p1: 0.8,
      p2: 0.8,
    });
    expect(context().tabErrors.bayesian).toBe('HTTP 500');
    await vi.advanceTimersByTimeAsync(2999);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('idle');
  });

  it('Truth Table: stored rows where present, else the initial table; Bayesian data follows', async () => {
    const { actor, context } = await opened(
      { mode: 'truth_table' },
      {
        loadConditionals: async () => [
          record(['p1', 'p2'], 0.95),
          record(['p1', '~p2'], 0.6),
          record(['~p1'], 0.3),
        ],
      },
    );
    actor.send({ type: 'TRUTH_TABLE_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    const rows = { '00': 0.5, '01': 0.5, '10': 0.6, '11': 0.95 };
    expect(context().settings.truthTableData.rowValues).toEqual(rows);
    expect(context().settings.bayesianNetworkData).toMatchObject(
      bayesianFromTruthTable({ ...network, rowValues: rows }),
    );
    expect(context().settings.pCGivenPremises).toBe(0.95);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'truthTableDb')).toBe('success');
  });

  it('Truth Table: a failed reset restores the initial rows; error for exactly 3 s', async () => {
    const stored = { '00': 0.1, '01': 0.2, '10': 0.3, '11': 0.8 };
    const { actor, context } = await opened(
      { mode: 'truth_table', settings: { truthTableData: { rowValues: stored, premiseCount: 2 } } },
      { loadConditionals: fail },
    );
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: { '11': 0.4 } });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'TRUTH_TABLE_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().settings.truthTableData.rowValues).toEqual(stored);
    expect(context().tabErrors.truthTable).toBe('HTTP 500');
    await vi.advanceTimersByTimeAsync(2999);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'truthTableDb')).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'truthTableDb')).toBe('idle');
  });
});
