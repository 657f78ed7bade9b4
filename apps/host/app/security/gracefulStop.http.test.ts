/**
 * Graceful shutdown over real HTTP: SIGTERM while a request is in flight (an AI call held by a
 * slow fake model) lets that request finish with its answer, refuses nothing half-done, and then
 * every process of the host exits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../ai/testing/fakeOpenAi.ts';
import { signUp } from '../testing/accounts.ts';
import { httpFixture } from '../testing/httpFixture.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
});

const app = httpFixture(() => ({
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_API_KEY: 'sk-test-graceful',
  AI_TIMEOUT_MS: '20000',
}));

describe('graceful stop', () => {
  it('finishes the request in flight on SIGTERM, then exits', async () => {
    fake.reply = () => ({
      json: {
        conditionalProbabilities: { p1: 0.8 },
        reverseConditionalProbabilities: { p1: 0.2 },
      },
    });
    const user = await signUp(app.client(), 'Grace');
    const release = fake.hold();
    const inFlight = user.json('/api/ai/estimate-settings', 'POST', {
      currentTabId: 'BAYESIAN',
      premises: [{ id: 'p1', content: 'The barometer has dropped sharply since noon.' }],
      conclusion: { id: 'c', content: 'It will rain this evening.' },
      modelId: 'gpt-4o-mini',
    });
    const deadline = Date.now() + 15_000;
    while (fake.chats.length === 0) {
      if (Date.now() > deadline) throw new Error('The AI call never reached the fake model');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const server = app.current();
    const stopped = server.stop(); // SIGTERM to the supervisor, passed on to the workers
    // Not a wait for readiness: time for a host that dropped its in-flight request to exit. A
    // slow machine can only let such a host pass this line; the answer below still catches it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.alive()).toBe(true); // still finishing the request
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('settings');
    await stopped;
    expect(server.alive()).toBe(false);
    // Started again for the fixture's own stop after the tests.
    await app.restart();
  }, 60_000);
});
