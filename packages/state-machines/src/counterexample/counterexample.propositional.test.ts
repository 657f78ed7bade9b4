import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, fromPromise } from 'xstate';
import {
  memoryStorage,
  reachCountermodel,
  regimentActor,
  startFinder,
} from './counterexample.fixtures';
import { COUNTEREXAMPLE_ROW_LABEL } from './counterexample.messages';
import { currentRow } from './counterexample.truthTable';
import type {
  CounterexampleOutput,
  GenerateTruthTableInput,
  GenerateTruthTableOutput,
} from './counterexample.types';

const advance = () => vi.advanceTimersByTimeAsync(0);

/** R → W, W ⊢ R: the row R false, W true is the one counterexample. */
const TABLE: GenerateTruthTableOutput = {
  variables: ['R', 'W'],
  rows: [
    { assignments: { R: true, W: true }, evaluations: [true, true, true] },
    { assignments: { R: true, W: false }, evaluations: [false, false, true] },
    { assignments: { R: false, W: true }, evaluations: [true, true, false] },
    { assignments: { R: false, W: false }, evaluations: [true, false, false] },
  ],
};
/** Modus ponens: no counterexample. */
const VALID_TABLE: GenerateTruthTableOutput = {
  variables: ['R', 'W'],
  rows: TABLE.rows.map((row) => ({
    assignments: row.assignments,
    evaluations: [row.evaluations[0]!, row.assignments.R === true, row.assignments.W === true],
  })),
};

async function countermodel(
  table: GenerateTruthTableOutput = TABLE,
  overrides: Record<string, AnyActorLogic> = {},
) {
  const storage = memoryStorage();
  const formulas: GenerateTruthTableInput[] = [];
  const finder = startFinder(
    {},
    {
      ...storage.actors,
      regiment: regimentActor(),
      generateTruthTable: fromPromise(async ({ input }: { input: GenerateTruthTableInput }) => {
        formulas.push(input);
        return table;
      }),
      ...overrides,
    },
  );
  await reachCountermodel(finder, advance);
  return { ...finder, storage, formulas };
}

describe('counterexampleMachine: propositional countermodel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds the table from the regimented premises then the conclusion', async () => {
    const { context, value, formulas } = await countermodel();
    expect(formulas).toEqual([{ formulas: ['R → W', 'W', 'R'] }]);
    expect(value()).toEqual({ countermodel: { propositional: 'ready' } });
    expect(context().truthTable?.rows.map((row) => [row.id, row.isCounterexample])).toEqual([
      ['TT', false],
      ['TF', false],
      ['FT', true],
      ['FF', false],
    ]);
    expect(context().truthTable?.rows[2]).toEqual({
      id: 'FT',
      values: { R: false, W: true },
      evaluations: [true, true, false],
      premisesTrue: true,
      conclusionFalse: true,
      isCounterexample: true,
    });
    expect(context().assignments).toEqual({ R: true, W: true });
    expect(context().selectedRowId).toBe('TT');
    expect(COUNTEREXAMPLE_ROW_LABEL).toBe('Counterexample!');
  });

  it('shows the truth-table error and can try again', async () => {
    let calls = 0;
    const { actor, value, toastTexts } = await countermodel(TABLE, {
      generateTruthTable: fromPromise(async () => {
        calls++;
        if (calls === 1) throw new Error('bad formula');
        return TABLE;
      }),
    });
    expect(value()).toEqual({ countermodel: { propositional: 'failed' } });
    expect(toastTexts().at(-1)).toBe('Error generating truth table. Please try again later.');
    actor.send({ type: 'RETRY_TRUTH_TABLE' });
    await advance();
    expect(value()).toEqual({ countermodel: { propositional: 'ready' } });
  });

  it('toggles letters and selects rows; the strip reads the matching row', async () => {
    const { actor, context } = await countermodel();
    actor.send({ type: 'SET_ASSIGNMENT', variable: 'R', value: false });
    expect(context().assignments).toEqual({ R: false, W: true });
    expect(context().selectedRowId).toBe('FT');
    expect(currentRow(context())?.evaluations).toEqual([true, true, false]);
    actor.send({ type: 'SELECT_ROW', rowId: 'TF' });
    expect(context().assignments).toEqual({ R: true, W: false });
    expect(context().selectedRowId).toBe('TF');
    actor.send({ type: 'SELECT_ROW', rowId: 'nope' });
    expect(context().selectedRowId).toBe('TF');
  });

  it('finds the counterexamples and selects the first', async () => {
    const { actor, context, toastTexts } = await countermodel();
    actor.send({ type: 'FIND_COUNTEREXAMPLE' });
    expect(toastTexts().at(-1)).toBe('Found 1 counterexample(s)!');
    expect(context().toasts.at(-1)?.kind).toBe('success');
    expect(context().foundRowIds).toEqual(['FT']);
    expect(context().selectedRowId).toBe('FT');
  });

  it('says when there is none', async () => {
    const { actor, context, toastTexts } = await countermodel(VALID_TABLE);
    actor.send({ type: 'FIND_COUNTEREXAMPLE' });
    expect(toastTexts().at(-1)).toBe(
      'No counterexamples found. This argument appears to be deductively valid.',
    );
    expect(context().foundRowIds).toEqual([]);
    expect(context().selectedRowId).toBe('TT');
  });

  it('submits a valid counterexample: validated, saved locally, completed with the data', async () => {
    const { actor, toastTexts, storage } = await countermodel();
    actor.send({ type: 'SELECT_ROW', rowId: 'FT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('savingCounterexample');
    await advance();
    expect(actor.getSnapshot().status).toBe('done');
    expect(toastTexts().slice(-2)).toEqual([
      'Counterexample validated!',
      'Counterexample saved locally',
    ]);
    const output = actor.getSnapshot().output as CounterexampleOutput;
    expect(output.status).toBe('completed');
    if (output.status !== 'completed') return;
    expect(output.data).toMatchObject({
      isValid: true,
      message: 'Counterexample validated!',
      validationMessage: 'Counterexample validated!',
      mode: 'propositional',
      stage: 'countermodel',
      originalConclusion: { id: 'c', content: 'It rains' },
      predicateData: null,
    });
    expect(output.data.regimentedPremises.map((item) => item.regimentedContent)).toEqual([
      'R → W',
      'W',
    ]);
    expect(output.data.truthTableData?.variables).toEqual(['R', 'W']);
    expect(storage.items.get('counterexample-data-12')).toEqual(output.data);
  });

  it('submits an invalid assignment: the message is stored and the modal completes', async () => {
    const { actor, context } = await countermodel();
    actor.send({ type: 'SUBMIT' });
    await advance();
    expect(context().toasts.find((toast) => toast.kind === 'error')?.text).toBe(
      'The current assignments do not form a valid counterexample. Ensure all premises are true and the conclusion is false.',
    );
    const output = actor.getSnapshot().output as CounterexampleOutput;
    expect(output).toMatchObject({
      status: 'completed',
      data: {
        isValid: false,
        message:
          'The current assignments do not form a valid counterexample. Ensure all premises are true and the conclusion is false.',
      },
    });
  });

  it('completes even when the local save fails (logged)', async () => {
    const { actor, context } = await countermodel(TABLE, {
      saveStored: fromPromise(async ({ input }: { input: { data: { stage: string } } }) => {
        if (input.data.stage === 'countermodel') throw new Error('quota');
      }),
    });
    actor.send({ type: 'SELECT_ROW', rowId: 'FT' });
    actor.send({ type: 'SUBMIT' });
    await advance();
    expect(actor.getSnapshot().status).toBe('done');
    expect(context().warnings).toEqual(['Failed to save counterexample locally: quota']);
    expect(context().toasts.map((toast) => toast.text)).not.toContain(
      'Counterexample saved locally',
    );
  });
});
