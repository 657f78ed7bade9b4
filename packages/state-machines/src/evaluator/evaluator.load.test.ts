import { evaluateArgument } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadUserSettingsOutput } from '../userSettings/userSettings.types';
import {
  selectConstraintsPending,
  selectDependencySettings,
  selectDisplayMode,
  selectEvaluationState,
  selectInferenceStrength,
  selectSaveButton,
  selectScreenMessage,
} from './evaluator.selectors';
import {
  makeArgument,
  makeEvaluation,
  readyEvaluator,
  startEvaluator,
} from './evaluator.test-helpers';

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('evaluatorMachine: loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows "Loading argument evaluation..." and then the evaluation, computed by the engine', async () => {
    const argument = makeArgument({ evaluation: makeEvaluation() });
    const { actor, calls } = startEvaluator({ load: async () => argument });
    expect(actor.getSnapshot().matches({ screen: 'loading' })).toBe(true);
    expect(selectScreenMessage(actor.getSnapshot())).toBe('Loading argument evaluation...');
    expect(selectEvaluationState(actor.getSnapshot()).isLoading).toBe(true);
    await advance(0);
    const snapshot = actor.getSnapshot();
    expect(calls.load).toEqual([{ argumentId: 7 }]);
    expect(snapshot.matches({ screen: 'ready' })).toBe(true);
    expect(selectScreenMessage(snapshot)).toBeNull();
    const expected = evaluateArgument({
      argumentType: 'INDUCTIVE',
      mode: 'fallback',
      premises: [
        { id: 'p1', probability: 0.8 },
        { id: 'p2', probability: 0.6 },
      ],
      dependencies: {},
      premiseConditionals: {},
      pCGivenPremises: 0.8,
      pCGivenNotPremises: 0.3,
    });
    expect(snapshot.context.premiseConfidences).toEqual({ p1: 0.8, p2: 0.6 });
    expect(snapshot.context.calculatedValues?.pC).toBe(expected.pC);
    // An unlocked inductive conclusion follows P(C).
    expect(snapshot.context.conclusionConfidence).toBe(expected.pC);
    expect(snapshot.context.evaluationMode).toBe('fallback');
  });

  it("exposes the argument's stored dependencies as those of the mode in force", async () => {
    const argument = makeArgument({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.2 },
    });
    const { actor } = await readyEvaluator(advance, argument);
    expect(selectDependencySettings(actor.getSnapshot())).toEqual({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.2 },
    });
    actor.send({ type: 'DEPENDENCY_DELETED', premiseId: 'p2', parentId: 'p1' });
    expect(selectDependencySettings(actor.getSnapshot()).dependencies.p2 ?? []).toEqual([]);
  });

  it('reports a constraint check as pending from a change until it has run', async () => {
    const argument = makeArgument({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9, 'p2|~p1': 0.2 },
    });
    const { actor } = await readyEvaluator(advance, argument);
    await advance(1000);
    expect(selectConstraintsPending(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SET_PREMISE_CONFIDENCE', premiseId: 'p1', value: 0.7 });
    expect(selectConstraintsPending(actor.getSnapshot())).toBe(true);
    await advance(1000);
    expect(selectConstraintsPending(actor.getSnapshot())).toBe(false);
  });

  it('gives premises without a saved credence 0.5', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument());
    expect(actor.getSnapshot().context.premiseConfidences).toEqual({ p1: 0.5, p2: 0.5 });
  });

  it('shows "Error: {message}" when the load fails, and retries', async () => {
    let fail = true;
    const { actor } = startEvaluator({
      load: async () => {
        if (fail) throw new Error('Network down');
        return makeArgument();
      },
    });
    await advance(0);
    expect(actor.getSnapshot().matches({ screen: 'error' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Network down');
    expect(selectScreenMessage(actor.getSnapshot())).toBe('Error: Network down');
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches({ screen: 'loading' })).toBe(true);
    await advance(0);
    expect(actor.getSnapshot().matches({ screen: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows "Missing argument data" when the argument or its conclusion is missing', async () => {
    const missing = startEvaluator({ load: async () => null });
    await advance(0);
    expect(missing.actor.getSnapshot().matches({ screen: 'missingData' })).toBe(true);
    expect(selectScreenMessage(missing.actor.getSnapshot())).toBe('Missing argument data');

    const noConclusion = startEvaluator({ load: async () => makeArgument({ conclusion: null }) });
    await advance(0);
    expect(noConclusion.actor.getSnapshot().matches({ screen: 'missingData' })).toBe(true);
    expect(noConclusion.actor.getSnapshot().context.argument).toBeNull();
  });

  it('goes straight to missing data without an argument id', () => {
    const { actor, calls } = startEvaluator({}, { argumentId: null });
    expect(actor.getSnapshot().matches({ screen: 'missingData' })).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches({ screen: 'missingData' })).toBe(true);
    expect(calls.load).toEqual([]);
  });

  it('starts ready from server data without loading', () => {
    const { actor, calls } = startEvaluator({}, { initialArgument: makeArgument({ id: 12 }) });
    expect(actor.getSnapshot().matches({ screen: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.argumentId).toBe(12);
    expect(calls.load).toEqual([]);
  });

  it('settles server data as it settles a loaded argument: a premise its dependencies fix moves', () => {
    const { actor } = startEvaluator(
      {},
      {
        initialArgument: makeArgument({
          id: 12,
          dependencies: { p2: ['p1'] },
          premiseConditionals: { 'p2|p1': 0.8, 'p2|~p1': 0.3 },
        }),
      },
    );
    const { context } = actor.getSnapshot();
    // 0.8 · 0.5 + 0.3 · 0.5 = 0.55, and P2 says it moved from its saved 0.5.
    expect(context.premiseConfidences.p2).toBeCloseTo(0.55, 10);
    expect(context.constraints.moved.p2).toMatchObject({ from: 0.5 });
  });

  it('starts from the server’s settings and result, so a server render shows P(C) as computed', () => {
    const userSettings = {
      detailLevel: 'basic',
      conviction: 0.4,
      constraintResolutionMode: 'foundationalist',
    } as const;
    const { actor } = startEvaluator(
      { settings: () => new Promise(() => {}) },
      { initialArgument: makeArgument({ id: 12 }), userSettings },
    );
    const { context } = actor.getSnapshot();
    expect(context.userSettings).toEqual({ ...userSettings, networkView: false });
    // Evaluated in the first snapshot, before any actor has answered.
    expect(context.calculatedValues?.pC).toBeGreaterThan(0);
  });

  it('reads an unknown argument type as DEDUCTIVE with a warning, shown as Demonstration', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument({ argumentType: 'ABDUCTIVE' }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.argumentType).toBe('DEDUCTIVE');
    expect(snapshot.context.warnings).toEqual([
      'Unknown argument type "ABDUCTIVE"; treating it as DEDUCTIVE.',
    ]);
    expect(selectDisplayMode(snapshot)).toBe('demonstration');
    expect(selectInferenceStrength(snapshot)).toBe(1);
    expect(snapshot.context.calculatedValues?.pCGivenPremises).toBe(1);
  });

  it('reads stored modes in any case (DIRECT is direct) and falls back to fallback', async () => {
    const direct = await readyEvaluator(
      advance,
      makeArgument({ evaluation: makeEvaluation({ evaluationMode: 'DIRECT' }) }),
    );
    expect(direct.actor.getSnapshot().context.evaluationMode).toBe('direct');
    expect(direct.actor.getSnapshot().context.calculatedValues?.debugData.mode).toBe('direct');
    const unknown = await readyEvaluator(
      advance,
      makeArgument({ evaluation: makeEvaluation({ evaluationMode: 'vibes' }) }),
    );
    expect(unknown.actor.getSnapshot().context.evaluationMode).toBe('fallback');
  });

  it('reads saved settings per mode and the database dependencies for the mode in force', async () => {
    const argument = makeArgument({
      dependencies: { p2: ['p1'] },
      premiseConditionals: { 'p2|p1': 0.9 },
      evaluation: makeEvaluation({
        evaluationMode: 'bayesian',
        evaluationSettings: {
          bayesian: {
            bayesianNetworkData: {
              conditionalProbabilities: { p1: 0.7, p2: 'x' },
              reverseConditionalProbabilities: { p1: 0.2 },
            },
            pCGivenPremises: 7,
          },
          nonsense: { pCGivenPremises: 0.5 },
        },
      }),
    });
    const { actor } = await readyEvaluator(advance, argument);
    expect(actor.getSnapshot().context.evaluationSettings).toEqual({
      bayesian: {
        bayesianNetworkData: {
          conditionalProbabilities: { p1: 0.7 },
          reverseConditionalProbabilities: { p1: 0.2 },
        },
        dependencies: { p2: ['p1'] },
        premiseConditionals: { 'p2|p1': 0.9 },
      },
    });
    expect(actor.getSnapshot().context.calculatedValues?.debugData.method).toBe('chain rule');
  });

  it('reads the settings in force; defaults stay when they cannot be loaded', async () => {
    const loaded = await readyEvaluator(advance, makeArgument(), {
      settings: async () => ({
        settings: {
          detailLevel: 'basic',
          conviction: 0.5,
          constraintResolutionMode: 'foundationalist',
        },
      }),
    });
    expect(loaded.actor.getSnapshot().context.userSettings).toEqual({
      detailLevel: 'basic',
      conviction: 0.5,
      constraintResolutionMode: 'foundationalist',
      networkView: false,
    });
    const failed = await readyEvaluator(advance, makeArgument(), {
      settings: async () => {
        throw new Error('Failed to fetch user settings: 500');
      },
    });
    expect(failed.actor.getSnapshot().context.userSettings).toEqual({
      detailLevel: 'complete',
      conviction: 0.3,
      constraintResolutionMode: 'coherentist',
      networkView: false,
    });
    failed.actor.send({
      type: 'USER_SETTINGS_CHANGED',
      settings: {
        detailLevel: 'detailed',
        conviction: 0.2,
        constraintResolutionMode: 'foundationalist',
      },
    });
    expect(failed.actor.getSnapshot().context.userSettings.constraintResolutionMode).toBe(
      'foundationalist',
    );
  });

  it('reads the Network switch from the settings; SET_NETWORK_VIEW turns it on and off', async () => {
    const { actor } = await readyEvaluator(advance, makeArgument(), {
      settings: async () => ({
        settings: {
          detailLevel: 'basic',
          conviction: 0.5,
          constraintResolutionMode: 'coherentist',
          networkView: true,
        },
      }),
    });
    expect(actor.getSnapshot().context.userSettings.networkView).toBe(true);
    actor.send({ type: 'SET_NETWORK_VIEW', on: false });
    expect(actor.getSnapshot().context.userSettings.networkView).toBe(false);
    actor.send({ type: 'SET_NETWORK_VIEW', on: true });
    expect(actor.getSnapshot().context.userSettings.networkView).toBe(true);
  });

  it('keeps a Network switch turned while the settings load over the loaded value', async () => {
    let answer: (output: LoadUserSettingsOutput) => void = () => {};
    const { actor } = await readyEvaluator(advance, makeArgument(), {
      settings: () =>
        new Promise<LoadUserSettingsOutput>((resolve) => {
          answer = resolve;
        }),
    });
    expect(actor.getSnapshot().context.userSettings.networkView).toBe(false);
    actor.send({ type: 'SET_NETWORK_VIEW', on: true });
    expect(actor.getSnapshot().context.userSettings.networkView).toBe(true);
    // The answer was read before the switch was turned (and stored).
    answer({
      settings: {
        detailLevel: 'basic',
        conviction: 0.5,
        constraintResolutionMode: 'foundationalist',
        networkView: false,
      },
    });
    await advance(0);
    expect(actor.getSnapshot().context.userSettings).toEqual({
      detailLevel: 'basic',
      conviction: 0.5,
      constraintResolutionMode: 'foundationalist',
      networkView: true,
    });
    // Once loaded, the switch answers every time, as before.
    actor.send({ type: 'SET_NETWORK_VIEW', on: false });
    expect(actor.getSnapshot().context.userSettings.networkView).toBe(false);
  });

  it('starts saved when a saved evaluation was loaded, unsaved otherwise', async () => {
    const saved = await readyEvaluator(advance, makeArgument({ evaluation: makeEvaluation() }));
    expect(selectSaveButton(saved.actor.getSnapshot())).toEqual({ label: 'Saved', disabled: true });
    const fresh = await readyEvaluator(advance, makeArgument());
    expect(selectSaveButton(fresh.actor.getSnapshot())).toEqual({
      label: 'Save Evaluation',
      disabled: false,
    });
  });

  it('loads another argument on LOAD', async () => {
    const { actor, calls } = await readyEvaluator(advance);
    actor.send({ type: 'LOAD', argumentId: 8 });
    expect(actor.getSnapshot().matches({ screen: 'loading' })).toBe(true);
    await advance(0);
    expect(calls.load).toEqual([{ argumentId: 7 }, { argumentId: 8 }]);
    expect(actor.getSnapshot().context.argumentId).toBe(7);
  });

  it('fails loudly when the app did not provide loadArgument', async () => {
    const { evaluatorMachine } = await import('./evaluator.machine');
    const { createActor } = await import('xstate');
    const actor = createActor(evaluatorMachine, { input: { argumentId: 3 } }).start();
    await advance(0);
    expect(selectScreenMessage(actor.getSnapshot())).toBe(
      'Error: The "loadArgument" actor was not provided: use machine.provide({ actors })',
    );
  });
});
