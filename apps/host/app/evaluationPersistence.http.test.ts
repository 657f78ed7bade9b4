/**
 * What an evaluation keeps over real HTTP, on the built app: the locks saved with
 * `saveEvaluation` come back with the argument (and stay when a save leaves them out); an
 * evaluation naming a claim that is not the argument's — an unknown id, or the premise its
 * owner removed since a reader's page was opened — is refused with 400 and nothing is stored;
 * so is a save made for premises that are no longer the argument's (`premiseIds`).
 */
import { calls } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { httpFixture } from './testing/httpFixture.ts';

const app = httpFixture();

describe('evaluation persistence over HTTP', () => {
  const owner = app.client();
  const reader = app.client();
  let argumentId = 0;
  let premiseIds: string[] = [];
  let conclusionId = '';

  const settingsBody = (extra: Record<string, unknown> = {}) => ({
    evaluationMode: 'fallback',
    inferenceStrength: 0.8,
    fallbackSupport: 0.2,
    evaluationSettings: { fallback: { pCGivenPremises: 0.8 } },
    ...extra,
  });
  const credences = (premises: string[], probability: number) => ({
    argumentId,
    evaluationMode: 'fallback',
    inferenceStrength: 0.8,
    fallbackSupport: 0.2,
    premises: premises.map((id) => ({ id, probability })),
    conclusion: { id: conclusionId, probability: 0.5 },
  });
  const evaluationOf = async (client: typeof owner) =>
    calls.getArgument.response.parse(
      await (await client.request(`/api/arguments/${argumentId}`)).json(),
    ).argument.evaluation;
  const rowOf = async (email: string) =>
    app.db.userArgumentEvaluation.findFirst({
      where: { argumentId, user: { email } },
    });

  it('sets up an owner’s public argument of three premises and a reader', async () => {
    await signUp(owner, 'Owner');
    await signUp(reader, 'Reader');
    const created = await owner.json('/api/arguments', 'POST', {
      title: 'Tea',
      visibility: 'PUBLIC',
      premises: [{ content: 'A' }, { content: 'B' }, { content: 'C' }],
      conclusion: { content: 'Tea is better.' },
    });
    const { argument } = calls.createArgument.response.parse(await created.json());
    argumentId = argument.id;
    premiseIds = argument.premises.map((premise) => premise.id);
    conclusionId = argument.conclusion.id;
  });

  it('saves locks with the evaluation and reads them back; a save without locks keeps them', async () => {
    const [, second] = premiseIds as [string, string, string];
    const locks = { premiseIds: [second], conclusion: true };
    const saved = await owner.json(
      `/api/objects/evaluations/${argumentId}`,
      'PUT',
      settingsBody({ locks }),
    );
    expect(saved.status).toBe(200);
    expect((await evaluationOf(owner))?.locks).toEqual(locks);
    // Settings read back are the modes' only: the locks are not a mode.
    expect((await evaluationOf(owner))?.evaluationSettings).toEqual({
      fallback: { pCGivenPremises: 0.8 },
    });

    const again = await owner.json(`/api/objects/evaluations/${argumentId}`, 'PUT', settingsBody());
    expect(again.status).toBe(200);
    expect((await evaluationOf(owner))?.locks).toEqual(locks);

    const unlocked = { premiseIds: [], conclusion: false };
    await owner.json(
      `/api/objects/evaluations/${argumentId}`,
      'PUT',
      settingsBody({ locks: unlocked }),
    );
    expect((await evaluationOf(owner))?.locks).toEqual(unlocked);
  });

  it('refuses a lock on a claim that is not a premise, and locks sent among the settings; nothing stored', async () => {
    const before = await rowOf('owner@x.io');
    const stray = await owner.json(
      `/api/objects/evaluations/${argumentId}`,
      'PUT',
      settingsBody({
        evaluationMode: 'bayesian',
        locks: { premiseIds: ['no-such-claim'], conclusion: false },
      }),
    );
    expect(stray.status).toBe(400);
    expect((await stray.json()).error).toBe(
      `locks.premiseIds.0: "no-such-claim" is not a premise of argument ${argumentId}. The ` +
        'argument may have changed since this page was opened: reload it to evaluate the ' +
        'argument as it is now.',
    );
    const conclusionAsPremise = await owner.json(
      `/api/objects/evaluations/${argumentId}`,
      'PUT',
      settingsBody({ locks: { premiseIds: [conclusionId], conclusion: false } }),
    );
    expect(conclusionAsPremise.status).toBe(400);
    const smuggled = await owner.json(
      `/api/objects/evaluations/${argumentId}`,
      'PUT',
      settingsBody({
        evaluationSettings: { locks: { premiseIds: ['no-such-claim'], conclusion: true } },
      }),
    );
    expect(smuggled.status).toBe(400);
    expect((await smuggled.json()).error).toMatch(/^evaluationSettings\.locks: /);
    expect(await rowOf('owner@x.io')).toEqual(before);
  });

  it('refuses credences of an unknown claim, or a wrong conclusion, with 400; nothing stored', async () => {
    const ok = await owner.json('/api/user/arguments/update', 'POST', credences(premiseIds, 0.7));
    expect(ok.status).toBe(200);
    const before = await rowOf('owner@x.io');

    const unknown = await owner.json('/api/user/arguments/update', 'POST', {
      ...credences(premiseIds, 0.1),
      premises: [
        { id: premiseIds[0], probability: 0.1 },
        { id: 'no-such-claim', probability: 0.1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatch(
      new RegExp(
        `^premises\\.1\\.id: "no-such-claim" is not a premise of argument ${argumentId}\\.`,
      ),
    );
    const wrongConclusion = await owner.json('/api/user/arguments/update', 'POST', {
      ...credences(premiseIds, 0.1),
      conclusion: { id: premiseIds[0], probability: 0.1 },
    });
    expect(wrongConclusion.status).toBe(400);
    expect((await wrongConclusion.json()).error).toMatch(
      /^conclusion\.id: .* is not the conclusion/,
    );
    expect(await rowOf('owner@x.io')).toEqual(before);
  });

  it('a reader’s stale save after the owner removed a premise is refused: the premise does not come back', async () => {
    const [first, second, removed] = premiseIds as [string, string, string];
    // The reader opened the argument with its three premises and saved once.
    expect(
      (await reader.json('/api/user/arguments/update', 'POST', credences(premiseIds, 0.6))).status,
    ).toBe(200);
    // The owner removes the third premise.
    const edited = await owner.json(`/api/arguments/${argumentId}`, 'PUT', {
      title: 'Tea',
      summarizedDescription: '',
      argumentType: 'INDUCTIVE',
      visibility: 'PUBLIC',
      premises: [
        { id: first, content: 'A' },
        { id: second, content: 'B' },
      ],
      conclusion: { content: 'Tea is better.' },
    });
    expect(edited.status).toBe(200);
    const carried = await evaluationOf(reader);
    expect(carried?.premises.map((premise) => premise.id)).toEqual([first, second]);

    // The reader's page still has it, and saves: the evaluation first, which says which premises
    // it was made for, so nothing at all is stored…
    const readerRow = await rowOf('reader@x.io');
    const staleEvaluation = await reader.json(
      `/api/objects/evaluations/${argumentId}`,
      'PUT',
      settingsBody({ evaluationMode: 'bayesian', premiseIds }),
    );
    expect(staleEvaluation.status).toBe(400);
    expect((await staleEvaluation.json()).error).toBe(
      `The premises of argument ${argumentId} changed since this page was opened: ` +
        'reload it to evaluate the argument as it is now.',
    );
    expect(await rowOf('reader@x.io')).toEqual(readerRow);
    // …and credences naming the removed premise are refused on their own too.
    const stale = await reader.json(
      '/api/user/arguments/update',
      'POST',
      credences(premiseIds, 0.9),
    );
    expect(stale.status).toBe(400);
    expect((await stale.json()).error).toContain(
      `premises.2.id: "${removed}" is not a premise of argument ${argumentId}. The argument may ` +
        'have changed since this page was opened: reload it',
    );
    const after = await evaluationOf(reader);
    expect(after?.premises).toEqual(carried?.premises);
    expect(after?.premises.map((premise) => premise.id)).not.toContain(removed);

    // After a reload the page has the two premises: that save is stored.
    const current = await reader.json(
      `/api/objects/evaluations/${argumentId}`,
      'PUT',
      settingsBody({ premiseIds: [first, second] }),
    );
    expect(current.status).toBe(200);
    const fresh = await reader.json(
      '/api/user/arguments/update',
      'POST',
      credences([first, second], 0.9),
    );
    expect(fresh.status).toBe(200);
    expect((await evaluationOf(reader))?.premises).toEqual([
      { id: first, probability: 0.9 },
      { id: second, probability: 0.9 },
    ]);
  });

  it('an owner’s edit drops the lock of the premise it removes', async () => {
    const [first, second] = premiseIds as [string, string, string];
    await owner.json(
      `/api/objects/evaluations/${argumentId}`,
      'PUT',
      settingsBody({ locks: { premiseIds: [first, second], conclusion: true } }),
    );
    const edited = await owner.json(`/api/arguments/${argumentId}`, 'PUT', {
      title: 'Tea',
      summarizedDescription: '',
      argumentType: 'INDUCTIVE',
      visibility: 'PUBLIC',
      premises: [{ id: second, content: 'B' }],
      conclusion: { content: 'Tea is better.' },
    });
    expect(edited.status).toBe(200);
    expect((await evaluationOf(owner))?.locks).toEqual({ premiseIds: [second], conclusion: true });
  });
});
