import { DELIBERATION_MESSAGES, Deliberation, LIMITS } from '@credence/api';
import {
  type EvaluationInput,
  groupCruxes,
  groupEvaluation,
  poolCredences,
} from '@credence/engine';
import { describe, expect, it } from 'vitest';
import {
  ADA_ID,
  ALAN_ID,
  BARBARA_ID,
  COMPILERS_ID,
  DELIBERATION_FINISHED_ID,
  DELIBERATION_LAST_ROUND_ID,
  DELIBERATION_MEMBER_ID,
  DELIBERATION_PUBLIC_ID,
  DELIBERATION_ROUND_ONE_ID,
  DELIBERATION_ROUND_ONE_SUBMITTED_ID,
  DELIBERATION_ROUND_TWO_ID,
  DELIBERATION_SCENARIOS,
  type DeliberationScenario,
  deliberationFixtures,
  GRACE_ID,
  NUCLEAR_SUPPORT_ID,
  RAIN_ID,
  REMOTE_WORK_ID,
} from './fixtures';
import {
  EMPTY_ROUND_MESSAGE,
  mockDeliberations,
  selectDeliberationScenario,
} from './handlers/index';
import { send, useMockServer } from './testSupport';

const { store } = useMockServer();

const PREMISES = ['c101', 'c102', 'c103', 'c104'];

/** A valid submission to a remote-work deliberation. */
const submission = (probability = 0.7, extra: Record<string, unknown> = {}) => ({
  premiseProbabilities: PREMISES.map((claimId) => ({ claimId, probability })),
  inferenceStrength: 0.8,
  fallbackSupport: 0.3,
  ...extra,
});

const get = (id: number) => send('getDeliberation', { params: { id } });
const submit = (id: number, body: unknown) =>
  send('submitToDeliberation', { params: { id }, body });
const openRound = (id: number) => send('openDeliberationRound', { params: { id } });

describe('listDeliberations', () => {
  it('lists the user’s deliberations (member or starter), newest first', async () => {
    const { status, json } = await send('listDeliberations');
    expect(status).toBe(200);
    expect(json.deliberations.map((d: { id: number }) => d.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(json.deliberations.find((d: { id: number }) => d.id === 2)).toEqual({
      id: 2,
      argumentId: REMOTE_WORK_ID,
      argumentTitle: 'Remote work raises productivity',
      starterName: 'Ada Lovelace',
      startedByYou: true,
      status: 'open',
      round: 1,
      memberCount: 3,
      youSubmitted: true,
      createdAt: '2026-11-02T09:00:00.000Z',
    });
  });

  it('filters by argument, and a reader who has not joined is not listed', async () => {
    const nuclear = await send('listDeliberations', { query: { argumentId: '3' } });
    expect(nuclear.json.deliberations).toEqual([]);
    store.signIn(GRACE_ID);
    const graces = await send('listDeliberations', { query: { argumentId: '3' } });
    expect(graces.json.deliberations.map((d: { id: number }) => d.id)).toEqual([
      DELIBERATION_PUBLIC_ID,
    ]);
  });
});

describe('getDeliberation: blind and anonymous', () => {
  it('sends an open round’s count and the caller’s own submission only', async () => {
    const { status, json } = await get(DELIBERATION_ROUND_ONE_SUBMITTED_ID);
    expect(status).toBe(200);
    const { deliberation } = json;
    expect(deliberation.rounds).toEqual([]);
    expect(deliberation.openRound).toEqual({
      number: 1,
      submissionCount: 2,
      yourSubmission: expect.objectContaining({ inferenceStrength: 0.87 }),
    });
    // Grace's figures (her inference strength 0.83) are nowhere in the answer.
    expect(JSON.stringify(json)).not.toContain('0.83');
    expect(JSON.stringify(json)).not.toContain('userId');
  });

  it('the same round seen by another member shows that member’s own submission', async () => {
    store.signIn(GRACE_ID);
    const { json } = await get(DELIBERATION_ROUND_ONE_SUBMITTED_ID);
    expect(json.deliberation.openRound.yourSubmission.inferenceStrength).toBe(0.83);
    expect(json.deliberation.startedByYou).toBe(false);
    store.signIn(ALAN_ID);
    expect((await get(DELIBERATION_ROUND_ONE_SUBMITTED_ID)).json.deliberation.openRound).toEqual({
      number: 1,
      submissionCount: 2,
      yourSubmission: null,
    });
  });

  it('computes a closed round’s group view with the engine, sorted and unsigned', async () => {
    const { json } = await get(DELIBERATION_ROUND_TWO_ID);
    const { deliberation } = json;
    expect(Deliberation.safeParse(deliberation).success).toBe(true);
    const [round] = deliberation.rounds;
    const fixture = deliberationFixtures.find((d) => d.id === DELIBERATION_ROUND_TWO_ID)!;
    const submissions = fixture.submissions.filter((s) => s.round === 1);
    const members: EvaluationInput[] = submissions.map((s) => ({
      argumentType: 'INDUCTIVE',
      mode: 'fallback',
      premises: s.premiseProbabilities.map(({ claimId, probability }) => ({
        id: claimId,
        probability,
      })),
      pCGivenPremises: s.inferenceStrength,
      pCGivenNotPremises: s.fallbackSupport,
    }));
    const group = groupEvaluation(members, { rule: 'logarithmic' });
    expect(round.submissionCount).toBe(3);
    expect(round.conclusion).toEqual({
      values: [...group.perMember].sort((a, b) => a - b),
      spread: group.spread.conclusion,
      computeThenPool: group.computeThenPool,
      poolThenCompute: group.poolThenCompute,
      gap: group.gap,
    });
    const premise2 = submissions.map((s) => s.premiseProbabilities[1]!.probability);
    expect(round.premises[1]).toEqual({
      claimId: 'c102',
      values: [...premise2].sort((a, b) => a - b),
      spread: group.spread.premises.c102,
      pooled: poolCredences(premise2, { rule: 'logarithmic' }),
      reasons: [
        'Most of the saved time goes to family and chores, not to work.',
        'Surveys of remote workers say about a third of the saved commute goes to work.',
      ],
    });
    expect(round.inferenceStrength.pooled).toBe(
      poolCredences(
        submissions.map((s) => s.inferenceStrength),
        { rule: 'logarithmic' },
      ),
    );
    expect(round.cruxes).toEqual(
      groupCruxes(members, { rule: 'logarithmic' }).map(({ part, share }) => ({
        part: part.kind === 'premise' ? { kind: 'premise', claimId: part.premiseId } : part,
        share,
      })),
    );
    // Premise 2 carries most of the disagreement about the conclusion.
    const total = round.cruxes.reduce(
      (sum: number, crux: { share: number }) => sum + crux.share,
      0,
    );
    expect(round.cruxes[0]).toMatchObject({ part: { kind: 'premise', claimId: 'c102' } });
    expect(round.cruxes[0].share / total).toBeGreaterThan(0.5);
    expect(round.yourSubmission.reasons).toEqual([
      {
        claimId: 'c102',
        text: 'Surveys of remote workers say about a third of the saved commute goes to work.',
      },
    ]);
    expect(JSON.stringify(json)).not.toContain('userId');
  });

  it('has no cruxes for a round only one member submitted to', async () => {
    const fixture = mockDeliberations(store).find((d) => d.id === DELIBERATION_ROUND_ONE_ID)!;
    fixture.round = 2;
    fixture.submissions = [{ ...deliberationFixtures[3]!.submissions[0]!, round: 1 }];
    const { json } = await get(DELIBERATION_ROUND_ONE_ID);
    expect(json.deliberation.rounds[0]).toMatchObject({ submissionCount: 1, cruxes: [] });
  });

  it('converges over the finished deliberation’s five rounds', async () => {
    const { json } = await get(DELIBERATION_FINISHED_ID);
    const iqrs = json.deliberation.rounds.map(
      (round: { conclusion: { spread: { iqr: number } } }) => round.conclusion.spread.iqr,
    );
    expect(json.deliberation).toMatchObject({ status: 'finished', openRound: null, maxRounds: 5 });
    expect(iqrs).toHaveLength(5);
    for (let index = 1; index < 4; index++) expect(iqrs[index]).toBeLessThan(iqrs[index - 1]);
    expect(iqrs[4]).toBeCloseTo(iqrs[3], 12);
  });

  it('lets a reader of a public argument see its deliberation, not others', async () => {
    const publicOne = await get(DELIBERATION_PUBLIC_ID);
    expect(publicOne.json.deliberation).toMatchObject({
      isMember: false,
      startedByYou: false,
      starterName: 'Grace Hopper',
      memberNames: ['Alan Turing', 'Grace Hopper'],
    });
    // Grace's deliberation on her friends-only argument: Ada may see the argument but is not a
    // member, so the deliberation is not revealed.
    mockDeliberations(store).push({
      ...structuredClone(deliberationFixtures[6]!),
      id: 50,
      argumentId: NUCLEAR_SUPPORT_ID,
      premiseIds: ['c501', 'c502'],
      submissions: [],
      round: 1,
    });
    expect(await get(50)).toEqual({ status: 404, json: { error: 'Deliberation 50 not found' } });
    expect((await get(999)).status).toBe(404);
  });
});

describe('submitToDeliberation', () => {
  it('stores the caller’s submission and counts it, still blind', async () => {
    const { status, json } = await submit(
      DELIBERATION_ROUND_ONE_ID,
      submission(0.7, { reasons: [{ claimId: 'c103', text: '  Quiet rooms.  ' }] }),
    );
    expect(status).toBe(200);
    expect(json.deliberation.openRound).toMatchObject({
      number: 1,
      submissionCount: 1,
      yourSubmission: {
        inferenceStrength: 0.8,
        reasons: [{ claimId: 'c103', text: 'Quiet rooms.' }],
      },
    });
    const listed = await send('listDeliberations');
    expect(listed.json.deliberations.find((d: { id: number }) => d.id === 1).youSubmitted).toBe(
      true,
    );
  });

  it('replaces a second submission to the same round', async () => {
    await submit(DELIBERATION_ROUND_ONE_SUBMITTED_ID, submission(0.4));
    const { json } = await submit(DELIBERATION_ROUND_ONE_SUBMITTED_ID, submission(0.5));
    expect(json.deliberation.openRound.submissionCount).toBe(2);
    expect(json.deliberation.openRound.yourSubmission.premiseProbabilities[0].probability).toBe(
      0.5,
    );
  });

  it('refuses a submission that misses, repeats or adds a premise, or a foreign reason', async () => {
    const missing = submission();
    missing.premiseProbabilities.pop();
    const repeated = submission();
    repeated.premiseProbabilities[3] = { claimId: 'c101', probability: 0.7 };
    const extra = submission();
    extra.premiseProbabilities.push({ claimId: 'c100', probability: 0.7 });
    for (const body of [missing, repeated, extra]) {
      expect(await submit(DELIBERATION_ROUND_ONE_ID, body)).toEqual({
        status: 400,
        json: { error: DELIBERATION_MESSAGES.premisesMismatch },
      });
    }
    expect(
      await submit(
        DELIBERATION_ROUND_ONE_ID,
        submission(0.7, { reasons: [{ claimId: 'c100', text: 'The conclusion.' }] }),
      ),
    ).toEqual({ status: 400, json: { error: DELIBERATION_MESSAGES.reasonClaim } });
    const invalid = await submit(DELIBERATION_ROUND_ONE_ID, submission(1.5));
    expect(invalid.status).toBe(400);
    expect((await get(DELIBERATION_ROUND_ONE_ID)).json.deliberation.openRound.submissionCount).toBe(
      0,
    );
  });

  it('refuses a finished deliberation (409)', async () => {
    expect(await submit(DELIBERATION_FINISHED_ID, submission())).toEqual({
      status: 409,
      json: { error: DELIBERATION_MESSAGES.finished },
    });
  });

  it('a reader of a public argument joins by submitting, up to the member limit', async () => {
    const body = {
      premiseProbabilities: ['c301', 'c302', 'c303'].map((claimId) => ({
        claimId,
        probability: 0.6,
      })),
      inferenceStrength: 0.8,
      fallbackSupport: 0.3,
    };
    const joined = await submit(DELIBERATION_PUBLIC_ID, body);
    expect(joined.json.deliberation).toMatchObject({ isMember: true, memberCount: 3 });
    expect(joined.json.deliberation.memberNames).toContain('Ada Lovelace');
    const listed = await send('listDeliberations');
    expect(listed.json.deliberations[0].id).toBe(DELIBERATION_PUBLIC_ID);

    // The 51st member is refused.
    store.signIn(BARBARA_ID);
    const full = mockDeliberations(store).find((d) => d.id === DELIBERATION_PUBLIC_ID)!;
    full.memberIds = Array.from({ length: LIMITS.deliberationMembers }, (_, i) => 100 + i);
    expect(await submit(DELIBERATION_PUBLIC_ID, body)).toEqual({
      status: 409,
      json: { error: DELIBERATION_MESSAGES.full },
    });
    expect(full.memberIds).toHaveLength(LIMITS.deliberationMembers);
  });
});

describe('openDeliberationRound', () => {
  it('closes round 1 and opens round 2 (the starter)', async () => {
    const { status, json } = await openRound(DELIBERATION_ROUND_ONE_SUBMITTED_ID);
    expect(status).toBe(200);
    expect(json.deliberation.openRound).toEqual({
      number: 2,
      submissionCount: 0,
      yourSubmission: null,
    });
    expect(json.deliberation.rounds).toHaveLength(1);
    expect(json.deliberation.rounds[0]).toMatchObject({ round: 1, submissionCount: 2 });
    expect(json.deliberation.rounds[0].yourSubmission).not.toBeNull();
  });

  it('refuses a round nobody has submitted to (409)', async () => {
    expect(await openRound(DELIBERATION_ROUND_ONE_ID)).toEqual({
      status: 409,
      json: { error: EMPTY_ROUND_MESSAGE },
    });
    expect(EMPTY_ROUND_MESSAGE).toBe('Nobody has submitted to this round yet');
  });

  it('refuses a member who did not start it (403), and hides it from strangers (404)', async () => {
    store.signIn(GRACE_ID);
    expect(await openRound(DELIBERATION_ROUND_ONE_SUBMITTED_ID)).toEqual({
      status: 403,
      json: { error: DELIBERATION_MESSAGES.starterOnly },
    });
    store.signIn(ADA_ID);
    expect(await openRound(DELIBERATION_PUBLIC_ID)).toEqual({
      status: 403,
      json: { error: DELIBERATION_MESSAGES.starterOnly },
    });
    expect((await openRound(999)).status).toBe(404);
  });

  it('only closes the last round, and the deliberation is then finished (409 after)', async () => {
    const { json } = await openRound(DELIBERATION_LAST_ROUND_ID);
    expect(json.deliberation).toMatchObject({ status: 'finished', openRound: null });
    expect(json.deliberation.rounds).toHaveLength(5);
    expect(await openRound(DELIBERATION_LAST_ROUND_ID)).toEqual({
      status: 409,
      json: { error: DELIBERATION_MESSAGES.finished },
    });
    const listed = await send('listDeliberations');
    expect(listed.json.deliberations.find((d: { id: number }) => d.id === 5)).toMatchObject({
      status: 'finished',
      round: 5,
      youSubmitted: false,
    });
  });
});

describe('createDeliberation', () => {
  it('starts round 1 with the invited friends (201), logarithmic by default', async () => {
    const { status, json } = await send('createDeliberation', {
      params: { id: REMOTE_WORK_ID },
      body: { inviteeIds: [GRACE_ID, GRACE_ID] },
    });
    expect(status).toBe(201);
    expect(json.deliberation).toMatchObject({
      id: 8,
      argumentId: REMOTE_WORK_ID,
      pooling: 'logarithmic',
      starterName: 'Ada Lovelace',
      startedByYou: true,
      isMember: true,
      status: 'open',
      maxRounds: LIMITS.deliberationRounds,
      openRound: { number: 1, submissionCount: 0, yourSubmission: null },
      memberCount: 2,
      memberNames: ['Ada Lovelace', 'Grace Hopper'],
      rounds: [],
    });
    store.signIn(GRACE_ID);
    expect((await get(8)).json.deliberation.isMember).toBe(true);
  });

  it('runs five rounds, then is finished', async () => {
    const created = await send('createDeliberation', {
      params: { id: REMOTE_WORK_ID },
      body: { pooling: 'median' },
    });
    const id = created.json.deliberation.id;
    for (let round = 1; round <= 5; round++) {
      await submit(id, submission(0.5 + round / 20));
      const { json } = await openRound(id);
      expect(json.deliberation.rounds).toHaveLength(round);
    }
    const { json } = await get(id);
    expect(json.deliberation).toMatchObject({ status: 'finished', openRound: null });
    expect(json.deliberation.rounds[4].conclusion.computeThenPool).toBeGreaterThan(0);
    expect((await submit(id, submission())).status).toBe(409);
  });

  it('refuses invitees who are not friends or cannot see the argument (400)', async () => {
    const cases: [number, number[], string][] = [
      [REMOTE_WORK_ID, [ALAN_ID], DELIBERATION_MESSAGES.notFriend],
      [REMOTE_WORK_ID, [BARBARA_ID], DELIBERATION_MESSAGES.notFriend],
      [REMOTE_WORK_ID, [ADA_ID], DELIBERATION_MESSAGES.notFriend],
      [RAIN_ID, [GRACE_ID], DELIBERATION_MESSAGES.inviteeCannotSee],
    ];
    for (const [id, inviteeIds, error] of cases) {
      expect(
        await send('createDeliberation', { params: { id }, body: { inviteeIds } }),
        `${inviteeIds}`,
      ).toEqual({ status: 400, json: { error } });
    }
    expect(mockDeliberations(store)).toHaveLength(deliberationFixtures.length);
  });

  it('refuses an argument without premises (400) and one the user cannot see (404)', async () => {
    store.data.arguments.find((argument) => argument.id === RAIN_ID)!.premiseIds = [];
    expect(await send('createDeliberation', { params: { id: RAIN_ID }, body: {} })).toEqual({
      status: 400,
      json: { error: DELIBERATION_MESSAGES.incompleteArgument },
    });
    expect(
      (await send('createDeliberation', { params: { id: COMPILERS_ID }, body: {} })).status,
    ).toBe(404);
  });
});

describe('deleteDeliberation', () => {
  it('deletes with every submission (the starter); the store’s reset brings it back', async () => {
    store.signIn(GRACE_ID);
    expect(await send('deleteDeliberation', { params: { id: DELIBERATION_ROUND_TWO_ID } })).toEqual(
      {
        status: 403,
        json: { error: DELIBERATION_MESSAGES.starterOnly },
      },
    );
    store.signIn(ADA_ID);
    expect(await send('deleteDeliberation', { params: { id: DELIBERATION_ROUND_TWO_ID } })).toEqual(
      {
        status: 200,
        json: { success: true },
      },
    );
    expect((await get(DELIBERATION_ROUND_TWO_ID)).status).toBe(404);
    expect(
      (await send('deleteDeliberation', { params: { id: DELIBERATION_ROUND_TWO_ID } })).status,
    ).toBe(404);
    store.reset();
    expect((await get(DELIBERATION_ROUND_TWO_ID)).status).toBe(200);
  });
});

describe('DELIBERATION_SCENARIOS', () => {
  /** What each scenario shows: starter?, member?, open round, own submission?, closed rounds. */
  const expected: Record<
    DeliberationScenario,
    [startedByYou: boolean, isMember: boolean, open: number | null, own: boolean, closed: number]
  > = {
    roundOneNobodySubmitted: [true, true, 1, false, 0],
    roundOneSubmitted: [true, true, 1, true, 0],
    roundOneMemberSubmitted: [false, true, 1, true, 0],
    roundOneMember: [false, true, 1, false, 0],
    roundTwoStarter: [true, true, 2, false, 1],
    roundTwoMember: [false, true, 2, true, 1],
    lastRound: [true, true, 5, false, 4],
    finished: [true, true, null, false, 5],
    finishedMember: [false, true, null, false, 5],
    publicReader: [false, false, 2, false, 1],
  };

  it.each(Object.keys(DELIBERATION_SCENARIOS) as DeliberationScenario[])(
    '%s signs its user in and shows its state',
    async (name) => {
      const id = selectDeliberationScenario(store, name);
      expect(store.currentUser()?.id).toBe(DELIBERATION_SCENARIOS[name].userId);
      const { status, json } = await get(id);
      expect(status).toBe(200);
      const { deliberation } = json;
      const [startedByYou, isMember, open, own, closed] = expected[name];
      expect(deliberation).toMatchObject({ startedByYou, isMember });
      expect(deliberation.openRound?.number ?? null).toBe(open);
      expect(deliberation.openRound?.yourSubmission != null).toBe(own);
      expect(deliberation.rounds).toHaveLength(closed);
    },
  );

  it('the seeded ids are distinct and the member scenario is Grace’s', () => {
    expect(new Set(deliberationFixtures.map((d) => d.id)).size).toBe(7);
    expect(deliberationFixtures.find((d) => d.id === DELIBERATION_MEMBER_ID)?.starterId).toBe(
      GRACE_ID,
    );
  });
});
