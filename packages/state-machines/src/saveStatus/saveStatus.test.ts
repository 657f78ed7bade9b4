import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { saveStatusMachine } from './saveStatus.machine';

describe('saveStatusMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (save: () => Promise<void>) => {
    const calls = { save: 0 };
    const actor = createActor(
      saveStatusMachine.provide({
        actors: {
          save: fromPromise(async () => {
            calls.save++;
            return save();
          }),
        },
      }),
    ).start();
    return { actor, calls };
  };

  it('shows success for 2 s, then returns to idle', async () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the error for 3 s with its message, then returns to idle', async () => {
    const { actor } = start(async () => {
      throw new Error('Error saving settings');
    });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('Error saving settings');
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().value).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores a second save while one is in progress', async () => {
    const { actor, calls } = start(() => new Promise((resolve) => setTimeout(resolve, 500)));
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.save).toBe(1);
  });

  it('fails loudly when the app did not provide the actor', async () => {
    const actor = createActor(saveStatusMachine).start();
    actor.send({ type: 'SAVE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe(
      'The "save" actor was not provided: use machine.provide({ actors })',
    );
  });
});
