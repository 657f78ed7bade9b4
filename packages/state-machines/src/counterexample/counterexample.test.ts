import { DEFAULT_AI_MODEL, DURATIONS } from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  ARGUMENT,
  memoryStorage,
  REGIMENTED,
  reachCountermodel,
  regimentActor,
  startFinder,
} from './counterexample.fixtures';
import type {
  FetchCounterexampleClaimsInput,
  RegimentInput,
  StoredCounterexample,
} from './counterexample.types';

const advance = () => vi.advanceTimersByTimeAsync(0);
const KEY = 'counterexample-data-12';
const pending = () => fromPromise(() => new Promise<never>(() => {}));

describe('counterexampleMachine: regimentation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on the regimentation stage with every row empty and unconfirmed', () => {
    const { context, value } = startFinder();
    expect(value()).toEqual({ regimentation: 'idle' });
    expect(context().mode).toBe('propositional');
    expect(context().modeLocked).toBe(false);
    expect(context().modelId).toBe(DEFAULT_AI_MODEL);
    expect(context().storageKey).toBe(KEY);
    expect(context().regimentedPremises).toEqual([
      {
        id: 'p1',
        originalContent: 'If it rains, the street is wet',
        regimentedContent: '',
        isConfirmed: false,
      },
      { id: 'p2', originalContent: 'The street is wet', regimentedContent: '', isConfirmed: false },
    ]);
  });

  it('locks the tab when the logic system fixes the mode', () => {
    const locked = startFinder({ logicSystem: 'predicate' });
    expect(locked.context().modeLocked).toBe(true);
    locked.actor.send({ type: 'SET_MODE', mode: 'propositional' });
    expect(locked.context().mode).toBe('predicate');
    const free = startFinder();
    free.actor.send({ type: 'SET_MODE', mode: 'predicate' });
    expect(free.context().mode).toBe('predicate');
  });

  it('regiments the argument: every row unconfirmed, with the success toast', async () => {
    const seen: RegimentInput[] = [];
    const storage = memoryStorage();
    const { actor, context, value, toastTexts } = startFinder(
      {},
      { ...storage.actors, regiment: regimentActor(seen) },
    );
    actor.send({ type: 'SELECT_MODEL', modelId: 'o3-mini' });
    actor.send({ type: 'REGIMENT' });
    expect(value()).toEqual({ regimentation: 'checkingStored' });
    await advance();
    expect(storage.calls).toEqual([`load ${KEY}`]);
    expect(seen).toEqual([
      {
        premises: ARGUMENT.premises,
        conclusion: ARGUMENT.conclusion,
        logicSystem: 'propositional',
        notationStyle: 'symbolic',
        modelId: 'o3-mini',
      },
    ]);
    expect(value()).toEqual({ regimentation: 'idle' });
    expect(context().regimentedPremises.map((i) => [i.regimentedContent, i.isConfirmed])).toEqual([
      ['R → W', false],
      ['W', false],
    ]);
    expect(context().regimentedConclusion).toMatchObject({
      regimentedContent: 'R',
      isConfirmed: false,
    });
    expect(toastTexts()).toEqual(['Regimentation generated successfully!']);
    expect(context().toasts[0]).toMatchObject({ kind: 'success', durationMs: DURATIONS.message });
  });

  it('shows the error toast when regimentation fails', async () => {
    const { actor, value, toastTexts, context } = startFinder(
      {},
      {
        ...memoryStorage().actors,
        regiment: fromPromise(async () => {
          throw new Error('AI down');
        }),
      },
    );
    actor.send({ type: 'REGIMENT' });
    await advance();
    expect(value()).toEqual({ regimentation: 'idle' });
    expect(toastTexts()).toEqual(['Error generating regimentation. Please try again later.']);
    expect(context().toasts[0]?.kind).toBe('error');
  });

  it('asks before loading stored regimentations, and loads them as saved', async () => {
    const stored: StoredCounterexample = {
      mode: 'predicate',
      stage: 'regimentation',
      regimentedPremises: [
        { id: 'p1', originalContent: '', regimentedContent: 'Ra → Wa', isConfirmed: true },
        { id: 'p2', originalContent: '', regimentedContent: 'Wa', isConfirmed: true },
      ],
      regimentedConclusion: {
        id: 'c',
        originalContent: '',
        regimentedContent: 'Ra',
        isConfirmed: true,
      },
    };
    const seen: RegimentInput[] = [];
    const { actor, context, value } = startFinder(
      {},
      { ...memoryStorage({ [KEY]: stored }).actors, regiment: regimentActor(seen) },
    );
    actor.send({ type: 'REGIMENT' });
    await advance();
    expect(value()).toEqual({ regimentation: 'confirmingStored' });
    actor.send({ type: 'LOAD_STORED' });
    expect(value()).toEqual({ regimentation: 'idle' });
    expect(seen).toEqual([]);
    expect(context().mode).toBe('predicate');
    expect(context().regimentedPremises[0]).toEqual({
      id: 'p1',
      originalContent: 'If it rains, the street is wet',
      regimentedContent: 'Ra → Wa',
      isConfirmed: true,
    });
    expect(context().pendingStored).toBeNull();
  });

  it('regiments afresh when the user declines the stored ones, or they do not fit', async () => {
    const stored: StoredCounterexample = {
      mode: 'propositional',
      stage: 'regimentation',
      regimentedPremises: [
        { id: 'p1', originalContent: '', regimentedContent: 'A', isConfirmed: true },
        { id: 'p2', originalContent: '', regimentedContent: 'B', isConfirmed: true },
      ],
      regimentedConclusion: {
        id: 'c',
        originalContent: '',
        regimentedContent: 'C',
        isConfirmed: true,
      },
    };
    const seen: RegimentInput[] = [];
    const declined = startFinder(
      {},
      { ...memoryStorage({ [KEY]: stored }).actors, regiment: regimentActor(seen) },
    );
    declined.actor.send({ type: 'REGIMENT' });
    await advance();
    declined.actor.send({ type: 'DISCARD_STORED' });
    await advance();
    expect(seen).toHaveLength(1);
    expect(declined.context().regimentedPremises[0]?.regimentedContent).toBe('R → W');

    const other = startFinder(
      { premises: [ARGUMENT.premises[0]!] },
      { ...memoryStorage({ [KEY]: stored }).actors, regiment: regimentActor(seen) },
    );
    other.actor.send({ type: 'REGIMENT' });
    await advance();
    expect(other.value()).toEqual({ regimentation: 'idle' });
    expect(seen).toHaveLength(2);
  });

  it('logs a storage read failure and regiments', async () => {
    const { actor, context } = startFinder(
      {},
      {
        loadStored: fromPromise(async () => {
          throw new Error('blocked');
        }),
        regiment: regimentActor(),
      },
    );
    actor.send({ type: 'REGIMENT' });
    await advance();
    expect(context().warnings).toEqual(['Failed to read stored regimentations: blocked']);
    expect(context().regimentedConclusion.regimentedContent).toBe('R');
  });

  it('retries one premise, sending the conclusion with an empty id and content', async () => {
    const seen: RegimentInput[] = [];
    const { actor, context, value, toastTexts } = startFinder(
      {},
      {
        ...memoryStorage().actors,
        regiment: fromPromise(async ({ input }: { input: RegimentInput }) => {
          seen.push(input);
          return input.premises.length === 1
            ? {
                regimentedPremises: [{ id: 'p2', regimentedContent: 'S' }],
                regimentedConclusion: { id: '', regimentedContent: '' },
              }
            : REGIMENTED;
        }),
      },
    );
    actor.send({ type: 'REGIMENT' });
    await advance();
    actor.send({ type: 'CONFIRM_PREMISE', id: 'p2' });
    actor.send({ type: 'RETRY_PREMISE', id: 'p2' });
    expect(value()).toEqual({ regimentation: 'retryingPremise' });
    await advance();
    expect(seen[1]).toEqual({
      premises: [{ id: 'p2', content: 'The street is wet' }],
      conclusion: { id: '', content: '' },
      logicSystem: 'propositional',
      notationStyle: 'symbolic',
      modelId: DEFAULT_AI_MODEL,
    });
    expect(context().regimentedPremises[1]).toMatchObject({
      regimentedContent: 'S',
      isConfirmed: false,
    });
    expect(context().regimentedPremises[0]?.regimentedContent).toBe('R → W');
    expect(toastTexts().at(-1)).toBe('Premise regimentation regenerated successfully!');
    actor.send({ type: 'RETRY_PREMISE', id: 'unknown' });
    expect(value()).toEqual({ regimentation: 'idle' });
  });

  it('shows the premise retry error on failure or an empty answer', async () => {
    let fail = true;
    const { actor, toastTexts } = startFinder(
      {},
      {
        regiment: fromPromise(async () => {
          if (fail) throw new Error('AI down');
          return {
            regimentedPremises: [],
            regimentedConclusion: { id: '', regimentedContent: '' },
          };
        }),
      },
    );
    actor.send({ type: 'RETRY_PREMISE', id: 'p1' });
    await advance();
    fail = false;
    actor.send({ type: 'RETRY_PREMISE', id: 'p1' });
    await advance();
    expect(toastTexts()).toEqual([
      'Error regenerating premise regimentation. Please try again later.',
      'Error regenerating premise regimentation. Please try again later.',
    ]);
  });

  it('retries the conclusion, sending the premises as one empty claim', async () => {
    const seen: RegimentInput[] = [];
    const { actor, context, toastTexts } = startFinder(
      {},
      {
        regiment: regimentActor(seen, {
          regimentedPremises: [],
          regimentedConclusion: { id: 'c', regimentedContent: '¬¬R' },
        }),
      },
    );
    actor.send({ type: 'CONFIRM_CONCLUSION' });
    actor.send({ type: 'RETRY_CONCLUSION' });
    await advance();
    expect(seen[0]?.premises).toEqual([{ id: '', content: '' }]);
    expect(seen[0]?.conclusion).toEqual({ id: 'c', content: 'It rains' });
    expect(context().regimentedConclusion).toMatchObject({
      regimentedContent: '¬¬R',
      isConfirmed: false,
    });
    expect(toastTexts()).toEqual(['Conclusion regimentation regenerated successfully!']);
  });

  it('shows the conclusion retry error', async () => {
    const { actor, toastTexts } = startFinder(
      {},
      {
        regiment: fromPromise(async () => {
          throw new Error('x');
        }),
      },
    );
    actor.send({ type: 'RETRY_CONCLUSION' });
    await advance();
    expect(toastTexts()).toEqual([
      'Error regenerating conclusion regimentation. Please try again later.',
    ]);
  });

  it('proceeds only when every row is non-empty and confirmed', async () => {
    const storage = memoryStorage();
    const { actor, context, value, toastTexts } = startFinder(
      {},
      { ...storage.actors, regiment: regimentActor(), generateTruthTable: pending() },
    );
    actor.send({ type: 'CONFIRM_CONCLUSION' });
    expect(context().regimentedConclusion.isConfirmed).toBe(false);
    actor.send({ type: 'PROCEED' });
    expect(value()).toEqual({ regimentation: 'idle' });
    expect(toastTexts()).toEqual(['Please confirm all regimentations before proceeding.']);
    actor.send({ type: 'REGIMENT' });
    await advance();
    actor.send({ type: 'CONFIRM_PREMISE', id: 'p1' });
    actor.send({ type: 'CONFIRM_PREMISE', id: 'p2' });
    actor.send({ type: 'PROCEED' });
    expect(value()).toEqual({ regimentation: 'idle' });
    actor.send({ type: 'CONFIRM_CONCLUSION' });
    actor.send({ type: 'EDIT_PREMISE', id: 'p2', content: 'W ∨ W' });
    expect(context().regimentedPremises[1]?.isConfirmed).toBe(false);
    actor.send({ type: 'PROCEED' });
    expect(value()).toEqual({ regimentation: 'idle' });
    actor.send({ type: 'CONFIRM_PREMISE', id: 'p2' });
    actor.send({ type: 'PROCEED' });
    expect(value()).toEqual({ regimentation: 'savingRegimentation' });
    await advance();
    expect(value()).toEqual({ countermodel: { propositional: 'loading' } });
    expect(toastTexts().at(-1)).toBe('Regimentation saved locally');
    expect(storage.items.get(KEY)).toMatchObject({
      mode: 'propositional',
      stage: 'regimentation',
      regimentedConclusion: { regimentedContent: 'R', isConfirmed: true },
    });
  });

  it('unconfirms every row when the logic changes', async () => {
    const { actor, context } = startFinder(
      {},
      { ...memoryStorage().actors, regiment: regimentActor() },
    );
    actor.send({ type: 'REGIMENT' });
    await advance();
    actor.send({ type: 'CONFIRM_PREMISE', id: 'p1' });
    actor.send({ type: 'CONFIRM_CONCLUSION' });
    actor.send({ type: 'SET_MODE', mode: 'predicate' });
    expect(context().regimentedPremises.every((item) => !item.isConfirmed)).toBe(true);
    expect(context().regimentedConclusion.isConfirmed).toBe(false);
    actor.send({ type: 'EDIT_CONCLUSION', content: '' });
    actor.send({ type: 'CONFIRM_CONCLUSION' });
    expect(context().regimentedConclusion.isConfirmed).toBe(false);
  });

  it('logs a failed local save and still moves on', async () => {
    const { context, value, ...finder } = startFinder(
      {},
      {
        ...memoryStorage().actors,
        saveStored: fromPromise(async () => {
          throw new Error('quota');
        }),
        regiment: regimentActor(),
        generateTruthTable: pending(),
      },
    );
    await reachCountermodel({ context, value, ...finder }, advance);
    expect(value()).toEqual({ countermodel: { propositional: 'loading' } });
    expect(context().warnings).toEqual(['Failed to save regimentation locally: quota']);
  });

  it('Back returns to regimentation', async () => {
    const finder = startFinder(
      {},
      {
        ...memoryStorage().actors,
        regiment: regimentActor(),
        generateTruthTable: fromPromise(async () => ({ variables: [], rows: [] })),
      },
    );
    await reachCountermodel(finder, advance);
    finder.actor.send({ type: 'BACK' });
    expect(finder.value()).toEqual({ regimentation: 'idle' });
    expect(finder.context().truthTable).toBeNull();
    expect(finder.context().regimentedConclusion.isConfirmed).toBe(true);
  });

  it('Cancel clears the stored counterexample and ends cancelled', async () => {
    const storage = memoryStorage({
      [KEY]: {
        mode: 'propositional',
        stage: 'regimentation',
        regimentedPremises: [],
        regimentedConclusion: {
          id: 'c',
          originalContent: '',
          regimentedContent: '',
          isConfirmed: false,
        },
      },
    });
    const { actor, value } = startFinder({}, storage.actors);
    actor.send({ type: 'CANCEL' });
    expect(value()).toBe('cancelling');
    await advance();
    expect(value()).toBe('cancelled');
    expect(storage.items.has(KEY)).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });

  it('logs a failed clear on Cancel and still ends cancelled', async () => {
    const { actor, context } = startFinder(
      {},
      {
        clearStored: fromPromise(async () => {
          throw new Error('blocked');
        }),
      },
    );
    actor.send({ type: 'CANCEL' });
    await advance();
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
    expect(context().warnings).toEqual(['Failed to clear the stored counterexample: blocked']);
  });
});

describe('counterexampleMachine: claims given without text', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const withoutText = {
    premises: [
      { id: 'p1', content: '' },
      { id: 'x'.repeat(100), content: '' },
    ],
  };

  it('fetches them (ids of 100 characters or more ignored) and fills the rows', async () => {
    const asked: FetchCounterexampleClaimsInput[] = [];
    const { context, value } = startFinder(withoutText, {
      fetchClaims: fromPromise(async ({ input }: { input: FetchCounterexampleClaimsInput }) => {
        asked.push(input);
        return { claims: [{ id: 'p1', content: 'Fetched premise' }] };
      }),
    });
    expect(value()).toBe('loadingClaims');
    await advance();
    expect(asked).toEqual([{ claimIds: ['p1'] }]);
    expect(value()).toEqual({ regimentation: 'idle' });
    expect(context().originalPremises[0]?.content).toBe('Fetched premise');
    expect(context().regimentedPremises[0]?.originalContent).toBe('Fetched premise');
  });

  it('shows the modal anyway after exactly 15 s', async () => {
    const { context, value } = startFinder(withoutText, {
      fetchClaims: fromPromise(() => new Promise<never>(() => {})),
    });
    await vi.advanceTimersByTimeAsync(DURATIONS.forcedDisplay - 1);
    expect(value()).toBe('loadingClaims');
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toEqual({ regimentation: 'idle' });
    expect(DURATIONS.forcedDisplay).toBe(15_000);
    expect(context().warnings).toEqual(['Claims still loading: showing the modal anyway']);
  });

  it('logs a failed fetch and goes on', async () => {
    const { context, value } = startFinder(withoutText, {
      fetchClaims: fromPromise(async () => {
        throw new Error('API call failed: 500 Internal Server Error');
      }),
    });
    await advance();
    expect(value()).toEqual({ regimentation: 'idle' });
    expect(context().warnings).toEqual([
      'Failed to fetch claims: API call failed: 500 Internal Server Error',
    ]);
  });
});
