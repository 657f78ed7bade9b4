import { calls } from '@credence/api';
import { DEFAULT_DEPENDENCY_CONDITIONAL } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { ALAN_ID, COMPILERS_ID, GRACE_ID, RAIN_ID } from './fixtures';
import { send, useMockServer } from './testSupport';

const { store } = useMockServer();

describe('conditional probabilities', () => {
  const body = {
    consequentClaims: ['c104'],
    antecedentClaims: ['c103'],
    conditionalProbability: 0.6,
  };

  it('create answers 201, a second create with the same claims 409; find then PUT', async () => {
    const created = await send('createConditionalProbability', { body });
    expect(created.status).toBe(201);
    expect(created.json.probability).toMatchObject({ id: 7, ...body });
    const again = await send('createConditionalProbability', {
      body: { ...body, conditionalProbability: 0.9 },
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/exists/);

    const found = await send('findConditionalProbabilities', {
      query: { consequent_claims: 'c104', antecedent_claims: 'c103' },
    });
    expect(found.json.probabilities).toHaveLength(1);
    const { id } = found.json.probabilities[0];
    const updated = await send('updateConditionalProbability', {
      params: { id },
      body: { conditionalProbability: 0.9 },
    });
    expect(updated.json.probability.conditionalProbability).toBe(0.9);
    expect(store.conditionalById(1, id)?.conditionalProbability).toBe(0.9);
  });

  it('find matches several comma-separated claims in any order, and nothing else', async () => {
    const found = await send('findConditionalProbabilities', {
      query: { consequent_claims: 'c100', antecedent_claims: 'c104,c103,c102,c101' },
    });
    expect(found.json.probabilities.map((p: { id: number }) => p.id)).toEqual([4]);
    const none = await send('findConditionalProbabilities', {
      query: { consequent_claims: 'c100', antecedent_claims: 'c101' },
    });
    expect(none.json.probabilities).toEqual([]);
  });

  it("PUT of another user's record or an unknown id is 404", async () => {
    const answer = await send('updateConditionalProbability', {
      params: { id: 6 },
      body: { conditionalProbability: 0.5 },
    });
    expect(answer.status).toBe(404);
  });

  it('batch save counts created, skipped (unchanged) and errors', async () => {
    const items = [
      { conclusionId: 'c102', antecedentExpression: 'c101', probability: 0.8, source: 'a' },
      { conclusionId: 'c102', antecedentExpression: '~c101', probability: 0.35, source: 'a' },
      { conclusionId: 'c104', antecedentExpression: 'c101 & ~c103', probability: 0.5, source: 'a' },
      { conclusionId: 'c104', antecedentExpression: ' & ', probability: 0.5, source: 'a' },
    ];
    const { json } = await send('batchSaveConditionals', { body: { items } });
    expect(json).toEqual({ created: 2, skipped: 1, errors: 1 });
    expect(store.findConditional(1, ['c102'], ['~c101'])?.conditionalProbability).toBe(0.35);
    expect(store.findConditional(1, ['c104'], ['~c103', 'c101'])).toBeDefined();
    const second = await send('batchSaveConditionals', { body: { items: items.slice(0, 3) } });
    expect(second.json).toEqual({ created: 0, skipped: 3, errors: 0 });
  });

  it('batch reset answers the stored value per target|source, null when none', async () => {
    const { json } = await send('batchResetConditionals', {
      body: {
        dependencies: [
          { targetId: 'c102', sourceId: 'c101' },
          { targetId: 'c102', sourceId: '~c101' },
          { targetId: 'c104', sourceId: 'c101' },
        ],
      },
    });
    expect(json.results).toEqual([
      { dependencyId: 'c102|c101', newProbability: 0.8 },
      { dependencyId: 'c102|~c101', newProbability: 0.3 },
      { dependencyId: 'c104|c101', newProbability: null },
    ]);
  });

  it('truth-table probabilities become records that for-claims returns', async () => {
    await send('saveTruthTableProbabilities', {
      body: {
        conclusionId: 'c200',
        premiseIds: ['c201', 'c202'],
        pCGivenPremises: 0.95,
        pCGivenNotPremises: 0.2,
        pC: 0.7,
      },
    });
    const { json } = await send('getConditionalProbabilitiesForClaims', {
      body: { claimIds: ['c200', 'c201', 'c202'], consequentClaims: ['c200'] },
    });
    const byAntecedents = Object.fromEntries(
      json.probabilities.map(
        (p: { antecedentClaims: string[]; conditionalProbability: number }) => [
          p.antecedentClaims.join(' & '),
          p.conditionalProbability,
        ],
      ),
    );
    expect(byAntecedents).toEqual({ 'c201 & c202': 0.95, '~c201 & ~c202': 0.2, '': 0.7 });
  });

  it("patterns are the user's records keyed consequent|antecedent; another user's id is 403", async () => {
    const { json } = await send('getConditionalPatterns', { body: { userId: 1 } });
    expect(json.conditionals).toContainEqual({ key: 'c102|c101', value: 0.8 });
    expect(json.conditionals).toContainEqual({
      key: 'c100|c101 & c102 & c103 & c104',
      value: 0.85,
    });
    expect(json.conditionals).toHaveLength(5);
    expect((await send('getConditionalPatterns', { body: { userId: 2 } })).status).toBe(403);
  });
});

describe('dependencies', () => {
  it('upsert replaces the maps, dropping premises without parents; getArgument shows them', async () => {
    const upserted = await send('upsertDependencies', {
      params: { argumentId: 1 },
      body: {
        dependencies: { c104: ['c101', '~c103'], c102: [] },
        premiseConditionals: { 'c104|c101': 0.7, 'c104|~c103': 0.4 },
        claimIds: ['c101', 'c103', 'c104'],
      },
    });
    expect(upserted.json).toEqual({
      dependencies: { c104: ['c101', '~c103'] },
      premiseConditionals: { 'c104|c101': 0.7, 'c104|~c103': 0.4 },
    });
    const { json } = await send('getArgument', { params: { id: 1 } });
    expect(json.argument.dependencies).toEqual({ c104: ['c101', '~c103'] });
  });

  it('delete removes one parent and its conditionals', async () => {
    const deleted = await send('deleteDependency', {
      params: { argumentId: 1 },
      query: { targetId: 'c102', sourceId: 'c101' },
    });
    expect(deleted.json).toEqual({
      removed: true,
      dependencies: { c103: ['c901'] },
      premiseConditionals: { 'c103|c901': 0.85, 'c103|~c901': 0.4 },
    });
    const again = await send('deleteDependency', {
      params: { argumentId: 1 },
      query: { targetId: 'c102', sourceId: 'c101' },
    });
    expect(again.json.removed).toBe(false);
  });

  it("a reader's dependencies of someone else's argument are their own", async () => {
    // Before saving any, the reader works from the owner's (Grace's) structure with their own
    // starting values, never Grace's conditional probabilities.
    const before = (await send('getArgument', { params: { id: 3 } })).json.argument;
    expect(before.dependencies).toEqual({ c303: ['c302'] });
    expect(before.premiseConditionals).toEqual({ 'c303|c302': DEFAULT_DEPENDENCY_CONDITIONAL });
    await send('upsertDependencies', {
      params: { argumentId: 3 },
      body: { dependencies: { c301: ['c303'] }, premiseConditionals: {}, claimIds: [] },
    });
    expect((await send('getArgument', { params: { id: 3 } })).json.argument.dependencies).toEqual({
      c301: ['c303'],
    });
    store.signIn(GRACE_ID);
    expect((await send('getArgument', { params: { id: 3 } })).json.argument.dependencies).toEqual({
      c303: ['c302'],
    });
  });
});

describe('evaluation locks', () => {
  const body = {
    evaluationMode: 'fallback',
    inferenceStrength: 0.9,
    fallbackSupport: 0.2,
    evaluationSettings: {},
  };

  it('are saved with the evaluation and read back with the argument; a save without them keeps them', async () => {
    const saved = await send('saveEvaluation', {
      params: { argumentId: 1 },
      body: { ...body, locks: { premiseIds: ['c102'], conclusion: true } },
    });
    expect(saved.status).toBe(200);
    const locksOf = async () =>
      (await send('getArgument', { params: { id: 1 } })).json.argument.evaluation.locks;
    expect(await locksOf()).toEqual({ premiseIds: ['c102'], conclusion: true });
    await send('saveEvaluation', { params: { argumentId: 1 }, body });
    expect(await locksOf()).toEqual({ premiseIds: ['c102'], conclusion: true });
  });

  it('lose a premise the owner removes', async () => {
    await send('saveEvaluation', {
      params: { argumentId: 1 },
      body: { ...body, locks: { premiseIds: ['c101', 'c102'], conclusion: false } },
    });
    await send('updateArgument', {
      params: { id: 1 },
      body: {
        title: 'Remote work',
        summarizedDescription: '',
        argumentType: 'INDUCTIVE',
        visibility: 'PUBLIC',
        premises: [{ id: 'c101', content: 'Remote workers lose less time commuting.' }],
        conclusion: { content: 'Remote work raises productivity.' },
      },
    });
    const { json } = await send('getArgument', { params: { id: 1 } });
    expect(json.argument.evaluation.locks).toEqual({ premiseIds: ['c101'], conclusion: false });
  });
});

describe('versions', () => {
  it('list newest first; a snapshot adds a current version', async () => {
    const before = await send('listVersions', { params: { id: 1 } });
    expect(before.json.map((v: { version_number: number }) => v.version_number)).toEqual([3, 2, 1]);
    const created = await send('createVersion', { params: { id: 1 }, body: {} });
    expect(created.status).toBe(201);
    expect(created.json.version).toMatchObject({
      version_number: 4,
      is_current: true,
      change_summary: 'Manual snapshot before changes',
      parent_version: { version_number: 3 },
      creator: { name: 'Ada Lovelace' },
    });
    const after = await send('listVersions', { params: { id: 1 } });
    expect(after.json.map((v: { version_number: number }) => v.version_number)).toEqual([
      4, 3, 2, 1,
    ]);
    expect(after.json.filter((v: { is_current: boolean }) => v.is_current)).toHaveLength(1);
  });

  it('revert creates a new current version and restores its state', async () => {
    const reverted = await send('revertVersion', { params: { id: 1, versionId: 11 } });
    expect(reverted.status).toBe(200);
    expect(reverted.json.version).toMatchObject({
      version_number: 4,
      is_current: true,
      change_summary: 'Reverted to version 1',
      parent_version: { version_number: 1 },
    });
    expect((await send('getArgument', { params: { id: 1 } })).json.argument.dependencies).toEqual(
      {},
    );
    expect((await send('revertVersion', { params: { id: 1, versionId: 999 } })).status).toBe(404);
  });

  it("are private: another user sees none of Ada's", async () => {
    store.signIn(GRACE_ID);
    expect((await send('listVersions', { params: { id: 1 } })).json).toEqual([]);
  });
});

describe('sharing and visibility', () => {
  it('share gives a stable token; a PRIVATE argument is 403 for others and anonymous readers', async () => {
    const first = await send('shareArgument', { body: { userArgumentId: RAIN_ID } });
    const second = await send('shareArgument', { body: { userArgumentId: RAIN_ID } });
    const token = first.json.shareToken as string;
    expect(token).toMatch(/^share-2-/);
    expect(second.json.shareToken).toBe(token);

    expect((await send('getSharedArgument', { params: { shareToken: token } })).status).toBe(200);
    store.signIn(GRACE_ID);
    expect((await send('getSharedArgument', { params: { shareToken: token } })).status).toBe(403);
    store.signOut();
    const anonymous = await send('getSharedArgument', { params: { shareToken: token } });
    expect(anonymous).toEqual({ status: 403, json: { error: 'This argument is private' } });

    store.signIn(1);
    const patched = await send('setVisibility', {
      body: { userArgumentId: RAIN_ID, visibility: 'PUBLIC' },
    });
    expect(patched.json).toEqual({ success: true, visibility: 'PUBLIC' });
    expect(store.argument(RAIN_ID)?.visibility).toBe('PUBLIC');
    store.signOut();
    const open = await send('getSharedArgument', { params: { shareToken: token } });
    expect(open.status).toBe(200);
    expect(open.json.argument).toMatchObject({ id: RAIN_ID, evaluation: null });
  });

  it('FRIENDS_ONLY is readable by friends only', async () => {
    store.data.arguments.find((a) => a.id === COMPILERS_ID)!.visibility = 'FRIENDS_ONLY';
    expect(
      (await send('getSharedArgument', { params: { shareToken: 'share-compilers' } })).status,
    ).toBe(200);
    store.signIn(ALAN_ID);
    const stranger = await send('getSharedArgument', { params: { shareToken: 'share-compilers' } });
    expect(stranger.status).toBe(403);
  });

  it('unknown tokens are 404', async () => {
    expect((await send('getSharedArgument', { params: { shareToken: 'nope' } })).status).toBe(404);
  });

  it("someone else's argument: 403 when visible, 404 when hidden", async () => {
    expect((await send('shareArgument', { body: { userArgumentId: 3 } })).status).toBe(403);
    expect(
      (await send('setVisibility', { body: { userArgumentId: 3, visibility: 'PRIVATE' } })).status,
    ).toBe(403);
    expect((await send('generateImage', { body: { userArgumentId: COMPILERS_ID } })).status).toBe(
      404,
    );
    expect((await send('getArgument', { params: { id: COMPILERS_ID } })).status).toBe(404);
    const some = await send('getArgumentsByIds', { query: { ids: '7,3,1' } });
    expect(some.json.arguments.map((a: { id: number }) => a.id)).toEqual([3, 1]);
  });

  it('generate-image answers an SVG data URL of the title, escaped', async () => {
    store.argument(1)!.title = 'Work <from> home & "thrive"';
    const { json } = await send('generateImage', { body: { userArgumentId: 1 } });
    expect(json.success).toBe(true);
    expect(json.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(json.imageUrl.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('Work &lt;from&gt; home &amp; &quot;thrive&quot;');
    expect(svg).not.toContain('<from>');
  });
});

describe('arguments, links and proofs', () => {
  it('link creates an argument and a relationship, shown on the target premise', async () => {
    const linked = await send('linkArgument', {
      body: {
        title: 'Objection: baseload',
        premises: [{ content: 'Reactors were shut down during heat waves.' }],
        conclusion: {
          content: 'It is not the case that nuclear plants provide reliable baseload power.',
        },
        linkType: 'refute',
        originalArgumentId: 3,
        originalPremiseId: 'c303',
        conclusionType: 'NEGATION',
      },
    });
    expect(linked.status).toBe(201);
    const id = linked.json.argumentId as number;
    const created = await send('getArgument', { params: { id } });
    expect(created.json.argument).toMatchObject({ title: 'Objection: baseload', ownerId: 1 });
    const source = await send('getDialecticalSource', { params: { argumentId: id } });
    expect(source.json.dialecticalRelationships).toEqual([
      { sourceArgumentId: id, targetArgumentId: 3 },
    ]);
    const target = await send('getArgument', { params: { id: 3 } });
    const premise = target.json.argument.premises.find((p: { id: string }) => p.id === 'c303');
    expect(premise.objectionStatus.dialecticalRelationships).toEqual([
      { sourceArgumentId: id, targetArgumentId: 3, linkType: 'refute' },
    ]);
    const { json } = await send('listDialectics');
    expect(json.dialectics).toHaveLength(1);
    expect(json.dialectics[0].argumentIds).toEqual([3, 4, 5, 6, id]);
  });

  it('link to a premise that is not in the argument is 404', async () => {
    const answer = await send('linkArgument', {
      body: {
        title: 'T',
        premises: [{ content: 'P' }],
        conclusion: { content: 'C' },
        linkType: 'support',
        originalArgumentId: 3,
        originalPremiseId: 'c101',
        conclusionType: 'AFFIRMATION',
      },
    });
    expect(answer.status).toBe(404);
  });

  it("dialectics leave out arguments the reader cannot see (Alan: not Grace's friends-only)", async () => {
    const ada = await send('listDialectics');
    expect(ada.json.dialectics[0].argumentIds).toEqual([3, 4, 5, 6]);
    store.signIn(ALAN_ID);
    const alan = await send('listDialectics');
    expect(alan.json.dialectics[0].argumentIds).toEqual([3, 4, 6]);
  });

  it('load-demonstration answers the saved proof, or 404 { success: false, message }', async () => {
    const saved = await send('loadDemonstration', { body: { argumentId: RAIN_ID } });
    expect(saved.json.proofStateV4.proofLines).toHaveLength(6);
    const none = await send('loadDemonstration', { body: { argumentId: 1 } });
    expect(none).toEqual({
      status: 404,
      json: { success: false, message: 'No saved proof found for this argument' },
    });
  });

  it('create answers the new argument; evaluations save and read back', async () => {
    const created = await send('createArgument', {
      body: {
        title: 'Tea',
        premises: [{ content: 'Tea is calming.' }],
        conclusion: { content: 'Drink tea.' },
      },
    });
    const argument = calls.createArgument.response.parse(created.json).argument;
    expect(argument).toMatchObject({
      ownerId: 1,
      visibility: 'PRIVATE',
      argumentType: 'INDUCTIVE',
    });
    const premiseId = argument.premises[0]!.id;
    expect(
      (await send('getUserArgument', { query: { argumentId: String(argument.id) } })).status,
    ).toBe(404);
    await send('updateUserArgument', {
      body: {
        argumentId: argument.id,
        evaluationMode: 'fallback',
        inferenceStrength: 0.9,
        fallbackSupport: 0.2,
        premises: [{ id: premiseId, probability: 0.8 }],
        conclusion: { id: argument.conclusion.id, probability: 0.76 },
      },
    });
    await send('saveEvaluation', {
      params: { argumentId: argument.id },
      body: {
        evaluationMode: 'bayesian',
        inferenceStrength: 0.7,
        fallbackSupport: 0.3,
        evaluationSettings: {},
      },
    });
    const read = await send('getUserArgument', { query: { argumentId: String(argument.id) } });
    expect(read.json).toEqual({
      inferenceStrength: 0.7,
      fallbackSupport: 0.3,
      evaluationMode: 'bayesian',
      premises: [{ id: premiseId, probability: 0.8 }],
      conclusion: { id: argument.conclusion.id, probability: 0.76 },
    });
  });
});

describe('settings', () => {
  it('are per user, and PUT changes only what it sends', async () => {
    const put = await send('updateUserSettings', { body: { conviction: 0.45 } });
    expect(put.json.settings).toMatchObject({
      conviction: 0.45,
      detailLevel: 'complete',
      constraintResolutionMode: 'coherentist',
    });
    expect(put.json.settings.lastUpdated).toEqual(expect.any(String));
    store.signIn(GRACE_ID);
    expect((await send('getUserSettings')).json.settings).toMatchObject({ conviction: 0.5 });
    store.signIn(ALAN_ID);
    expect((await send('getUserSettings')).json.settings).toEqual({
      detailLevel: 'complete',
      conviction: 0.3,
      constraintResolutionMode: 'coherentist',
      networkView: false,
    });
    store.signIn(1);
    expect((await send('getUserSettings')).json.settings.conviction).toBe(0.45);
  });
});
