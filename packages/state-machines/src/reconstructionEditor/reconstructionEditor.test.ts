import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assessmentMachine } from '../assessment/assessment.machine';
import type {
  AssessArgumentInput,
  Assessment,
  EditorArgument,
  LoadDialecticalContextInput,
  LoadDialecticalContextOutput,
} from '../assessment/assessment.types';
import { reconstructionEditorMachine } from './reconstructionEditor.machine';
import { RECONSTRUCTION_TIMEOUT_MS } from './reconstructionEditor.messages';
import {
  selectCanAssess,
  selectCanSave,
  selectCanToggleConclusionLock,
  selectIsSaveBusy,
  selectReconstructionEmptyMessage,
  selectSaveLabel,
} from './reconstructionEditor.selectors';
import type {
  ContentValidationIssue,
  ReconstructedArgument,
  ReconstructInput,
  ReconstructionEditorInput,
  SaveReconstructionInput,
  ValidateContentInput,
  ValidateContentOutput,
} from './reconstructionEditor.types';

const argument: ReconstructedArgument = {
  title: 'Rain',
  description: 'Weather talk',
  type: 'INDUCTIVE',
  premises: [
    { content: 'Clouds are dark', feedback: 'Clear' },
    { content: 'The barometer is falling' },
  ],
  conclusion: { content: 'It will rain' },
};

const section = (score: number) => ({ score, analysis: 'ok' });
const assessment: Assessment = {
  clarity: section(9),
  logic: { ...section(7), deductivePotential: 'low' },
  strategy: { ...section(6), strategicApproach: 'inductive' },
  weaknesses: { ...section(5), vulnerabilities: [] },
  counters: { ...section(4), anticipatedCounters: [] },
  overall: { ...section(8), summary: 'fine', recommendations: [] },
};

const issue = (
  field: string,
  message: string,
  severity: ContentValidationIssue['severity'],
  type = 'clarity',
) => ({
  field,
  message,
  severity,
  type,
});

function httpError(body: unknown) {
  return Object.assign(new Error('HTTP 500 Internal Server Error'), {
    kind: 'http',
    status: 500,
    body,
  });
}

interface Fakes {
  reconstruct?: (input: ReconstructInput) => Promise<ReconstructedArgument | null>;
  validate?: (input: ValidateContentInput) => Promise<ValidateContentOutput>;
  save?: (input: SaveReconstructionInput) => Promise<void>;
}

function start(input: ReconstructionEditorInput, fakes: Fakes = {}) {
  const calls = {
    reconstruct: [] as ReconstructInput[],
    validate: [] as ValidateContentInput[],
    save: [] as SaveReconstructionInput[],
    assess: [] as AssessArgumentInput[],
  };
  const actor = createActor(
    reconstructionEditorMachine.provide({
      actors: {
        reconstruct: fromPromise(async ({ input: i }) => {
          calls.reconstruct.push(i);
          return (fakes.reconstruct ?? (async () => argument))(i);
        }),
        validateContent: fromPromise(async ({ input: i }) => {
          calls.validate.push(i);
          return (fakes.validate ?? (async () => ({ validation: { isValid: true, issues: [] } })))(
            i,
          );
        }),
        save: fromPromise(async ({ input: i }) => {
          calls.save.push(i);
          return (fakes.save ?? (async () => {}))(i);
        }),
        assessment: assessmentMachine.provide({
          actors: {
            loadDialecticalContext: fromPromise<
              LoadDialecticalContextOutput,
              LoadDialecticalContextInput
            >(async () => null),
            assess: fromPromise(async ({ input: i }) => {
              calls.assess.push(i);
              return { assessment };
            }),
          },
        }),
      },
    }),
    { input },
  ).start();
  const ctx = () => actor.getSnapshot().context;
  return { actor, calls, ctx };
}

const premiseTexts = (premises: { content: string }[]) =>
  premises.map((premise) => premise.content);

describe('reconstructionEditorMachine: loading and the empty state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts editing a given argument, numbering premises and choosing the default model', () => {
    const { actor, ctx } = start({ argument });
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    const noLogic = { formula: '', sourceSpans: [], implicit: false };
    expect(ctx().premises).toEqual([
      { id: 'premise-1', content: 'Clouds are dark', feedback: 'Clear', locked: false, ...noLogic },
      {
        id: 'premise-2',
        content: 'The barometer is falling',
        feedback: null,
        locked: false,
        ...noLogic,
      },
    ]);
    expect(ctx().conclusion).toEqual({
      id: 'conclusion',
      content: 'It will rain',
      feedback: null,
      locked: false,
      ...noLogic,
    });
    // No formula anywhere: no receipt, and nothing from an answer's logic.
    expect(ctx()).toMatchObject({ receipt: null, logicSystem: null, atoms: {}, attempts: null });
    expect(ctx()).toMatchObject({
      modelId: 'gpt-4o-mini',
      contentChanged: false,
      saveLabel: 'Save Reconstruction',
    });
  });

  it("extracts the argument from the source text ('Extracting argument...'), then edits it", async () => {
    const { actor, calls, ctx } = start({
      sourceText: 'Dark clouds mean rain.',
      instructions: 'Be brief',
      modelId: 'o3-mini',
    });
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(calls.reconstruct).toEqual([
      {
        sourceText: 'Dark clouds mean rain.',
        instructions: 'Be brief',
        modelId: 'o3-mini',
        current: null,
      },
    ]);
    expect(premiseTexts(ctx().premises)).toEqual(['Clouds are dark', 'The barometer is falling']);
    expect(ctx().contentChanged).toBe(false);
  });

  it("shows the empty state when nothing was extracted, and 'Create New Argument' starts a manual one", async () => {
    const { actor, ctx } = start({ sourceText: 'Hello' }, { reconstruct: async () => null });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ empty: 'nothingFound' });
    expect(selectReconstructionEmptyMessage(actor.getSnapshot())).toBe(
      'No argument could be extracted.',
    );
    actor.send({ type: 'CREATE_NEW' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(ctx()).toMatchObject({
      title: 'New Argument',
      description: 'Manually created argument',
      type: 'INDUCTIVE',
      premises: [{ id: 'premise-1', content: '', feedback: null, locked: false }],
      conclusion: { content: '', locked: false },
      contentChanged: false,
    });
  });

  it('an extraction with only blank text counts as nothing found', async () => {
    const { actor } = start(
      { sourceText: 'Hello' },
      {
        reconstruct: async () => ({
          title: '',
          description: '',
          premises: [{ content: '  ' }],
          conclusion: { content: '' },
        }),
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ empty: 'nothingFound' });
  });

  it('starts empty without an argument or source text; retry then needs text or instructions', async () => {
    const { actor, calls } = start({});
    expect(actor.getSnapshot().value).toEqual({ empty: 'notTried' });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    expect(actor.getSnapshot().value).toEqual({ empty: 'notTried' });
    actor.send({ type: 'SET_INSTRUCTIONS', text: 'An argument about rain' });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.reconstruct[0]?.instructions).toBe('An argument about rain');
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
  });

  it('a failed extraction shows its error in the empty state; Retry Reconstruction tries again', async () => {
    let fail = true;
    const { actor, ctx } = start(
      { sourceText: 'Text' },
      {
        reconstruct: async () => {
          if (fail) throw httpError({ error: 'AI unavailable' });
          return argument;
        },
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    // The error says why; 'No argument could be extracted.' would claim the text holds none.
    expect(actor.getSnapshot().value).toEqual({ empty: 'notTried' });
    expect(ctx().reconstructionError).toBe('AI unavailable');
    fail = false;
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    expect(ctx().reconstructionError).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
  });

  it("a failed retry keeps the draft and says 'Failed to reconstruct argument' without a server text", async () => {
    const { actor, ctx } = start(
      { argument, sourceText: 'Text' },
      {
        reconstruct: async () => {
          throw httpError('<html/>');
        },
      },
    );
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(ctx().reconstructionError).toBe('Failed to reconstruct argument');
    expect(premiseTexts(ctx().premises)).toEqual(['Clouds are dark', 'The barometer is falling']);
    actor.send({ type: 'DISMISS_ERROR' });
    expect(ctx().reconstructionError).toBeNull();
  });

  it('Retry Reconstruction sends the current draft and keeps locked premises and conclusion', async () => {
    const { actor, calls, ctx } = start(
      { argument, sourceText: 'Text' },
      {
        reconstruct: async () => ({
          title: 'Rain 2',
          description: 'Again',
          premises: [{ content: 'New A' }, { content: 'New B' }, { content: 'New C' }],
          conclusion: { content: 'Rain is coming' },
        }),
      },
    );
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', id: 'premise-2' });
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    expect(calls.reconstruct[0]?.current?.premises[1]).toEqual({
      id: 'premise-2',
      content: 'The barometer is falling',
      feedback: null,
      locked: true,
      formula: '',
      sourceSpans: [],
      implicit: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx().premises.map((p) => [p.id, p.content, p.locked])).toEqual([
      ['premise-3', 'New A', false],
      ['premise-2', 'The barometer is falling', true],
      ['premise-4', 'New B', false],
      ['premise-5', 'New C', false],
    ]);
    expect(ctx().conclusion).toMatchObject({ content: 'It will rain', locked: true });
    expect(ctx()).toMatchObject({ title: 'Rain 2', contentChanged: false });
  });
});

/** A promise resolved from outside: a server call whose answer the test releases. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('reconstructionEditorMachine: the extraction never hangs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an answer arriving before the model list ends the loading; the model chosen later is used next', async () => {
    const answer = deferred<ReconstructedArgument | null>();
    const models = deferred<string>();
    const { actor, calls } = start({ sourceText: 'Text' }, { reconstruct: () => answer.promise });
    expect(actor.getSnapshot().value).toBe('loading');
    // The model list is still on its way (the picker's own call) when the answer arrives.
    answer.resolve(argument);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    models.resolve('claude-3-haiku-20240307');
    actor.send({ type: 'SELECT_MODEL', modelId: await models.promise });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    expect(calls.reconstruct[1]?.modelId).toBe('claude-3-haiku-20240307');
  });

  it('a model chosen while extracting does not disturb the extraction', async () => {
    const answer = deferred<ReconstructedArgument | null>();
    const { actor, ctx } = start({ sourceText: 'Text' }, { reconstruct: () => answer.promise });
    actor.send({ type: 'SELECT_MODEL', modelId: 'o3-mini' });
    expect(actor.getSnapshot().value).toBe('loading');
    answer.resolve(argument);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(ctx().modelId).toBe('o3-mini');
  });

  it(`stops an extraction that never answers after ${RECONSTRUCTION_TIMEOUT_MS / 1000} s, and drops its late answer`, async () => {
    const answer = deferred<ReconstructedArgument | null>();
    const { actor, ctx } = start({ sourceText: 'Text' }, { reconstruct: () => answer.promise });
    await vi.advanceTimersByTimeAsync(RECONSTRUCTION_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ empty: 'notTried' });
    expect(ctx().reconstructionError).toBe(
      'The reconstruction took too long and was stopped. Nothing was changed; try again.',
    );
    answer.resolve(argument);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ empty: 'notTried' });
  });

  it('a retry that never answers gives the editor back with the argument unchanged', async () => {
    const { actor, ctx } = start(
      { argument, sourceText: 'Text' },
      { reconstruct: () => new Promise(() => {}) },
    );
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(RECONSTRUCTION_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(premiseTexts(ctx().premises)).toEqual(['Clouds are dark', 'The barometer is falling']);
  });
});

describe('reconstructionEditorMachine: what the user wrote survives Retry Reconstruction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const retryAnswer = async (): Promise<ReconstructedArgument> => ({
    title: 'Proposed title',
    description: 'Proposed description',
    premises: [{ content: 'New A' }, { content: 'New B' }],
    conclusion: { content: 'New conclusion' },
  });

  it('drops the AI feedback on a premise once the user rewrites it', () => {
    const { actor, ctx } = start({ argument });
    expect(ctx().premises[0]?.feedback).toBe('Clear');
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'Clouds are very dark' });
    actor.send({ type: 'COMMIT_EDIT' });
    expect(ctx().premises[0]).toMatchObject({ feedback: null, userWritten: true });
  });

  it('keeps an edited premise, an added one and an edited conclusion in place, sent as locked', async () => {
    const { actor, calls, ctx } = start(
      { argument, sourceText: 'Text' },
      { reconstruct: retryAnswer },
    );
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-2' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'The barometer fell sharply' });
    actor.send({ type: 'COMMIT_EDIT' });
    actor.send({ type: 'ADD_PREMISE' });
    actor.send({ type: 'CHANGE_DRAFT', text: 'My own premise' });
    actor.send({ type: 'COMMIT_EDIT' });
    actor.send({ type: 'START_EDIT', target: { kind: 'conclusion' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'It will pour' });
    actor.send({ type: 'BLUR' });

    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    const sent = calls.reconstruct[0]?.current;
    expect(sent?.premises.map((p) => [p.content, p.locked])).toEqual([
      ['Clouds are dark', false],
      ['The barometer fell sharply', true],
      ['My own premise', true],
    ]);
    expect(sent?.conclusion).toMatchObject({ content: 'It will pour', locked: true });
    // Only the schema's fields go to the server.
    expect(Object.keys(sent?.premises[1] ?? {}).sort()).toEqual([
      'content',
      'feedback',
      'formula',
      'id',
      'implicit',
      'locked',
      'sourceSpans',
    ]);

    await vi.advanceTimersByTimeAsync(0);
    expect(ctx().premises.map((p) => [p.content, p.locked])).toEqual([
      ['New A', false],
      ['The barometer fell sharply', false],
      ['My own premise', false],
      ['New B', false],
    ]);
    expect(ctx().conclusion.content).toBe('It will pour');
    // Still the user's: a second retry keeps them again, and they stay editable.
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(0);
    expect(premiseTexts(ctx().premises)).toContain('The barometer fell sharply');
    expect(premiseTexts(ctx().premises)).toContain('My own premise');
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: ctx().premises[1]!.id } });
    expect(ctx().edit).not.toBeNull();
  });

  it('a premise the reconstruction wrote and the user left alone is replaced', async () => {
    const { actor, ctx } = start({ argument, sourceText: 'Text' }, { reconstruct: retryAnswer });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(0);
    expect(premiseTexts(ctx().premises)).toEqual(['New A', 'New B']);
    expect(ctx().conclusion.content).toBe('New conclusion');
  });

  it("the reconstruction proposes the title and description; the user's own win", async () => {
    const { actor, ctx } = start({ sourceText: 'Text' }, { reconstruct: retryAnswer });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx()).toMatchObject({
      title: 'Proposed title',
      description: 'Proposed description',
    });
    actor.send({ type: 'SET_TITLE', text: 'My title' });
    expect(ctx()).toMatchObject({ title: 'My title', contentChanged: true });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx()).toMatchObject({ title: 'My title', description: 'Proposed description' });
    actor.send({ type: 'SET_DESCRIPTION', text: 'Mine too' });
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx()).toMatchObject({ title: 'My title', description: 'Mine too' });
  });

  it('saves the typed title and description; a blank title is saved as the conclusion', async () => {
    const { actor, calls } = start({ argument, modelId: null });
    actor.send({ type: 'SET_TITLE', text: '  Rain tomorrow  ' });
    actor.send({ type: 'SET_DESCRIPTION', text: 'Why to take an umbrella.' });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.save[0]?.argument).toMatchObject({
      title: 'Rain tomorrow',
      description: 'Why to take an umbrella.',
    });
    actor.send({ type: 'SET_TITLE', text: ' ' });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.save[1]?.argument.title).toBe('It will rain');
  });

  it('finding nothing keeps the argument in the editor and says so', async () => {
    const { actor, ctx } = start(
      { argument, sourceText: 'Text' },
      { reconstruct: async () => null },
    );
    actor.send({ type: 'RETRY_RECONSTRUCTION' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(premiseTexts(ctx().premises)).toEqual(['Clouds are dark', 'The barometer is falling']);
    expect(ctx().reconstructionError).toBe('No argument could be extracted.');
  });

  it("says nothing of 'No argument could be extracted.' before anything was tried", () => {
    const { actor } = start({});
    expect(selectReconstructionEmptyMessage(actor.getSnapshot())).toBe(
      'No argument yet: have one extracted from a text, or start a blank one.',
    );
  });
});

describe('reconstructionEditorMachine: editing premises and the conclusion', () => {
  it('edits a premise: Enter saves and marks the argument changed', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    expect(ctx().edit).toEqual({
      target: { kind: 'premise', id: 'premise-1' },
      draft: 'Clouds are dark',
      original: 'Clouds are dark',
    });
    actor.send({ type: 'CHANGE_DRAFT', text: 'Clouds are dark\nand low' });
    expect(ctx().premises[0]?.content).toBe('Clouds are dark');
    actor.send({ type: 'COMMIT_EDIT' });
    expect(ctx().edit).toBeNull();
    expect(ctx().premises[0]?.content).toBe('Clouds are dark\nand low');
    expect(ctx().contentChanged).toBe(true);
  });

  it('Escape cancels the edit; a blur without change saves nothing and marks nothing', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'START_EDIT', target: { kind: 'conclusion' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'It may rain' });
    actor.send({ type: 'CANCEL_EDIT' });
    expect(ctx().conclusion.content).toBe('It will rain');
    actor.send({ type: 'START_EDIT', target: { kind: 'conclusion' } });
    actor.send({ type: 'BLUR' });
    expect(ctx().edit).toBeNull();
    expect(ctx().contentChanged).toBe(false);
  });

  it('a blur saves the text if it changed', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'START_EDIT', target: { kind: 'conclusion' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'It may rain' });
    actor.send({ type: 'BLUR' });
    expect(ctx().conclusion.content).toBe('It may rain');
    expect(ctx().contentChanged).toBe(true);
  });

  it('opening another field saves the open draft first', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'Clouds are black' });
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-2' } });
    expect(ctx().premises[0]?.content).toBe('Clouds are black');
    expect(ctx().edit?.target).toEqual({ kind: 'premise', id: 'premise-2' });
  });

  it('refuses to edit, drag or voice-edit a locked premise, but deletes and unlocks it', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', id: 'premise-1' });
    expect(ctx().premises[0]?.locked).toBe(true);
    expect(ctx().contentChanged).toBe(false);
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    expect(ctx().edit).toBeNull();
    actor.send({ type: 'MOVE_PREMISE', from: 0, to: 1 });
    expect(ctx().premises[0]?.id).toBe('premise-1');
    actor.send({
      type: 'APPEND_VOICE_TEXT',
      target: { kind: 'premise', id: 'premise-1' },
      text: 'today',
    });
    expect(ctx().premises[0]?.content).toBe('Clouds are dark');
    // An unlocked premise can be dragged past it.
    actor.send({ type: 'MOVE_PREMISE', from: 1, to: 0 });
    expect(ctx().premises.map((p) => p.id)).toEqual(['premise-2', 'premise-1']);
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', id: 'premise-1' });
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    expect(ctx().edit).not.toBeNull();
    actor.send({ type: 'CANCEL_EDIT' });
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', id: 'premise-1' });
    actor.send({ type: 'DELETE_PREMISE', id: 'premise-1' });
    expect(ctx().premises.map((p) => p.id)).toEqual(['premise-2']);
    expect(ctx().contentChanged).toBe(true);
  });

  it('locking the premise being edited saves its draft and closes the edit', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-2' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'Pressure drops' });
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', id: 'premise-2' });
    expect(ctx().edit).toBeNull();
    expect(ctx().premises[1]).toMatchObject({ content: 'Pressure drops', locked: true });
  });

  it('refuses out-of-range moves and unknown premises', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'MOVE_PREMISE', from: 0, to: 5 });
    actor.send({ type: 'MOVE_PREMISE', from: 1, to: 1 });
    actor.send({ type: 'DELETE_PREMISE', id: 'nope' });
    actor.send({ type: 'TOGGLE_PREMISE_LOCK', id: 'nope' });
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'nope' } });
    expect(ctx().premises.map((p) => p.id)).toEqual(['premise-1', 'premise-2']);
    expect(ctx().edit).toBeNull();
    expect(ctx().contentChanged).toBe(false);
  });

  it('adds a premise (opened for editing) and deletes the one being edited', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'ADD_PREMISE' });
    expect(ctx().premises[2]).toEqual({
      id: 'premise-3',
      content: '',
      feedback: null,
      locked: false,
      formula: '',
      sourceSpans: [],
      implicit: false,
    });
    expect(ctx().edit).toEqual({
      target: { kind: 'premise', id: 'premise-3' },
      draft: '',
      original: '',
    });
    actor.send({ type: 'DELETE_PREMISE', id: 'premise-3' });
    expect(ctx().edit).toBeNull();
    expect(ctx().premises).toHaveLength(2);
  });

  it('appends voice text to a premise, the open draft, the conclusion and the instructions', () => {
    const { actor, ctx } = start({ argument });
    actor.send({
      type: 'APPEND_VOICE_TEXT',
      target: { kind: 'premise', id: 'premise-2' },
      text: 'quickly',
    });
    expect(ctx().premises[1]?.content).toBe('The barometer is falling quickly');
    expect(ctx().contentChanged).toBe(true);
    actor.send({ type: 'START_EDIT', target: { kind: 'conclusion' } });
    actor.send({ type: 'APPEND_VOICE_TEXT', target: { kind: 'conclusion' }, text: 'soon' });
    expect(ctx().edit?.draft).toBe('It will rain soon');
    expect(ctx().conclusion.content).toBe('It will rain');
    actor.send({ type: 'COMMIT_EDIT' });
    expect(ctx().conclusion.content).toBe('It will rain soon');
    actor.send({
      type: 'APPEND_VOICE_TEXT',
      target: { kind: 'instructions' },
      text: 'keep it short',
    });
    expect(ctx().instructions).toBe('keep it short');
  });

  it('takes instructions and voice instructions even while loading, and a model choice', () => {
    const { actor, ctx } = start({ sourceText: 'x' });
    actor.send({ type: 'SET_INSTRUCTIONS', text: 'Focus' });
    actor.send({ type: 'APPEND_VOICE_TEXT', target: { kind: 'instructions' }, text: 'on rain' });
    actor.send({ type: 'SELECT_MODEL', modelId: 'claude-3-haiku-20240307' });
    expect(ctx()).toMatchObject({
      instructions: 'Focus on rain',
      modelId: 'claude-3-haiku-20240307',
    });
  });

  it('a locked conclusion cannot be edited or voice-edited; outside linking it can be unlocked', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    actor.send({ type: 'START_EDIT', target: { kind: 'conclusion' } });
    actor.send({ type: 'APPEND_VOICE_TEXT', target: { kind: 'conclusion' }, text: 'soon' });
    expect(ctx().edit).toBeNull();
    expect(ctx().conclusion.content).toBe('It will rain');
    expect(selectCanToggleConclusionLock(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    expect(ctx().conclusion.locked).toBe(false);
  });

  it('in a linking mode a locked conclusion cannot be unlocked, but can be locked', () => {
    const { actor, ctx } = start({
      argument: { ...argument, conclusion: { content: 'It will rain', locked: true } },
      linkingMode: 'refute',
    });
    expect(selectCanToggleConclusionLock(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    expect(ctx().conclusion.locked).toBe(true);

    const other = start({ argument, linkingMode: 'support' });
    other.actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    expect(other.ctx().conclusion.locked).toBe(true);
    other.actor.send({ type: 'TOGGLE_CONCLUSION_LOCK' });
    expect(other.ctx().conclusion.locked).toBe(true);
  });

  it('refute mode toggles the two prefixes on the (locked) conclusion', () => {
    const { actor, ctx } = start({
      argument: { ...argument, conclusion: { content: 'God exists', locked: true } },
      linkingMode: 'refute',
    });
    actor.send({ type: 'TOGGLE_CONCLUSION_WORDING', wording: 'notTheCase' });
    expect(ctx().conclusion.content).toBe('It is not the case that god exists');
    expect(ctx().contentChanged).toBe(true);
    actor.send({ type: 'TOGGLE_CONCLUSION_WORDING', wording: 'doNotAccept' });
    expect(ctx().conclusion.content).toBe('I do not accept that god exists');
    actor.send({ type: 'TOGGLE_CONCLUSION_WORDING', wording: 'doNotAccept' });
    expect(ctx().conclusion.content).toBe('God exists');
    actor.send({ type: 'TOGGLE_CONCLUSION_WORDING', wording: 'shouldNotReject' });
    actor.send({ type: 'SET_AFFIRMATION' });
    expect(ctx().conclusion.content).toBe('God exists');
  });

  it("support mode toggles 'We should not reject that ...' and sets the affirmation", () => {
    const { actor, ctx } = start({ argument, linkingMode: 'support' });
    actor.send({ type: 'TOGGLE_CONCLUSION_WORDING', wording: 'notTheCase' });
    expect(ctx().conclusion.content).toBe('It will rain');
    actor.send({ type: 'TOGGLE_CONCLUSION_WORDING', wording: 'shouldNotReject' });
    expect(ctx().conclusion.content).toBe('We should not reject that it will rain');
    actor.send({ type: 'SET_AFFIRMATION' });
    expect(ctx().conclusion.content).toBe('It will rain');
  });

  it('no wording toggle outside a linking mode', () => {
    const { actor, ctx } = start({ argument });
    actor.send({ type: 'TOGGLE_CONCLUSION_WORDING', wording: 'notTheCase' });
    actor.send({ type: 'SET_AFFIRMATION' });
    expect(ctx().conclusion.content).toBe('It will rain');
    expect(ctx().contentChanged).toBe(false);
  });
});

describe('reconstructionEditorMachine: assessment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const blank: ReconstructedArgument = {
    title: 'T',
    description: '',
    premises: [{ content: ' ' }],
    conclusion: { content: '' },
  };

  it('refuses to assess without a non-empty premise or conclusion', async () => {
    const { actor, calls } = start({ argument: blank });
    expect(selectCanAssess(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.assess).toHaveLength(0);
    expect(actor.getSnapshot().children.assessment?.getSnapshot().value).toBe('closed');
  });

  it('opens the assessment on demand with the trimmed argument (a conclusion alone suffices)', async () => {
    const { actor, calls } = start({
      argument: { ...blank, conclusion: { content: ' It will rain ' } },
      argumentId: 7,
    });
    expect(selectCanAssess(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'ASSESS' });
    await vi.advanceTimersByTimeAsync(0);
    const child = actor.getSnapshot().children.assessment;
    expect(child?.getSnapshot().value).toEqual({ open: 'loaded' });
    const expected: EditorArgument = {
      title: 'T',
      description: '',
      type: 'INDUCTIVE',
      premises: [],
      conclusion: { content: 'It will rain' },
    };
    expect(calls.assess).toEqual([{ argument: expected, mode: 'single' }]);
    expect(child?.getSnapshot().context.argumentId).toBe(7);
  });
});

describe('reconstructionEditorMachine: saving and content validation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const changed = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'Clouds are very dark' });
    actor.send({ type: 'COMMIT_EDIT' });
  };

  it('refuses to save without a non-empty premise and a non-empty conclusion', () => {
    const noConclusion = start({ argument: { ...argument, conclusion: { content: '  ' } } });
    expect(selectCanSave(noConclusion.actor.getSnapshot())).toBe(false);
    noConclusion.actor.send({ type: 'SAVE' });
    expect(noConclusion.actor.getSnapshot().value).toEqual({ editing: 'ready' });

    const noPremise = start({ argument: { ...argument, premises: [{ content: '' }] } });
    expect(selectCanSave(noPremise.actor.getSnapshot())).toBe(false);
    noPremise.actor.send({ type: 'SAVE' });
    expect(noPremise.actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(noPremise.calls.save).toHaveLength(0);
  });

  it("saves unchanged content without validation, showing 'Saving...'", async () => {
    const { actor, calls } = start(
      {
        argument: { ...argument, premises: [...argument.premises, { content: '   ' }] },
        saveLabel: 'Save Objection',
      },
      { save: () => new Promise((resolve) => setTimeout(resolve, 50)) },
    );
    expect(selectSaveLabel(actor.getSnapshot())).toBe('Save Objection');
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'saving' });
    expect(selectSaveLabel(actor.getSnapshot())).toBe('Saving...');
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    expect(selectIsSaveBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(50);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(calls.validate).toHaveLength(0);
    expect(calls.save).toEqual([
      {
        argument: {
          title: 'Rain',
          description: 'Weather talk',
          type: 'INDUCTIVE',
          premises: [{ content: 'Clouds are dark' }, { content: 'The barometer is falling' }],
          conclusion: { content: 'It will rain' },
        },
        // No source text and no formulas: the logic says so, one entry per saved premise.
        logic: {
          sourceText: null,
          premises: [
            { formula: '', sourceSpans: [], implicit: false },
            { formula: '', sourceSpans: [], implicit: false },
          ],
          conclusion: { formula: '', sourceSpans: [], implicit: false },
        },
      },
    ]);
    expect(selectSaveLabel(actor.getSnapshot())).toBe('Save Objection');
  });

  it("validates changed content with the chosen model ('Validating...'), then saves and clears the change mark", async () => {
    const { actor, calls, ctx } = start(
      { argument, modelId: 'o3-mini' },
      {
        validate: () =>
          new Promise((resolve) =>
            setTimeout(() => resolve({ validation: { isValid: true, issues: [] } }), 30),
          ),
      },
    );
    changed(actor);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'validating' });
    expect(selectSaveLabel(actor.getSnapshot())).toBe('Validating...');
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(30);
    expect(calls.validate).toHaveLength(1);
    expect(calls.validate[0]?.modelId).toBe('o3-mini');
    expect(calls.validate[0]?.argument.premises[0]).toEqual({ content: 'Clouds are very dark' });
    expect(calls.save).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(ctx().contentChanged).toBe(false);
    // Saved content is the new loaded version: the next save skips validation.
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.validate).toHaveLength(1);
    expect(calls.save).toHaveLength(2);
  });

  it('skips validation when no model is chosen', async () => {
    const { actor, calls } = start({ argument, modelId: null });
    changed(actor);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'saving' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.validate).toHaveLength(0);
    expect(calls.save).toHaveLength(1);
  });

  it('saves the open draft before saving', async () => {
    const { actor, calls } = start({ argument });
    actor.send({ type: 'START_EDIT', target: { kind: 'conclusion' } });
    actor.send({ type: 'CHANGE_DRAFT', text: 'It will pour' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'validating' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.save[0]?.argument.conclusion).toEqual({ content: 'It will pour' });
  });

  it('blocks the save on high-severity or offensive issues with the exact text', async () => {
    const { actor, calls, ctx } = start(
      { argument },
      {
        validate: async () => ({
          validation: {
            isValid: false,
            issues: [
              issue('premises[0]', 'Contains a slur', 'low', 'offensive'),
              issue('conclusion', 'Not a claim', 'high'),
              issue('title', 'Vague', 'medium'),
            ],
          },
        }),
      },
    );
    changed(actor);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(ctx().validationError).toBe(
      'Content validation failed:\npremises[0]: Contains a slur\nconclusion: Not a claim\ntitle: Vague\nPlease review and correct these issues before saving.',
    );
    expect(calls.save).toHaveLength(0);
    expect(ctx().contentChanged).toBe(true);
    // The next attempt clears the box first.
    actor.send({ type: 'SAVE' });
    expect(ctx().validationError).toBeNull();
  });

  it('asks to confirm other issues; continuing saves', async () => {
    const { actor, calls, ctx } = start(
      { argument },
      {
        validate: async () => ({
          validation: {
            isValid: false,
            issues: [issue('title', 'Vague', 'medium'), issue('premises[1]', 'Unclear', 'low')],
          },
        }),
      },
    );
    changed(actor);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'confirmingIssues' });
    expect(ctx().confirmation).toBe(
      'Content validation found some issues:\ntitle: Vague\npremises[1]: Unclear\nDo you want to continue saving anyway?',
    );
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'confirmingIssues' });
    actor.send({ type: 'CONFIRM_SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'saving' });
    expect(ctx().confirmation).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.save).toHaveLength(1);
  });

  it('declining the confirmation does not save', async () => {
    const { actor, calls, ctx } = start(
      { argument },
      {
        validate: async () => ({
          validation: { isValid: true, issues: [issue('title', 'Vague', 'low')] },
        }),
      },
    );
    changed(actor);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CANCEL_SAVE' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(ctx().confirmation).toBeNull();
    expect(calls.save).toHaveLength(0);
  });

  it("shows the server's error in the Content Validation Error box and aborts the save", async () => {
    const { actor, calls, ctx } = start(
      { argument },
      {
        validate: async () => {
          throw httpError({ error: 'Validation service down' });
        },
      },
    );
    changed(actor);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(ctx().validationError).toBe('Validation service down');
    expect(calls.save).toHaveLength(0);
    actor.send({ type: 'DISMISS_ERROR' });
    expect(ctx().validationError).toBeNull();
  });

  it("shows 'Failed to validate content' when the server gives no error text", async () => {
    const { actor, ctx } = start(
      { argument },
      {
        validate: async () => {
          throw httpError({});
        },
      },
    );
    changed(actor);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx().validationError).toBe('Failed to validate content');
  });

  it('keeps the change mark and shows the error when the save fails', async () => {
    const { actor, ctx } = start(
      { argument, modelId: null },
      {
        save: async () => {
          throw new Error('Database unavailable');
        },
      },
    );
    changed(actor);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ editing: 'ready' });
    expect(ctx()).toMatchObject({ saveError: 'Database unavailable', contentChanged: true });
  });

  it('refuses content edits while saving', async () => {
    const { actor, ctx } = start(
      { argument },
      { save: () => new Promise((resolve) => setTimeout(resolve, 10)) },
    );
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'START_EDIT', target: { kind: 'conclusion' } });
    actor.send({ type: 'ADD_PREMISE' });
    actor.send({ type: 'DELETE_PREMISE', id: 'premise-1' });
    expect(ctx().edit).toBeNull();
    expect(ctx().premises).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10);
  });

  it('fails loudly when the app did not provide the save actor', async () => {
    const actor = createActor(reconstructionEditorMachine, { input: { argument } }).start();
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.saveError).toBe(
      'The "save" actor was not provided: use machine.provide({ actors })',
    );
  });
});
