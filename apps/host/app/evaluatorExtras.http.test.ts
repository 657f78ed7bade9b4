/**
 * The evaluator's remaining calls over real HTTP — `loadDemonstration`, `counterexampleTruthTable`,
 * `linkArgument`, `listDialectics` — on the built app (`scripts/start.mjs` on a free port and a
 * temp SQLite file, seeded on start). `pnpm test` builds the app first.
 */
import { calls } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { SEED_USER_EMAIL, SEED_USER_PASSWORD, SOCRATES_PROOF } from '../prisma/seed.ts';
import { createArgument } from './models/arguments.server.ts';
import { logIn, signUp } from './testing/accounts.ts';
import { expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

const app = httpFixture();

const ENDPOINTS = [
  ['POST', '/api/user/arguments/load-demonstration'],
  ['POST', '/api/counterexample/truth-table'],
  ['POST', '/api/arguments/link'],
  ['GET', '/api/dialectics'],
] as const;

describe('evaluator extras over HTTP', () => {
  const alice = app.client();
  const bob = app.client();
  const demo = app.client();
  let aliceId = 0;
  let alicePrivate = 0;
  let alicePrivatePremise = '';
  let picnic = 0;
  let socrates = 0;
  let objection = 0;

  it('answers 401 without a session on every endpoint', async () => {
    for (const [method, path] of ENDPOINTS) {
      await expectSignInRequired(await app.anonymous(method, path), path);
    }
  });

  it('signs in users and finds the seeded arguments', async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
    await logIn(demo, SEED_USER_EMAIL, SEED_USER_PASSWORD);
    aliceId = await app.userId('alice@x.io');
    const created = await createArgument(app.db, aliceId, {
      title: 'Alice private',
      argumentType: 'DEDUCTIVE',
      visibility: 'PRIVATE',
      premises: [{ content: 'If P then Q.' }, { content: 'P.' }],
      conclusion: { content: 'Q.' },
    });
    alicePrivate = created.id;
    alicePrivatePremise = created.premises[0]!.id;
    const byTitle = async (title: string) =>
      (await app.db.argument.findFirstOrThrow({ where: { title } })).id;
    picnic = await byTitle('Rain and the picnic');
    socrates = await byTitle('Socrates is mortal');
    objection = await byTitle('Objection: The park floods when it rains heavily.');
  });

  it('POST /api/user/arguments/load-demonstration: the seeded proof, schema-valid', async () => {
    const response = await bob.json('/api/user/arguments/load-demonstration', 'POST', {
      argumentId: socrates,
    });
    expect(response.status).toBe(200);
    const answer = calls.loadDemonstration.response.parse(await response.json());
    expect(answer).toEqual({ success: true, proofStateV4: SOCRATES_PROOF });
  });

  it('load-demonstration: 404 alike for no proof, invisible and missing; 400; 405', async () => {
    await app.db.savedProof.create({
      data: { argumentId: alicePrivate, proofState: JSON.stringify(SOCRATES_PROOF) },
    });
    const own = await alice.json('/api/user/arguments/load-demonstration', 'POST', {
      argumentId: alicePrivate,
    });
    expect(own.status).toBe(200);
    for (const argumentId of [alicePrivate, picnic, 99_999]) {
      const response = await bob.json('/api/user/arguments/load-demonstration', 'POST', {
        argumentId,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: 'No saved proof found for this argument',
        success: false,
        message: 'No saved proof found for this argument',
      });
    }
    const bad = await bob.json('/api/user/arguments/load-demonstration', 'POST', {
      argumentId: 'abc',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^argumentId: /);
    const notJson = await bob.json('/api/user/arguments/load-demonstration', 'POST', '{');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'The request body must be JSON' });
    const get = await bob.request('/api/user/arguments/load-demonstration');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('POST /api/counterexample/truth-table: the table, schema-valid; 400 and 422 readable', async () => {
    const response = await bob.json('/api/counterexample/truth-table', 'POST', {
      formulas: ['p → q', 'q → r', 'p → r'],
    });
    expect(response.status).toBe(200);
    const table = calls.counterexampleTruthTable.response.parse(await response.json());
    expect(table.variables).toEqual(['p', 'q', 'r']);
    expect(table.rows).toHaveLength(8);
    expect(table.rows[7]).toEqual({
      assignments: { p: false, q: false, r: false },
      evaluations: [true, true, true],
    });

    const unparsable = await bob.json('/api/counterexample/truth-table', 'POST', {
      formulas: ['p', 'p →'],
    });
    expect(unparsable.status).toBe(422);
    expect(await unparsable.json()).toEqual({
      error: 'Formula 2 of 2 ("p →") cannot be read: Expected a formula after "→" at position 3',
    });
    const letters = Array.from({ length: 17 }, (_, i) => `p${i + 1}`).join(' ∨ ');
    const tooWide = await bob.json('/api/counterexample/truth-table', 'POST', {
      formulas: [letters],
    });
    expect(tooWide.status).toBe(422);
    expect((await tooWide.json()).error).toMatch(
      /^Too many sentence letters for a truth table: 17/,
    );

    const empty = await bob.json('/api/counterexample/truth-table', 'POST', { formulas: [] });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'formulas: at least one formula is required' });
    const tooMany = await bob.json('/api/counterexample/truth-table', 'POST', {
      formulas: Array.from({ length: 101 }, () => 'p'),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toMatch(/^formulas: at most 100 formulas/);
  });

  const linkBody = (originalArgumentId: number, originalPremiseId: string) => ({
    title: 'Objection: The forecast says heavy rain is likely tomorrow.',
    description: 'Forecasts a day ahead are often wrong.',
    type: 'INDUCTIVE',
    premises: [{ content: 'Day-ahead rain forecasts miss one time in four.' }, { content: '' }],
    conclusion: { content: 'The forecast may well be wrong.' },
    linkType: 'refute',
    originalArgumentId,
    originalPremiseId,
    conclusionType: 'NEGATION',
  });

  it('POST /api/arguments/link: 201 with the new argument, linked to the premise', async () => {
    const response = await bob.json(
      '/api/arguments/link',
      'POST',
      linkBody(picnic, 'seed-picnic-p1'),
    );
    expect(response.status).toBe(201);
    const { argumentId } = calls.linkArgument.response.parse(await response.json());

    const read = await bob.request(`/api/arguments/${argumentId}`);
    const { argument } = calls.getArgument.response.parse(await read.json());
    expect(argument).toMatchObject({
      title: 'Objection: The forecast says heavy rain is likely tomorrow.',
      visibility: 'PUBLIC',
      premises: [{ content: 'Day-ahead rain forecasts miss one time in four.' }],
    });
    const target = calls.getArgument.response.parse(
      await (await alice.request(`/api/arguments/${picnic}`)).json(),
    ).argument;
    expect(target.premises[0]?.objectionStatus).toEqual({
      dialecticalRelationships: [
        { sourceArgumentId: argumentId, targetArgumentId: picnic, linkType: 'refute' },
      ],
    });
  });

  it('link: 404 for an invisible argument or a foreign premise, writing nothing; 400 readable', async () => {
    const before = await app.db.argument.count();
    const invisible = await bob.json(
      '/api/arguments/link',
      'POST',
      linkBody(alicePrivate, alicePrivatePremise),
    );
    expect(invisible.status).toBe(404);
    expect(await invisible.json()).toEqual({ error: 'Argument not found' });
    const foreign = await bob.json(
      '/api/arguments/link',
      'POST',
      linkBody(picnic, 'seed-socrates-p1'),
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({
      error: `Premise seed-socrates-p1 not found in argument ${picnic}`,
    });
    expect(await app.db.argument.count()).toBe(before);

    const blank = await bob.json('/api/arguments/link', 'POST', {
      ...linkBody(picnic, 'seed-picnic-p1'),
      premises: [{ content: ' ' }],
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      error: 'premises: Please add at least one premise with content',
    });
    const badType = await bob.json('/api/arguments/link', 'POST', {
      ...linkBody(picnic, 'seed-picnic-p1'),
      linkType: 'attack',
    });
    expect(badType.status).toBe(400);
    expect((await badType.json()).error).toMatch(/^linkType: /);
    expect(await app.db.argument.count()).toBe(before);
  });

  it('GET /api/dialectics: only visible arguments and relationships, schema-valid', async () => {
    // Alice objects to the seeded objection with her private argument: only she sees that link.
    await app.db.dialecticalRelationship.create({
      data: { sourceArgumentId: alicePrivate, targetArgumentId: objection, linkType: 'refute' },
    });
    const read = async (client: Client) => {
      const response = await client.request('/api/dialectics');
      expect(response.status).toBe(200);
      return calls.listDialectics.response.parse(await response.json()).dialectics;
    };
    const forBob = await read(bob);
    expect(forBob).toHaveLength(1);
    expect(forBob[0]?.argumentIds).toContain(picnic);
    expect(forBob[0]?.argumentIds).toContain(objection);
    expect(forBob[0]?.argumentIds).not.toContain(alicePrivate);
    expect(forBob[0]?.relationships).toHaveLength(2);
    expect(forBob[0]?.relationships).toContainEqual({
      sourceArgumentId: objection,
      targetArgumentId: picnic,
    });

    const forAlice = await read(alice);
    expect(forAlice[0]?.argumentIds).toContain(alicePrivate);
    expect(forAlice[0]?.relationships).toHaveLength(3);

    const post = await alice.json('/api/dialectics', 'POST', {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});
