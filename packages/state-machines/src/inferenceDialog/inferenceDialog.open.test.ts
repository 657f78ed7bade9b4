import { evaluateArgument } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, premises, record, startDialog } from './inferenceDialog.fixtures';
import { dialogHeaderStatus, dialogHeaderText } from './inferenceDialog.selectors';
import type { DialogDependencySettings } from './inferenceDialog.types';

const storedDependencies = {
  dependencies: { p2: ['p1'] },
  premiseConditionals: { 'p2|p1': 0.7 },
};

describe('inferenceDialogMachine: opening', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['direct', 'FALLBACK', 'fallback'],
    ['fallback', 'FALLBACK', 'fallback'],
    ['bayesian', 'BAYESIAN', 'bayesian'],
    ['truth_table', 'TRUTH_TABLE', 'truthTable'],
    ['demonstration', 'DEMONSTRATION', 'demonstration'],
  ] as const)('opening a deductive argument in mode %s selects the %s tab', (mode, tab, state) => {
    const { actor, context } = startDialog({ mode, argumentType: 'DEDUCTIVE' });
    expect(context().activeTab).toBe(tab);
    expect(actor.getSnapshot().matches({ tab: state })).toBe(true);
  });

  it('has no Demonstration tab for an inductive argument: it opens on Fallback and refuses it', () => {
    const { actor, context } = startDialog({ mode: 'demonstration', argumentType: 'INDUCTIVE' });
    expect(context().activeTab).toBe('FALLBACK');
    actor.send({ type: 'SELECT_TAB', tab: 'DEMONSTRATION' });
    expect(context().activeTab).toBe('FALLBACK');
    actor.send({ type: 'SELECT_TAB', tab: 'BAYESIAN' });
    expect(context().activeTab).toBe('BAYESIAN');
  });

  it('shows Loading... until dependencies and fallback values are loaded, then refreshes both', async () => {
    const dependencies = deferred<DialogDependencySettings>();
    const { actor, calls, context, toasts } = startDialog(
      { settings: { dependencies: { p1: ['p2'] }, premiseConditionals: { 'p1|p2': 0.4 } } },
      {
        loadDependencies: () => dependencies.promise,
        loadConditionals: async () => [
          record(['p1', 'p2'], 0.8),
          record(['~p2', '~p1'], 0.15),
          record(['p1'], 0.99),
        ],
      },
    );
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('loading');
    expect(dialogHeaderText(actor.getSnapshot())).toBe('Loading...');
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    expect(calls.loadDependencies).toEqual([{ argumentId: 7, claimIds: ['p1', 'p2'] }]);
    expect(calls.loadConditionals).toEqual([
      { claimIds: ['c', 'p1', 'p2'], consequentClaims: ['c'] },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('loading');
    dependencies.resolve({
      ...storedDependencies,
      dependencies: { ...storedDependencies.dependencies, p1: [] },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('idle');
    expect(dialogHeaderText(actor.getSnapshot())).toBe('');
    const { settings } = context();
    // Refreshed from the database (an empty parent list is not kept).
    expect(settings.dependencies).toEqual(storedDependencies.dependencies);
    expect(settings.premiseConditionals).toEqual(storedDependencies.premiseConditionals);
    // Conjunction of all premises, and of the negated premises, in any order.
    expect(settings.pCGivenPremises).toBe(0.8);
    expect(settings.pCGivenNotPremises).toBe(0.15);
    // P(C|Premises) is also the all-true row.
    expect(settings.truthTableData.rowValues['11']).toBe(0.8);
    expect(toasts).toEqual([]);
    // The results use the engine, with the refreshed values.
    const expected = evaluateArgument({
      mode: 'fallback',
      premises: premises.map(({ id, probability }) => ({ id, probability })),
      ...storedDependencies,
      externalClaims: {},
      pCGivenPremises: 0.8,
      pCGivenNotPremises: 0.15,
    });
    expect(context().calculated?.pC).toBe(expected.pC);
    expect(context().settings.pC).toBe(expected.pC);
  });

  it('uses the newest stored record and ignores values outside 0..1', async () => {
    const { context } = startDialog(
      {},
      {
        loadConditionals: async () => [
          record(['p1', 'p2'], 0.6, '2024-03-01T00:00:00.000Z'),
          record(['p1', 'p2'], 0.7, '2024-05-01T00:00:00.000Z'),
          record(['p1', 'p2'], 0.5, '2024-04-01T00:00:00.000Z'),
          record(['~p1', '~p2'], 1.5, '2024-06-01T00:00:00.000Z'),
          record(['~p1', '~p2'], 0.3, '2024-06-01T00:00:00.000Z', ['other']),
        ],
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(context().settings.pCGivenPremises).toBe(0.7);
    expect(context().settings.pCGivenNotPremises).toBe(0.2);
  });

  it('clears the dependencies when there are no claim ids, without calling anything', async () => {
    const { actor, calls, context } = startDialog({
      premises: [],
      settings: storedDependencies,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('idle');
    expect(calls.loadDependencies).toEqual([]);
    expect(calls.loadConditionals).toEqual([]);
    expect(context().settings.dependencies).toEqual({});
    expect(context().settings.premiseConditionals).toEqual({});
  });

  it('ignores claim ids of 100 characters or more', async () => {
    const long = 'x'.repeat(100);
    const { calls, context } = startDialog({
      premises: [{ id: long }],
      settings: storedDependencies,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.loadDependencies).toEqual([]);
    expect(context().settings.dependencies).toEqual({});
  });

  it('keeps the tab settings’ dependencies for an unsaved argument', async () => {
    const { calls, context } = startDialog({ argumentId: null, settings: storedDependencies });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.loadDependencies).toEqual([]);
    expect(context().settings.dependencies).toEqual(storedDependencies.dependencies);
  });

  it('on a failed refresh takes the dependencies from the tab settings and says so', async () => {
    const { actor, context, toasts } = startDialog(
      { settings: storedDependencies },
      {
        loadDependencies: async () => {
          throw new Error('HTTP 500');
        },
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('idle');
    expect(context().settings.dependencies).toEqual(storedDependencies.dependencies);
    expect(context().settings.premiseConditionals).toEqual(storedDependencies.premiseConditionals);
    expect(toasts).toEqual([{ kind: 'error', text: 'Failed to load dependency settings' }]);
  });

  it('keeps the stored fallback values when the records cannot be loaded', async () => {
    const { actor, context, toasts } = startDialog(
      { settings: { pCGivenPremises: 0.75, pCGivenNotPremises: 0.35 } },
      {
        loadConditionals: async () => {
          throw new Error('HTTP 500');
        },
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('idle');
    expect(context().settings.pCGivenPremises).toBe(0.75);
    expect(context().settings.pCGivenNotPremises).toBe(0.35);
    expect(toasts).toEqual([]);
  });

  it('starts from the defaults when nothing is stored', () => {
    const { context } = startDialog({ settings: null });
    const { settings } = context();
    expect(settings.version).toBe('3.0');
    expect(settings.pCGivenPremises).toBe(0.9);
    expect(settings.pCGivenNotPremises).toBe(0.2);
    expect(settings.bayesianNetworkData).toMatchObject({
      priorProbability: 0.5,
      conditionalProbabilities: { p1: 0.8, p2: 0.8 },
      reverseConditionalProbabilities: { p1: 0.3, p2: 0.3 },
      version: '3.0',
      hasCustomChanges: false,
    });
    expect(settings.truthTableData).toMatchObject({
      rowValues: { '00': 0.5, '01': 0.5, '10': 0.5, '11': 0.5 },
      premiseCount: 2,
      version: '2.0',
      hasCustomChanges: false,
    });
    expect(settings.demonstrationData).toEqual({ isSuccessful: false });
  });

  it('regenerates a stored table made for another number of premises', () => {
    const { context } = startDialog({
      settings: { truthTableData: { rowValues: { '1': 0.7, '0': 0.1 }, premiseCount: 1 } },
    });
    expect(context().settings.truthTableData.rowValues).toEqual({
      '00': 0.2,
      '01': 0.2,
      '10': 0.2,
      '11': 0.9,
    });
  });

  it('keeps a stored table for the same premises and fills missing rows with 0.5', () => {
    const { context } = startDialog({
      mode: 'truth_table',
      settings: { truthTableData: { rowValues: { '11': 0.95, '00': 0.05 }, premiseCount: 2 } },
    });
    expect(context().settings.truthTableData.rowValues).toEqual({
      '00': 0.05,
      '01': 0.5,
      '10': 0.5,
      '11': 0.95,
    });
    expect(context().calculated?.pCGivenPremises).toBe(0.95);
  });

  it('fails loudly when the app did not provide the actors', async () => {
    const { createActor } = await import('xstate');
    const { inferenceDialogMachine } = await import('./inferenceDialog.machine');
    const toasts: string[] = [];
    const actor = createActor(inferenceDialogMachine, {
      input: { argumentId: 1, mode: 'fallback', conclusion: { id: 'c' }, premises },
    });
    actor.on('toast', (event) => toasts.push(event.toast.text));
    actor.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ status: 'idle' })).toBe(true);
    expect(toasts).toEqual(['Failed to load dependency settings']);
  });
});
