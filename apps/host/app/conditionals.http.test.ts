/**
 * The conditional-probability, dependency and truth-table endpoints of the built app over real
 * HTTP (same setup as `server.http.test.ts`: `scripts/start.mjs` on a free port and a temp
 * SQLite file), including a round trip through `@credence/api`'s client. `pnpm test` builds the
 * app first.
 */
import { calls, createCredenceClient } from '@credence/api';
import { DEFAULT_DEPENDENCY_CONDITIONAL, DependencyCycleError } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { createArgument } from './models/arguments.server.ts';
import { signUp } from './testing/accounts.ts';
import { addClaims, argumentWithClaims } from './testing/claims.ts';
import { expectJson, expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';

const app = httpFixture();

const CONDITIONALS = '/api/user/conditional-probabilities';

describe('conditional probabilities, dependencies and truth-table values over HTTP', () => {
  const alice = app.client();
  const bob = app.client();
  let aliceId = 0;
  let bobId = 0;
  let privateArgument = { id: 0, p1: '', p2: '', p3: '' };
  let publicArgument = { id: 0, p1: '', p2: '', p3: '' };
  let aliceRecordId = 0;

  it('answers 401 without a session on every endpoint', async () => {
    const requests: [string, string][] = [
      ['GET', `${CONDITIONALS}?consequent_claims=c`],
      ['POST', CONDITIONALS],
      ['PUT', `${CONDITIONALS}/1`],
      ['POST', `${CONDITIONALS}/for-claims`],
      ['POST', `${CONDITIONALS}/batch`],
      ['POST', `${CONDITIONALS}/batch-reset`],
      ['POST', '/api/user/conditional-patterns'],
      ['POST', '/api/user/truth-table-probabilities'],
      ['PUT', '/api/arguments/1/dependencies'],
      ['DELETE', '/api/arguments/1/dependencies?targetId=a&sourceId=b'],
    ];
    for (const [method, path] of requests) {
      await expectSignInRequired(await app.anonymous(method, path), `${method} ${path}`);
    }
  });

  it('signs up two users and gives Alice a private and a public argument', async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
    aliceId = await app.userId('alice@x.io');
    bobId = await app.userId('bob@x.io');
    const make = async (visibility: 'PUBLIC' | 'PRIVATE') => {
      const argument = await createArgument(app.db, aliceId, {
        title: `Alice ${visibility}`,
        visibility,
        premises: [{ content: 'One.' }, { content: 'Two.' }, { content: 'Three.' }],
        conclusion: { content: 'So.' },
      });
      const [p1, p2, p3] = argument.premises.map((premise) => premise.id) as [
        string,
        string,
        string,
      ];
      return { id: argument.id, p1, p2, p3 };
    };
    privateArgument = await make('PRIVATE');
    publicArgument = await make('PUBLIC');
    // Records must name visible claims: these short ids are premises of the public argument.
    const named = ['c', 'p1', 'p2', 'q1', 'q2', 'q3', 'tc', 't1', 't2', 'r1', 'r2'];
    await addClaims(app.db, publicArgument.id, named);
  });

  it('creates a record (201), refuses the same claims again (409) and finds it', async () => {
    const body = {
      consequentClaims: ['c'],
      antecedentClaims: ['p1', '~p2'],
      conditionalProbability: 0.7,
    };
    const created = calls.createConditionalProbability.response.parse(
      await expectJson(await alice.json(CONDITIONALS, 'POST', body), 201),
    ).probability;
    expect(created).toMatchObject(body);
    aliceRecordId = created.id;

    const again = await alice.json(CONDITIONALS, 'POST', {
      ...body,
      antecedentClaims: ['~p2', 'p1'],
    });
    expect(await expectJson(again, 409)).toEqual({
      error: 'A conditional probability for these claims exists already',
    });

    const found = calls.findConditionalProbabilities.response.parse(
      await expectJson(
        await alice.request(`${CONDITIONALS}?consequent_claims=c&antecedent_claims=p1,~p2`),
        200,
      ),
    );
    expect(found.probabilities).toEqual([created]);
  });

  it('answers 400 with a readable message on bad input', async () => {
    const cases: [Promise<Response>, RegExp][] = [
      [
        alice.json(CONDITIONALS, 'POST', {
          consequentClaims: ['c'],
          antecedentClaims: [],
          conditionalProbability: 2,
        }),
        /^conditionalProbability: must be at most 1$/,
      ],
      [
        alice.json(CONDITIONALS, 'POST', {
          consequentClaims: [],
          antecedentClaims: [],
          conditionalProbability: 0.5,
        }),
        /^consequentClaims: consequentClaims must name at least one claim$/,
      ],
      [alice.json(CONDITIONALS, 'POST', 'not json'), /^The request body must be JSON$/],
      [alice.request(`${CONDITIONALS}?antecedent_claims=p1`), /^consequent_claims: /],
      [alice.json(`${CONDITIONALS}/abc`, 'PUT', { conditionalProbability: 0.5 }), /^id: /],
      [alice.json(`${CONDITIONALS}/${aliceRecordId}`, 'PUT', {}), /^conditionalProbability: /],
      [alice.json('/api/user/conditional-patterns', 'POST', { userId: 'me' }), /^userId: /],
      [alice.json(`${CONDITIONALS}/batch`, 'POST', { items: [{}] }), /^items\.0\.conclusionId: /],
      [
        alice.json('/api/user/truth-table-probabilities', 'POST', { conclusionId: 'c' }),
        /premiseIds: /,
      ],
      [alice.json('/api/arguments/abc/dependencies', 'PUT', {}), /^argumentId: /],
      [
        alice.json(`/api/arguments/${publicArgument.id}/dependencies`, 'PUT', { dependencies: {} }),
        /premiseConditionals: /,
      ],
      [
        alice.request(`/api/arguments/${publicArgument.id}/dependencies?targetId=x`, {
          method: 'DELETE',
        }),
        /^sourceId: /,
      ],
    ];
    for (const [pending, message] of cases) {
      const body = (await expectJson(await pending, 400)) as { error: string };
      expect(body.error).toMatch(message);
    }
  });

  it('keeps records private: Bob can neither read nor change Alice’s (404)', async () => {
    const bobsView = calls.findConditionalProbabilities.response.parse(
      await expectJson(
        await bob.request(`${CONDITIONALS}?consequent_claims=c&antecedent_claims=p1,~p2`),
        200,
      ),
    );
    expect(bobsView.probabilities).toEqual([]);
    const forClaims = await bob.json(`${CONDITIONALS}/for-claims`, 'POST', {
      claimIds: ['p1', 'c'],
    });
    expect(await expectJson(forClaims, 200)).toEqual({ probabilities: [] });

    const change = await bob.json(`${CONDITIONALS}/${aliceRecordId}`, 'PUT', {
      conditionalProbability: 0.1,
    });
    expect(await expectJson(change, 404)).toEqual({
      error: `Conditional probability ${aliceRecordId} not found`,
    });
    const stored = await app.db.conditionalProbability.findUniqueOrThrow({
      where: { id: aliceRecordId },
    });
    expect(stored.conditionalProbability).toBe(0.7);

    const patterns = await bob.json('/api/user/conditional-patterns', 'POST', { userId: aliceId });
    expect(await expectJson(patterns, 403)).toEqual({
      error: 'You can only read your own conditional patterns',
    });
  });

  it('updates the user’s own record and lists records and patterns, schema-valid', async () => {
    const updated = calls.updateConditionalProbability.response.parse(
      await expectJson(
        await alice.json(`${CONDITIONALS}/${aliceRecordId}`, 'PUT', {
          conditionalProbability: 0.4,
        }),
        200,
      ),
    );
    expect(updated.probability).toMatchObject({ id: aliceRecordId, conditionalProbability: 0.4 });

    const forClaims = calls.getConditionalProbabilitiesForClaims.response.parse(
      await expectJson(
        await alice.json(`${CONDITIONALS}/for-claims`, 'POST', {
          claimIds: ['p2'],
          consequentClaims: ['c'],
        }),
        200,
      ),
    );
    expect(forClaims.probabilities).toEqual([updated.probability]);

    const patterns = calls.getConditionalPatterns.response.parse(
      await expectJson(
        await alice.json('/api/user/conditional-patterns', 'POST', { userId: aliceId }),
        200,
      ),
    );
    expect(patterns.conditionals).toEqual([{ key: 'c|p1 & ~p2', value: 0.4 }]);
    const bobsPatterns = await bob.json('/api/user/conditional-patterns', 'POST', {
      userId: bobId,
    });
    expect(await expectJson(bobsPatterns, 200)).toEqual({ conditionals: [] });
  });

  it('batch-saves, batch-resets and stores truth-table values', async () => {
    const items = [
      { conclusionId: 'q2', antecedentExpression: 'q1', probability: 0.8, source: 'dependency' },
      {
        conclusionId: 'q3',
        antecedentExpression: 'q1 & ~q2',
        probability: 0.6,
        source: 'dependency',
      },
      { conclusionId: 'q3', antecedentExpression: ' & ', probability: 0.6, source: 'dependency' },
    ];
    const first = calls.batchSaveConditionals.response.parse(
      await expectJson(await alice.json(`${CONDITIONALS}/batch`, 'POST', { items }), 200),
    );
    expect(first).toEqual({ created: 2, skipped: 0, errors: 1 });
    const second = await alice.json(`${CONDITIONALS}/batch`, 'POST', {
      items: [items[0], { ...items[1], probability: 0.5 }],
    });
    expect(await expectJson(second, 200)).toEqual({ created: 1, skipped: 1, errors: 0 });

    const reset = calls.batchResetConditionals.response.parse(
      await expectJson(
        await alice.json(`${CONDITIONALS}/batch-reset`, 'POST', {
          dependencies: [
            { targetId: 'q2', sourceId: 'q1' },
            { targetId: 'q1', sourceId: 'q2' },
          ],
        }),
        200,
      ),
    );
    expect(reset.results).toEqual([
      { dependencyId: 'q2|q1', newProbability: 0.8 },
      { dependencyId: 'q1|q2', newProbability: null },
    ]);
    const bobsReset = await bob.json(`${CONDITIONALS}/batch-reset`, 'POST', {
      dependencies: [{ targetId: 'q2', sourceId: 'q1' }],
    });
    expect(await expectJson(bobsReset, 200)).toEqual({
      results: [{ dependencyId: 'q2|q1', newProbability: null }],
    });

    const truthTable = await alice.json('/api/user/truth-table-probabilities', 'POST', {
      conclusionId: 'tc',
      premiseIds: ['t1', 't2'],
      pCGivenPremises: 0.9,
      pCGivenNotPremises: 0.1,
      pC: 0.55,
    });
    expect(
      calls.saveTruthTableProbabilities.response.parse(await expectJson(truthTable, 200)),
    ).toEqual({
      success: true,
    });
    const stored = calls.getConditionalProbabilitiesForClaims.response.parse(
      await expectJson(
        await alice.json(`${CONDITIONALS}/for-claims`, 'POST', { claimIds: ['tc'] }),
        200,
      ),
    );
    expect(stored.probabilities.map((r) => [r.antecedentClaims, r.conditionalProbability])).toEqual(
      [
        [['t1', 't2'], 0.9],
        [['~t1', '~t2'], 0.1],
        [[], 0.55],
      ],
    );
  });

  it('saves and deletes dependencies of visible arguments only, refusing cycles', async () => {
    const { id, p1, p2, p3 } = publicArgument;
    const path = `/api/arguments/${id}/dependencies`;
    const settings = {
      dependencies: { [p2]: [p1], [p3]: [`~${p1}`, p2] },
      premiseConditionals: { [`${p2}|${p1}`]: 0.8, [`${p3}|~${p1}`]: 0.3 },
    };
    const saved = calls.upsertDependencies.response.parse(
      await expectJson(await alice.json(path, 'PUT', { ...settings, claimIds: [p1, p2, p3] }), 200),
    );
    expect(saved).toEqual(settings);
    const read = await expectJson(await alice.request(`/api/arguments/${id}`), 200);
    expect(read).toMatchObject({ argument: settings });

    const cycle = await alice.json(path, 'PUT', {
      dependencies: { [p1]: [p3], [p2]: [p1], [p3]: [p2] },
      premiseConditionals: {},
      claimIds: [],
    });
    expect(await expectJson(cycle, 400)).toEqual({
      error: new DependencyCycleError([p1, p3, p2, p1]).message,
    });
    expect(await expectJson(await alice.request(`/api/arguments/${id}`), 200)).toMatchObject({
      argument: settings,
    });

    // Bob may see the public argument: he starts from its structure with his own starting values
    // (not Alice's 0.8 and 0.3), and his changes stay his own.
    expect(await expectJson(await bob.request(`/api/arguments/${id}`), 200)).toMatchObject({
      argument: {
        dependencies: settings.dependencies,
        premiseConditionals: {
          [`${p2}|${p1}`]: DEFAULT_DEPENDENCY_CONDITIONAL,
          [`${p3}|~${p1}`]: DEFAULT_DEPENDENCY_CONDITIONAL,
          [`${p3}|${p2}`]: DEFAULT_DEPENDENCY_CONDITIONAL,
        },
      },
    });
    const removed = calls.deleteDependency.response.parse(
      await expectJson(
        await bob.request(`${path}?targetId=${p3}&sourceId=${p1}`, { method: 'DELETE' }),
        200,
      ),
    );
    expect(removed).toEqual({
      removed: true,
      dependencies: { [p2]: [p1], [p3]: [p2] },
      premiseConditionals: {
        [`${p2}|${p1}`]: DEFAULT_DEPENDENCY_CONDITIONAL,
        [`${p3}|${p2}`]: DEFAULT_DEPENDENCY_CONDITIONAL,
      },
    });
    expect(await expectJson(await alice.request(`/api/arguments/${id}`), 200)).toMatchObject({
      argument: settings,
    });
    expect(await expectJson(await bob.request(`/api/arguments/${id}`), 200)).toMatchObject({
      argument: { dependencies: removed.dependencies },
    });

    // Alice's private argument is invisible to Bob: 404, as for a missing one.
    for (const argumentId of [privateArgument.id, 99_999]) {
      const put = await bob.json(`/api/arguments/${argumentId}/dependencies`, 'PUT', {
        ...settings,
        claimIds: [],
      });
      expect(await expectJson(put, 404)).toEqual({ error: `Argument ${argumentId} not found` });
      const del = await bob.request(
        `/api/arguments/${argumentId}/dependencies?targetId=${p2}&sourceId=${p1}`,
        { method: 'DELETE' },
      );
      expect(await expectJson(del, 404)).toEqual({ error: `Argument ${argumentId} not found` });
    }
    expect(
      await app.db.dependencySettings.count({ where: { argumentId: privateArgument.id } }),
    ).toBe(0);

    const get = await alice.request(path);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('PUT, DELETE');
  });

  it('answers 404 for claims of arguments the user may not see, and stores nothing', async () => {
    // Bob's PRIVATE argument (claims bs1, bs2) and PUBLIC one (claim bp1).
    await argumentWithClaims(app.db, bobId, 'PRIVATE', ['bs1', 'bs2']);
    await argumentWithClaims(app.db, bobId, 'PUBLIC', ['bp1']);
    const stored = () => app.db.conditionalProbability.count({ where: { userId: aliceId } });
    const storedBefore = await stored();
    const settingsRows = () => app.db.dependencySettings.findMany({ where: { userId: aliceId } });
    const settingsBefore = await settingsRows();
    const { id, p1, p2 } = publicArgument;

    const refused: [Promise<Response>, string][] = [
      [
        alice.json(CONDITIONALS, 'POST', {
          consequentClaims: ['c'],
          antecedentClaims: ['~bs1'],
          conditionalProbability: 0.5,
        }),
        'bs1',
      ],
      [
        alice.json(CONDITIONALS, 'POST', {
          consequentClaims: ['made-up'],
          antecedentClaims: [],
          conditionalProbability: 0.5,
        }),
        'made-up',
      ],
      [
        alice.json('/api/user/truth-table-probabilities', 'POST', {
          conclusionId: 'c',
          premiseIds: ['p1', 'bs2'],
          pCGivenPremises: 0.9,
          pCGivenNotPremises: 0.1,
          pC: 0.5,
        }),
        'bs2',
      ],
      [
        alice.json(`/api/arguments/${id}/dependencies`, 'PUT', {
          dependencies: { [p2]: [p1, 'bs1'] },
          premiseConditionals: {},
          claimIds: [],
        }),
        'bs1',
      ],
      [
        alice.json(`/api/arguments/${id}/dependencies`, 'PUT', {
          dependencies: {},
          premiseConditionals: { [`${p2}|~bs2`]: 0.3 },
          claimIds: [],
        }),
        'bs2',
      ],
      [
        alice.request(`/api/arguments/${id}/dependencies?targetId=${p2}&sourceId=ghost`, {
          method: 'DELETE',
        }),
        'ghost',
      ],
    ];
    for (const [response, claimId] of refused) {
      expect(await expectJson(await response, 404)).toEqual({
        error: `Claim ${claimId} not found`,
      });
    }
    expect(await stored()).toBe(storedBefore);
    expect(await settingsRows()).toEqual(settingsBefore);

    // In a batch such an item counts as an error; the others are saved.
    const batch = await alice.json(`${CONDITIONALS}/batch`, 'POST', {
      items: [
        { conclusionId: 'q1', antecedentExpression: 'bs1', probability: 0.8, source: 'dependency' },
        { conclusionId: 'q1', antecedentExpression: 'bp1', probability: 0.8, source: 'dependency' },
      ],
    });
    expect(await expectJson(batch, 200)).toEqual({ created: 1, skipped: 0, errors: 1 });

    // A PUBLIC argument's claim of Bob's, plain or negated, is accepted.
    const accepted = await alice.json(CONDITIONALS, 'POST', {
      consequentClaims: ['c'],
      antecedentClaims: ['~bp1', 'p2'],
      conditionalProbability: 0.45,
    });
    expect(await expectJson(accepted, 201)).toMatchObject({
      probability: { antecedentClaims: ['~bp1', 'p2'] },
    });
    const external = await alice.json(`/api/arguments/${id}/dependencies`, 'PUT', {
      dependencies: { [p2]: ['~bp1'] },
      premiseConditionals: { [`${p2}|~bp1`]: 0.3 },
      claimIds: [p1, p2],
    });
    expect(await expectJson(external, 200)).toEqual({
      dependencies: { [p2]: ['~bp1'] },
      premiseConditionals: { [`${p2}|~bp1`]: 0.3 },
    });
    expect(await stored()).toBe(storedBefore + 2);
  });

  it('round-trips through the client: saveConditionalProbability creates, then updates', async () => {
    const client = createCredenceClient({
      baseUrl: app.base,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('Cookie', alice.cookie);
        return fetch(input, { ...init, headers });
      },
      onWarning: (message) => {
        throw new Error(`unexpected warning: ${message}`);
      },
    });
    const input = {
      consequentClaims: ['r2'],
      antecedentClaims: ['~r1'],
      conditionalProbability: 0.35,
    };
    const first = await client.saveConditionalProbability(input);
    expect(first).toMatchObject(input);
    const second = await client.saveConditionalProbability({
      ...input,
      conditionalProbability: 0.65,
    });
    expect(second).toEqual({ ...first, conditionalProbability: 0.65 });
    expect(
      await app.db.conditionalProbability.count({
        where: { userId: aliceId, consequentClaims: '["r2"]' },
      }),
    ).toBe(1);
    expect(await client.getConditionalPatterns({ userId: aliceId })).toContainEqual({
      key: 'r2|~r1',
      value: 0.65,
    });
  });
});
