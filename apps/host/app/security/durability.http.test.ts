/**
 * Durability of acknowledged writes over real HTTP: the built app on a temp SQLite file takes a
 * burst of concurrent writes from four users — each saving its evaluation of its own argument
 * (`PUT /api/objects/evaluations/:id`), its settings (`PUT /api/user/settings`) and creating
 * arguments (`POST /api/arguments`), each stream one request at a time with distinct values — and
 * is killed with SIGKILL (its whole process group, `RunningServer.kill()`) in the middle of it.
 * Started again on the same file, it must answer every write it had acknowledged (2xx received)
 * with its value: the evaluation and settings hold the last acknowledged value (or the one
 * in flight at the kill, which may or may not have been committed), every acknowledged argument
 * exists with its title. Three rounds.
 */
import { calls } from '@credence/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import type { Client } from '../testing/server.ts';

const app = httpFixture();

const USERS = ['Ada', 'Ben', 'Cleo', 'Dev'];
const ROUNDS = 3;
/** Kill once this many writes have been acknowledged in the round (plus a little), by round. */
const ACKS_BEFORE_KILL = [30, 60, 90];

/** The last acknowledged value of a stream of updates, and the one in flight. */
interface UpdateStream {
  acked: number | undefined;
  inFlight: number | undefined;
}

interface Writer {
  name: string;
  client: Client;
  argumentId: number;
  evaluation: UpdateStream;
  settings: UpdateStream;
  /** Acknowledged creations: id → title. */
  created: Map<number, string>;
}

describe('durability: acknowledged writes survive kill -9', () => {
  const writers: Writer[] = [];

  beforeAll(async () => {
    for (const name of USERS) {
      const client = await signUp(app.client(), name);
      const response = await client.json('/api/arguments', 'POST', {
        title: `${name}'s argument`,
        premises: [{ content: `${name}'s premise` }],
        conclusion: { content: `${name}'s conclusion` },
      });
      expect(response.status).toBe(201);
      const { argument } = calls.createArgument.response.parse(await response.json());
      writers.push({
        name,
        client,
        argumentId: argument.id,
        evaluation: { acked: undefined, inFlight: undefined },
        settings: { acked: undefined, inFlight: undefined },
        created: new Map(),
      });
    }
  }, 60_000);

  for (let round = 0; round < ROUNDS; round++) {
    it(`round ${round + 1}: every acknowledged write is there after a SIGKILL and a restart`, async () => {
      let acks = 0;
      let killed = false;
      const acknowledged = () => {
        acks += 1;
      };
      /** Runs `write(k)` for k = 0, 1, … one at a time until the server is killed. */
      const stream = async (write: (k: number) => Promise<boolean>) => {
        for (let k = 0; !killed && k < 1_000; k++) {
          try {
            if (await write(k)) acknowledged();
          } catch {
            return; // No answer: the server is gone.
          }
        }
      };
      // Distinct in every round, stream and request, and a probability.
      const value = (writer: number, k: number) => (round * 10_000 + writer * 1_000 + k) / 100_000;

      const streams = writers.flatMap((writer, index) => [
        stream(async (k) => {
          const v = value(index, k);
          writer.evaluation.inFlight = v;
          const response = await writer.client.json(
            `/api/objects/evaluations/${writer.argumentId}`,
            'PUT',
            {
              evaluationMode: 'fallback',
              inferenceStrength: v,
              fallbackSupport: 0.5,
              evaluationSettings: { fallback: { round, k } },
            },
          );
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`saveEvaluation answered ${response.status}`);
          writer.evaluation = { acked: v, inFlight: undefined };
          return true;
        }),
        stream(async (k) => {
          const v = value(index, k);
          writer.settings.inFlight = v;
          const response = await writer.client.json('/api/user/settings', 'PUT', { conviction: v });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`updateUserSettings answered ${response.status}`);
          writer.settings = { acked: v, inFlight: undefined };
          return true;
        }),
        stream(async (k) => {
          const title = `${writer.name} round ${round} #${k}`;
          const response = await writer.client.json('/api/arguments', 'POST', {
            title,
            premises: [{ content: `${title}: premise` }],
            conclusion: { content: `${title}: conclusion` },
          });
          if (response.status !== 201)
            throw new Error(`createArgument answered ${response.status}`);
          const { argument } = calls.createArgument.response.parse(await response.json());
          writer.created.set(argument.id, title);
          return true;
        }),
      ]);

      // Kill in the middle of the burst: once enough writes are acknowledged, after a short,
      // round-dependent delay, with requests of every stream in flight.
      const started = Date.now();
      while (acks < ACKS_BEFORE_KILL[round]!) {
        if (Date.now() - started > 15_000) throw new Error(`Only ${acks} writes acknowledged`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => setTimeout(resolve, 7 * round));
      const running = app.current();
      killed = true;
      await running.kill();
      expect(running.alive()).toBe(false);
      await Promise.all(streams);
      const refused = await fetch(`${running.base}/api/user/settings`).then(
        () => 'answered',
        () => 'refused',
      );
      expect(refused, 'the killed server still answers').toBe('refused');

      await app.restart();
      const missing: string[] = [];
      for (const writer of writers) {
        const check = (label: string, stream: UpdateStream, stored: number | null | undefined) => {
          const allowed = [stream.acked, stream.inFlight].filter((v) => v !== undefined);
          if (allowed.length > 0 && (stored == null || !allowed.includes(stored))) {
            missing.push(
              `${writer.name} ${label}: stored ${stored}, acknowledged ${stream.acked} (in flight ${stream.inFlight})`,
            );
          }
        };
        const detail = await writer.client.request(`/api/arguments/${writer.argumentId}`);
        expect(detail.status).toBe(200);
        const { argument } = calls.getArgument.response.parse(await detail.json());
        check('evaluation', writer.evaluation, argument.evaluation?.inferenceStrength);
        const settings = await writer.client.request('/api/user/settings');
        expect(settings.status).toBe(200);
        const { conviction } = calls.getUserSettings.response.parse(await settings.json()).settings;
        check('conviction', writer.settings, conviction);

        const ids = [...writer.created.keys()];
        for (let i = 0; i < ids.length; i += 50) {
          const batch = ids.slice(i, i + 50);
          const list = await writer.client.request(`/api/arguments?ids=${batch.join(',')}`);
          expect(list.status).toBe(200);
          const found = new Map(
            calls.getArgumentsByIds.response
              .parse(await list.json())
              .arguments.map((x) => [x.id, x.title]),
          );
          for (const id of batch) {
            if (found.get(id) !== writer.created.get(id)) {
              missing.push(
                `${writer.name} argument ${id} "${writer.created.get(id)}": ${found.has(id) ? `title ${found.get(id)}` : 'missing'}`,
              );
            }
          }
        }
        // The next round starts from what is stored.
        writer.evaluation = { acked: argument.evaluation?.inferenceStrength, inFlight: undefined };
        writer.settings = { acked: conviction, inFlight: undefined };
      }
      expect(missing, missing.join('\n')).toEqual([]);
      const total = writers.reduce((sum, writer) => sum + writer.created.size, 0);
      expect(acks).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL[round]!);
      expect(total).toBeGreaterThan(0);
    }, 30_000);
  }
});
