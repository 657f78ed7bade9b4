import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { linkedArgumentMachine } from './linkedArgument.machine';
import { linkedArgumentTitle } from './linkedArgument.rules';
import type {
  GenerateLinkedArgumentInput,
  GenerateLinkedArgumentOutput,
  LinkedArgumentInput,
  SaveLinkedArgumentInput,
  SaveLinkedArgumentOutput,
} from './linkedArgument.types';

const premise = { id: 'p1', content: 'God exists' };
const refuteInput: LinkedArgumentInput = { mode: 'refute', originalArgumentId: 7, premise };

function start(
  input: LinkedArgumentInput,
  fakes: {
    save?: (input: SaveLinkedArgumentInput) => Promise<SaveLinkedArgumentOutput>;
    generate?: (input: GenerateLinkedArgumentInput) => Promise<GenerateLinkedArgumentOutput>;
  } = {},
) {
  const calls = {
    save: [] as SaveLinkedArgumentInput[],
    generate: [] as GenerateLinkedArgumentInput[],
  };
  const actor = createActor(
    linkedArgumentMachine.provide({
      actors: {
        saveLinkedArgument: fromPromise<SaveLinkedArgumentOutput, SaveLinkedArgumentInput>(
          async ({ input: body }) => {
            calls.save.push(body);
            return (fakes.save ?? (async () => ({ argumentId: 42 })))(body);
          },
        ),
        generateLinkedArgument: fromPromise<
          GenerateLinkedArgumentOutput,
          GenerateLinkedArgumentInput
        >(async ({ input: body }) => {
          calls.generate.push(body);
          return (fakes.generate ?? (async () => ({ success: false })))(body);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

const save = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { open: { save: string } }).open.save;
const generation = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().value as { open: { generation: string } }).open.generation;

function writeDraft(actor: ReturnType<typeof start>['actor'], ...contents: string[]) {
  actor.send({ type: 'START_MANUAL' });
  contents.forEach((content, index) => {
    if (index > 0) actor.send({ type: 'ADD_PREMISE' });
    actor.send({ type: 'UPDATE_PREMISE', index, content });
  });
}

describe('linkedArgumentTitle', () => {
  it('prefixes the first 50 characters of the premise', () => {
    expect(linkedArgumentTitle('refute', 'God exists')).toBe('Objection: God exists');
    expect(linkedArgumentTitle('support', 'God exists')).toBe('Motivating: God exists');
    const long = `${'x'.repeat(49)}yz`;
    expect(linkedArgumentTitle('refute', long)).toBe(`Objection: ${'x'.repeat(49)}y`);
  });
});

describe('linkedArgumentMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts with a locked conclusion and a conclusion type that follow the mode', () => {
    const refute = start(refuteInput).actor.getSnapshot().context;
    expect(refute.conclusion).toBe('It is not the case that god exists');
    expect(refute.conclusionType).toBe('NEGATION');
    expect(refute.modelId).toBe('gpt-4o-mini');
    expect(refute.draft).toBeNull();
    const support = start({ ...refuteInput, mode: 'support' }).actor.getSnapshot().context;
    expect(support.conclusion).toBe('God exists');
    expect(support.conclusionType).toBe('AFFIRMATION');
    const given = start({
      ...refuteInput,
      conclusion: 'I do not accept that god exists',
      conclusionType: 'ACCEPTABILITY',
    });
    expect(given.actor.getSnapshot().context.conclusion).toBe('I do not accept that god exists');
    expect(given.actor.getSnapshot().context.conclusionType).toBe('ACCEPTABILITY');
  });

  it('edits the premise list and the conclusion type', () => {
    const { actor } = start(refuteInput);
    actor.send({ type: 'ADD_PREMISE' });
    expect(actor.getSnapshot().context.draft).toBeNull();
    writeDraft(actor, 'A', 'B', 'C');
    expect(actor.getSnapshot().context.draft).toEqual({
      title: 'New Argument',
      description: 'Manually created argument',
      premises: [{ content: 'A' }, { content: 'B' }, { content: 'C' }],
    });
    actor.send({ type: 'START_MANUAL' });
    expect(actor.getSnapshot().context.draft?.premises).toHaveLength(3);
    actor.send({ type: 'MOVE_PREMISE', from: 2, to: 0 });
    expect(actor.getSnapshot().context.draft?.premises.map((p) => p.content)).toEqual([
      'C',
      'A',
      'B',
    ]);
    actor.send({ type: 'REMOVE_PREMISE', index: 1 });
    expect(actor.getSnapshot().context.draft?.premises.map((p) => p.content)).toEqual(['C', 'B']);
    for (const conclusionType of [
      'MEANINGFULNESS',
      'AFFIRMATION',
      'ACCEPTABILITY',
      'NEGATION',
    ] as const) {
      actor.send({ type: 'SET_CONCLUSION_TYPE', conclusionType });
      expect(actor.getSnapshot().context.conclusionType).toBe(conclusionType);
    }
  });

  it('takes the whole draft from a premise editor; the conclusion’s wording may change, its text not', () => {
    const { actor } = start(refuteInput);
    actor.send({ type: 'SET_DRAFT_CLAIMS', premises: ['A'], conclusion: 'x' });
    expect(actor.getSnapshot().context.draft).toBeNull();
    actor.send({ type: 'START_MANUAL' });
    expect(actor.getSnapshot().context.draftRevision).toBe(1);
    const conclusion = actor.getSnapshot().context.conclusion;
    expect(conclusion).toBe('It is not the case that god exists');

    actor.send({
      type: 'SET_DRAFT_CLAIMS',
      premises: ['Evil exists.', 'A good God would prevent it.'],
      conclusion: 'I do not accept that god exists',
    });
    expect(actor.getSnapshot().context.draft?.premises).toEqual([
      { content: 'Evil exists.' },
      { content: 'A good God would prevent it.' },
    ]);
    expect(actor.getSnapshot().context.conclusion).toBe('I do not accept that god exists');
    // Another claim is not a new wording: the locked conclusion stays.
    actor.send({ type: 'SET_DRAFT_CLAIMS', premises: ['Evil exists.'], conclusion: 'Cats exist' });
    expect(actor.getSnapshot().context.conclusion).toBe('I do not accept that god exists');
    expect(actor.getSnapshot().context.draft?.premises).toEqual([{ content: 'Evil exists.' }]);
    expect(actor.getSnapshot().context.draftRevision).toBe(1);
  });

  it('saves an objection, shows success for exactly 2 s and reports to the parent on close', async () => {
    const { actor, calls } = start(refuteInput);
    writeDraft(actor, '  Evil exists ', '', 'A good God would prevent evil');
    actor.send({ type: 'SET_CONCLUSION_TYPE', conclusionType: 'ACCEPTABILITY' });
    actor.send({ type: 'SAVE' });
    expect(save(actor)).toBe('saving');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.save).toEqual([
      {
        title: 'Objection: God exists',
        description: 'Manually created argument',
        type: 'INDUCTIVE',
        premises: [{ content: 'Evil exists' }, { content: 'A good God would prevent evil' }],
        conclusion: { content: 'It is not the case that god exists' },
        linkType: 'refute',
        originalArgumentId: 7,
        originalPremiseId: 'p1',
        conclusionType: 'ACCEPTABILITY',
      },
    ]);
    expect(save(actor)).toBe('success');
    expect(actor.getSnapshot().context.savedArgumentId).toBe(42);
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'success',
      text: 'Objection saved successfully!',
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(save(actor)).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(save(actor)).toBe('idle');
    actor.send({ type: 'SAVE' });
    expect(save(actor)).toBe('idle');
    expect(calls.save).toHaveLength(1);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      savedArgumentId: 42,
      linkType: 'refute',
      message: 'Linked argument saved successfully!',
    });
  });

  it('saves a supporting argument with the Motivating prefix', async () => {
    const { actor, calls } = start({ ...refuteInput, mode: 'support' });
    writeDraft(actor, 'Design implies a designer');
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.save[0]).toMatchObject({
      title: 'Motivating: God exists',
      linkType: 'support',
      conclusion: { content: 'God exists' },
      conclusionType: 'AFFIRMATION',
    });
    expect(actor.getSnapshot().context.toast?.text).toBe('Supporting argument saved successfully!');
  });

  it.each([
    ['no draft', refuteInput, [] as string[], 'No argument data to save'],
    [
      'no original argument',
      { ...refuteInput, originalArgumentId: 0 },
      ['A'],
      'Missing original argument or premise information',
    ],
    [
      'a null original argument',
      { ...refuteInput, originalArgumentId: null },
      ['A'],
      'Missing original argument or premise information',
    ],
    [
      'no premise',
      { ...refuteInput, premise: null, conclusion: 'C' },
      ['A'],
      'Missing original argument or premise information',
    ],
    [
      'only blank premises',
      refuteInput,
      ['  ', ''],
      'Please add at least one premise with content',
    ],
    [
      'a blank conclusion',
      { ...refuteInput, conclusion: '   ' },
      ['A'],
      'Conclusion content is required',
    ],
  ] as const)(
    'refuses to save with %s and shows the error for exactly 3 s',
    async (_, input, premises, text) => {
      const { actor, calls } = start(input);
      if (premises.length > 0) writeDraft(actor, ...premises);
      actor.send({ type: 'SAVE' });
      expect(save(actor)).toBe('error');
      expect(actor.getSnapshot().context.saveError).toBe(text);
      expect(actor.getSnapshot().context.toast).toMatchObject({ kind: 'error', text });
      expect(calls.save).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(2999);
      expect(save(actor)).toBe('error');
      await vi.advanceTimersByTimeAsync(1);
      expect(save(actor)).toBe('idle');
    },
  );

  it('restarts the 3 s error indicator on a new refused save', async () => {
    const { actor } = start(refuteInput);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(2000);
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(save(actor)).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(save(actor)).toBe('idle');
  });

  it.each([
    [
      'the server error',
      () =>
        Promise.reject(
          Object.assign(new Error('HTTP 404'), {
            status: 404,
            body: { error: 'Premise not found' },
          }),
        ),
      'Premise not found',
    ],
    [
      'the default text for a network failure',
      () => Promise.reject(new TypeError('fetch failed')),
      'Failed to save linked argument',
    ],
    ['the answer error', () => Promise.resolve({ error: 'Duplicate link' }), 'Duplicate link'],
    [
      'the default text for an answer without id',
      () => Promise.resolve({}),
      'Failed to save linked argument',
    ],
  ])('shows %s when the save fails, then retries from the error state', async (_, fail, text) => {
    let attempt = 0;
    const { actor, calls } = start(refuteInput, {
      save: () => (attempt++ === 0 ? fail() : Promise.resolve({ argumentId: 9 })),
    });
    writeDraft(actor, 'A');
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(save(actor)).toBe('error');
    expect(actor.getSnapshot().context.saveError).toBe(text);
    expect(actor.getSnapshot().context.toast).toMatchObject({ kind: 'error', text });
    expect(actor.getSnapshot().context.savedArgumentId).toBeNull();
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.saveError).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(save(actor)).toBe('success');
    expect(calls.save).toHaveLength(2);
  });

  it('fails with the default text when the app did not provide the save actor', async () => {
    const actor = createActor(linkedArgumentMachine, { input: refuteInput }).start();
    writeDraft(actor, 'A');
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.saveError).toBe('Failed to save linked argument');
  });

  it('refuses edits, generation and closing while saving', async () => {
    const { actor, calls } = start(refuteInput, {
      save: () => new Promise((resolve) => setTimeout(() => resolve({ argumentId: 1 }), 500)),
    });
    writeDraft(actor, 'A');
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'UPDATE_PREMISE', index: 0, content: 'B' });
    actor.send({ type: 'ADD_PREMISE' });
    actor.send({ type: 'REMOVE_PREMISE', index: 0 });
    actor.send({ type: 'SET_CONCLUSION_TYPE', conclusionType: 'MEANINGFULNESS' });
    actor.send({ type: 'GENERATE' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.draft?.premises).toEqual([{ content: 'A' }]);
    expect(actor.getSnapshot().context.conclusionType).toBe('NEGATION');
    expect(generation(actor)).toBe('idle');
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.save).toHaveLength(1);
    expect(calls.generate).toHaveLength(0);
  });

  it('says the offline rules wrote the premises when they are the picked model', async () => {
    const { actor, calls } = start(refuteInput, {
      generate: async () => ({
        success: true,
        argument: {
          title: 'Objection: God exists',
          description: 'Generated by the offline rule-based provider (no AI model).',
          type: 'INDUCTIVE',
          premises: [
            { content: 'There are well-documented cases in which it is false that god exists.' },
          ],
          conclusion: { content: 'It is not the case that god exists.' },
        },
      }),
    });
    actor.send({ type: 'SET_MODEL', modelId: 'offline-rules' });
    actor.send({ type: 'GENERATE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.generate[0]?.model).toBe('offline-rules');
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'success',
      text: 'Rule-based premises created by offline rules (no AI model is configured).',
    });
  });

  it('generates premises with the AI and replaces the draft', async () => {
    const { actor, calls } = start(refuteInput, {
      generate: async () => ({
        success: true,
        argument: {
          title: 'Against God',
          description: 'The problem of evil',
          type: 'INDUCTIVE',
          premises: [{ content: 'Evil exists' }, { content: 'God would prevent it' }],
          conclusion: { content: 'ignored: the conclusion is locked' },
        },
      }),
    });
    writeDraft(actor, 'mine');
    actor.send({ type: 'SET_INSTRUCTIONS', instructions: 'Use the problem of evil' });
    actor.send({ type: 'SET_MODEL', modelId: 'o3-mini' });
    actor.send({ type: 'GENERATE' });
    expect(generation(actor)).toBe('generating');
    actor.send({ type: 'UPDATE_PREMISE', index: 0, content: 'changed' });
    actor.send({ type: 'SAVE' });
    expect(save(actor)).toBe('idle');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.generate).toEqual([
      {
        mode: 'refute',
        conclusion: 'It is not the case that god exists',
        userInstructions: 'Use the problem of evil',
        model: 'o3-mini',
      },
    ]);
    expect(generation(actor)).toBe('idle');
    const { context } = actor.getSnapshot();
    expect(context.draft).toEqual({
      title: 'Against God',
      description: 'The problem of evil',
      premises: [{ content: 'Evil exists' }, { content: 'God would prevent it' }],
    });
    // The manual draft was revision 1; the AI's replaces it as revision 2.
    expect(context.draftRevision).toBe(2);
    expect(context.conclusion).toBe('It is not the case that god exists');
    expect(context.toast).toMatchObject({
      kind: 'success',
      text: 'AI-generated premises created successfully!',
    });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.save[0]?.description).toBe('The problem of evil');
    expect(calls.save[0]?.title).toBe('Objection: God exists');
  });

  it.each([
    ['success false', async () => ({ success: false })],
    ['no argument', async () => ({ success: true })],
    [
      'no premise list',
      async () => ({
        success: true,
        argument: { title: '', description: '', conclusion: { content: '' } } as never,
      }),
    ],
  ])('reports an invalid AI answer (%s)', async (_, generate) => {
    const { actor } = start(refuteInput, { generate });
    actor.send({ type: 'GENERATE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(generation(actor)).toBe('idle');
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'error',
      text: 'Invalid response from AI service',
    });
  });

  it.each([
    [
      'the server error',
      () => Promise.reject(Object.assign(new Error('x'), { body: { error: 'AI quota exceeded' } })),
      'AI quota exceeded',
    ],
    [
      'the default text',
      () => Promise.reject(new TypeError('fetch failed')),
      'Failed to generate argument',
    ],
  ])('reports a failed generation with %s', async (_, generate, text) => {
    const { actor } = start(refuteInput, { generate });
    actor.send({ type: 'GENERATE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(generation(actor)).toBe('idle');
    expect(actor.getSnapshot().context.toast).toMatchObject({ kind: 'error', text });
  });

  it('refuses to generate without a conclusion', async () => {
    const { actor, calls } = start({ ...refuteInput, conclusion: ' ' });
    actor.send({ type: 'GENERATE' });
    expect(generation(actor)).toBe('idle');
    expect(actor.getSnapshot().context.toast).toMatchObject({
      kind: 'error',
      text: 'Conclusion content is required',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.generate).toHaveLength(0);
  });

  it('numbers toasts so that a repeated text shows again', async () => {
    const { actor } = start(refuteInput);
    actor.send({ type: 'SAVE' });
    const first = actor.getSnapshot().context.toast;
    actor.send({ type: 'SAVE' });
    const second = actor.getSnapshot().context.toast;
    expect(second?.text).toBe(first?.text);
    expect(second?.id).toBe((first?.id ?? 0) + 1);
  });

  it('closes without a message when nothing was saved', () => {
    const { actor } = start(refuteInput);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toEqual({
      savedArgumentId: null,
      linkType: 'refute',
      message: null,
    });
  });
});
