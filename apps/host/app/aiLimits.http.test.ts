/**
 * The AI endpoints' bounds over real HTTP: at most two AI calls in flight per user (the third
 * answers 429 with `Retry-After`, another user is not held up), slots given back after a
 * success, a failure and a time-out, the `AI_TIMEOUT_MS` deadline answering 504 on time, and the
 * prompt-size cap refusing before anything is sent. The host talks to a fake OpenAI-compatible
 * server on 127.0.0.1 that can hold its answers (a slow model). `pnpm test` builds the app first.
 */
import { calls } from '@credence/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PROMPT_CHARS } from './ai/complete.server.ts';
import {
  AI_BUSY_MESSAGE,
  AI_BUSY_RETRY_AFTER_SECONDS,
  MAX_CONCURRENT_AI_CALLS_PER_USER,
} from './ai/concurrency.server.ts';
import { type FakeOpenAi, startFakeOpenAi } from './ai/testing/fakeOpenAi.ts';
import { AI_TIMEOUT_MESSAGE } from './ai/timeout.server.ts';
import { signUp } from './testing/accounts.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

/** Short, so the time-out test is quick; long enough for a loaded machine to answer otherwise. */
const AI_TIMEOUT_MS = 2_000;

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});

afterAll(async () => {
  await fake?.close();
});

// Hooks run in order and are undone in reverse: the fake is up before the host starts.
const app = httpFixture(() => ({
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_API_KEY: 'sk-test-limits',
  AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
}));

const PATH = '/api/ai/estimate-settings';
const premises = [
  { id: 'p1', content: 'Dark clouds are gathering over the valley.' },
  { id: 'p2', content: 'The barometer has dropped sharply since noon.' },
];
const body = {
  currentTabId: 'BAYESIAN',
  premises,
  conclusion: { id: 'c', content: 'It will rain this evening.' },
  modelId: 'gpt-4o-mini',
};
const goodReply = () => ({
  json: {
    conditionalProbabilities: { p1: 0.8, p2: 0.7 },
    reverseConditionalProbabilities: { p1: 0.2, p2: 0.3 },
  },
});

beforeEach(() => {
  fake.chats.length = 0;
  fake.reply = goodReply;
});

/** Resolves once the fake has received `count` chat requests in all (fails after 10 s). */
async function chatsReceived(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (fake.chats.length < count) {
    if (Date.now() > deadline) {
      throw new Error(`The fake received ${fake.chats.length} chat requests, not ${count}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

/**
 * Checks that exactly the limit of `user`'s slots is free: that many calls reach the (held)
 * model at once, the next answers 429, and the held ones then answer 200.
 */
async function expectAllSlotsFree(user: Client): Promise<void> {
  const before = fake.chats.length;
  const release = fake.hold();
  const inFlight = Array.from({ length: MAX_CONCURRENT_AI_CALLS_PER_USER }, () =>
    user.json(PATH, 'POST', body),
  );
  await chatsReceived(before + MAX_CONCURRENT_AI_CALLS_PER_USER);
  const refused = await user.json(PATH, 'POST', body);
  expect(refused.status).toBe(429);
  release();
  for (const response of await Promise.all(inFlight)) expect(response.status).toBe(200);
}

describe('AI calls are bounded per user', () => {
  const alice = app.client();
  const bob = app.client();

  beforeAll(async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
  });

  it('answers the third concurrent call 429 with Retry-After, and does not hold up another user', async () => {
    expect(MAX_CONCURRENT_AI_CALLS_PER_USER).toBe(2);
    const release = fake.hold();
    const first = alice.json(PATH, 'POST', body);
    const second = alice.json(PATH, 'POST', body);
    await chatsReceived(2);

    const third = await alice.json(PATH, 'POST', body);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe(String(AI_BUSY_RETRY_AFTER_SECONDS));
    expect(await errorOf(third)).toBe(AI_BUSY_MESSAGE);
    expect(fake.chats).toHaveLength(2);

    // Bob has slots of his own: his call reaches the model while Alice's two are held.
    const bobs = bob.json(PATH, 'POST', body);
    await chatsReceived(3);
    release();
    for (const response of await Promise.all([first, second, bobs])) {
      expect(response.status).toBe(200);
      calls.estimateSettings.response.parse(await response.json());
    }
  });

  it('gives the slots back after answers', async () => {
    for (const response of await Promise.all([
      alice.json(PATH, 'POST', body),
      alice.json(PATH, 'POST', body),
    ])) {
      expect(response.status).toBe(200);
    }
    await expectAllSlotsFree(alice);
  });

  it('gives the slots back after failures (502)', async () => {
    // A 400 from the endpoint is not retried, so each call fails at once.
    fake.reply = () => ({ status: 400, body: '{"error":{"message":"bad request"}}' });
    for (const response of await Promise.all([
      alice.json(PATH, 'POST', body),
      alice.json(PATH, 'POST', body),
    ])) {
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toBe('The AI service failed (HTTP 400)');
    }
    fake.reply = goodReply;
    await expectAllSlotsFree(alice);
  });

  it('answers 504 promptly when the model does not answer within AI_TIMEOUT_MS, and gives the slots back', async () => {
    const release = fake.hold();
    const started = Date.now();
    const answers = await Promise.all([
      alice.json(PATH, 'POST', body),
      alice.json(PATH, 'POST', body),
    ]);
    const elapsed = Date.now() - started;
    release();
    for (const response of answers) {
      expect(response.status).toBe(504);
      expect(await errorOf(response)).toBe(AI_TIMEOUT_MESSAGE);
    }
    // At the deadline, not at the client's retry or anything longer.
    expect(elapsed).toBeGreaterThanOrEqual(AI_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(AI_TIMEOUT_MS + 1_500);
    await expectAllSlotsFree(alice);
  });

  it('refuses a prompt longer than the cap with 400 before sending anything', async () => {
    const long = 'The evidence for this premise is long and detailed. '.repeat(38).slice(0, 2_000);
    const count = Math.ceil(MAX_PROMPT_CHARS / long.length) + 1;
    const response = await alice.json(PATH, 'POST', {
      ...body,
      premises: Array.from({ length: count }, (_, i) => ({ id: `p${i}`, content: long })),
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/^Argument text is too long for the AI model \(/);
    expect(fake.chats).toHaveLength(0);
    await expectAllSlotsFree(alice);
  });
});
