import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reconstructionEditorMachine } from './reconstructionEditor.machine';
import { selectHasUnsavedReconstruction } from './reconstructionEditor.selectors';
import type {
  ReconstructedArgument,
  ReconstructInput,
  ReconstructionEditorInput,
  ReconstructOutput,
} from './reconstructionEditor.types';

const argument: ReconstructedArgument = {
  title: 'Rain',
  description: 'Weather talk',
  type: 'INDUCTIVE',
  premises: [{ content: 'Clouds are dark' }, { content: 'The barometer is falling' }],
  conclusion: { content: 'It will rain' },
};

/** The editor with a save that waits for `release` and no content validation (no model). */
function start(input: ReconstructionEditorInput) {
  let release: () => void = () => {};
  const actor = createActor(
    reconstructionEditorMachine.provide({
      actors: {
        reconstruct: fromPromise<ReconstructOutput, ReconstructInput>(async () => argument),
        save: fromPromise(
          () =>
            new Promise<void>((resolve) => {
              release = resolve;
            }),
        ),
      },
    }),
    { input: { modelId: null, ...input } },
  ).start();
  const unsaved = () => selectHasUnsavedReconstruction(actor.getSnapshot());
  return { actor, unsaved, release: () => release() };
}

describe('reconstructionEditorMachine: unsaved changes', () => {
  it('a saved argument opened for editing has none until its content changes', () => {
    const { actor, unsaved } = start({ argument, argumentId: 7 });
    expect(unsaved()).toBe(false);
    actor.send({ type: 'START_EDIT', target: { kind: 'premise', id: 'premise-1' } });
    expect(unsaved()).toBe(false);
    actor.send({ type: 'CHANGE_DRAFT', text: 'Clouds are very dark' });
    // Typed but not committed yet: still work to lose.
    expect(unsaved()).toBe(true);
    actor.send({ type: 'COMMIT_EDIT' });
    expect(unsaved()).toBe(true);
  });

  it('none while the save runs (the page leaves when it is done), none once saved', async () => {
    const { actor, unsaved, release } = start({ argument, argumentId: 7 });
    actor.send({ type: 'DELETE_PREMISE', id: 'premise-2' });
    expect(unsaved()).toBe(true);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ editing: 'saving' })).toBe(true);
    expect(unsaved()).toBe(false);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    expect(unsaved()).toBe(false);
  });

  it('a new argument (never saved) is unsaved as soon as it has content, a reconstruction included', async () => {
    const { actor, unsaved } = start({ sourceText: 'Clouds are dark, so it will rain.' });
    expect(unsaved()).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(unsaved()).toBe(true);
  });

  it('a blank new argument has nothing to lose', () => {
    const { actor, unsaved } = start({});
    actor.send({ type: 'CREATE_NEW' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(unsaved()).toBe(false);
  });
});
