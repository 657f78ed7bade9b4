/**
 * Deliberations in the model, on a real database (SQLite, and PostgreSQL in its pass): who may
 * start, read, submit, close rounds and delete; the storage rules (one submission per member per
 * round, the member limit, values kept anonymously when an account goes) also when requests come
 * at once; and the group view of a closed round, computed as the engine computes it.
 */
import { DELIBERATION_MESSAGES, LIMITS } from '@credence/api';
import {
  type EvaluationInput,
  groupCruxes,
  groupEvaluation,
  poolCredences,
} from '@credence/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { insertArgument } from './arguments.server.ts';
import {
  createDeliberation,
  DELIBERATION_NOBODY_SUBMITTED,
  DELIBERATION_NOT_FOUND,
  deleteDeliberation,
  getDeliberation,
  listDeliberations,
  openDeliberationRound,
  readDeliberation,
  submitToDeliberation,
} from './deliberations.server.ts';
import {
  DELIBERATION_MAX_PREMISES,
  DELIBERATION_TOO_MANY_PREMISES,
} from './deliberationView.server.ts';
import { HttpStatusError } from './errors.server.ts';
import { acceptFriend, requestFriend } from './friends.server.ts';

let temp: TempDatabase;
let ann: number;
let ben: number;
let cat: number;
let dan: number;

/** A user straight in the database (no password hashing: these tests never sign in). */
async function user(name: string): Promise<number> {
  const row = await temp.db.user.create({
    data: { email: `${name.toLowerCase()}@x.io`, name, passwordHash: 'unused' },
  });
  return row.id;
}

async function befriend(a: number, b: number, bName: string) {
  await requestFriend(temp.db, a, { email: `${bName.toLowerCase()}@x.io` });
  await acceptFriend(temp.db, b, a);
}

/** An argument of `ownerId` with `premises` premises; its id and premise ids. */
async function argument(
  ownerId: number,
  visibility: 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE',
  premises = 2,
) {
  return insertArgument(temp.db, ownerId, {
    title: `A ${visibility} argument`,
    visibility,
    premises: Array.from({ length: premises }, (_, i) => ({ content: `Premise ${i + 1}` })),
    conclusion: { content: 'The conclusion' },
  });
}

/** A submission giving the premises `values` in order. */
function submission(
  premiseIds: readonly string[],
  values: readonly number[],
  inferenceStrength = 0.8,
  fallbackSupport = 0.2,
  reasons: { claimId: string; text: string }[] = [],
) {
  return {
    premiseProbabilities: premiseIds.map((claimId, i) => ({
      claimId,
      probability: values[i] ?? 0.5,
    })),
    inferenceStrength,
    fallbackSupport,
    reasons,
  };
}

/** The status and message a model call throws. */
async function refusal(run: Promise<unknown>): Promise<[number, string]> {
  const error = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpStatusError)) throw new Error(`expected an HttpStatusError: ${error}`);
  return [error.status, error.message];
}

beforeEach(async () => {
  temp = await createTempDatabase();
  ann = await user('Ann');
  ben = await user('Ben');
  cat = await user('Cat');
  dan = await user('Dan');
  await befriend(ann, ben, 'Ben');
  await befriend(ann, cat, 'Cat');
});
afterEach(() => temp.cleanup());

describe('starting a deliberation', () => {
  it('anyone who sees the argument starts one with friends who see it too', async () => {
    const { id: argumentId } = await argument(ann, 'FRIENDS_ONLY');
    const { deliberation } = await createDeliberation(temp.db, ann, argumentId, {
      inviteeIds: [ben, cat, ben],
      pooling: 'median',
    });
    expect(deliberation).toMatchObject({
      argumentId,
      pooling: 'median',
      starterName: 'Ann',
      startedByYou: true,
      isMember: true,
      status: 'open',
      maxRounds: LIMITS.deliberationRounds,
      openRound: { number: 1, submissionCount: 0, yourSubmission: null },
      memberCount: 3,
      memberNames: ['Ann', 'Ben', 'Cat'],
      rounds: [],
    });
    // Ben, a friend of Ann, sees her FRIENDS_ONLY argument and starts one of his own (default pooling).
    const started = await createDeliberation(temp.db, ben, argumentId, {});
    expect(started.deliberation).toMatchObject({ pooling: 'logarithmic', memberNames: ['Ben'] });
  });

  it('refuses strangers, pending requests, oneself, invitees who cannot see it; stores nothing', async () => {
    const friendsOnly = await argument(ann, 'FRIENDS_ONLY');
    const privateOne = await argument(ann, 'PRIVATE');
    const bens = await argument(ben, 'FRIENDS_ONLY');
    await requestFriend(temp.db, ann, { email: 'dan@x.io' }); // pending: not a friend yet
    // Thunks, run one at a time: a refusal started early would be an unhandled rejection.
    const cases: [() => Promise<unknown>, number, string][] = [
      [
        () => createDeliberation(temp.db, ann, friendsOnly.id, { inviteeIds: [dan] }),
        400,
        DELIBERATION_MESSAGES.notFriend,
      ],
      [
        () => createDeliberation(temp.db, ann, friendsOnly.id, { inviteeIds: [ann] }),
        400,
        DELIBERATION_MESSAGES.notFriend,
      ],
      [
        () => createDeliberation(temp.db, ann, friendsOnly.id, { inviteeIds: [999_999] }),
        400,
        DELIBERATION_MESSAGES.notFriend,
      ],
      [
        () => createDeliberation(temp.db, ann, privateOne.id, { inviteeIds: [ben] }),
        400,
        DELIBERATION_MESSAGES.inviteeCannotSee,
      ],
      // Cat is Ann's friend, not Ben's: she cannot see Ben's FRIENDS_ONLY argument.
      [
        () => createDeliberation(temp.db, ann, bens.id, { inviteeIds: [cat] }),
        400,
        DELIBERATION_MESSAGES.inviteeCannotSee,
      ],
      [() => createDeliberation(temp.db, dan, friendsOnly.id, {}), 404, 'Argument not found'],
      [() => createDeliberation(temp.db, ann, 999_999, {}), 404, 'Argument not found'],
      [
        () => createDeliberation(temp.db, ann, friendsOnly.id, { pooling: 'mean' as 'median' }),
        400,
        expect.stringMatching(/^pooling: /) as unknown as string,
      ],
    ];
    for (const [run, status, message] of cases) {
      expect(await refusal(run())).toEqual([status, message]);
    }
    await temp.db.claim.deleteMany({ where: { argumentId: privateOne.id, role: 'PREMISE' } });
    expect(await refusal(createDeliberation(temp.db, ann, privateOne.id, {}))).toEqual([
      400,
      DELIBERATION_MESSAGES.incompleteArgument,
    ]);
    expect(await temp.db.deliberation.count()).toBe(0);
    expect(await temp.db.deliberationMember.count()).toBe(0);
  });
});

describe('reading', () => {
  it('members read; others get the same 404 as for a missing one, unless the argument is PUBLIC', async () => {
    const friendsOnly = await argument(ann, 'FRIENDS_ONLY');
    const { deliberation } = await createDeliberation(temp.db, ann, friendsOnly.id, {
      inviteeIds: [ben],
    });
    expect((await getDeliberation(temp.db, ben, deliberation.id)).deliberation.isMember).toBe(true);
    // Cat sees the argument (a friend of Ann) but is not a member.
    expect(await refusal(getDeliberation(temp.db, cat, deliberation.id))).toEqual([
      404,
      DELIBERATION_NOT_FOUND,
    ]);
    expect(await refusal(getDeliberation(temp.db, dan, deliberation.id))).toEqual([
      404,
      DELIBERATION_NOT_FOUND,
    ]);
    expect(await refusal(getDeliberation(temp.db, ann, 999_999))).toEqual([
      404,
      DELIBERATION_NOT_FOUND,
    ]);
    expect(await readDeliberation(temp.db, dan, deliberation.id)).toBeNull();

    // A member who can no longer see the argument: 404 too, and gone from their list.
    await temp.db.friendship.deleteMany({});
    expect(await refusal(getDeliberation(temp.db, ben, deliberation.id))).toEqual([
      404,
      DELIBERATION_NOT_FOUND,
    ]);
    expect((await listDeliberations(temp.db, ben)).deliberations).toEqual([]);

    const publicOne = await argument(ann, 'PUBLIC');
    const open = await createDeliberation(temp.db, ann, publicOne.id, {});
    const read = (await getDeliberation(temp.db, dan, open.deliberation.id)).deliberation;
    expect(read).toMatchObject({ isMember: false, startedByYou: false, memberNames: ['Ann'] });
    // A reader is not a member: not in their list.
    expect((await listDeliberations(temp.db, dan)).deliberations).toEqual([]);
  });

  it('lists the user’s deliberations newest first, optionally of one argument', async () => {
    const first = await argument(ann, 'FRIENDS_ONLY');
    const second = await argument(ann, 'PUBLIC');
    const a = await createDeliberation(temp.db, ann, first.id, { inviteeIds: [ben] });
    const b = await createDeliberation(temp.db, ann, second.id, {});
    const c = await createDeliberation(temp.db, ben, first.id, {});
    await submitToDeliberation(
      temp.db,
      ben,
      a.deliberation.id,
      submission(first.premiseIds, [0.6, 0.7]),
    );
    const bens = await listDeliberations(temp.db, ben);
    expect(bens.deliberations.map((d) => d.id).sort()).toEqual(
      [a.deliberation.id, c.deliberation.id].sort(),
    );
    expect(bens.deliberations.find((d) => d.id === a.deliberation.id)).toMatchObject({
      argumentId: first.id,
      starterName: 'Ann',
      startedByYou: false,
      status: 'open',
      round: 1,
      memberCount: 2,
      youSubmitted: true,
    });
    const anns = await listDeliberations(temp.db, ann);
    expect(anns.deliberations.map((d) => d.id)).toEqual(
      [a.deliberation.id, b.deliberation.id].sort((x, y) => y - x),
    );
    expect(anns.deliberations.find((d) => d.id === a.deliberation.id)?.youSubmitted).toBe(false);
    expect(
      (await listDeliberations(temp.db, ann, { argumentId: second.id })).deliberations.map(
        (d) => d.id,
      ),
    ).toEqual([b.deliberation.id]);
  });
});

describe('submitting', () => {
  it('one submission per member per round: a second one replaces the first', async () => {
    const arg = await argument(ann, 'FRIENDS_ONLY');
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, { inviteeIds: [ben] });
    await submitToDeliberation(
      temp.db,
      ben,
      deliberation.id,
      submission(arg.premiseIds, [0.1, 0.2]),
    );
    const again = await submitToDeliberation(
      temp.db,
      ben,
      deliberation.id,
      // Given in another order: stored in the argument's.
      {
        ...submission([...arg.premiseIds].reverse(), [0.4, 0.3], 0.9, 0.1),
        reasons: [{ claimId: arg.premiseIds[1] ?? '', text: '  Because.  ' }],
      },
    );
    expect(again.deliberation.openRound).toMatchObject({
      number: 1,
      submissionCount: 1,
      yourSubmission: {
        premiseProbabilities: [
          { claimId: arg.premiseIds[0], probability: 0.3 },
          { claimId: arg.premiseIds[1], probability: 0.4 },
        ],
        inferenceStrength: 0.9,
        fallbackSupport: 0.1,
        reasons: [{ claimId: arg.premiseIds[1], text: 'Because.' }],
      },
    });
    expect(await temp.db.deliberationSubmission.count()).toBe(1);
    // Ann sees the count, not Ben's figures.
    expect((await getDeliberation(temp.db, ann, deliberation.id)).deliberation.openRound).toEqual({
      number: 1,
      submissionCount: 1,
      yourSubmission: null,
    });
  });

  it('refuses a missing, repeated or foreign premise and reasons for other claims; stores nothing', async () => {
    const arg = await argument(ann, 'FRIENDS_ONLY', 3);
    const other = await argument(ann, 'FRIENDS_ONLY', 1);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, {});
    const [p1 = '', p2 = '', p3 = ''] = arg.premiseIds;
    const bodies: [unknown, string][] = [
      [submission([p1, p2], [0.5, 0.5]), DELIBERATION_MESSAGES.premisesMismatch],
      [submission([p1, p2, p2], [0.5, 0.5, 0.5]), DELIBERATION_MESSAGES.premisesMismatch],
      [submission([p1, p2, p3, p3], [0.5, 0.5, 0.5, 0.5]), DELIBERATION_MESSAGES.premisesMismatch],
      [
        submission([p1, p2, arg.conclusionId], [0.5, 0.5, 0.5]),
        DELIBERATION_MESSAGES.premisesMismatch,
      ],
      [
        submission([p1, p2, other.premiseIds[0] ?? ''], [0.5, 0.5, 0.5]),
        DELIBERATION_MESSAGES.premisesMismatch,
      ],
      [submission([p1, p2, `~${p3}`], [0.5, 0.5, 0.5]), DELIBERATION_MESSAGES.premisesMismatch],
      [
        submission([p1, p2, p3], [0.5, 0.5, 0.5], 0.5, 0.5, [
          { claimId: arg.conclusionId, text: 'No.' },
        ]),
        DELIBERATION_MESSAGES.reasonClaim,
      ],
      [
        submission([p1, p2, p3], [0.5, 0.5, 0.5], 0.5, 0.5, [
          { claimId: 'x', text: 'r'.repeat(LIMITS.reasonChars + 1) },
        ]),
        `reasons.0.text: must be at most ${LIMITS.reasonChars} characters`,
      ],
    ];
    for (const [body, message] of bodies) {
      expect(
        await refusal(submitToDeliberation(temp.db, ann, deliberation.id, body as never)),
      ).toEqual([400, message]);
    }
    expect(await temp.db.deliberationSubmission.count()).toBe(0);
  });

  it('a reader of a PUBLIC argument joins by submitting, up to the member limit', async () => {
    const arg = await argument(ann, 'PUBLIC', 1);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, {});
    const joined = await submitToDeliberation(
      temp.db,
      dan,
      deliberation.id,
      submission(arg.premiseIds, [0.9]),
    );
    expect(joined.deliberation).toMatchObject({
      isMember: true,
      memberCount: 2,
      memberNames: ['Ann', 'Dan'],
    });
    // Fill it up to the limit.
    for (let i = 3; i <= LIMITS.deliberationMembers; i++) {
      const id = await user(`Member${String(i).padStart(2, '0')}`);
      await temp.db.deliberationMember.create({
        data: { deliberationId: deliberation.id, userId: id },
      });
    }
    const late = await user('Late');
    expect(
      await refusal(
        submitToDeliberation(temp.db, late, deliberation.id, submission(arg.premiseIds, [0.5])),
      ),
    ).toEqual([409, DELIBERATION_MESSAGES.full]);
    expect(await temp.db.deliberationMember.count({ where: { userId: late } })).toBe(0);
    // Members still submit.
    await submitToDeliberation(temp.db, dan, deliberation.id, submission(arg.premiseIds, [0.8]));
  });

  it('readers joining at once never pass the member limit; one member’s submissions at once stay one', async () => {
    const arg = await argument(ann, 'PUBLIC', 1);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, {});
    for (let i = 2; i <= LIMITS.deliberationMembers - 3; i++) {
      const id = await user(`Member${String(i).padStart(2, '0')}`);
      await temp.db.deliberationMember.create({
        data: { deliberationId: deliberation.id, userId: id },
      });
    }
    const readers = await Promise.all(Array.from({ length: 8 }, (_, i) => user(`Reader${i}`)));
    const results = await Promise.allSettled(
      readers.map((id) =>
        submitToDeliberation(temp.db, id, deliberation.id, submission(arg.premiseIds, [0.4])),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(HttpStatusError);
        expect((result.reason as HttpStatusError).message).toBe(DELIBERATION_MESSAGES.full);
      }
    }
    expect(
      await temp.db.deliberationMember.count({ where: { deliberationId: deliberation.id } }),
    ).toBe(LIMITS.deliberationMembers);
    expect(await temp.db.deliberationSubmission.count()).toBe(3);

    await Promise.all(
      [0.1, 0.2, 0.3, 0.4, 0.5, 0.6].map((value) =>
        submitToDeliberation(temp.db, ann, deliberation.id, submission(arg.premiseIds, [value])),
      ),
    );
    expect(await temp.db.deliberationSubmission.count({ where: { userId: ann } })).toBe(1);
  });

  it('a submission racing the round’s closing lands in exactly one round', async () => {
    const arg = await argument(ann, 'FRIENDS_ONLY', 1);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, {
      inviteeIds: [ben, cat],
    });
    await submitToDeliberation(temp.db, ann, deliberation.id, submission(arg.premiseIds, [0.5]));
    await Promise.all([
      submitToDeliberation(temp.db, ben, deliberation.id, submission(arg.premiseIds, [0.6])),
      openDeliberationRound(temp.db, ann, deliberation.id),
      submitToDeliberation(temp.db, cat, deliberation.id, submission(arg.premiseIds, [0.7])),
    ]);
    const rows = await temp.db.deliberationSubmission.findMany({
      select: { round: true, userId: true },
    });
    expect(rows).toHaveLength(3);
    const view = (await getDeliberation(temp.db, ann, deliberation.id)).deliberation;
    expect(view.rounds).toHaveLength(1);
    expect((view.rounds[0]?.submissionCount ?? 0) + (view.openRound?.submissionCount ?? 0)).toBe(3);
  });
});

describe('rounds', () => {
  it('the starter closes rounds (not before someone submitted), up to the last; then it is finished', async () => {
    const arg = await argument(ann, 'FRIENDS_ONLY', 1);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, { inviteeIds: [ben] });
    const { id } = deliberation;
    expect(await refusal(openDeliberationRound(temp.db, ann, id))).toEqual([
      409,
      DELIBERATION_NOBODY_SUBMITTED,
    ]);
    expect(await refusal(openDeliberationRound(temp.db, ben, id))).toEqual([
      403,
      DELIBERATION_MESSAGES.starterOnly,
    ]);
    expect(await refusal(openDeliberationRound(temp.db, cat, id))).toEqual([
      404,
      DELIBERATION_NOT_FOUND,
    ]);
    for (let round = 1; round <= LIMITS.deliberationRounds; round++) {
      await submitToDeliberation(temp.db, ben, id, submission(arg.premiseIds, [round / 10]));
      const after = (await openDeliberationRound(temp.db, ann, id)).deliberation;
      expect(after.rounds.map((r) => r.round)).toEqual(
        Array.from({ length: round }, (_, i) => i + 1),
      );
      if (round < LIMITS.deliberationRounds) {
        expect(after).toMatchObject({
          status: 'open',
          openRound: { number: round + 1, submissionCount: 0 },
        });
      } else {
        expect(after).toMatchObject({ status: 'finished', openRound: null });
      }
    }
    expect(await refusal(openDeliberationRound(temp.db, ann, id))).toEqual([
      409,
      DELIBERATION_MESSAGES.finished,
    ]);
    expect(
      await refusal(submitToDeliberation(temp.db, ben, id, submission(arg.premiseIds, [0.5]))),
    ).toEqual([409, DELIBERATION_MESSAGES.finished]);
    expect((await listDeliberations(temp.db, ben)).deliberations[0]).toMatchObject({
      status: 'finished',
      round: LIMITS.deliberationRounds,
      youSubmitted: false,
    });
    // Ben's own submission of each closed round comes back to him, and only to him.
    const bens = (await getDeliberation(temp.db, ben, id)).deliberation;
    expect(bens.rounds.map((r) => r.yourSubmission?.premiseProbabilities[0]?.probability)).toEqual([
      0.1, 0.2, 0.3, 0.4, 0.5,
    ]);
    expect(
      (await getDeliberation(temp.db, ann, id)).deliberation.rounds.map((r) => r.yourSubmission),
    ).toEqual(Array(LIMITS.deliberationRounds).fill(null));
  });

  it('submissions that no longer fit an edited argument are dropped when the round closes', async () => {
    const arg = await argument(ann, 'FRIENDS_ONLY', 2);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, { inviteeIds: [ben] });
    await submitToDeliberation(
      temp.db,
      ben,
      deliberation.id,
      submission(arg.premiseIds, [0.3, 0.4]),
    );
    // The owner removes the second premise: Ben's submission gives a premise the argument lacks.
    await temp.db.claim.delete({ where: { id: arg.premiseIds[1] } });
    const view = (await getDeliberation(temp.db, ben, deliberation.id)).deliberation;
    expect(view.openRound?.submissionCount).toBe(0);
    expect(view.openRound?.yourSubmission).not.toBeNull();
    expect(await refusal(openDeliberationRound(temp.db, ann, deliberation.id))).toEqual([
      409,
      DELIBERATION_NOBODY_SUBMITTED,
    ]);
    await submitToDeliberation(
      temp.db,
      ann,
      deliberation.id,
      submission(arg.premiseIds.slice(0, 1), [0.9]),
    );
    const closed = (await openDeliberationRound(temp.db, ann, deliberation.id)).deliberation;
    expect(closed.rounds[0]).toMatchObject({
      submissionCount: 1,
      premises: [{ claimId: arg.premiseIds[0], values: [0.9] }],
    });
    expect(await temp.db.deliberationSubmission.count()).toBe(1);
  });
});

describe('the group view of a closed round', () => {
  it('is the engine’s groupEvaluation and groupCruxes on the members’ inputs, anonymous and sorted', async () => {
    const arg = await argument(ann, 'FRIENDS_ONLY', 2);
    const [p1 = '', p2 = ''] = arg.premiseIds;
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, {
      inviteeIds: [ben, cat],
      pooling: 'linear',
    });
    const given = [
      [ann, [0.9, 0.3], 0.8, 0.1, 'Ann thinks so'],
      [ben, [0.2, 0.6], 0.7, 0.3, 'Ben doubts it'],
      [cat, [0.5, 0.95], 0.95, 0.05, 'Cat is sure'],
    ] as const;
    for (const [who, values, strength, fallback, reason] of given) {
      await submitToDeliberation(
        temp.db,
        who,
        deliberation.id,
        submission(arg.premiseIds, values, strength, fallback, [{ claimId: p1, text: reason }]),
      );
    }
    const { rounds } = (await openDeliberationRound(temp.db, ann, deliberation.id)).deliberation;
    const members: EvaluationInput[] = given.map(([, values, strength, fallback]) => ({
      argumentType: 'INDUCTIVE',
      mode: 'fallback',
      premises: [
        { id: p1, probability: values[0] },
        { id: p2, probability: values[1] },
      ],
      pCGivenPremises: strength,
      pCGivenNotPremises: fallback,
    }));
    const group = groupEvaluation(members, { rule: 'linear' });
    const round = rounds[0];
    expect(round?.submissionCount).toBe(3);
    expect(round?.premises.map((p) => p.claimId)).toEqual([p1, p2]);
    expect(round?.premises[0]?.values).toEqual([0.2, 0.5, 0.9]);
    expect(round?.premises[0]?.pooled).toBeCloseTo(
      poolCredences([0.9, 0.2, 0.5], { rule: 'linear' }),
      12,
    );
    expect(round?.premises[0]?.reasons).toEqual(['Ann thinks so', 'Ben doubts it', 'Cat is sure']);
    expect(round?.premises[1]?.reasons).toEqual([]);
    expect(round?.inferenceStrength.values).toEqual([0.7, 0.8, 0.95]);
    expect(round?.fallbackSupport.values).toEqual([0.05, 0.1, 0.3]);
    expect(round?.conclusion.values).toEqual([...group.perMember].sort((a, b) => a - b));
    expect(round?.conclusion.computeThenPool).toBeCloseTo(group.computeThenPool, 12);
    expect(round?.conclusion.poolThenCompute).toBeCloseTo(group.poolThenCompute, 12);
    expect(round?.conclusion.gap).toBeCloseTo(group.gap, 12);
    expect(round?.conclusion.spread).toEqual(group.spread.conclusion);
    const cruxes = groupCruxes(members, { rule: 'linear' });
    expect(round?.cruxes.map((c) => c.share)).toEqual(
      cruxes.map((c) => c.share).sort((a, b) => b - a),
    );
    expect(round?.cruxes).toHaveLength(3);

    // A member who deletes their account leaves their values behind, without their id.
    await temp.db.user.delete({ where: { id: cat } });
    const after = (await getDeliberation(temp.db, ann, deliberation.id)).deliberation;
    expect(after.memberNames).toEqual(['Ann', 'Ben']);
    expect(after.rounds[0]).toEqual({ ...round, yourSubmission: after.rounds[0]?.yourSubmission });
    expect(await temp.db.deliberationSubmission.count({ where: { userId: null } })).toBe(1);
  });

  it('is computed once, when the round closes, and kept', async () => {
    const arg = await argument(ann, 'FRIENDS_ONLY', 1);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, { inviteeIds: [ben] });
    await submitToDeliberation(temp.db, ann, deliberation.id, submission(arg.premiseIds, [0.7]));
    await submitToDeliberation(temp.db, ben, deliberation.id, submission(arg.premiseIds, [0.2]));
    const closed = (await openDeliberationRound(temp.db, ann, deliberation.id)).deliberation;
    const kept = await temp.db.deliberationRound.findMany();
    expect(kept.map((row) => row.round)).toEqual([1]);
    const {
      yourSubmission: _own,
      yourPC: _ownPC,
      ...view
    } = closed.rounds[0] ?? { yourSubmission: null, yourPC: null };
    expect(JSON.parse(kept[0]?.view ?? '')).toEqual(view);
    // No member's id or e-mail in what is kept.
    expect(kept[0]?.view).not.toMatch(/userId|@x\.io/);
    // A view lost (say, the process stopped after closing) is computed again by the next reader.
    await temp.db.deliberationRound.deleteMany({});
    expect(
      (await getDeliberation(temp.db, ben, deliberation.id)).deliberation.rounds[0],
    ).toMatchObject(view);
    expect(await temp.db.deliberationRound.count()).toBe(1);
  });

  it(`has cruxes up to ${DELIBERATION_MAX_PREMISES} premises; refuses arguments over ${DELIBERATION_MAX_PREMISES}`, async () => {
    const premises = DELIBERATION_MAX_PREMISES;
    const arg = await argument(ann, 'FRIENDS_ONLY', premises);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, {
      inviteeIds: [ben],
    });
    const values = arg.premiseIds.map((_, i) => (i + 1) / (premises + 2));
    await submitToDeliberation(temp.db, ann, deliberation.id, submission(arg.premiseIds, values));
    await submitToDeliberation(
      temp.db,
      ben,
      deliberation.id,
      submission(
        arg.premiseIds,
        values.map((v) => v / 2),
        0.6,
        0.3,
      ),
    );
    const { rounds } = (await openDeliberationRound(temp.db, ann, deliberation.id)).deliberation;
    // Every premise and the inference settings differ between the two: each is a crux.
    expect(rounds[0]?.cruxes.length ?? 0, `${premises} premises`).toBe(premises + 1);
    const large = await argument(ann, 'FRIENDS_ONLY', DELIBERATION_MAX_PREMISES + 1);
    expect(await refusal(createDeliberation(temp.db, ann, large.id, {}))).toEqual([
      400,
      DELIBERATION_TOO_MANY_PREMISES,
    ]);
    // An argument that grew past the limit takes no more submissions.
    const growing = await argument(ann, 'FRIENDS_ONLY', DELIBERATION_MAX_PREMISES);
    const grown = (await createDeliberation(temp.db, ann, growing.id, {})).deliberation;
    await temp.db.claim.create({
      data: {
        argumentId: growing.id,
        role: 'PREMISE',
        position: DELIBERATION_MAX_PREMISES,
        content: 'One more',
      },
    });
    const all = await temp.db.claim.findMany({
      where: { argumentId: growing.id, role: 'PREMISE' },
      orderBy: { position: 'asc' },
    });
    expect(
      await refusal(
        submitToDeliberation(
          temp.db,
          ann,
          grown.id,
          submission(
            all.map((c) => c.id),
            [],
          ),
        ),
      ),
    ).toEqual([400, DELIBERATION_TOO_MANY_PREMISES]);
  });

  it('has no cruxes with a single submission', async () => {
    const arg = await argument(ann, 'FRIENDS_ONLY', 1);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, {});
    await submitToDeliberation(temp.db, ann, deliberation.id, submission(arg.premiseIds, [0.7]));
    const { rounds } = (await openDeliberationRound(temp.db, ann, deliberation.id)).deliberation;
    expect(rounds[0]).toMatchObject({
      submissionCount: 1,
      cruxes: [],
      premises: [{ values: [0.7] }],
    });
  });
});

describe('deleting', () => {
  it('only the starter deletes, with every submission', async () => {
    const arg = await argument(ann, 'PUBLIC', 1);
    const { deliberation } = await createDeliberation(temp.db, ann, arg.id, { inviteeIds: [ben] });
    await submitToDeliberation(temp.db, ben, deliberation.id, submission(arg.premiseIds, [0.5]));
    expect(await refusal(deleteDeliberation(temp.db, ben, deliberation.id))).toEqual([
      403,
      DELIBERATION_MESSAGES.starterOnly,
    ]);
    // A reader of the public argument's deliberation: 403 as well (they may read it).
    expect(await refusal(deleteDeliberation(temp.db, dan, deliberation.id))).toEqual([
      403,
      DELIBERATION_MESSAGES.starterOnly,
    ]);
    expect(await deleteDeliberation(temp.db, ann, deliberation.id)).toEqual({ success: true });
    expect(await refusal(deleteDeliberation(temp.db, ann, deliberation.id))).toEqual([
      404,
      DELIBERATION_NOT_FOUND,
    ]);
    expect(await temp.db.deliberationSubmission.count()).toBe(0);
    expect(await temp.db.deliberationMember.count()).toBe(0);
  });

  it('goes with its argument and with its starter’s account', async () => {
    const arg = await argument(ann, 'PUBLIC', 1);
    const first = await createDeliberation(temp.db, ben, arg.id, {});
    await createDeliberation(temp.db, ann, arg.id, {});
    await temp.db.user.delete({ where: { id: ben } });
    expect(await readDeliberation(temp.db, ann, first.deliberation.id)).toBeNull();
    await temp.db.argument.delete({ where: { id: arg.id } });
    expect(await temp.db.deliberation.count()).toBe(0);
  });
});
