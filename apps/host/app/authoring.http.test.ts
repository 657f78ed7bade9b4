/**
 * The owner's whole-argument calls over real HTTP: `updateArgument` (PUT /api/arguments/:id) and
 * `deleteArgument` (DELETE /api/arguments/:id) — ownership (404 invisible, 403 someone else's,
 * nothing changed), limits, the "Before edit" version and its revert, credences carried over,
 * dependency and conditional clean-up, and links on delete. `pnpm test` builds the app first.
 */
import { calls, LIMITS } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { errorOf, expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';

const app = httpFixture();

describe('updateArgument and deleteArgument over HTTP', () => {
  const alice = app.client();
  const bob = app.client();
  let argumentId = 0;
  let privateId = 0;
  let ids: string[] = [];
  let conclusionId = '';

  const edit = (
    premises: Array<{ id?: string; content: string }>,
    extra: Record<string, unknown> = {},
  ) => ({
    title: 'Tea, edited',
    summarizedDescription: 'Edited.',
    argumentType: 'INDUCTIVE',
    visibility: 'PUBLIC',
    premises,
    conclusion: { content: 'Tea is better, edited.' },
    ...extra,
  });
  const read = async (id: number) =>
    calls.getArgument.response.parse(await (await alice.request(`/api/arguments/${id}`)).json())
      .argument;

  it('answers 401 without a session', async () => {
    await expectSignInRequired(await app.anonymous('PUT', '/api/arguments/1'));
    await expectSignInRequired(await app.anonymous('DELETE', '/api/arguments/1'));
  });

  it('sets up Alice’s public argument with credences, dependencies and records', async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
    const created = await alice.json('/api/arguments', 'POST', {
      title: 'Tea',
      visibility: 'PUBLIC',
      premises: [{ content: 'A' }, { content: 'B' }, { content: 'C' }],
      conclusion: { content: 'Tea is better.' },
    });
    const { argument } = calls.createArgument.response.parse(await created.json());
    argumentId = argument.id;
    ids = argument.premises.map((premise) => premise.id);
    conclusionId = argument.conclusion.id;
    const [a, b, c] = ids as [string, string, string];
    expect(
      (
        await alice.json('/api/user/arguments/update', 'POST', {
          argumentId,
          evaluationMode: 'fallback',
          inferenceStrength: 0.8,
          fallbackSupport: 0.2,
          premises: [
            { id: a, probability: 0.9 },
            { id: b, probability: 0.7 },
            { id: c, probability: 0.6 },
          ],
          conclusion: { id: conclusionId, probability: 0.5 },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await alice.json(`/api/arguments/${argumentId}/dependencies`, 'PUT', {
          dependencies: { [b]: [a], [c]: [b] },
          premiseConditionals: { [`${b}|${a}`]: 0.8, [`${c}|${b}`]: 0.4 },
          claimIds: ids,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await alice.json('/api/user/conditional-probabilities', 'POST', {
          consequentClaims: [c],
          antecedentClaims: [b],
          conditionalProbability: 0.4,
        })
      ).status,
    ).toBe(201);
    const hidden = await alice.json('/api/arguments', 'POST', {
      title: 'Private',
      premises: [{ content: 'P' }],
      conclusion: { content: 'Q' },
    });
    privateId = calls.createArgument.response.parse(await hidden.json()).argument.id;
  });

  it('another user: 404 for the private argument, 403 for the public one; nothing changes', async () => {
    const before = await read(argumentId);
    const privateBefore = await read(privateId);
    const body = edit([{ content: 'Bob’s premise' }]);
    expect(await errorOf(await bob.json(`/api/arguments/${privateId}`, 'PUT', body), 404)).toBe(
      'Argument not found',
    );
    expect(await errorOf(await bob.json(`/api/arguments/${argumentId}`, 'PUT', body), 403)).toBe(
      'Only the owner can change or delete this argument',
    );
    expect(
      await errorOf(await bob.request(`/api/arguments/${privateId}`, { method: 'DELETE' }), 404),
    ).toBe('Argument not found');
    expect(
      await errorOf(await bob.request(`/api/arguments/${argumentId}`, { method: 'DELETE' }), 403),
    ).toBe('Only the owner can change or delete this argument');
    expect(await read(argumentId)).toEqual(before);
    expect(await read(privateId)).toEqual(privateBefore);
    expect(
      await app.db.version.count({ where: { argumentId: { in: [argumentId, privateId] } } }),
    ).toBe(0);
  });

  it('400s: the limits, unknown fields, and a premise id that is not of this argument', async () => {
    const cases: Array<[unknown, string]> = [
      [
        edit([{ content: 'x' }], { title: 'x'.repeat(LIMITS.titleChars + 1) }),
        'title: must be at most 200 characters',
      ],
      [
        edit(Array.from({ length: LIMITS.premisesPerArgument + 1 }, () => ({ content: 'P' }))),
        'premises: at most 50 premises',
      ],
      [
        edit([{ content: 'x'.repeat(LIMITS.claimChars + 1) }]),
        'premises.0.content: must be at most 2000 characters',
      ],
      [edit([{ content: 'x' }], { ownerId: 2 }), 'Unrecognized key: "ownerId"'],
      [
        edit([{ id: conclusionId, content: 'x' }]),
        `premises.0.id: "${conclusionId}" is not a premise of this argument`,
      ],
      [
        edit([{ id: 'made-up', content: 'x' }]),
        'premises.0.id: "made-up" is not a premise of this argument',
      ],
    ];
    const before = await read(argumentId);
    for (const [body, message] of cases) {
      expect(
        await errorOf(await alice.json(`/api/arguments/${argumentId}`, 'PUT', body), 400),
      ).toBe(message);
    }
    expect(
      await errorOf(
        await alice.request(`/api/arguments/${argumentId}`, {
          method: 'DELETE',
          headers: { 'Content-Type': 'application/json' },
          body: '{"x":1}',
        }),
        400,
      ),
    ).toBe('Unrecognized key: "x"');
    expect(await read(argumentId)).toEqual(before);
    expect(
      await app.db.version.count({ where: { argumentId: { in: [argumentId, privateId] } } }),
    ).toBe(0);
  });

  it('PUT keeps premises by id, carries credences over and cleans up removed ones', async () => {
    const [a, b] = ids as [string, string, string];
    const response = await alice.json(
      `/api/arguments/${argumentId}`,
      'PUT',
      edit([{ id: b, content: 'B, edited' }, { content: 'New' }, { id: a, content: 'A' }]),
    );
    expect(response.status).toBe(200);
    const { argument } = calls.updateArgument.response.parse(await response.json());
    const fresh = argument.premises[1]!.id;
    expect(argument.premises.map((p) => [p.id, p.content])).toEqual([
      [b, 'B, edited'],
      [fresh, 'New'],
      [a, 'A'],
    ]);
    expect(argument.conclusion).toMatchObject({
      id: conclusionId,
      content: 'Tea is better, edited.',
    });
    expect(argument.evaluation?.premises).toEqual([
      { id: b, probability: 0.7 },
      { id: fresh, probability: 0.5 },
      { id: a, probability: 0.9 },
    ]);
    expect(argument.dependencies).toEqual({ [b]: [a] });
    expect(argument.premiseConditionals).toEqual({ [`${b}|${a}`]: 0.8 });
    const records = await alice.json('/api/user/conditional-probabilities/for-claims', 'POST', {
      claimIds: ids,
    });
    expect((await records.json()).probabilities).toEqual([]);
  });

  it('the old content is the "Before edit" version; reverting it restores content and ids', async () => {
    const versions = calls.listVersions.response.parse(
      await (await alice.request(`/api/arguments/${argumentId}/version`)).json(),
    );
    expect(versions[0]).toMatchObject({ change_summary: 'Before edit', is_current: false });
    const reverted = await alice.request(
      `/api/arguments/${argumentId}/version/${versions[0]!.id}/revert`,
      { method: 'POST' },
    );
    expect(reverted.status).toBe(200);
    const argument = await read(argumentId);
    expect(argument.premises.map((p) => [p.id, p.content])).toEqual([
      [ids[0], 'A'],
      [ids[1], 'B'],
      [ids[2], 'C'],
    ]);
    expect(argument.title).toBe('Tea');
    expect(argument.conclusion.content).toBe('Tea is better.');
    expect(argument.dependencies).toEqual({ [ids[1]!]: [ids[0]], [ids[2]!]: [ids[1]] });
  });

  it('DELETE removes the argument and its links both ways; the other user’s argument stays', async () => {
    const linked = await bob.json('/api/arguments/link', 'POST', {
      title: 'Against A',
      premises: [{ content: 'Not A' }],
      conclusion: { content: 'A is false' },
      linkType: 'refute',
      originalArgumentId: argumentId,
      originalPremiseId: ids[0],
      conclusionType: 'NEGATION',
    });
    expect(linked.status).toBe(201);
    const objectionId = calls.linkArgument.response.parse(await linked.json()).argumentId;
    const response = await alice.request(`/api/arguments/${argumentId}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await errorOf(await alice.request(`/api/arguments/${argumentId}`), 404)).toBe(
      'Argument not found',
    );
    expect((await bob.request(`/api/arguments/${objectionId}`)).status).toBe(200);
    const source = await bob.request(`/api/dialectical/source/${objectionId}`);
    expect((await source.json()).dialecticalRelationships).toEqual([]);
    const dialectics = await (await bob.request('/api/dialectics')).json();
    expect(JSON.stringify(dialectics)).not.toContain(`"targetArgumentId":${argumentId}`);
    expect(await app.db.claim.count({ where: { id: { in: ids } } })).toBe(0);
    expect(await app.db.version.count({ where: { argumentId } })).toBe(0);
    expect(
      await errorOf(await alice.request(`/api/arguments/${argumentId}`, { method: 'DELETE' }), 404),
    ).toBe('Argument not found');
  });
});
