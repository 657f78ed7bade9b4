import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { claimLogicFrom, logicToSave } from './claimLogic';
import { reconstructionEditorMachine } from './reconstructionEditor.machine';
import type {
  ReconstructInput,
  ReconstructionEditorInput,
  ReconstructionResult,
  ReconstructOutput,
  SaveReconstructionInput,
} from './reconstructionEditor.types';

/** "It rains, so the street is wet": an enthymeme, its bridge premise missing. */
const SOURCE = 'It rains today. So the street is wet.';
const ENTHYMEME: ReconstructionResult = {
  title: 'Wet street',
  description: '',
  type: 'DEDUCTIVE',
  premises: [{ content: 'It rains today.', formula: 'p', sourceSpans: [[0, 15]] }],
  conclusion: { content: 'The street is wet.', formula: 'q', sourceSpans: [[19, 37]] },
  logic: {
    system: 'propositional',
    atoms: { p: 'it rains today', q: 'the street is wet' },
    attempts: 2,
  },
};

/** Socrates without "every man is mortal": a predicate enthymeme with a generalisation. */
const SOCRATES: ReconstructionResult = {
  title: 'Socrates',
  description: '',
  type: 'DEDUCTIVE',
  premises: [{ content: 'Socrates is a man.', formula: 'M(s)' }],
  conclusion: { content: 'Socrates is mortal.', formula: 'D(s)' },
};

function start(
  input: ReconstructionEditorInput,
  reconstruct: (input: ReconstructInput) => Promise<ReconstructOutput> = async () => null,
) {
  const calls = { reconstruct: [] as ReconstructInput[], save: [] as SaveReconstructionInput[] };
  const actor = createActor(
    reconstructionEditorMachine.provide({
      actors: {
        reconstruct: fromPromise(async ({ input: i }) => {
          calls.reconstruct.push(i);
          return reconstruct(i);
        }),
        save: fromPromise(async ({ input: i }) => {
          calls.save.push(i);
        }),
      },
    }),
    { input: { modelId: null, ...input } },
  ).start();
  const ctx = () => actor.getSnapshot().context;
  return { actor, calls, ctx };
}

describe('reconstruction editor: the logic receipt', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the claims’ logic and the answer’s from the argument input, and checks it', () => {
    const { ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE });
    expect(ctx().premises[0]).toMatchObject({
      formula: 'p',
      sourceSpans: [[0, 15]],
      implicit: false,
    });
    expect(ctx().conclusion).toMatchObject({ formula: 'q', sourceSpans: [[19, 37]] });
    expect(ctx()).toMatchObject({
      logicSystem: 'propositional',
      atoms: { p: 'it rains today', q: 'the street is wet' },
      attempts: 2,
    });
    const receipt = ctx().receipt;
    expect(receipt?.premiseIds).toEqual(['premise-1']);
    expect(receipt?.valid).toEqual({
      status: 'invalid',
      counterexample: { kind: 'row', row: { p: true, q: false } },
    });
    expect(receipt?.missingPremise).toMatchObject({
      status: 'found',
      bridge: { formula: 'p → q', sentence: 'If it rains today, then the street is wet.' },
    });
  });

  it('ADD_MISSING_PREMISE appends the bridge, implicit and without spans, and the argument turns valid', () => {
    const { actor, ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE });
    actor.send({ type: 'ADD_MISSING_PREMISE', kind: 'bridge' });
    expect(ctx().premises[1]).toEqual({
      id: 'premise-2',
      content: 'If it rains today, then the street is wet.',
      feedback: null,
      locked: false,
      userWritten: true,
      formula: 'p → q',
      sourceSpans: [],
      implicit: true,
    });
    expect(ctx().receipt?.valid).toEqual({ status: 'valid' });
    expect(ctx().receipt?.missingPremise).toEqual({ status: 'not-applicable', reason: 'valid' });
    expect(ctx().contentChanged).toBe(true);
    // Valid now: there is no missing premise to add again.
    actor.send({ type: 'ADD_MISSING_PREMISE', kind: 'bridge' });
    expect(ctx().premises).toHaveLength(2);
  });

  it('adds the generalisation of a predicate enthymeme; a propositional one has none', () => {
    const socrates = start({ argument: SOCRATES });
    socrates.actor.send({ type: 'ADD_MISSING_PREMISE', kind: 'generalisation' });
    expect(socrates.ctx().premises[1]).toMatchObject({
      content: 'Every man is mortal.',
      formula: '∀x (M(x) → D(x))',
      implicit: true,
    });
    expect(socrates.ctx().receipt?.valid).toEqual({ status: 'valid' });

    const rain = start({ argument: ENTHYMEME, sourceText: SOURCE });
    rain.actor.send({ type: 'ADD_MISSING_PREMISE', kind: 'generalisation' });
    expect(rain.ctx().premises).toHaveLength(1);
  });

  it('SET_FORMULA rechecks at once; the parser’s message is in the receipt; no formulas, no receipt', () => {
    const { actor, ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE });
    actor.send({
      type: 'SET_FORMULA',
      target: { kind: 'premise', id: 'premise-1' },
      formula: 'p ->',
    });
    expect(ctx().premises[0]).toMatchObject({ formula: 'p ->', userWritten: true });
    expect(ctx().contentChanged).toBe(true);
    expect(ctx().receipt?.parses.premises[0]).toEqual({
      id: 'premise-1',
      ok: false,
      message: 'Expected a formula after "->" at position 4',
      position: 4,
    });
    actor.send({
      type: 'SET_FORMULA',
      target: { kind: 'premise', id: 'premise-1' },
      formula: 'p & (p -> q)',
    });
    expect(ctx().receipt?.valid).toEqual({ status: 'valid' });
    actor.send({ type: 'SET_FORMULA', target: { kind: 'premise', id: 'premise-1' }, formula: '' });
    actor.send({ type: 'SET_FORMULA', target: { kind: 'conclusion' }, formula: '' });
    expect(ctx().receipt).toBeNull();
  });

  it('refuses a formula for a locked claim, and outside editing.ready', () => {
    const { actor, ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE });
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    actor.send({ type: 'SET_FORMULA', target: { kind: 'conclusion' }, formula: 'r' });
    expect(ctx().conclusion.formula).toBe('q');
    actor.send({ type: 'SET_FORMULA', target: { kind: 'premise', id: 'nope' }, formula: 'r' });
    expect(ctx().premises.map((premise) => premise.formula)).toEqual(['p']);
  });

  it('a claim with a text but no formula cannot be read yet; a blank premise is left out', () => {
    const { actor, ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE });
    actor.send({ type: 'ADD_PREMISE' });
    actor.send({ type: 'COMMIT_EDIT' });
    expect(ctx().receipt?.premiseIds).toEqual(['premise-1']);
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-2' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'Streets get wet in rain.' });
    actor.send({ type: 'COMMIT_EDIT' });
    expect(ctx().receipt?.premiseIds).toEqual(['premise-1', 'premise-2']);
    expect(ctx().receipt?.parses.premises[1]).toMatchObject({ id: 'premise-2', ok: false });
    expect(ctx().receipt?.valid).toEqual({ status: 'not-applicable', reason: 'unparsable' });
  });

  it('typing does not recheck; a saved text does (it words the missing premise); a lock does not', () => {
    const { actor, ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE });
    const first = ctx().receipt;
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'It pours.' });
    expect(ctx().receipt).toBe(first);
    actor.send({ type: 'COMMIT_EDIT' });
    const second = ctx().receipt;
    expect(second).not.toBe(first);
    expect(second?.missingPremise).toMatchObject({
      bridge: { sentence: 'If it pours, then the street is wet.' },
    });
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', id: 'premise-1' });
    expect(ctx().receipt).toBe(second);
  });

  it('rewording a claim keeps its spans and formula; moving premises rechecks their order', () => {
    const { actor, ctx } = start({
      argument: {
        ...ENTHYMEME,
        premises: [...ENTHYMEME.premises, { content: 'Rain wets streets.', formula: 'p -> q' }],
      },
      sourceText: SOURCE,
    });
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'It is raining today.' });
    actor.send({ type: 'COMMIT_EDIT' });
    expect(ctx().premises[0]).toMatchObject({
      content: 'It is raining today.',
      formula: 'p',
      sourceSpans: [[0, 15]],
      implicit: false,
      userWritten: true,
    });
    actor.send({ type: 'MOVE_PREMISE', from: 1, to: 0 });
    expect(ctx().receipt?.premiseIds).toEqual(['premise-2', 'premise-1']);
  });

  it('takes a reconstruction’s formulas, spans and logic; an answer without logic gives none', async () => {
    const answers: ReconstructOutput[] = [
      ENTHYMEME,
      {
        title: 'Plain',
        description: '',
        premises: [{ content: 'A premise.' }],
        conclusion: { content: 'A conclusion.' },
      },
    ];
    const { actor, ctx } = start({ sourceText: SOURCE }, async () => answers.shift() ?? null);
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx()).toMatchObject({ logicSystem: 'propositional', attempts: 2 });
    expect(ctx().conclusion.sourceSpans).toEqual([[19, 37]]);
    expect(ctx().receipt?.valid.status).toBe('invalid');

    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx().premises.map((premise) => premise.formula)).toEqual(['']);
    expect(ctx()).toMatchObject({ logicSystem: null, attempts: null, receipt: null });
  });

  it('Retry Reconstruction sends and keeps a locked claim’s formula and spans', async () => {
    const { actor, calls, ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE }, async () => ({
      title: 'Again',
      description: '',
      type: 'DEDUCTIVE',
      premises: [{ content: 'Rain falls.', formula: 'p', sourceSpans: [[0, 8]] }],
      conclusion: { content: 'Streets are wet.', formula: 'r' },
      logic: { system: 'propositional', atoms: { p: 'rain falls' }, attempts: 1 },
    }));
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    expect(calls.reconstruct[0]?.current?.conclusion).toMatchObject({
      locked: true,
      formula: 'q',
      sourceSpans: [[19, 37]],
      implicit: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx().conclusion).toMatchObject({ formula: 'q', sourceSpans: [[19, 37]] });
    expect(ctx().premises[0]).toMatchObject({ content: 'Rain falls.', sourceSpans: [[0, 8]] });
    expect(ctx().atoms).toEqual({ p: 'rain falls' });
    expect(ctx().attempts).toBe(1);
  });

  it('saves each claim’s logic beside the argument, aligned with its premises (blank ones left out)', async () => {
    const { actor, calls } = start({
      argument: {
        ...ENTHYMEME,
        premises: [...ENTHYMEME.premises, { content: '  ', formula: 'r' }],
      },
      sourceText: SOURCE,
    });
    actor.send({ type: 'ADD_MISSING_PREMISE', kind: 'bridge' });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    // The blank premise is neither saved nor checked: the missing premise does not name `r`.
    expect(calls.save[0]?.argument.premises.map((premise) => premise.content)).toEqual([
      'It rains today.',
      'If it rains today, then the street is wet.',
    ]);
    expect(calls.save[0]?.logic).toEqual({
      sourceText: SOURCE,
      premises: [
        { formula: 'p', sourceSpans: [[0, 15]], implicit: false },
        { formula: 'p → q', sourceSpans: [], implicit: true },
      ],
      conclusion: { formula: 'q', sourceSpans: [[19, 37]], implicit: false },
    });
  });
});

describe('reconstruction editor: the argument type', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('SET_TYPE rechecks: an inductive argument has no validity; a reconstruction keeps the user’s type', async () => {
    const { actor, ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE }, async () => ({
      ...ENTHYMEME,
      type: 'DEDUCTIVE',
    }));
    actor.send({ type: 'SET_TYPE', argumentType: 'INDUCTIVE' });
    expect(ctx()).toMatchObject({ type: 'INDUCTIVE', typeWritten: true, contentChanged: true });
    expect(ctx().receipt?.valid).toEqual({ status: 'not-applicable', reason: 'inductive' });
    expect(ctx().receipt?.missingPremise).toEqual({
      status: 'not-applicable',
      reason: 'inductive',
    });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx().type).toBe('INDUCTIVE');
    expect(ctx().contentChanged).toBe(true);
    actor.send({ type: 'SET_TYPE', argumentType: 'DEDUCTIVE' });
    expect(ctx().receipt?.valid.status).toBe('invalid');
  });
});

describe('reconstruction editor: the receipt budget', () => {
  /** `p1 ∧ p2 ∧ … ∧ pn`: n distinct letters. */
  const letters = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`).join(' ∧ ');

  // The budget itself is the engine's (`withinReceiptBudget`, tested there).
  it('checks up to 100 symbols; past them there is no receipt, and the editor says so', () => {
    const { actor, ctx } = start({ argument: ENTHYMEME, sourceText: SOURCE });
    const premise = { kind: 'premise', id: 'premise-1' } as const;
    actor.send({ type: 'SET_FORMULA', target: premise, formula: letters(100) });
    expect(ctx()).toMatchObject({ receipt: null, receiptTooLarge: true });
    actor.send({ type: 'SET_FORMULA', target: premise, formula: 'p' });
    expect(ctx().receiptTooLarge).toBe(false);
    expect(ctx().receipt?.valid.status).toBe('invalid');
  });
});

describe('claim logic helpers', () => {
  it('reads a null formula as none and drops malformed spans', () => {
    expect(
      claimLogicFrom({
        formula: null,
        sourceSpans: [[3, 1], [-1, 2], [0, 1.5], [2, 4], [1, 2, 3] as unknown as [number, number]],
      }),
    ).toEqual({ formula: '', sourceSpans: [[2, 4]], implicit: false });
  });

  it('saves no source text when it is blank, and then no spans; spans past the text are dropped', () => {
    const claim = (spans: [number, number][]) => ({
      id: 'premise-1',
      content: 'A',
      feedback: null,
      locked: false,
      formula: ' p ',
      sourceSpans: spans,
      implicit: false,
    });
    const draft = {
      premises: [claim([[0, 1]]), { ...claim([]), content: ' ' }],
      conclusion: claim([
        [0, 2],
        [1, 9],
      ]),
    };
    expect(logicToSave(draft, '  ')).toEqual({
      sourceText: null,
      premises: [{ formula: 'p', sourceSpans: [], implicit: false }],
      conclusion: { formula: 'p', sourceSpans: [], implicit: false },
    });
    expect(logicToSave(draft, 'AB').conclusion.sourceSpans).toEqual([[0, 2]]);
  });
});
