/**
 * Deliberations over real HTTP (the built app on a temp database): start, submit, close rounds,
 * delete, list; the group view of a closed round equal to the engine's on the same inputs; every
 * answer of every call, for every caller, blind (no one else's figure or reason of the open round)
 * and anonymous (no user id or e-mail, values and reasons sorted, the starter shown no more than
 * anyone); 404 for everyone who may not read one; the limits (members, rounds, reasons); the
 * boundary's refusals (cross-origin writes, non-JSON bodies); and nothing stored after a refusal.
 */
import { calls, DELIBERATION_MESSAGES, LIMITS } from '@credence/api';
import {
  type EvaluationInput,
  groupCruxes,
  groupEvaluation,
  poolCredences,
  spreadOf,
} from '@credence/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELIBERATION_CREATION_LIMIT } from '../accountLimits.ts';
import {
  DELIBERATION_NOBODY_SUBMITTED,
  DELIBERATION_NOT_FOUND,
} from '../models/deliberations.server.ts';
import { takeAttempt } from '../models/throttle.server.ts';
import { signUp } from '../testing/accounts.ts';
import { snapshotDatabase } from '../testing/dbSnapshot.ts';
import { errorOf, expectSignInRequired } from '../testing/expectations.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import type { Client } from '../testing/server.ts';

const app = httpFixture();

type Json = unknown;
type Submission = {
  premiseProbabilities: { claimId: string; probability: number }[];
  inferenceStrength: number;
  fallbackSupport: number;
  reasons?: { claimId: string; text: string }[];
};

/** Every key, string and number anywhere in a JSON value. */
function walk(
  value: Json,
  found = { keys: [] as string[], strings: [] as string[], numbers: [] as number[] },
) {
  if (typeof value === 'string') found.strings.push(value);
  else if (typeof value === 'number') found.numbers.push(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.keys.push(key);
      walk(item, found);
    }
  }
  return found;
}

/**
 * A deliberation answer: the status, the call's response schema, and exactly its fields (the
 * schema strips unknown keys, so an extra key shows as a difference). Then anonymity: no user id
 * field, no e-mail address, anywhere.
 */
async function answerOf(
  response: Response,
  status: number,
  schema: { parse(value: unknown): unknown },
) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const raw = JSON.parse(text) as Json;
  expect(schema.parse(raw)).toEqual(raw);
  const { keys, strings } = walk(raw);
  expect(keys.filter((key) => /user|owner|starterId|member(Id|s$)|email/i.test(key))).toEqual([]);
  expect(strings.filter((string) => string.includes('@'))).toEqual([]);
  return raw;
}

const deliberationOf = async (response: Response, status = 200) =>
  calls.getDeliberation.response.parse(
    await answerOf(response, status, calls.getDeliberation.response),
  ).deliberation;

type Shown = ReturnType<typeof calls.getDeliberation.response.parse>['deliberation'];

/** A deliberation answer without what is the caller's own: their submissions, `startedByYou`. */
function withoutOwn(deliberation: Shown) {
  return {
    ...deliberation,
    startedByYou: null,
    openRound: deliberation.openRound && { ...deliberation.openRound, yourSubmission: null },
    rounds: deliberation.rounds.map((round) => ({ ...round, yourSubmission: null, yourPC: null })),
  };
}

/** Expects that no figure or reason of `secrets` appears anywhere in `answer`. */
function expectBlind(
  answer: Json,
  secrets: { numbers: number[]; strings: string[] },
  label: string,
) {
  const { numbers, strings } = walk(answer);
  expect(
    numbers.filter((n) => secrets.numbers.includes(n)),
    label,
  ).toEqual([]);
  expect(
    strings.filter((s) => secrets.strings.some((secret) => s.includes(secret))),
    label,
  ).toEqual([]);
}

/** A member's figures and reason as submitted, and every number of them. */
function secretsOf(body: Submission) {
  return {
    numbers: [
      ...body.premiseProbabilities.map((p) => p.probability),
      body.inferenceStrength,
      body.fallbackSupport,
    ],
    strings: (body.reasons ?? []).map((r) => r.text),
  };
}

/** The pooled figures a group of submissions would give, by every rule: never shown while open. */
function pooledOf(bodies: Submission[]): number[] {
  const quantities = [
    ...(bodies[0]?.premiseProbabilities ?? []).map((_, i) =>
      bodies.map((b) => b.premiseProbabilities[i]?.probability ?? 0),
    ),
    bodies.map((b) => b.inferenceStrength),
    bodies.map((b) => b.fallbackSupport),
  ];
  return quantities.flatMap((values) =>
    (['logarithmic', 'linear', 'median'] as const).map((rule) => poolCredences(values, { rule })),
  );
}

describe('deliberations over HTTP', () => {
  const ann = app.client();
  const ben = app.client();
  const cat = app.client();
  const dan = app.client(); // a stranger
  const eve = app.client(); // Ann asked her; she has not accepted
  const fay = app.client(); // Ann's friend, never invited
  const ids = { ann: 0, ben: 0, cat: 0, dan: 0, eve: 0, fay: 0 };

  const start = (client: Client, argumentId: number | string, body: unknown = {}) =>
    client.json(`/api/arguments/${argumentId}/deliberations`, 'POST', body);
  const get = (client: Client, id: number | string) => client.request(`/api/deliberations/${id}`);
  const submit = (client: Client, id: number | string, body: unknown) =>
    client.json(`/api/deliberations/${id}/submissions`, 'POST', body);
  const nextRound = (client: Client, id: number | string) =>
    client.request(`/api/deliberations/${id}/rounds`, { method: 'POST' });
  const remove = (client: Client, id: number | string) =>
    client.request(`/api/deliberations/${id}`, { method: 'DELETE' });
  const list = (client: Client, query = '') => client.request(`/api/deliberations${query}`);
  const listOf = async (response: Response) =>
    calls.listDeliberations.response.parse(
      await answerOf(response, 200, calls.listDeliberations.response),
    ).deliberations;

  /** An argument of `client`'s: its id, premise ids in order, conclusion id. */
  async function argument(
    client: Client,
    visibility: 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE',
    premises = 2,
  ) {
    const created = await client.json('/api/arguments', 'POST', {
      title: `A ${visibility.toLowerCase()} argument`,
      visibility,
      premises: Array.from({ length: premises }, (_, i) => ({ content: `Premise ${i + 1}` })),
      conclusion: { content: 'So, the conclusion' },
    });
    expect(created.status).toBe(201);
    const { argument: detail } = calls.createArgument.response.parse(await created.json());
    return {
      id: detail.id,
      premiseIds: detail.premises.map((premise) => premise.id),
      conclusionId: detail.conclusion.id,
    };
  }

  function body(
    premiseIds: string[],
    values: number[],
    inferenceStrength: number,
    fallbackSupport: number,
    reasons: { claimId: string; text: string }[] = [],
  ): Submission {
    return {
      premiseProbabilities: premiseIds.map((claimId, i) => ({
        claimId,
        probability: values[i] ?? 0.5,
      })),
      inferenceStrength,
      fallbackSupport,
      reasons,
    };
  }

  async function befriend(a: Client, b: Client, bName: string, aId: number) {
    expect((await a.json('/api/friends', 'POST', { email: `${bName}@x.io` })).status).toBe(201);
    expect((await b.request(`/api/friends/${aId}/accept`, { method: 'POST' })).status).toBe(200);
  }

  beforeAll(async () => {
    for (const [client, name] of [
      [ann, 'Ann'],
      [ben, 'Ben'],
      [cat, 'Cat'],
      [dan, 'Dan'],
      [eve, 'Eve'],
      [fay, 'Fay'],
    ] as const) {
      await signUp(client, name);
      ids[name.toLowerCase() as keyof typeof ids] = await app.userId(`${name.toLowerCase()}@x.io`);
    }
    await befriend(ann, ben, 'ben', ids.ann);
    await befriend(ann, cat, 'cat', ids.ann);
    await befriend(ann, fay, 'fay', ids.ann);
    expect((await ann.json('/api/friends', 'POST', { email: 'eve@x.io' })).status).toBe(201);
  });

  it('answers 401 signed out on every deliberation call', async () => {
    const anonymous = app.client();
    await expectSignInRequired(await list(anonymous));
    await expectSignInRequired(await start(anonymous, 1));
    await expectSignInRequired(await get(anonymous, 1));
    await expectSignInRequired(await submit(anonymous, 1, {}));
    await expectSignInRequired(await nextRound(anonymous, 1));
    await expectSignInRequired(await remove(anonymous, 1));
  });

  describe('a friends-only argument, deliberated by three friends', () => {
    let arg: Awaited<ReturnType<typeof argument>>;
    let id = 0;
    const round1: Record<'ann' | 'ben' | 'cat', Submission> = {} as never;
    const round2: Record<'ann' | 'ben' | 'cat', Submission> = {} as never;
    const members = { ann, ben, cat };
    const outsiders = { dan, eve, fay };

    /** Every deliberation answer each member gets now must hide the others' open submissions. */
    async function expectBlindForAll(open: Partial<Record<'ann' | 'ben' | 'cat', Submission>>) {
      const all = Object.values(open);
      const shown: unknown[] = [];
      for (const [name, client] of Object.entries(members)) {
        const others = Object.entries(open)
          .filter(([who]) => who !== name)
          .map(([, submitted]) => secretsOf(submitted));
        const secrets = {
          numbers: [...others.flatMap((s) => s.numbers), ...(all.length > 1 ? pooledOf(all) : [])],
          strings: others.flatMap((s) => s.strings),
        };
        const own = open[name as 'ann'];
        // The caller's own figures may appear (their own submission), so are not secrets to them.
        if (own)
          secrets.numbers = secrets.numbers.filter((n) => !secretsOf(own).numbers.includes(n));
        const answer = await answerOf(await get(client, id), 200, calls.getDeliberation.response);
        expectBlind(answer, secrets, `${name}: GET`);
        shown.push(withoutOwn(calls.getDeliberation.response.parse(answer).deliberation));
        expectBlind(
          await answerOf(await list(client), 200, calls.listDeliberations.response),
          secrets,
          `${name}: list`,
        );
      }
      // The starter is shown no more than anyone: the answers differ only in their own parts.
      expect(shown[1]).toEqual(shown[0]);
      expect(shown[2]).toEqual(shown[0]);
    }

    it('Ann starts one with Ben and Cat', async () => {
      arg = await argument(ann, 'FRIENDS_ONLY');
      const deliberation = await deliberationOf(
        await start(ann, arg.id, { inviteeIds: [ids.ben, ids.cat], pooling: 'linear' }),
        201,
      );
      id = deliberation.id;
      expect(deliberation).toEqual({
        id,
        argumentId: arg.id,
        argumentTitle: 'A friends_only argument',
        pooling: 'linear',
        starterName: 'Ann',
        startedByYou: true,
        isMember: true,
        status: 'open',
        maxRounds: LIMITS.deliberationRounds,
        openRound: { number: 1, submissionCount: 0, yourSubmission: null },
        memberCount: 3,
        memberNames: ['Ann', 'Ben', 'Cat'],
        rounds: [],
        createdAt: expect.any(String),
      });
      const bens = await deliberationOf(await get(ben, id));
      expect(bens).toMatchObject({
        startedByYou: false,
        isMember: true,
        memberNames: ['Ann', 'Ben', 'Cat'],
      });
      expect(await listOf(await list(cat))).toEqual([
        {
          id,
          argumentId: arg.id,
          argumentTitle: 'A friends_only argument',
          starterName: 'Ann',
          startedByYou: false,
          status: 'open',
          round: 1,
          memberCount: 3,
          youSubmitted: false,
          createdAt: expect.any(String),
        },
      ]);
      expect((await listOf(await list(cat, `?argumentId=${arg.id}`))).map((d) => d.id)).toEqual([
        id,
      ]);
      expect(await listOf(await list(cat, `?argumentId=${arg.id + 1000}`))).toEqual([]);
    });

    it('refuses invitees who are not friends or cannot see the argument, and incomplete arguments; stores nothing', async () => {
      const privateArg = await argument(ann, 'PRIVATE');
      const bens = await argument(ben, 'FRIENDS_ONLY');
      const before = await snapshotDatabase(app.db);
      const cases: [string, Promise<Response>, number, string | RegExp][] = [
        [
          'a stranger',
          start(ann, arg.id, { inviteeIds: [ids.dan] }),
          400,
          DELIBERATION_MESSAGES.notFriend,
        ],
        [
          'a pending request',
          start(ann, arg.id, { inviteeIds: [ids.eve] }),
          400,
          DELIBERATION_MESSAGES.notFriend,
        ],
        [
          'oneself',
          start(ann, arg.id, { inviteeIds: [ids.ann] }),
          400,
          DELIBERATION_MESSAGES.notFriend,
        ],
        [
          'nobody',
          start(ann, arg.id, { inviteeIds: [999_999] }),
          400,
          DELIBERATION_MESSAGES.notFriend,
        ],
        [
          'a private argument',
          start(ann, privateArg.id, { inviteeIds: [ids.ben] }),
          400,
          DELIBERATION_MESSAGES.inviteeCannotSee,
        ],
        // Cat is Ann's friend, not Ben's: Ben's FRIENDS_ONLY argument is hidden from her.
        [
          'not the owner’s friend',
          start(ann, bens.id, { inviteeIds: [ids.cat] }),
          400,
          DELIBERATION_MESSAGES.inviteeCannotSee,
        ],
        ['an invisible argument', start(dan, arg.id), 404, 'Argument not found'],
        ['a missing argument', start(ann, 999_999), 404, 'Argument not found'],
        [
          'too many invitees',
          start(ann, arg.id, {
            inviteeIds: Array.from({ length: LIMITS.deliberationMembers }, (_, i) => i + 1),
          }),
          400,
          `inviteeIds: at most ${LIMITS.deliberationMembers - 1} invitees`,
        ],
        ['an unknown pooling', start(ann, arg.id, { pooling: 'mean' }), 400, /^pooling: /],
        ['an unknown field', start(ann, arg.id, { invitees: [ids.ben] }), 400, /invitees/],
        ['not JSON', start(ann, arg.id, '{'), 400, 'The request body must be JSON'],
        ['a bad argument id', start(ann, 'abc'), 400, /^id: /],
      ];
      for (const [label, sent, status, message] of cases) {
        const error = await errorOf(await sent, status);
        if (typeof message === 'string') expect(error, label).toBe(message);
        else expect(error, label).toMatch(message);
      }
      expect(await snapshotDatabase(app.db)).toEqual(before);
      // An argument without premises (its owner removed them in the database here).
      await app.db.claim.deleteMany({ where: { argumentId: privateArg.id, role: 'PREMISE' } });
      expect(await errorOf(await start(ann, privateArg.id), 400)).toBe(
        DELIBERATION_MESSAGES.incompleteArgument,
      );
      expect(await app.db.deliberation.count({ where: { argumentId: privateArg.id } })).toBe(0);
    });

    it('round 1: each submits blind; resubmitting replaces; nobody sees another’s figures', async () => {
      const [p1 = '', p2 = ''] = arg.premiseIds;
      round1.ann = body(arg.premiseIds, [0.911, 0.312], 0.813, 0.114, [
        { claimId: p1, text: 'ann-round-1-reason' },
      ]);
      round1.ben = body(arg.premiseIds, [0.215, 0.616], 0.717, 0.318, [
        { claimId: p2, text: 'ben-round-1-reason' },
      ]);
      round1.cat = body(arg.premiseIds, [0.519, 0.921], 0.922, 0.023, [
        { claimId: p1, text: 'cat-round-1-reason' },
        { claimId: p2, text: 'cat-second-reason' },
      ]);
      const first = await deliberationOf(await submit(ann, id, round1.ann));
      expect(first.openRound).toEqual({
        number: 1,
        submissionCount: 1,
        yourSubmission: { ...round1.ann, submittedAt: expect.any(String) },
      });
      await expectBlindForAll({ ann: round1.ann });

      // Ben first sends other figures, then his own: the second replaces the first.
      const draft = body(arg.premiseIds, [0.4242, 0.4353], 0.4444, 0.4545, [
        { claimId: p1, text: 'ben-draft' },
      ]);
      await deliberationOf(await submit(ben, id, draft));
      const replaced = await deliberationOf(await submit(ben, id, round1.ben));
      expect(replaced.openRound?.submissionCount).toBe(2);
      expect(replaced.openRound?.yourSubmission).toMatchObject(round1.ben);
      expectBlind(replaced, secretsOf(round1.ann), 'Ben’s submit answer');
      expect(await app.db.deliberationSubmission.count({ where: { deliberationId: id } })).toBe(2);
      await expectBlindForAll({ ann: round1.ann, ben: round1.ben });

      const cats = await deliberationOf(await submit(cat, id, round1.cat));
      expectBlind(
        cats,
        {
          numbers: [
            ...secretsOf(round1.ann).numbers,
            ...secretsOf(round1.ben).numbers,
            // The median of the three is Cat's own value: her own figures may show.
            ...pooledOf([round1.ann, round1.ben, round1.cat]),
          ].filter((n) => !secretsOf(round1.cat).numbers.includes(n)),
          strings: ['ann-round-1', 'ben-round-1', 'ben-draft'],
        },
        'Cat’s submit answer',
      );
      await expectBlindForAll(round1);
      expect((await listOf(await list(ben)))[0]).toMatchObject({
        id,
        youSubmitted: true,
        round: 1,
      });
      // The draft is gone for good: not even Ben's answers show it any more.
      expectBlind(
        await answerOf(await get(ben, id), 200, calls.getDeliberation.response),
        secretsOf(draft),
        'draft',
      );
    });

    it('starter-only: Ben cannot close the round (403); outsiders get 404 on every call', async () => {
      const before = await snapshotDatabase(app.db);
      expect(await errorOf(await nextRound(ben, id), 403)).toBe(DELIBERATION_MESSAGES.starterOnly);
      expect(await errorOf(await remove(cat, id), 403)).toBe(DELIBERATION_MESSAGES.starterOnly);
      const valid = body(arg.premiseIds, [0.5, 0.5], 0.5, 0.5);
      for (const [name, client] of Object.entries(outsiders)) {
        for (const target of [id, 999_999]) {
          for (const [call, sent] of [
            ['get', get(client, target)],
            ['submit', submit(client, target, valid)],
            ['rounds', nextRound(client, target)],
            ['delete', remove(client, target)],
          ] as const) {
            expect(await errorOf(await sent, 404), `${name} ${call} ${target}`).toBe(
              DELIBERATION_NOT_FOUND,
            );
          }
        }
        expect(await listOf(await list(client))).toEqual([]);
        expect(await listOf(await list(client, `?argumentId=${arg.id}`))).toEqual([]);
      }
      expect(await snapshotDatabase(app.db)).toEqual(before);
    });

    it('refuses submissions that miss or repeat a premise, reasons off premises, long reasons; stores nothing', async () => {
      const [p1 = '', p2 = ''] = arg.premiseIds;
      const before = await snapshotDatabase(app.db);
      const cases: [string, unknown, string | RegExp][] = [
        ['a missing premise', body([p1], [0.5], 0.5, 0.5), DELIBERATION_MESSAGES.premisesMismatch],
        [
          'a repeated premise',
          body([p1, p1], [0.5, 0.5], 0.5, 0.5),
          DELIBERATION_MESSAGES.premisesMismatch,
        ],
        [
          'an extra claim',
          body([p1, p2, arg.conclusionId], [0.5, 0.5, 0.5], 0.5, 0.5),
          DELIBERATION_MESSAGES.premisesMismatch,
        ],
        [
          'the conclusion instead',
          body([p1, arg.conclusionId], [0.5, 0.5], 0.5, 0.5),
          DELIBERATION_MESSAGES.premisesMismatch,
        ],
        [
          'a negation',
          body([p1, `~${p2}`], [0.5, 0.5], 0.5, 0.5),
          DELIBERATION_MESSAGES.premisesMismatch,
        ],
        [
          'a reason for the conclusion',
          body(arg.premiseIds, [0.5, 0.5], 0.5, 0.5, [
            { claimId: arg.conclusionId, text: 'Because' },
          ]),
          DELIBERATION_MESSAGES.reasonClaim,
        ],
        [
          `a reason of ${LIMITS.reasonChars + 1} characters`,
          body(arg.premiseIds, [0.5, 0.5], 0.5, 0.5, [
            { claimId: p1, text: 'r'.repeat(LIMITS.reasonChars + 1) },
          ]),
          `reasons.0.text: must be at most ${LIMITS.reasonChars} characters`,
        ],
        [
          'an empty reason',
          body(arg.premiseIds, [0.5, 0.5], 0.5, 0.5, [{ claimId: p1, text: '   ' }]),
          /^reasons\.0\.text: /,
        ],
        [
          'a probability over 1',
          body(arg.premiseIds, [1.5, 0.5], 0.5, 0.5),
          /^premiseProbabilities\.0\.probability: /,
        ],
        [
          'no inference strength',
          {
            premiseProbabilities: body(arg.premiseIds, [0.5, 0.5], 0, 0).premiseProbabilities,
            fallbackSupport: 0.5,
          },
          /^inferenceStrength: /,
        ],
        [
          'an unknown field',
          { ...body(arg.premiseIds, [0.5, 0.5], 0.5, 0.5), userId: ids.ben },
          /userId/,
        ],
      ];
      for (const [label, sent, message] of cases) {
        const error = await errorOf(await submit(ben, id, sent), 400);
        if (typeof message === 'string') expect(error, label).toBe(message);
        else expect(error, label).toMatch(message);
      }
      expect(await snapshotDatabase(app.db)).toEqual(before);
    });

    it('the boundary refuses cross-origin writes and non-JSON bodies; nothing stored', async () => {
      const before = await snapshotDatabase(app.db);
      const valid = JSON.stringify(round1.ben);
      for (const headers of <Record<string, string>[]>[
        { Origin: 'https://evil.example' },
        { Origin: new URL(app.base).origin.replace(/:\d+$/, ':1') },
        { 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        for (const [path, method, sent] of [
          [`/api/deliberations/${id}/submissions`, 'POST', valid],
          [`/api/deliberations/${id}/rounds`, 'POST', undefined],
          [`/api/deliberations/${id}`, 'DELETE', undefined],
          [`/api/arguments/${arg.id}/deliberations`, 'POST', '{}'],
        ] as const) {
          const response = await ann.request(path, {
            method,
            headers: { 'Content-Type': 'application/json', ...headers },
            ...(sent === undefined ? {} : { body: sent }),
          });
          expect(await errorOf(response, 403), `${method} ${path}`).toMatch(
            /^Cross-origin request refused/,
          );
        }
      }
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        for (const path of [
          `/api/deliberations/${id}/submissions`,
          `/api/arguments/${arg.id}/deliberations`,
        ]) {
          const response = await ann.request(path, {
            method: 'POST',
            headers: { 'Content-Type': contentType },
            body: valid,
          });
          expect(await errorOf(response, 415), `${contentType} ${path}`).toBe(
            'Content-Type must be application/json',
          );
        }
      }
      const methods: [string, string][] = [
        ['PUT', `/api/deliberations/${id}`],
        ['PATCH', `/api/deliberations/${id}`],
        ['POST', '/api/deliberations'],
        ['GET', `/api/deliberations/${id}/submissions`],
        ['GET', `/api/deliberations/${id}/rounds`],
        ['GET', `/api/arguments/${arg.id}/deliberations`],
      ];
      for (const [method, path] of methods) {
        const response = await ann.request(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        await response.arrayBuffer();
      }
      expect(
        await errorOf(await ann.json(`/api/deliberations/${id}/rounds`, 'POST', { round: 2 }), 400),
      ).toBe('Unrecognized key: "round"');
      expect(
        await errorOf(await ann.json(`/api/deliberations/${id}`, 'DELETE', { hard: true }), 400),
      ).toBe('Unrecognized key: "hard"');
      expect(await errorOf(await get(ann, '0x1'), 400)).toMatch(/^id: /);
      expect(await errorOf(await list(ann, '?argumentId=abc'), 400)).toMatch(/^argumentId: /);
      expect(await errorOf(await list(ann, '?user=1'), 400)).toMatch(/user/);
      expect(await snapshotDatabase(app.db)).toEqual(before);
    });

    it('round 2: round 1’s group view is the engine’s, the same for every member, the starter included', async () => {
      const opened = await deliberationOf(await nextRound(ann, id));
      expect(opened.openRound).toEqual({ number: 2, submissionCount: 0, yourSubmission: null });
      expect(opened.rounds).toHaveLength(1);
      const [p1 = '', p2 = ''] = arg.premiseIds;
      const order = [round1.ann, round1.ben, round1.cat];
      const inputs: EvaluationInput[] = order.map((submitted) => ({
        argumentType: 'INDUCTIVE',
        mode: 'fallback',
        premises: submitted.premiseProbabilities.map((p) => ({
          id: p.claimId,
          probability: p.probability,
        })),
        pCGivenPremises: submitted.inferenceStrength,
        pCGivenNotPremises: submitted.fallbackSupport,
      }));
      const group = groupEvaluation(inputs, { rule: 'linear' });
      const cruxes = groupCruxes(inputs, { rule: 'linear' });
      const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
      const quantity = (values: number[]) => ({
        values: sorted(values),
        spread: spreadOf(sorted(values)),
        pooled: expect.closeTo(poolCredences(values, { rule: 'linear' }), 12),
      });
      const round = opened.rounds[0];
      expect(round).toEqual({
        round: 1,
        submissionCount: 3,
        premises: [
          {
            claimId: p1,
            ...quantity(order.map((s) => s.premiseProbabilities[0]?.probability ?? 0)),
            reasons: ['ann-round-1-reason', 'cat-round-1-reason'],
          },
          {
            claimId: p2,
            ...quantity(order.map((s) => s.premiseProbabilities[1]?.probability ?? 0)),
            reasons: ['ben-round-1-reason', 'cat-second-reason'],
          },
        ],
        inferenceStrength: quantity(order.map((s) => s.inferenceStrength)),
        fallbackSupport: quantity(order.map((s) => s.fallbackSupport)),
        conclusion: {
          values: sorted(group.perMember),
          spread: group.spread.conclusion,
          computeThenPool: expect.closeTo(group.computeThenPool, 12),
          poolThenCompute: expect.closeTo(group.poolThenCompute, 12),
          gap: expect.closeTo(group.gap, 12),
        },
        cruxes: [...cruxes]
          .sort((a, b) => b.share - a.share)
          .map(({ part, share }) => ({
            part:
              part.kind === 'premise'
                ? { kind: 'premise', claimId: part.premiseId }
                : { kind: 'inference' },
            share: expect.closeTo(share, 12),
          })),
        yourSubmission: { ...round1.ann, submittedAt: expect.any(String) },
        yourPC: expect.closeTo(group.perMember[0] ?? -1, 12),
      });
      expect(round?.cruxes.length).toBeGreaterThan(0);

      // Every member gets the same answer but for their own submissions and `startedByYou`.
      const answers = await Promise.all(
        [ann, ben, cat].map(async (client) => deliberationOf(await get(client, id))),
      );
      expect(withoutOwn(answers[1] as Shown)).toEqual(withoutOwn(answers[0] as Shown));
      expect(withoutOwn(answers[2] as Shown)).toEqual(withoutOwn(answers[0] as Shown));
      expect(answers.map((a) => a.rounds[0]?.yourSubmission?.inferenceStrength)).toEqual([
        round1.ann.inferenceStrength,
        round1.ben.inferenceStrength,
        round1.cat.inferenceStrength,
      ]);
      // Each is shown their own P(C), the engine's for their submission.
      for (const [index, answer] of answers.entries()) {
        expect(answer.rounds[0]?.yourPC).toBeCloseTo(group.perMember[index] ?? -1, 12);
      }
      expect((await listOf(await list(ben)))[0]).toMatchObject({
        id,
        round: 2,
        youSubmitted: false,
      });
    });

    it('round 2 is blind again while round 1 stays readable', async () => {
      round2.ann = body(arg.premiseIds, [0.6061, 0.6162], 0.6263, 0.6364, [
        { claimId: arg.premiseIds[0] ?? '', text: 'ann-round-2' },
      ]);
      round2.ben = body(arg.premiseIds, [0.2021, 0.2122], 0.2223, 0.2324, [
        { claimId: arg.premiseIds[1] ?? '', text: 'ben-round-2' },
      ]);
      await deliberationOf(await submit(ben, id, round2.ben));
      await expectBlindForAll({ ben: round2.ben });
      await deliberationOf(await submit(ann, id, round2.ann));
      await expectBlindForAll({ ann: round2.ann, ben: round2.ben });
      const cats = await deliberationOf(await get(cat, id));
      expect(cats.openRound).toEqual({ number: 2, submissionCount: 2, yourSubmission: null });
      expect(cats.rounds[0]?.submissionCount).toBe(3);
    });

    it('a member who can no longer see the argument gets 404; one whose account goes leaves values behind', async () => {
      // Ann ends her friendship with Cat: her FRIENDS_ONLY argument is hidden from Cat at once.
      expect((await ann.request(`/api/friends/${ids.cat}`, { method: 'DELETE' })).status).toBe(200);
      expect(await errorOf(await get(cat, id), 404)).toBe(DELIBERATION_NOT_FOUND);
      expect(await errorOf(await submit(cat, id, round1.cat), 404)).toBe(DELIBERATION_NOT_FOUND);
      expect(await listOf(await list(cat))).toEqual([]);
      // Cat's account is deleted: her round-1 values stay in the group view, without her.
      const before = (await deliberationOf(await get(ann, id))).rounds[0];
      await app.db.user.delete({ where: { id: ids.cat } });
      const after = await deliberationOf(await get(ann, id));
      expect(after.memberNames).toEqual(['Ann', 'Ben']);
      expect(after.memberCount).toBe(2);
      expect(after.rounds[0]).toEqual(before);
      expect(
        await app.db.deliberationSubmission.count({ where: { deliberationId: id, userId: null } }),
      ).toBe(1);
    });

    it('only Ann deletes it', async () => {
      expect(await errorOf(await remove(ben, id), 403)).toBe(DELIBERATION_MESSAGES.starterOnly);
      const removed = await remove(ann, id);
      expect(await answerOf(removed, 200, calls.deleteDeliberation.response)).toEqual({
        success: true,
      });
      expect(await errorOf(await get(ann, id), 404)).toBe(DELIBERATION_NOT_FOUND);
      expect(await errorOf(await get(ben, id), 404)).toBe(DELIBERATION_NOT_FOUND);
      expect(await app.db.deliberationSubmission.count({ where: { deliberationId: id } })).toBe(0);
    });
  });

  describe('a public argument', () => {
    let arg: Awaited<ReturnType<typeof argument>>;
    let id = 0;

    it('anyone signed in reads it (not a member) and joins by submitting', async () => {
      arg = await argument(ann, 'PUBLIC', 1);
      id = (await deliberationOf(await start(ann, arg.id), 201)).id;
      await deliberationOf(
        await submit(
          ann,
          id,
          body(arg.premiseIds, [0.8181], 0.8282, 0.0383, [
            { claimId: arg.premiseIds[0] ?? '', text: 'ann-public' },
          ]),
        ),
      );
      const read = await deliberationOf(await get(dan, id));
      expect(read).toMatchObject({
        isMember: false,
        startedByYou: false,
        memberCount: 1,
        memberNames: ['Ann'],
        openRound: { number: 1, submissionCount: 1, yourSubmission: null },
      });
      expectBlind(read, { numbers: [0.8181, 0.8282, 0.0383], strings: ['ann-public'] }, 'reader');
      expect(await listOf(await list(dan))).toEqual([]);
      // A reader may not close rounds or delete it: they can read it, so 403, not 404.
      expect(await errorOf(await nextRound(dan, id), 403)).toBe(DELIBERATION_MESSAGES.starterOnly);
      expect(await errorOf(await remove(dan, id), 403)).toBe(DELIBERATION_MESSAGES.starterOnly);

      const joined = await deliberationOf(
        await submit(dan, id, body(arg.premiseIds, [0.1], 0.2, 0.3)),
      );
      expect(joined).toMatchObject({ isMember: true, memberCount: 2, memberNames: ['Ann', 'Dan'] });
      expectBlind(joined, { numbers: [0.8181, 0.8282, 0.0383], strings: ['ann-public'] }, 'joined');
      expect((await listOf(await list(dan))).map((d) => d.id)).toEqual([id]);
    });

    it('the 51st member is refused (409) and nothing is stored', async () => {
      // Members 3…50 straight in the database (sign-ups are throttled per address).
      for (let i = 3; i <= LIMITS.deliberationMembers; i++) {
        const user = await app.db.user.create({
          data: { email: `member${i}@example.test`, name: `Member ${i}`, passwordHash: 'unused' },
        });
        await app.db.deliberationMember.create({ data: { deliberationId: id, userId: user.id } });
      }
      const before = await snapshotDatabase(app.db);
      expect(await errorOf(await submit(eve, id, body(arg.premiseIds, [0.5], 0.5, 0.5)), 409)).toBe(
        DELIBERATION_MESSAGES.full,
      );
      expect(await snapshotDatabase(app.db)).toEqual(before);
      // Members still submit; readers still read.
      expect((await submit(dan, id, body(arg.premiseIds, [0.15], 0.25, 0.35))).status).toBe(200);
      expect((await deliberationOf(await get(eve, id))).memberCount).toBe(
        LIMITS.deliberationMembers,
      );
    });
  });

  describe('rounds', () => {
    it('none closes before a submission; after the fifth the deliberation is finished (409 after)', async () => {
      const arg = await argument(ann, 'PRIVATE', 1);
      const id = (await deliberationOf(await start(ann, arg.id), 201)).id;
      expect(await errorOf(await nextRound(ann, id), 409)).toBe(DELIBERATION_NOBODY_SUBMITTED);
      // A reason of exactly the limit is taken.
      const longest = 'r'.repeat(LIMITS.reasonChars);
      const withReason = body(arg.premiseIds, [0.1], 0.5, 0.5, [
        { claimId: arg.premiseIds[0] ?? '', text: longest },
      ]);
      expect(
        (await deliberationOf(await submit(ann, id, withReason))).openRound?.yourSubmission
          ?.reasons,
      ).toEqual([{ claimId: arg.premiseIds[0], text: longest }]);
      for (let round = 1; round <= LIMITS.deliberationRounds; round++) {
        await deliberationOf(await submit(ann, id, body(arg.premiseIds, [round / 10], 0.5, 0.5)));
        const after = await deliberationOf(await nextRound(ann, id));
        expect(after.rounds).toHaveLength(round);
        expect(after.status).toBe(round === LIMITS.deliberationRounds ? 'finished' : 'open');
        expect(after.openRound?.number ?? null).toBe(
          round === LIMITS.deliberationRounds ? null : round + 1,
        );
      }
      const before = await snapshotDatabase(app.db);
      expect(await errorOf(await nextRound(ann, id), 409)).toBe(DELIBERATION_MESSAGES.finished);
      expect(await errorOf(await submit(ann, id, body(arg.premiseIds, [0.5], 0.5, 0.5)), 409)).toBe(
        DELIBERATION_MESSAGES.finished,
      );
      expect(await snapshotDatabase(app.db)).toEqual(before);
      const summary = (await listOf(await list(ann, `?argumentId=${arg.id}`)))[0];
      expect(summary).toMatchObject({
        status: 'finished',
        round: LIMITS.deliberationRounds,
        youSubmitted: false,
      });
      const finished = await deliberationOf(await get(ann, id));
      expect(finished.rounds.map((r) => r.premises[0]?.values)).toEqual([
        [0.1],
        [0.2],
        [0.3],
        [0.4],
        [0.5],
      ]);
      expect(finished.rounds.every((r) => r.cruxes.length === 0)).toBe(true);
    });
  });

  it('the start page names the argument in one sentence, one full stop after a title that ends one', async () => {
    const sentence = async (title: string) => {
      const created = await fay.json('/api/arguments', 'POST', {
        title,
        visibility: 'PRIVATE',
        premises: [{ content: 'Premise 1' }],
        conclusion: { content: 'So, the conclusion' },
      });
      const { argument: detail } = calls.createArgument.response.parse(await created.json());
      const page = await fay.request(`/deliberations/new?argumentId=${detail.id}`);
      expect(page.status).toBe(200);
      // React marks where text nodes meet with empty comments.
      const html = (await page.text()).replaceAll('<!-- -->', '');
      return /On “[^<]*?Everyone/.exec(html)?.[0];
    };
    expect(await sentence('The park floods.')).toBe('On “The park floods.” Everyone');
    expect(await sentence('Does the park flood?')).toBe('On “Does the park flood?” Everyone');
    expect(await sentence('The park floods')).toBe('On “The park floods”. Everyone');
  });

  it('an account starts at most DELIBERATION_CREATION_LIMIT an hour: then 429 with Retry-After, on the API and the form, storing nothing', async () => {
    const publicArgument = await argument(fay, 'PUBLIC', 1);
    // Fay has started as many deliberations this hour as she may.
    for (let i = 0; i < DELIBERATION_CREATION_LIMIT.max; i++) {
      await takeAttempt(
        app.db,
        [`deliberations:create:user:${ids.fay}`],
        DELIBERATION_CREATION_LIMIT,
      );
    }
    const before = await snapshotDatabase(app.db);
    const refused = await start(fay, publicArgument.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await errorOf(refused, 429)).toMatch(
      /^Too many new deliberations\. Please try again in \d+ minutes\.$/,
    );
    // The page's form, as a browser without scripts posts it.
    const page = await fay.form(`/deliberations/new?argumentId=${publicArgument.id}`, {
      pooling: 'logarithmic',
    });
    expect(page.status).toBe(429);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await page.text()).toContain('Too many new deliberations.');
    expect(await snapshotDatabase(app.db)).toEqual(before);
    // Another account is not held back.
    expect((await start(dan, publicArgument.id)).status).toBe(201);
  });
});
