import { calls, LIMITS, NETWORK_MESSAGES } from '@credence/api';
import { describe, expect, it } from 'vitest';
import {
  ADA_ID,
  ALAN_ID,
  COMPILERS_ID,
  COUNTER_OBJECTION_ID,
  GRACE_ID,
  NUCLEAR_ID,
  NUCLEAR_OBJECTION_ID,
  NUCLEAR_SUPPORT_ID,
  RAIN_ID,
} from './fixtures';
import { send, useMockServer } from './testSupport';

const { store } = useMockServer();

const network = async (id: number) => {
  const { status, json } = await send('getArgumentNetwork', { params: { id } });
  expect(status, JSON.stringify(json)).toBe(200);
  return calls.getArgumentNetwork.response.parse(json).network;
};

describe('getArgumentNetwork', () => {
  it('walks the links into the argument breadth first, each argument as getArgument answers it', async () => {
    const ada = await network(NUCLEAR_ID);
    expect(ada.arguments.map((argument) => argument.id)).toEqual([
      NUCLEAR_ID,
      NUCLEAR_OBJECTION_ID,
      NUCLEAR_SUPPORT_ID,
      COUNTER_OBJECTION_ID,
    ]);
    for (const argument of ada.arguments) {
      const alone = await send('getArgument', { params: { id: argument.id } });
      expect({ argument }).toEqual(calls.getArgument.response.parse(alone.json));
    }
    expect(ada.links).toEqual([
      {
        sourceArgumentId: NUCLEAR_OBJECTION_ID,
        targetArgumentId: NUCLEAR_ID,
        targetClaimId: 'c302',
        linkType: 'refute',
      },
      {
        sourceArgumentId: NUCLEAR_SUPPORT_ID,
        targetArgumentId: NUCLEAR_ID,
        targetClaimId: 'c301',
        linkType: 'support',
      },
      {
        sourceArgumentId: COUNTER_OBJECTION_ID,
        targetArgumentId: NUCLEAR_OBJECTION_ID,
        targetClaimId: 'c402',
        linkType: 'refute',
      },
    ]);
    // Ada's seeded equivalence: the premise and the supporting argument's conclusion.
    expect(ada.equivalences).toEqual([{ id: 1, claimIds: ['c301', 'c500'] }]);
    expect([ada.hiddenArguments, ada.truncated]).toEqual([0, false]);
  });

  it('leaves out what the reader may not see, counted, with its links and their equivalences', async () => {
    store.signIn(ALAN_ID);
    const alan = await network(NUCLEAR_ID);
    expect(alan.arguments.map((argument) => argument.id)).toEqual([
      NUCLEAR_ID,
      NUCLEAR_OBJECTION_ID,
      COUNTER_OBJECTION_ID,
    ]);
    expect(alan.hiddenArguments).toBe(1);
    expect(alan.links.map((link) => link.sourceArgumentId)).not.toContain(NUCLEAR_SUPPORT_ID);
    expect(alan.equivalences).toEqual([]);
    // Starting from an objection: only what answers it.
    store.signIn(ADA_ID);
    expect((await network(NUCLEAR_OBJECTION_ID)).arguments.map((a) => a.id)).toEqual([
      NUCLEAR_OBJECTION_ID,
      COUNTER_OBJECTION_ID,
    ]);
  });

  it('answers 404 for an argument the reader may not see', async () => {
    const { status, json } = await send('getArgumentNetwork', { params: { id: COMPILERS_ID } });
    expect([status, json]).toEqual([404, { error: `Argument ${COMPILERS_ID} not found` }]);
  });

  it(`stops at LIMITS.networkArguments (${LIMITS.networkArguments}) and says so`, async () => {
    const root = store.argument(RAIN_ID)!;
    for (let index = 0; index < LIMITS.networkArguments; index += 1) {
      const answer = store.createArgument(GRACE_ID, {
        title: `Answer ${index}`,
        summarizedDescription: '',
        argumentType: 'INDUCTIVE',
        visibility: 'PUBLIC',
        premises: [{ content: 'p' }],
        conclusion: { content: 'c' },
      });
      store.addRelationship({
        sourceArgumentId: answer.id,
        targetArgumentId: root.id,
        targetPremiseId: root.premiseIds[0]!,
        linkType: 'refute',
        conclusionType: 'NEGATION',
      });
    }
    const cut = await network(RAIN_ID);
    expect(cut.arguments).toHaveLength(LIMITS.networkArguments);
    expect(cut.truncated).toBe(true);
  });
});

describe('claim equivalences', () => {
  const declare = (claimId: string, otherClaimId: string) =>
    send('createClaimEquivalence', { body: { claimId, otherClaimId } });

  it('stores the reader’s pair in ascending order and shows it in their network only', async () => {
    const created = await declare('c402', 'c303');
    expect([created.status, created.json]).toEqual([
      201,
      { equivalence: { id: 2, claimIds: ['c303', 'c402'] } },
    ]);
    expect((await network(NUCLEAR_ID)).equivalences).toContainEqual({
      id: 2,
      claimIds: ['c303', 'c402'],
    });
    store.signIn(GRACE_ID);
    expect((await network(NUCLEAR_ID)).equivalences).toEqual([]);
  });

  it('refuses one claim twice (400), a claim the reader may not see (404), a second declaration and one closing a loop (409), storing nothing', async () => {
    const NUCLEAR = store.argument(NUCLEAR_ID)!.title;
    const OBJECTION = store.argument(NUCLEAR_OBJECTION_ID)!.title;
    const before = structuredClone(store.data);
    const cases: [string, string, number, string][] = [
      ['c301', 'c301', 400, NETWORK_MESSAGES.sameClaim],
      ['c301', 'c700', 404, NETWORK_MESSAGES.claimNotFound('c700')],
      ['nope', 'c301', 404, NETWORK_MESSAGES.claimNotFound('nope')],
      ['c500', 'c301', 409, NETWORK_MESSAGES.alreadyEquivalent],
      // The objection's premise the same as the conclusion it objects to: a loop.
      ['c402', 'c300', 409, NETWORK_MESSAGES.loop([NUCLEAR, OBJECTION, NUCLEAR])],
      ['c303', 'c300', 409, NETWORK_MESSAGES.loop([NUCLEAR, NUCLEAR])],
    ];
    for (const [claimId, otherClaimId, status, error] of cases) {
      const answer = await declare(claimId, otherClaimId);
      expect([answer.status, answer.json], `${claimId} ${otherClaimId}`).toEqual([
        status,
        { error },
      ]);
    }
    expect(store.data).toEqual(before);
    // Two claims of one argument are fine.
    expect((await declare('c301', 'c302')).status).toBe(201);
  });

  it('lets only the declarer withdraw one', async () => {
    store.signIn(GRACE_ID);
    const refused = await send('deleteClaimEquivalence', { params: { id: 1 } });
    expect([refused.status, refused.json]).toEqual([
      404,
      { error: NETWORK_MESSAGES.equivalenceNotFound },
    ]);
    store.signIn(ADA_ID);
    expect((await send('deleteClaimEquivalence', { params: { id: 1 } })).json).toEqual({
      success: true,
    });
    expect((await send('deleteClaimEquivalence', { params: { id: 1 } })).status).toBe(404);
    expect((await network(NUCLEAR_ID)).equivalences).toEqual([]);
  });
});

describe('searchClaims', () => {
  const search = async (q: string) => {
    const { status, json } = await send('searchClaims', { query: { q } });
    expect(status, JSON.stringify(json)).toBe(200);
    return calls.searchClaims.response.parse(json).claims;
  };

  it('finds the claims the reader may see, ignoring case, newest arguments first', async () => {
    const found = await search('NUCLEAR POWER EMITS');
    expect(found).toEqual([
      {
        id: 'c500',
        content: 'Nuclear power emits very little CO2 per kilowatt-hour.',
        role: 'CONCLUSION',
        argumentId: NUCLEAR_SUPPORT_ID,
        argumentTitle: 'Support: Nuclear power emits very little CO2 per kilowatt-hour.',
      },
      {
        id: 'c301',
        content: 'Nuclear power emits very little CO2 per kilowatt-hour.',
        role: 'PREMISE',
        argumentId: NUCLEAR_ID,
        argumentTitle: expect.any(String),
      },
    ]);
    store.signIn(ALAN_ID);
    expect((await search('nuclear power emits')).map((claim) => claim.id)).toEqual(['c301']);
    expect(await search('bounds checks')).toEqual([]);
  });

  it('answers at most LIMITS.claimSearchResults claims and refuses an empty search', async () => {
    expect((await search('e')).length).toBe(LIMITS.claimSearchResults);
    const empty = await send('searchClaims', { query: { q: '  ' } });
    expect(empty.status).toBe(400);
  });
});

describe('the network switch', () => {
  it('is answered off until the user turns it on, and kept when other settings change', async () => {
    expect((await send('getUserSettings')).json.settings.networkView).toBe(false);
    const on = await send('updateUserSettings', { body: { networkView: true } });
    expect(on.json.settings).toMatchObject({ networkView: true, conviction: 0.3 });
    await send('updateUserSettings', { body: { conviction: 0.4 } });
    expect((await send('getUserSettings')).json.settings).toMatchObject({
      networkView: true,
      conviction: 0.4,
    });
    store.signIn(GRACE_ID);
    expect((await send('getUserSettings')).json.settings.networkView).toBe(false);
  });
});
