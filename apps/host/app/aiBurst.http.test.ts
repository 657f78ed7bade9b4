/**
 * One account's burst of offline AI calls does not hold other people's reads, over real HTTP on
 * the built host without an AI endpoint (the offline rules answer). Ada sends back-to-back
 * calls, two at a time (her per-user cap), with the largest inputs the API accepts — 50
 * premises of 2,000 characters, and texts of runs of spaces and full stops that once took
 * seconds of regular-expression work a call. Meanwhile Ben reads an argument. The offline work
 * runs on a worker thread, so Ben's reads wait for nothing but themselves: their median stays
 * within six times his reads' p95 on an idle host (not an absolute time: machines differ).
 * `pnpm test` builds the app first.
 */
import { calls } from '@credence/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { httpFixture } from './testing/httpFixture.ts';

const app = httpFixture({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined });

const PREMISES = 50;
const CLAIM_CHARS = 2_000;

/** A 2,000-character claim of words that premises share (the dependency estimate's worst case). */
function claim(seed: number): string {
  const words = 'nuclear power reduces carbon emissions while growth needs stable prices'.split(
    ' ',
  );
  let text = '';
  for (let i = seed; text.length < CLAIM_CHARS; i++) text += `${words[(i * 7) % words.length]} `;
  return text.slice(0, CLAIM_CHARS);
}

const premises = Array.from({ length: PREMISES }, (_, i) => ({ id: `p${i}`, content: claim(i) }));
const spaces = `a${' '.repeat(CLAIM_CHARS - 2)}b`;
const stops = `a${'.'.repeat(CLAIM_CHARS - 2)}b`;

/** The burst's requests, in turn: heavy, and adversarial for the old patterns. */
const heavy = [
  {
    path: '/api/ai/estimate-dependencies',
    body: { premises, modelId: 'gpt-4o-mini' },
  },
  {
    path: '/api/counterexample/regiment',
    body: {
      premises: premises.map((premise, i) => ({ ...premise, content: i % 2 ? spaces : stops })),
      conclusion: { id: 'c', content: stops },
      logicSystem: 'predicate',
    },
  },
  {
    path: '/api/arguments/reconstruct',
    body: { text: `${spaces} ${stops} `.repeat(4), modelId: 'gpt-4o-mini' },
  },
];

/** The `q` quantile of `values` (nearest rank). */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))]!;
}

describe('a burst of offline AI calls from one account', () => {
  const ada = app.client();
  const ben = app.client();
  let readPath = '';

  beforeAll(async () => {
    await signUp(ada, 'Ada');
    await signUp(ben, 'Ben');
    const created = await ben.json('/api/arguments', 'POST', {
      title: 'Rain',
      premises: [{ content: 'Dark clouds are gathering.' }],
      conclusion: { content: 'It will rain.' },
    });
    expect(created.status).toBe(201);
    const { argument } = (await created.json()) as { argument: { id: number } };
    readPath = `/api/arguments/${argument.id}`;
  });

  /** Ben's read: its time in milliseconds (a failed read fails the test). */
  async function timedRead(): Promise<number> {
    const start = performance.now();
    const response = await ben.request(readPath);
    expect(response.status).toBe(200);
    await response.json();
    return performance.now() - start;
  }

  it('leaves another user’s reads as fast as on an idle host', async () => {
    for (let i = 0; i < 5; i++) await timedRead(); // warm up the route and the statements
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push(await timedRead());

    // Ada: two lanes of back-to-back calls (her cap), until Ben's reads are done.
    let reading = true;
    const answered: number[] = [];
    const lane = async (offset: number) => {
      for (let turn = offset; reading; turn++) {
        const { path, body } = heavy[turn % heavy.length]!;
        const response = await ada.json(path, 'POST', body);
        answered.push(response.status);
        await response.arrayBuffer();
      }
    };
    const lanes = [lane(0), lane(1)];
    // The burst is under way: both lanes have been answered at least once.
    await expect.poll(() => answered.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(2);
    const busy: number[] = [];
    for (let i = 0; i < 20; i++) busy.push(await timedRead());
    reading = false;
    await Promise.all(lanes);

    // The offline rules did answer Ada's calls (429 only if a lane outran a released slot).
    expect(answered.filter((status) => status === 200).length).toBeGreaterThan(2);
    expect(answered.every((status) => status === 200 || status === 429)).toBe(true);
    // The busy median against six times the idle p95: on a loaded 2-core machine the worker
    // thread still competes for the cores, but work on the request thread (measured: 8.6× here,
    // and seconds per call with the old patterns) holds nearly every read, so the median too. Not
    // the busy p95: one read of twenty that meets a garbage collection or a neighbour's test
    // under CI load is the p95 (a CI run: 437 ms against an idle 54 ms).
    const idleP95 = quantile(idle, 0.95);
    const limit = Math.max(6 * idleP95, idleP95 + 300);
    const busyMedian = quantile(busy, 0.5);
    expect(
      busyMedian,
      `idle p95 ${idleP95.toFixed(1)} ms, busy ${busy.map(Math.round)}`,
    ).toBeLessThan(limit);
  }, 120_000);

  it('answers the heavy requests schema-valid', async () => {
    const dependencies = await ada.json(heavy[0]!.path, 'POST', heavy[0]!.body);
    expect(dependencies.status).toBe(200);
    const { suggestedDependencies } = calls.estimateDependencies.response.parse(
      await dependencies.json(),
    );
    expect(suggestedDependencies.length).toBeGreaterThan(0);
  });
});
