import { describe, expect, it } from 'vitest';
import {
  COUNTER_OBJECTION_ID,
  GRACE_ID,
  NUCLEAR_ID,
  NUCLEAR_OBJECTION_ID,
  RAIN_ID,
  REMOTE_WORK_ID,
} from './fixtures';
import { send, useMockServer } from './testSupport';

const { store } = useMockServer();

const edit = (premises: Array<{ id?: string; content: string }>, fields: object = {}) => ({
  params: { id: REMOTE_WORK_ID },
  body: {
    title: 'Remote work, edited',
    summarizedDescription: 'Edited.',
    argumentType: 'INDUCTIVE',
    visibility: 'PUBLIC',
    premises,
    conclusion: { content: 'Remote work raises productivity.' },
    ...fields,
  },
});

describe('updateArgument', () => {
  it('keeps premises by id, creates new ones, and cleans up what named removed ones', async () => {
    const answer = await send(
      'updateArgument',
      edit([
        { content: 'Remote workers choose their hours.' },
        { id: 'c101', content: 'Remote workers lose less time commuting.' },
      ]),
    );
    expect(answer.status).toBe(200);
    const { argument } = answer.json;
    expect(argument.title).toBe('Remote work, edited');
    expect(argument.premises.map((p: { id: string }) => p.id)).toEqual([
      expect.stringMatching(/^c\d+$/),
      'c101',
    ]);
    const newId = argument.premises[0].id;
    expect(argument.conclusion).toMatchObject({
      id: 'c100',
      content: 'Remote work raises productivity.',
    });
    // Ada's evaluation: c101 keeps 0.95, the new premise starts at 0.5, removed ones are gone.
    expect(argument.evaluation.premises).toEqual([
      { id: newId, probability: 0.5 },
      { id: 'c101', probability: 0.95 },
    ]);
    // c102 depended on c101 and c103 on c901: both premises are gone, and so are their maps.
    expect(argument.dependencies).toEqual({});
    expect(argument.premiseConditionals).toEqual({});
    // Records naming c102, c103 or c104 are gone; none is left naming a removed claim.
    for (const record of store.data.conditionals) {
      for (const id of [...record.antecedentClaims, ...record.consequentClaims]) {
        expect(['c102', 'c103', 'c104']).not.toContain(id.replace(/^~/, ''));
      }
    }
    expect(store.claim('c102')).toBeUndefined();
  });

  it('snapshots the old content as "Before edit"; reverting it restores content and ids', async () => {
    await send('updateArgument', edit([{ content: 'Only one premise now.' }]));
    const versions = (await send('listVersions', { params: { id: REMOTE_WORK_ID } })).json;
    expect(versions[0]).toMatchObject({ change_summary: 'Before edit', is_current: false });
    const reverted = await send('revertVersion', {
      params: { id: REMOTE_WORK_ID, versionId: versions[0].id },
    });
    expect(reverted.status).toBe(200);
    const { argument } = (await send('getArgument', { params: { id: REMOTE_WORK_ID } })).json;
    expect(argument.premises.map((p: { id: string }) => p.id)).toEqual([
      'c101',
      'c102',
      'c103',
      'c104',
    ]);
    expect(argument.premises[1].content).toBe('Time saved on commuting is partly spent on work.');
    expect(argument.title).toBe('Remote work raises productivity');
    expect(argument.dependencies).toMatchObject({ c102: ['c101'] });
  });

  it('refuses an id that is not a premise of this argument (400), changing nothing', async () => {
    const before = structuredClone(store.data);
    const answer = await send('updateArgument', edit([{ id: 'c301', content: 'Not mine.' }]));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toBe('premises.0.id: "c301" is not a premise of this argument');
    const twice = await send(
      'updateArgument',
      edit([
        { id: 'c101', content: 'A' },
        { id: 'c101', content: 'B' },
      ]),
    );
    expect(twice.status).toBe(400);
    expect(store.data).toEqual(before);
  });

  it('is owner only: 403 for a visible argument of someone else, 404 for an invisible one', async () => {
    store.signIn(GRACE_ID);
    const before = structuredClone(store.data);
    expect((await send('updateArgument', edit([{ content: 'Mine now.' }]))).status).toBe(403);
    const hidden = await send('updateArgument', {
      ...edit([{ content: 'x' }]),
      params: { id: RAIN_ID },
    });
    expect(hidden.status).toBe(404);
    expect(store.data).toEqual(before);
  });
});

describe('deleteArgument', () => {
  it('deletes the argument and its links both ways; the other arguments stay', async () => {
    const answer = await send('deleteArgument', { params: { id: NUCLEAR_OBJECTION_ID } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true });
    expect((await send('getArgument', { params: { id: NUCLEAR_OBJECTION_ID } })).status).toBe(404);
    const nuclear = (await send('getArgument', { params: { id: NUCLEAR_ID } })).json.argument;
    for (const premise of nuclear.premises) {
      for (const link of premise.objectionStatus?.dialecticalRelationships ?? []) {
        expect(link.sourceArgumentId).not.toBe(NUCLEAR_OBJECTION_ID);
      }
    }
    expect((await send('getArgument', { params: { id: COUNTER_OBJECTION_ID } })).status).toBe(200);
    const source = await send('getDialecticalSource', {
      params: { argumentId: COUNTER_OBJECTION_ID },
    });
    expect(source.json.dialecticalRelationships).toEqual([]);
    const dialectics = (await send('listDialectics')).json.dialectics;
    expect(JSON.stringify(dialectics)).not.toMatch(new RegExp(`\\b${NUCLEAR_OBJECTION_ID}\\b`));
  });

  it('removes references to its claims from other arguments and records', async () => {
    await send('deleteArgument', { params: { id: REMOTE_WORK_ID } });
    const names = (text: string) => /c10[0-4]/.test(text);
    expect(names(JSON.stringify(store.data.conditionals))).toBe(false);
    expect(names(JSON.stringify(store.data.arguments))).toBe(false);
    expect(names(JSON.stringify(store.data.evaluations))).toBe(false);
    expect(store.data.versions.filter((v) => v.argumentId === REMOTE_WORK_ID)).toEqual([]);
    expect(
      (await send('getSharedArgument', { params: { shareToken: 'share-remote-work' } })).status,
    ).toBe(404);
  });

  it('is owner only: 403 / 404, and nothing is deleted', async () => {
    store.signIn(GRACE_ID);
    const before = structuredClone(store.data);
    expect((await send('deleteArgument', { params: { id: REMOTE_WORK_ID } })).status).toBe(403);
    expect((await send('deleteArgument', { params: { id: RAIN_ID } })).status).toBe(404);
    expect((await send('deleteArgument', { params: { id: 999 } })).status).toBe(404);
    expect(store.data).toEqual(before);
  });
});
