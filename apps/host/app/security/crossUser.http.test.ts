/**
 * The cross-user matrix over real HTTP (the built app on a temp SQLite file). User A creates a
 * PRIVATE argument through the API and gives it everything the API can hold (`owner.ts`: an
 * evaluation, conditional probabilities, dependencies, a version, a share token, a linked
 * objection, settings, a share image), and also evaluates, snapshots and sets dependencies on a
 * PUBLIC sample argument. Every free text of A's contains one unique marker.
 *
 * User B (signed in) then calls EVERY call of the registry aimed at A's ids, tokens and claim ids
 * (`aims.ts`; a call without an entry there fails), and opens the evaluator, dialectic and share
 * pages for A's argument. B must get 403/404 where a call names A's records, and otherwise an
 * answer without any of A's private data: never the marker, never A's private argument ids as
 * links or summaries. Afterwards A's rows are unchanged, and nothing B stored names A's private
 * claim ids. Signed out, every call answers 401 — except what the registry documents as public
 * (no 401 among its `errors`): `GET /api/shared/:token`, 200 for a PUBLIC argument only — and
 * nothing is stored at all.
 */
import { randomBytes } from 'node:crypto';
import { type CallName, callNames, calls } from '@credence/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts.ts';
import {
  type DatabaseSnapshot,
  filterSnapshot,
  rowsOfUser,
  snapshotDatabase,
  snapshotDiff,
} from '../testing/dbSnapshot.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import { type Aim, aims, send, type Targets, urlOf } from './aims.ts';
import { argumentIdLeaks, REFUSED } from './crossUserChecks.ts';
import { createOwnerObjects } from './owner.ts';

const app = httpFixture();

/** In every private text of A's; no other request or record contains it. */
const MARKER = `A-PRIVATE-${randomBytes(6).toString('hex')}`;
/** The same for the owner of the signed-out checks. */
const SIGNED_OUT_MARKER = `C-PRIVATE-${randomBytes(6).toString('hex')}`;

describe('cross-user matrix: B aims every call at A’s private objects', () => {
  const alice = app.client();
  const bob = app.client();
  let a: Targets;
  let publicArgumentId = 0;
  let publicVersionId = 0;
  let alicePublicToken = '';
  let bobId = 0;
  let bobsViewOfPublicBefore = '';
  let aliceRowsBefore: DatabaseSnapshot;
  let privateArgumentIds: Set<number>;
  const failures: string[] = [];

  /** Sends and checks one of B's requests; `refused` demands 403/404. */
  async function probe(label: string, url: string, response: Response, refused: boolean) {
    const text = await response.text();
    const { status } = response;
    const ok = status === 403 || status === 404 || (!refused && status >= 200 && status < 300);
    if (!ok) {
      failures.push(
        `${label} ${url} → ${status} (expected ${refused ? '403/404' : '403/404 or 2xx'}): ${text.slice(0, 200)}`,
      );
    }
    if (text.includes(MARKER)) {
      const at = text.indexOf(MARKER);
      failures.push(
        `${label} ${url} → ${status} leaks A’s private text: …${text.slice(Math.max(0, at - 80), at + 60)}…`,
      );
    }
    if (status >= 200 && status < 300 && response.headers.get('content-type')?.includes('json')) {
      const leaks = argumentIdLeaks(JSON.parse(text), privateArgumentIds);
      if (leaks.length)
        failures.push(
          `${label} ${url} → ${status} names A’s private arguments: ${leaks.join(', ')}`,
        );
    }
  }

  beforeAll(async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
    bobId = await app.userId('bob@x.io');
    const seeded = await app.db.argument.findFirstOrThrow({
      where: { visibility: 'PUBLIC', title: 'Rain and the picnic' },
      include: { claims: { orderBy: [{ role: 'desc' }, { position: 'asc' }] } },
    });
    publicArgumentId = seeded.id;
    bobsViewOfPublicBefore = await (await bob.request(`/api/arguments/${publicArgumentId}`)).text();

    a = await createOwnerObjects(alice, await app.userId('alice@x.io'), MARKER, 'alice@x.io');
    privateArgumentIds = new Set([a.argumentId, a.objectionId]);

    // A's private data about a PUBLIC argument: her evaluation, dependencies and a version.
    const premises = seeded.claims.filter((claim) => claim.role === 'PREMISE').map((c) => c.id);
    const onPublic: Targets = {
      ...a,
      argumentId: publicArgumentId,
      premiseIds: [premises[0]!, premises[1]!],
    };
    for (const name of ['saveEvaluation', 'upsertDependencies'] as const) {
      const response = await send(alice, name, aims[name](onPublic, MARKER)[0]!);
      expect(response.status, `${name} on the public argument`).toBe(200);
    }
    const version = await send(alice, 'createVersion', aims.createVersion(onPublic, MARKER)[0]!);
    expect(version.status).toBe(201);
    publicVersionId = calls.createVersion.response.parse(await version.json()).version.id;

    // A PUBLIC argument of A's with a share link, for the signed-out reader.
    const created = await alice.json('/api/arguments', 'POST', {
      title: 'Alice’s public argument',
      visibility: 'PUBLIC',
      premises: [{ content: 'A public premise' }],
      conclusion: { content: 'A public conclusion' },
    });
    expect(created.status).toBe(201);
    const alicePublic = calls.createArgument.response.parse(await created.json()).argument.id;
    const shared = await alice.json('/api/arguments/share', 'POST', {
      userArgumentId: alicePublic,
    });
    alicePublicToken = calls.shareArgument.response.parse(await shared.json()).shareToken ?? '';
    expect(alicePublicToken).not.toBe('');

    aliceRowsBefore = rowsOfUser(await snapshotDatabase(app.db), a.userId);
    expect(JSON.stringify(aliceRowsBefore)).toContain(MARKER);
  }, 60_000);

  it('has an aim for every call of the registry', () => {
    expect(callNames.filter((name) => aims[name] === undefined)).toEqual([]);
  });

  it('B gets 403/404, or an answer with nothing of A’s, from every call aimed at A’s objects', async () => {
    // Aims at A's private data about the PUBLIC argument (which B may see).
    const onPublic: Partial<Record<CallName, Aim[]>> = {
      getArgument: [{ params: { id: publicArgumentId } }],
      listVersions: [{ params: { id: publicArgumentId } }],
      getUserArgument: [{ query: { argumentId: String(publicArgumentId) } }],
      getArgumentsByIds: [
        { query: { ids: `${publicArgumentId},${a.argumentId},${a.objectionId}` } },
      ],
      getDialecticalSource: [{ params: { argumentId: publicArgumentId } }],
      getArgumentNetwork: [{ params: { id: publicArgumentId } }],
      // The owner's argument B can see: 403, and nothing changes (B's view is compared below).
      updateArgument: aims
        .updateArgument({ ...a, argumentId: publicArgumentId }, 'Bob')
        .map((aim) => ({
          ...aim,
          body: { ...(aim.body as object), premises: [{ content: 'Bob' }] },
        })),
      deleteArgument: [{ params: { id: publicArgumentId } }],
    };
    const publicClean = new Set<CallName>([
      'getArgument',
      'listVersions',
      'getDialecticalSource',
      'getArgumentNetwork',
    ]);
    for (const name of callNames) {
      const { method } = calls[name];
      for (const aim of aims[name](a, 'Bob')) {
        const url = urlOf(name, aim.params, aim.query);
        await probe(`${name}: ${method}`, url, await send(bob, name, aim), REFUSED.has(name));
      }
      for (const aim of onPublic[name] ?? []) {
        const url = urlOf(name, aim.params, aim.query);
        const refused = REFUSED.has(name) && !publicClean.has(name);
        await probe(
          `${name} (public argument): ${method}`,
          url,
          await send(bob, name, aim),
          refused,
        );
      }
    }
    // A's version of the public argument is A's alone: B cannot revert to it.
    const revert = { params: { id: publicArgumentId, versionId: publicVersionId } };
    await probe(
      'revertVersion (A’s version of the public argument): POST',
      urlOf('revertVersion', revert.params),
      await send(bob, 'revertVersion', revert),
      true,
    );

    // B's view of the public argument is what it was before A evaluated and changed it.
    const view = await (await bob.request(`/api/arguments/${publicArgumentId}`)).text();
    if (view !== bobsViewOfPublicBefore) {
      failures.push(
        `B's GET /api/arguments/${publicArgumentId} changed after A's private changes:\nbefore ${bobsViewOfPublicBefore.slice(0, 400)}\nafter  ${view.slice(0, 400)}`,
      );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('B gets 403/404 from the evaluator, dialectic and share pages of A’s private argument', async () => {
    const pageFailures: string[] = [];
    const pages: [string, number[]][] = [
      [`/argumentevaluator?argumentId=${a.argumentId}`, [403, 404]],
      [`/argumentevaluator?argumentId=${a.objectionId}`, [403, 404]],
      [`/explore?mode=dialectic&argumentId=${a.argumentId}`, [403, 404]],
      [`/explore?mode=dialectic&argumentId=${a.objectionId}`, [403, 404]],
      [`/argument/shared/${a.shareToken}`, [403, 404]],
      // The public argument with A's private arguments asked for as linked ones: shown without them.
      [
        `/explore?mode=dialectic&argumentId=${publicArgumentId}&linkedArguments=${a.argumentId},${a.objectionId}`,
        [200],
      ],
    ];
    for (const [path, expected] of pages) {
      const response = await bob.request(path);
      const html = await response.text();
      if (!expected.includes(response.status))
        pageFailures.push(`${path} → ${response.status} (expected ${expected.join('/')})`);
      if (html.includes(MARKER))
        pageFailures.push(`${path} → ${response.status} shows A’s private text`);
    }
    expect(pageFailures, pageFailures.join('\n')).toEqual([]);
  });

  it('leaves A’s data unchanged, and B stored nothing that names A’s private claims', async () => {
    const after = await snapshotDatabase(app.db);
    expect(snapshotDiff(aliceRowsBefore, rowsOfUser(after, a.userId))).toEqual({});
    const claimIds = [...a.premiseIds, a.conclusionId];
    const bobsRows = filterSnapshot(after, (_table, row) =>
      ['userId', 'ownerId', 'createdById'].some((column) => row[column] === bobId),
    );
    const naming = Object.entries(bobsRows).flatMap(([table, rows]) =>
      rows
        .filter((row) => claimIds.some((id) => row.includes(id)))
        .map((row) => `${table}: ${row.slice(0, 300)}`),
    );
    expect(naming, naming.join('\n')).toEqual([]);
    // A still sees all of it.
    const own = await alice.request(`/api/arguments/${a.argumentId}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(MARKER);
  });
});

describe('signed out: every call answers 401, except what the registry documents as public', () => {
  const alice = app.client();
  let a: Targets;
  let publicToken = '';

  beforeAll(async () => {
    await signUp(alice, 'Carol');
    a = await createOwnerObjects(
      alice,
      await app.userId('carol@x.io'),
      SIGNED_OUT_MARKER,
      'carol@x.io',
    );
    const created = await alice.json('/api/arguments', 'POST', {
      title: 'Carol’s public argument',
      visibility: 'PUBLIC',
      premises: [{ content: 'A public premise' }],
      conclusion: { content: 'A public conclusion' },
    });
    const id = calls.createArgument.response.parse(await created.json()).argument.id;
    const shared = await alice.json('/api/arguments/share', 'POST', { userArgumentId: id });
    publicToken = calls.shareArgument.response.parse(await shared.json()).shareToken ?? '';
  }, 60_000);

  it('answers 401 to every call that documents it and stores nothing', async () => {
    const before = await snapshotDatabase(app.db);
    const anonymous = app.client();
    const failures: string[] = [];
    for (const name of callNames) {
      const { method, errors } = calls[name];
      const needsSignIn = errors.some((error) => error.status === 401);
      const publicAims: [Aim, number[]][] = needsSignIn
        ? []
        : [[{ params: { shareToken: publicToken } }, [calls[name].successStatus]]];
      const cases: [Aim, number[]][] = [
        ...aims[name](a, 'Anonymous').map((aim): [Aim, number[]] => [
          aim,
          needsSignIn ? [401] : [403, 404],
        ]),
        ...publicAims,
      ];
      for (const [aim, expected] of cases) {
        const url = urlOf(name, aim.params, aim.query);
        const response = await send(anonymous, name, aim);
        const text = await response.text();
        if (!expected.includes(response.status)) {
          failures.push(
            `${name}: ${method} ${url} → ${response.status} (expected ${expected.join('/')}): ${text.slice(0, 160)}`,
          );
        }
        if (text.includes(SIGNED_OUT_MARKER))
          failures.push(`${name}: ${method} ${url} leaks private text signed out`);
      }
    }
    // Pages: the evaluator and dialectic pages send to sign-in; the private share page refuses.
    for (const [path, expected] of [
      [`/argumentevaluator?argumentId=${a.argumentId}`, [302, 401, 403, 404]],
      [`/explore?mode=dialectic&argumentId=${a.argumentId}`, [302, 401, 403, 404]],
      [`/argument/shared/${a.shareToken}`, [403, 404]],
    ] as const) {
      const response = await anonymous.request(path);
      const html = await response.text();
      if (!(expected as readonly number[]).includes(response.status))
        failures.push(`${path} → ${response.status} (expected ${expected.join('/')})`);
      if (html.includes(SIGNED_OUT_MARKER)) failures.push(`${path} shows private text signed out`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(snapshotDiff(before, await snapshotDatabase(app.db))).toEqual({});
  });

  it('GET /api/shared/:token reads a PUBLIC argument signed out', async () => {
    const response = await app.client().request(`/api/shared/${publicToken}`);
    expect(response.status).toBe(200);
    expect(calls.getSharedArgument.response.parse(await response.json()).argument.title).toBe(
      'Carol’s public argument',
    );
  });
});
