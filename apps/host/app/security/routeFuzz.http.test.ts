/**
 * Property-based fuzz of every route's input over real HTTP (the built app on a temp SQLite file,
 * `app/testing/httpFixture.ts`). For every call of the API registry and the form actions `/join`,
 * `/login`, `/settings`, `/logout` and `/friends`, signed in as a user who owns a private argument (and,
 * for a sample of runs, signed out), fast-check sends arbitrary requests: any JSON value, the
 * call's valid body with one field spoiled (wrong type, huge string, odd number, deep nesting,
 * extra keys, a long array, a missing field), text that is not JSON, an empty body; odd queries;
 * real and malformed path parameters. The promises held:
 *
 * - the answer is never a 5xx, and the server keeps running;
 * - an answer 4xx stores nothing: every application table (sessions and sign-in throttling
 *   bookkeeping aside, `app/testing/dbSnapshot.ts`) is the same before and after.
 *
 * Runs are bounded and seeded: `FUZZ_RUNS` (default 20 per route, plus fixed examples) and `FUZZ_SEED` (default
 * below) reproduce a failure; fast-check prints the seed, the path and the failing input.
 *
 * A last group checks the request limits the host declares, for every call that takes a body:
 * more than 1 MB → 413, JSON nested 1000 deep → 400, a body that is not `application/json` → 415,
 * each storing nothing.
 */

import http from 'node:http';
import { type CallName, callNames, calls } from '@credence/api';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../testing/accounts.ts';
import { DatabaseWatch } from '../testing/dbSnapshot.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import { type RawAnswer, rawHttp } from '../testing/rawHttp.ts';
import type { Client } from '../testing/server.ts';
import { aims, describeRequest, hasBody, type Targets, urlOf } from './aims.ts';
import {
  DEEP,
  emptyPayload,
  essentialMutations,
  essentialParams,
  essentialQueries,
  HUGE_STRINGS,
  jsonPayload,
  materialize,
  type Payload,
  paramsFor,
  paramsOf,
  payloadOf,
  queryOf,
  queryString,
  textPayload,
} from './fuzzInputs.ts';
import { createOwnerObjects } from './owner.ts';

const app = httpFixture();

const SEED = Number(process.env.FUZZ_SEED ?? 1_170_212);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Every request is answered within a second here; a server that takes this long is stuck. */
const ANSWER_TIMEOUT_MS = 10_000;

/** Each route's own seed, derived from `SEED` (fast-check prints it with a failure). */
function seedFor(route: string): number {
  let hash = SEED;
  for (const char of route) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

type Who = 'owner' | 'anonymous';
/** Mostly signed in as the owner, signed out for about one run in five. */
const who: fc.Arbitrary<Who> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('owner' as const) },
  { weight: 1, arbitrary: fc.constant('anonymous' as const) },
);

const OWNER = { name: 'Owner', email: 'owner@x.io', password: 'owner-password' };
/** Signs in for the form actions that change the session (`/join`, `/login`, `/logout`). */
const SESSION_USER = { name: 'Session', email: 'session@x.io', password: 'session-password' };

/** The database before each request (read again only after the server wrote something). */
const watch = new DatabaseWatch(() => app.db);

/** Set when the server stopped answering: the next test starts it again (killed first). */
let serverInTrouble = false;

/** One route that stops the server must not fail the routes after it: start it again. */
async function restartIfInTrouble(): Promise<void> {
  if (!serverInTrouble && app.current().alive()) return;
  serverInTrouble = false;
  await app.restart({ kill: true });
}

/** The server's output since `mark`, for a failure message. */
function serverOutputSince(mark: number): string {
  const output = app.current().output().slice(mark).trim();
  return output === '' ? '(the server printed nothing)' : output.slice(0, 4_000);
}

/**
 * Sends one request and holds the promises: an answer below 500, a running server, and for a 4xx
 * an unchanged database. Throws with the request, the answer and the server's output otherwise.
 */
async function exchange(
  description: string,
  send: () => Promise<RawAnswer>,
): Promise<{ status: number; text: string }> {
  const before = await watch.current();
  const mark = app.current().output().length;
  let status: number;
  let text: string;
  try {
    ({ status, text } = await send());
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    serverInTrouble = true;
    throw new Error(
      `${description}: no answer (${String(error)}); server running: ${app.current().alive()}\n` +
        serverOutputSince(mark),
    );
  }
  if (status >= 500) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    throw new Error(
      `${description} → ${status} ${text.slice(0, 300)}\nserver output:\n${serverOutputSince(mark)}`,
    );
  }
  if (!app.current().alive()) {
    serverInTrouble = true;
    throw new Error(
      `${description} → ${status}, then the server stopped:\n${serverOutputSince(mark)}`,
    );
  }
  if (status >= 400) {
    const diff = await watch.changesSince(before);
    if (Object.keys(diff).length > 0) {
      throw new Error(
        `${description} → ${status} ${text.slice(0, 300)}, yet the database changed:\n` +
          JSON.stringify(diff, null, 2),
      );
    }
  }
  return { status, text };
}

/**
 * A request with `client`'s session cookie, a raw body and content type (none when null), on a
 * connection of its own: an early answer that leaves the body unread must not break the next
 * request (see the keep-alive test below).
 */
function rawRequest(
  client: Client,
  url: string,
  method: string,
  body: string | FormData | null,
  contentType: string | null,
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (contentType) headers['Content-Type'] = contentType;
  if (client.cookie) headers.Cookie = client.cookie;
  return rawHttp(`${app.base}${url}`, { method, headers, body, timeoutMs: ANSWER_TIMEOUT_MS });
}

describe('route fuzz: no 5xx, and a 4xx stores nothing', () => {
  const owner = app.client();
  let targets: Targets;
  const clientFor = (whom: Who): Client => {
    if (whom === 'anonymous') return app.client();
    return owner;
  };

  beforeAll(async () => {
    await signUp(owner, OWNER.name, OWNER);
    await signUp(app.client(), SESSION_USER.name, SESSION_USER);
    targets = await createOwnerObjects(
      owner,
      await app.userId(OWNER.email),
      'Owner’s',
      OWNER.email,
    );
  }, 60_000);

  afterEach(restartIfInTrouble, 60_000);

  it('has an aim for every call of the registry', () => {
    expect(callNames.filter((name) => aims[name] === undefined)).toEqual([]);
  });

  for (const name of callNames) {
    const { method, path } = calls[name];
    it(`${method} ${path} (${name})`, async () => {
      await fuzzCall(name);
    }, 60_000);
  }

  async function fuzzCall(name: CallName): Promise<void> {
    const aimed = aims[name](targets, 'Owner’s');
    const validParams = aimed.map((aim) => aim.params ?? {});
    const validQueries = aimed.map((aim) => aim.query ?? {});
    const validBodies = aimed.map((aim) => aim.body ?? {});
    const { method } = calls[name];
    const input = fc.record({
      who,
      params: paramsOf(validParams),
      query: hasBody(name) ? fc.constant(null) : queryOf(validQueries),
      payload: hasBody(name) ? payloadOf(validBodies) : fc.constant(null),
    });
    type Input = typeof input extends fc.Arbitrary<infer T> ? T : never;
    const real = { kind: 'real' as const, index: 0 };
    const examples: [Input][] = [
      ...essentialParams(validParams).map((params) => ({
        params,
        query: hasBody(name) ? null : { kind: 'valid' as const, index: 0 },
        payload: hasBody(name) ? { kind: 'valid' as const, index: 0 } : null,
      })),
      ...(hasBody(name)
        ? essentialMutations(validBodies[0]).map((mutation) => ({
            params: real,
            query: null,
            payload: { kind: 'mutated' as const, index: 0, mutation },
          }))
        : essentialQueries(validQueries).map((query) => ({ params: real, query, payload: null }))),
    ].map((example) => [{ who: 'owner' as const, ...example }]);
    await fc.assert(
      fc.asyncProperty(input, async ({ who: whom, params, query, payload }) => {
        const url = urlOf(
          name,
          paramsFor(params, validParams),
          query ? queryString(query, validQueries) : undefined,
        );
        const client = clientFor(whom);
        if (!payload) {
          await exchange(`[${whom}] ${describeRequest(method, url)}`, () =>
            rawRequest(client, url, method, null, null),
          );
          return;
        }
        const { body, contentType, label } = materialize(payload, validBodies);
        await exchange(`[${whom}] ${describeRequest(method, url, body)} (${label})`, () =>
          rawRequest(client, url, method, body, contentType),
        );
      }),
      { numRuns: RUNS, seed: seedFor(name), endOnFailure: true, examples },
    );
  }

  // Form actions: the fields of a valid form, spoiled, or other bodies altogether.
  const forms: {
    path: string;
    /** Which of the page's forms, when it has several. */
    label?: string;
    /** The query string the page takes (e.g. `?argumentId=`), read once the targets exist. */
    query?: () => string;
    fields: () => Record<string, string>;
    session: 'owner' | 'fresh';
  }[] = [
    {
      path: '/friends',
      label: 'request',
      fields: () => ({ intent: 'request', email: SESSION_USER.email }),
      session: 'owner',
    },
    {
      path: '/friends',
      label: 'answer',
      fields: () => ({ intent: 'decline', userId: String(targets.userId + 1) }),
      session: 'owner',
    },
    {
      path: '/settings',
      fields: () => ({
        detailLevel: 'complete',
        conviction: '0.7',
        constraintResolutionMode: 'foundationalist',
        redirectTo: '/',
      }),
      session: 'owner',
    },
    {
      path: '/deliberations/new',
      query: () => `?argumentId=${targets.argumentId}`,
      // Someone else's id: no friend of the owner's, so every valid-looking request is refused.
      fields: () => ({ inviteeIds: String(targets.userId + 1), pooling: 'median' }),
      session: 'owner',
    },
    {
      path: '/arguments/new',
      label: 'import Argdown',
      fields: () => ({
        intent: 'importArgdown',
        argdown: '<Fuzz>\n\n(1) Fuzz premise.\n----\n(2) Fuzz conclusion.',
        visibility: 'PRIVATE',
      }),
      session: 'owner',
    },
    {
      path: '/arguments/new',
      label: 'import AIF',
      fields: () => ({
        intent: 'importAif',
        aif: JSON.stringify({
          nodes: [
            { nodeID: '1', text: 'Fuzz premise.', type: 'I' },
            { nodeID: '2', text: 'Fuzz conclusion.', type: 'I' },
            { nodeID: '3', text: 'Default Inference', type: 'RA' },
          ],
          edges: [
            { edgeID: '1', fromID: '1', toID: '3' },
            { edgeID: '2', fromID: '3', toID: '2' },
          ],
          locutions: [],
          participants: [],
        }),
      }),
      session: 'owner',
    },
    { path: '/logout', fields: () => ({}), session: 'fresh' },
    {
      path: '/join',
      fields: () => ({
        email: 'fuzz@x.io',
        name: 'Fuzz',
        password: 'fuzz-password',
        redirectTo: '/',
      }),
      session: 'fresh',
    },
    // Last: failed sign-ins may throttle further ones.
    {
      path: '/login',
      fields: () => ({ email: OWNER.email, password: 'wrong-password', redirectTo: '/' }),
      session: 'fresh',
    },
  ];

  for (const form of forms) {
    it(`POST ${form.path} (form action${form.label ? `: ${form.label}` : ''})`, async () => {
      const keys = Object.keys(form.fields());
      const input = fc.record({ who, body: formBody(keys) });
      const bodies: FormBody[] = [
        { kind: 'payload', payload: { kind: 'json', value: form.fields() } },
        { kind: 'payload', payload: { kind: 'text', text: 'a=b', contentType: 'text/plain' } },
        { kind: 'payload', payload: { kind: 'empty', contentType: null } },
        { kind: 'badMultipart' },
        ...keys.flatMap((key): FormBody[] => [
          { kind: 'spoiled', key, value: 2 },
          { kind: 'multipart', key, value: 2 },
          { kind: 'repeated', key },
        ]),
      ];
      const examples = bodies.map(
        (body) => [{ who: 'owner' as const, body }] as [{ who: Who; body: FormBody }],
      );
      await fc.assert(
        fc.asyncProperty(input, async ({ who: whom, body }) => {
          let client = app.client();
          if (whom === 'owner') {
            // A session of its own where the action may end or replace it.
            client =
              form.session === 'owner'
                ? owner
                : await logIn(app.client(), SESSION_USER.email, SESSION_USER.password);
          }
          const request = formRequest(body, form.fields());
          await exchange(`[${whom}] POST ${form.path} ${request.label}`, () =>
            rawRequest(
              client,
              `${form.path}${form.query?.() ?? ''}`,
              'POST',
              request.body,
              request.contentType,
            ),
          );
        }),
        {
          numRuns: RUNS,
          seed: seedFor(`${form.path}${form.label ?? ''}`),
          endOnFailure: true,
          examples,
        },
      );
    }, 60_000);
  }
});

type FormBody =
  | { kind: 'pairs'; pairs: [string, string][] }
  | { kind: 'spoiled'; key: string; value: number }
  | { kind: 'repeated'; key: string }
  | { kind: 'multipart'; key: string; value: number }
  | { kind: 'badMultipart' }
  | { kind: 'payload'; payload: Payload };

const FORM_VALUES: (() => string)[] = [
  () => '',
  () => ' ',
  ...HUGE_STRINGS,
  () => '-1',
  () => 'NaN',
  () => '1e999',
  () => '//evil.example',
  () => 'https://evil.example/',
  () => '\u0000',
  () => DEEP[1]!(),
];

function formBody(keys: string[]): fc.Arbitrary<FormBody> {
  const key = fc.constantFrom(...keys, 'extra');
  const value = fc.nat({ max: FORM_VALUES.length - 1 });
  return fc.oneof(
    fc.record({
      kind: fc.constant('pairs' as const),
      pairs: fc.array(fc.tuple(fc.oneof(key, fc.string()), fc.string()), { maxLength: 6 }),
    }),
    fc.record({ kind: fc.constant('spoiled' as const), key, value }),
    fc.record({ kind: fc.constant('repeated' as const), key }),
    fc.record({ kind: fc.constant('multipart' as const), key, value }),
    fc.constant({ kind: 'badMultipart' as const }),
    fc.oneof(jsonPayload, textPayload, emptyPayload).map((payload) => ({
      kind: 'payload' as const,
      payload,
    })),
  );
}

function formRequest(
  input: FormBody,
  fields: Record<string, string>,
): { body: string | FormData; contentType: string | null; label: string } {
  const urlencoded = 'application/x-www-form-urlencoded';
  switch (input.kind) {
    case 'pairs':
      return {
        body: new URLSearchParams(input.pairs).toString(),
        contentType: urlencoded,
        label: `pairs ${JSON.stringify(input.pairs).slice(0, 200)}`,
      };
    case 'spoiled': {
      const form = new URLSearchParams(fields);
      form.set(input.key, FORM_VALUES[input.value]!());
      return {
        body: form.toString(),
        contentType: urlencoded,
        label: `${input.key} = value #${input.value}`,
      };
    }
    case 'repeated': {
      const form = new URLSearchParams(fields);
      for (let i = 0; i < 1_000; i++) form.append(input.key, `v${i}`);
      return {
        body: form.toString(),
        contentType: urlencoded,
        label: `${input.key} repeated 1000 times`,
      };
    }
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      form.set(input.key, new Blob([FORM_VALUES[input.value]!()]), 'file.txt');
      return {
        body: form,
        contentType: null,
        label: `multipart, ${input.key} a file #${input.value}`,
      };
    }
    case 'badMultipart':
      return {
        body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
        contentType: 'multipart/form-data; boundary=x',
        label: 'truncated multipart',
      };
    case 'payload': {
      const { body, contentType, label } = materialize(input.payload, [fields]);
      return { body, contentType, label };
    }
  }
}

describe('declared request limits, for every call that takes a body', () => {
  const owner = app.client();
  let targets: Targets;

  beforeAll(async () => {
    await signUp(owner, 'Limits', { email: 'limits@x.io' });
    targets = await createOwnerObjects(
      owner,
      await app.userId('limits@x.io'),
      'Limits’',
      'limits@x.io',
    );
  }, 60_000);

  afterEach(restartIfInTrouble, 60_000);

  for (const name of callNames.filter(hasBody)) {
    const { method, path } = calls[name];
    it(`${method} ${path}: over 1 MB → 413, nested 1000 deep → 400, not application/json → 415`, async () => {
      const [aim] = aims[name](targets, 'Limits’');
      const url = urlOf(name, aim?.params, aim?.query);
      const valid = JSON.stringify(aim?.body ?? {});
      const withField = (raw: string) => `${valid.slice(0, -1)}${valid === '{}' ? '' : ','}${raw}}`;
      const cases: [string, string, string | null, number][] = [
        [
          'a body over 1 MB',
          withField(`"padding":"${'x'.repeat(1_100_000)}"`),
          'application/json',
          413,
        ],
        [
          'JSON nested 1000 deep',
          withField(`"nested":${'['.repeat(1_000)}${']'.repeat(1_000)}`),
          'application/json',
          400,
        ],
        ['the valid body as text/plain', valid, 'text/plain', 415],
        ['the valid body without a content type', valid, null, 415],
      ];
      const answers: string[] = [];
      for (const [label, body, contentType, expected] of cases) {
        const { status, text } = await exchange(
          `${describeRequest(method, url, body)} (${label})`,
          () => rawRequest(owner, url, method, body, contentType),
        );
        if (status !== expected)
          answers.push(`${label}: ${status} ${text.slice(0, 120)} (expected ${expected})`);
      }
      expect(answers, answers.join('\n')).toEqual([]);
    }, 60_000);
  }

  it('keeps a keep-alive connection usable after answering without reading a large body', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const failures: string[] = [];
    try {
      for (let round = 0; round < 2; round++) {
        for (const [method, path, body] of [
          [
            'PUT',
            '/api/objects/evaluations/1',
            JSON.stringify({ evaluationMode: 'x'.repeat(300_000) }),
          ],
          ['GET', '/api/user/settings', undefined],
        ] as const) {
          try {
            const { status } = await rawHttp(`${app.base}${path}`, {
              method,
              headers: body ? { 'Content-Type': 'application/json' } : {},
              body,
              agent,
              timeoutMs: ANSWER_TIMEOUT_MS,
            });
            if (status !== 401) failures.push(`round ${round}: ${method} ${path} → ${status}`);
          } catch (error) {
            failures.push(
              `round ${round}: ${method} ${path} signed out: no answer (${String(error)})`,
            );
          }
        }
      }
    } finally {
      agent.destroy();
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
