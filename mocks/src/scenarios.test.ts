import { afterEach, describe, expect, it } from 'vitest';
import { samples } from './samples';
import { createScenarios } from './scenarios';
import { send, useMockServer } from './testSupport';

const { store, scenarios } = useMockServer();

afterEach(() => {
  store.signIn(1);
});

describe('scenarios', () => {
  it.each([
    ['server-error', 500, 'Internal server error'],
    ['unauthorized', 401, 'Please sign in'],
    ['not-found', 404, 'Not found'],
    ['conflict', 409, 'Conflict'],
  ] as const)('%s answers %i { error }', async (scenario, status, message) => {
    scenarios.set('saveEvaluation', scenario);
    const { status: answered, json } = await send('saveEvaluation', samples.saveEvaluation);
    expect(answered).toBe(status);
    expect(json.error).toContain(message);
  });

  it('network-error makes fetch reject', async () => {
    scenarios.set('getUserSettings', 'network-error');
    await expect(send('getUserSettings')).rejects.toThrow(TypeError);
  });

  it('delayMs waits, then answers normally', async () => {
    scenarios.set('getUserSettings', { delayMs: 80 });
    const started = performance.now();
    const { status, json } = await send('getUserSettings');
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    expect(status).toBe(200);
    expect(json.settings.conviction).toBe(0.3);
  });

  it('until holds the answer until the promise settles, then answers normally', async () => {
    let release: () => void = () => {};
    scenarios.set('getUserSettings', {
      until: new Promise<void>((resolve) => (release = resolve)),
    });
    let answered = false;
    const answer = send('getUserSettings').then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    const { status, json } = await answer;
    expect(status).toBe(200);
    expect(json.settings.conviction).toBe(0.3);
  });

  it('{ status, body } answers exactly that, with a default body', async () => {
    scenarios.set('shareArgument', {
      status: 200,
      body: { success: false, error: 'Sharing is off' },
    });
    expect(await send('shareArgument', samples.shareArgument)).toEqual({
      status: 200,
      json: { success: false, error: 'Sharing is off' },
    });
    scenarios.set('shareArgument', { status: 503 });
    expect(await send('shareArgument', samples.shareArgument)).toEqual({
      status: 503,
      json: { error: 'HTTP 503' },
    });
    scenarios.set('shareArgument', { status: 204 });
    expect(await send('shareArgument', samples.shareArgument)).toEqual({ status: 204, json: null });
  });

  it('applies before the session check, to one call only, until cleared', async () => {
    store.signOut();
    scenarios.set('listModels', 'server-error');
    expect((await send('listModels')).status).toBe(500);
    expect((await send('getUserSettings')).status).toBe(401);
    store.signIn(1);
    scenarios.set('getUserSettings', 'not-found');
    scenarios.clear('listModels');
    expect((await send('listModels')).status).toBe(200);
    expect((await send('getUserSettings')).status).toBe(404);
    scenarios.clear();
    expect((await send('getUserSettings')).status).toBe(200);
  });

  it('are independent per instance', () => {
    const mine = createScenarios();
    mine.set('regiment', 'conflict');
    expect(mine.get('regiment')).toBe('conflict');
    expect(scenarios.get('regiment')).toBeUndefined();
  });
});
