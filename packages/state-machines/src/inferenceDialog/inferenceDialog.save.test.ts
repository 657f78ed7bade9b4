import { evaluateArgument } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, premises, startDialog } from './inferenceDialog.fixtures';
import {
  dialogCanSave,
  dialogHeaderStatus,
  dialogHeaderText,
  dialogSaveButtonLabel,
  dialogTabDbStatus,
} from './inferenceDialog.selectors';

const network = {
  premises: premises.map(({ id, probability }) => ({ id, probability })),
  dependencies: { p2: ['p1'] },
  premiseConditionals: { 'p2|p1': 0.7 },
  externalClaims: {},
};
const loadDependencies = async () => ({
  dependencies: network.dependencies,
  premiseConditionals: network.premiseConditionals,
});

async function opened(...args: Parameters<typeof startDialog>) {
  const dialog = startDialog(args[0], { loadDependencies, ...args[1] });
  await vi.advanceTimersByTimeAsync(0);
  return dialog;
}

describe('inferenceDialogMachine: dialog Save', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves dependencies, then settings; Successfully saved! for exactly 2 s', async () => {
    const dependencies = deferred<void>();
    const settings = deferred<void>();
    const { actor, calls, toasts } = await opened(
      { mode: 'direct' },
      { saveDependencies: () => dependencies.promise, saveSettings: () => settings.promise },
    );
    expect(dialogCanSave(actor.getSnapshot())).toBe(true);
    expect(dialogSaveButtonLabel(actor.getSnapshot())).toBe('Save');
    actor.send({ type: 'SAVE' });
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('saving');
    expect(dialogHeaderText(actor.getSnapshot())).toBe('Saving...');
    expect(dialogSaveButtonLabel(actor.getSnapshot())).toBe('Processing...');
    expect(dialogCanSave(actor.getSnapshot())).toBe(false);
    expect(calls.saveDependencies).toEqual([
      {
        argumentId: 7,
        dependencies: network.dependencies,
        premiseConditionals: network.premiseConditionals,
        claimIds: ['p1', 'p2'],
      },
    ]);
    dependencies.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogSaveButtonLabel(actor.getSnapshot())).toBe('Saving...');
    const expected = evaluateArgument({
      mode: 'fallback',
      ...network,
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.2,
    });
    expect(calls.saveSettings).toHaveLength(1);
    expect(calls.saveSettings[0]?.evaluationMode).toBe('fallback');
    expect(calls.saveSettings[0]?.settings).toMatchObject({
      version: '3.0',
      pC: expected.pC,
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.2,
      dependencies: network.dependencies,
      isDependentMode: true,
      bayesianNetworkData: { dependencies: network.dependencies, version: '3.0' },
      truthTableData: { version: '2.0' },
    });
    settings.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('success');
    expect(dialogHeaderText(actor.getSnapshot())).toBe('Successfully saved!');
    await vi.advanceTimersByTimeAsync(1999);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('idle');
    expect(toasts).toEqual([]);
  });

  it('ignores Save while one is in progress', async () => {
    const { actor, calls } = await opened(
      {},
      { saveSettings: () => new Promise((resolve) => setTimeout(resolve, 500)) },
    );
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(100);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.saveDependencies).toHaveLength(1);
    expect(calls.saveSettings).toHaveLength(1);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('success');
    // Saving again is allowed once the save finished.
    actor.send({ type: 'SAVE' });
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('saving');
  });

  it('refuses Save while loading', () => {
    const { actor, calls } = startDialog({}, { loadDependencies: () => new Promise(() => {}) });
    expect(dialogCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SAVE' });
    expect(calls.saveDependencies).toEqual([]);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('loading');
  });

  it('in Demonstration, Save is disabled until the demonstration is successful', async () => {
    const { actor, calls } = await opened({ mode: 'demonstration', argumentType: 'DEDUCTIVE' });
    expect(dialogCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SAVE' });
    expect(calls.saveDependencies).toEqual([]);
    actor.send({ type: 'DEMONSTRATION_RESULT', isSuccessful: false });
    expect(dialogCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'DEMONSTRATION_RESULT', isSuccessful: true });
    expect(dialogCanSave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.saveSettings[0]?.evaluationMode).toBe('demonstration');
    expect(calls.saveSettings[0]?.settings.demonstrationData).toEqual({ isSuccessful: true });
  });

  it('a failed dependency save is reported and the settings are still saved', async () => {
    const { actor, calls, toasts } = await opened(
      {},
      {
        saveDependencies: async () => {
          throw new Error('HTTP 500');
        },
      },
    );
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toEqual([{ kind: 'error', text: 'Failed to save dependency settings' }]);
    expect(calls.saveSettings).toHaveLength(1);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('success');
  });

  it('a failed settings save is reported and the dialog returns to idle', async () => {
    const { actor, toasts } = await opened(
      {},
      {
        saveSettings: async () => {
          throw new Error('Failed to save evaluation: Bad Gateway');
        },
      },
    );
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toEqual([
      { kind: 'error', text: '❌ Failed to save dependencies and settings. Please try again.' },
    ]);
    expect(dialogHeaderStatus(actor.getSnapshot())).toBe('idle');
    expect(dialogCanSave(actor.getSnapshot())).toBe(true);
  });

  it('an unsaved argument skips the dependency save', async () => {
    const { actor, calls } = await opened({ argumentId: null });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.saveDependencies).toEqual([]);
    expect(calls.saveSettings).toHaveLength(1);
  });

  it('saves pending slider edits and the active tab’s mode', async () => {
    const { actor, calls } = await opened({ mode: 'bayesian' });
    actor.send({ type: 'BAYESIAN_CHANGED', sliders: { conditionalProbabilities: { p1: 0.66 } } });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.saveSettings[0]?.evaluationMode).toBe('bayesian');
    expect(calls.saveSettings[0]?.settings.bayesianNetworkData).toMatchObject({
      conditionalProbabilities: { p1: 0.66, p2: 0.8 },
      hasCustomChanges: true,
    });
  });
});

describe('inferenceDialogMachine: Fallback Save to DB', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the settings, waits exactly 100 ms, saves, and shows success for 2 s', async () => {
    const { actor, calls, applied, toasts } = await opened({});
    actor.send({ type: 'FALLBACK_CHANGED', pCGivenPremises: 0.8 });
    actor.send({ type: 'FALLBACK_SAVE_TO_DB' });
    expect(applied).toHaveLength(1);
    expect(applied[0]?.settings).toMatchObject({ version: '3.0', pCGivenPremises: 0.8 });
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('saving');
    await vi.advanceTimersByTimeAsync(99);
    expect(calls.saveFallbackToDb).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.saveFallbackToDb).toHaveLength(1);
    expect(calls.saveFallbackToDb[0]?.settings).toEqual(applied[0]?.settings);
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('success');
    expect(toasts).toEqual([{ kind: 'success', text: 'Settings saved to database and applied' }]);
    // The slider debounce does not apply the same settings a second time.
    await vi.advanceTimersByTimeAsync(300);
    expect(applied).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1699);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('idle');
  });

  it('a failed save shows "Error saving settings" and the error icon for exactly 3 s', async () => {
    const { actor, context, toasts } = await opened(
      {},
      {
        saveFallbackToDb: async () => {
          throw new Error('HTTP 503');
        },
      },
    );
    actor.send({ type: 'FALLBACK_SAVE_TO_DB' });
    await vi.advanceTimersByTimeAsync(100);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('error');
    expect(context().tabErrors.fallback).toBe('HTTP 503');
    expect(toasts).toEqual([{ kind: 'error', text: 'Error saving settings' }]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('idle');
  });

  it('with no save handler, applies the settings and saves nothing', async () => {
    const { actor, calls, applied, toasts } = await opened({ hasFallbackSaveHandler: false });
    actor.send({ type: 'FALLBACK_SAVE_TO_DB' });
    expect(applied).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'fallbackDb')).toBe('idle');
    expect(calls.saveFallbackToDb).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('ignores Save to DB while one is in progress', async () => {
    const { actor, calls } = await opened({});
    actor.send({ type: 'FALLBACK_SAVE_TO_DB' });
    actor.send({ type: 'FALLBACK_SAVE_TO_DB' });
    actor.send({ type: 'FALLBACK_RESET_FROM_DB' });
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.saveFallbackToDb).toHaveLength(1);
    expect(calls.loadUserArgument).toEqual([]);
  });
});

describe('inferenceDialogMachine: Bayesian and Truth Table Save to DB', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Bayesian: saves the sliders (pending edits included); success for exactly 2 s', async () => {
    const { actor, calls } = await opened({ mode: 'bayesian' });
    actor.send({
      type: 'BAYESIAN_CHANGED',
      sliders: { reverseConditionalProbabilities: { p1: 0.1 } },
    });
    actor.send({ type: 'BAYESIAN_SAVE_TO_DB' });
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('saving');
    expect(calls.saveBayesianToDb).toEqual([
      {
        conclusionId: 'c',
        premiseIds: ['p1', 'p2'],
        conditionalProbabilities: { p1: 0.8, p2: 0.8 },
        reverseConditionalProbabilities: { p1: 0.1, p2: 0.3 },
      },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('success');
    await vi.advanceTimersByTimeAsync(1999);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('idle');
  });

  it('Bayesian: a failed save shows the error for exactly 3 s', async () => {
    const { actor, context, toasts } = await opened(
      { mode: 'bayesian' },
      {
        saveBayesianToDb: async () => {
          throw new Error('HTTP 500');
        },
      },
    );
    actor.send({ type: 'BAYESIAN_SAVE_TO_DB' });
    actor.send({ type: 'BAYESIAN_SAVE_TO_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('error');
    expect(context().tabErrors.bayesian).toBe('HTTP 500');
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'bayesianDb')).toBe('idle');
    // The next attempt clears the error.
    actor.send({ type: 'BAYESIAN_SAVE_TO_DB' });
    expect(context().tabErrors.bayesian).toBeNull();
  });

  it('Truth Table: saves the rows with P(C|Premises), P(C|¬Premises) and P(C)', async () => {
    const rows = { '00': 0.1, '01': 0.3, '10': 0.6, '11': 0.95 };
    const { actor, calls } = await opened({ mode: 'truth_table', argumentId: null });
    actor.send({ type: 'TRUTH_TABLE_CHANGED', rowValues: rows });
    actor.send({ type: 'TRUTH_TABLE_SAVE_TO_DB' });
    const expected = evaluateArgument({
      mode: 'truth_table',
      ...network,
      dependencies: {},
      premiseConditionals: {},
      truthTableData: { rowValues: rows },
    });
    expect(calls.saveTruthTableToDb).toEqual([
      {
        conclusionId: 'c',
        premiseIds: ['p1', 'p2'],
        rowValues: rows,
        pCGivenPremises: 0.95,
        pCGivenNotPremises: expected.pCGivenNotPremises,
        pC: expected.pC,
      },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'truthTableDb')).toBe('success');
    await vi.advanceTimersByTimeAsync(2000);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'truthTableDb')).toBe('idle');
  });

  it('Truth Table: a failed save shows the error for exactly 3 s', async () => {
    const { actor, context } = await opened(
      { mode: 'truth_table' },
      {
        saveTruthTableToDb: async () => {
          throw new Error('HTTP 400');
        },
      },
    );
    actor.send({ type: 'TRUTH_TABLE_SAVE_TO_DB' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().tabErrors.truthTable).toBe('HTTP 400');
    await vi.advanceTimersByTimeAsync(2999);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'truthTableDb')).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogTabDbStatus(actor.getSnapshot(), 'truthTableDb')).toBe('idle');
  });
});
