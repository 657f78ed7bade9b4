import { calls } from '@credence/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase, type TempDatabase } from '../testing/tempDatabase.ts';
import { createArgument } from './arguments.server.ts';
import { saveUserArgument } from './evaluations.server.ts';
import {
  ARGUMENT_NOT_FOUND,
  generateArgumentImage,
  getSharedArgument,
  mayShareArgument,
  newShareToken,
  OWNER_ONLY,
  SHARE_LINK_NOT_FOUND,
  SHARED_FRIENDS_ONLY,
  SHARED_PRIVATE,
  setArgumentVisibility,
  shareArgument,
} from './sharing.server.ts';
import { createUser } from './users.server.ts';

let temp: TempDatabase;
let alice: number;
let bob: number;
beforeEach(async () => {
  temp = await createTempDatabase();
  alice = (await createUser(temp.db, { email: 'alice@x.io', name: 'Alice', password: 'password1' }))
    .id;
  bob = (await createUser(temp.db, { email: 'bob@x.io', name: 'Bob', password: 'password2' })).id;
});
afterEach(() => temp.cleanup());

function argument(ownerId: number, visibility: 'PUBLIC' | 'FRIENDS_ONLY' | 'PRIVATE') {
  return createArgument(temp.db, ownerId, {
    title: `${visibility} argument`,
    visibility,
    premises: [{ content: 'All men are mortal' }],
    conclusion: { content: 'Socrates is mortal' },
  });
}

describe('newShareToken', () => {
  it('is 32 URL-safe characters and different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, newShareToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('mayShareArgument', () => {
  it('lets the owner share anything and others only PUBLIC arguments', () => {
    for (const visibility of ['PUBLIC', 'FRIENDS_ONLY', 'PRIVATE'] as const) {
      expect(mayShareArgument({ ownerId: 1, visibility }, 1)).toBe(true);
    }
    expect(mayShareArgument({ ownerId: 1, visibility: 'PUBLIC' }, 2)).toBe(true);
    // A friend who can one day see a FRIENDS_ONLY argument still may not hand out its link.
    expect(mayShareArgument({ ownerId: 1, visibility: 'FRIENDS_ONLY' }, 2)).toBe(false);
    expect(mayShareArgument({ ownerId: 1, visibility: 'PRIVATE' }, 2)).toBe(false);
  });
});

describe('shareArgument', () => {
  it('creates a token once and answers the same one after, keeping updatedAt', async () => {
    const own = await argument(alice, 'PRIVATE');
    const before = await temp.db.argument.findUniqueOrThrow({ where: { id: own.id } });
    const first = await shareArgument(temp.db, alice, own.id);
    if (!first.ok) throw new Error(first.error);
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await shareArgument(temp.db, alice, own.id)).toEqual(first);
    const after = await temp.db.argument.findUniqueOrThrow({ where: { id: own.id } });
    expect(after.shareToken).toBe(first.value);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(
      calls.shareArgument.response.parse({ success: true, shareToken: first.value }),
    ).toBeTruthy();
  });

  it('gives concurrent first shares one link', async () => {
    const own = await argument(alice, 'PUBLIC');
    const results = await Promise.all([
      shareArgument(temp.db, alice, own.id),
      shareArgument(temp.db, bob, own.id),
      shareArgument(temp.db, alice, own.id),
    ]);
    const tokens = new Set(results.map((result) => (result.ok ? result.value : result.error)));
    expect(tokens.size).toBe(1);
  });

  it('lets others share a PUBLIC argument; hides private ones (404) and missing ones', async () => {
    const open = await argument(alice, 'PUBLIC');
    const bobs = await shareArgument(temp.db, bob, open.id);
    expect(bobs.ok).toBe(true);
    expect(await shareArgument(temp.db, alice, open.id)).toEqual(bobs);

    const secret = await argument(alice, 'PRIVATE');
    const friends = await argument(alice, 'FRIENDS_ONLY');
    const notFound = { ok: false, status: 404, error: ARGUMENT_NOT_FOUND };
    expect(await shareArgument(temp.db, bob, secret.id)).toEqual(notFound);
    expect(await shareArgument(temp.db, bob, friends.id)).toEqual(notFound);
    expect(await shareArgument(temp.db, bob, 99_999)).toEqual(notFound);
    const untouched = await temp.db.argument.findUniqueOrThrow({ where: { id: secret.id } });
    expect(untouched.shareToken).toBeNull();
  });
});

describe('setArgumentVisibility', () => {
  it('lets the owner change it; 403 for others on a visible argument, 404 when invisible', async () => {
    const own = await argument(alice, 'PRIVATE');
    expect(await setArgumentVisibility(temp.db, alice, own.id, 'PUBLIC')).toEqual({
      ok: true,
      value: 'PUBLIC',
    });
    expect(await setArgumentVisibility(temp.db, bob, own.id, 'PRIVATE')).toEqual({
      ok: false,
      status: 403,
      error: OWNER_ONLY,
    });
    expect((await temp.db.argument.findUniqueOrThrow({ where: { id: own.id } })).visibility).toBe(
      'PUBLIC',
    );
    expect(await setArgumentVisibility(temp.db, alice, own.id, 'FRIENDS_ONLY')).toEqual({
      ok: true,
      value: 'FRIENDS_ONLY',
    });
    expect(await setArgumentVisibility(temp.db, bob, own.id, 'PUBLIC')).toEqual({
      ok: false,
      status: 404,
      error: ARGUMENT_NOT_FOUND,
    });
  });
});

describe('getSharedArgument', () => {
  it('shows a PUBLIC argument to anyone, signed out included, with the reader’s evaluation', async () => {
    const open = await argument(alice, 'PUBLIC');
    const shared = await shareArgument(temp.db, alice, open.id);
    if (!shared.ok) throw new Error(shared.error);
    const anonymous = await getSharedArgument(temp.db, null, shared.value);
    if (!anonymous.ok) throw new Error(anonymous.error);
    expect(calls.getSharedArgument.response.parse({ argument: anonymous.value })).toEqual({
      argument: anonymous.value,
    });
    expect(anonymous.value).toMatchObject({
      id: open.id,
      title: 'PUBLIC argument',
      creator: { name: 'Alice' },
      evaluation: null,
    });
    expect(anonymous.value.conclusion.content).toBe('Socrates is mortal');
    const premiseId = open.premises[0]?.id ?? '';
    await saveUserArgument(temp.db, bob, {
      argumentId: open.id,
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      premises: [{ id: premiseId, probability: 0.7 }],
      conclusion: { id: open.conclusion.id, probability: 0.6 },
    });
    const asBob = await getSharedArgument(temp.db, bob, shared.value);
    expect(asBob.ok && asBob.value.evaluation?.premises).toEqual([
      { id: premiseId, probability: 0.7 },
    ]);
  });

  it('refuses PRIVATE and FRIENDS_ONLY links to others (403) but shows them to the owner', async () => {
    for (const [visibility, message] of [
      ['PRIVATE', SHARED_PRIVATE],
      ['FRIENDS_ONLY', SHARED_FRIENDS_ONLY],
    ] as const) {
      const closed = await argument(alice, visibility);
      const shared = await shareArgument(temp.db, alice, closed.id);
      if (!shared.ok) throw new Error(shared.error);
      const refused = { ok: false, status: 403, error: message };
      expect(await getSharedArgument(temp.db, bob, shared.value)).toEqual(refused);
      expect(await getSharedArgument(temp.db, null, shared.value)).toEqual(refused);
      const owner = await getSharedArgument(temp.db, alice, shared.value);
      expect(owner.ok && owner.value.id).toBe(closed.id);
    }
  });

  it('keeps the link through visibility changes: made private, it is refused', async () => {
    const open = await argument(alice, 'PUBLIC');
    const shared = await shareArgument(temp.db, alice, open.id);
    if (!shared.ok) throw new Error(shared.error);
    expect((await getSharedArgument(temp.db, bob, shared.value)).ok).toBe(true);
    await setArgumentVisibility(temp.db, alice, open.id, 'PRIVATE');
    expect(await getSharedArgument(temp.db, bob, shared.value)).toMatchObject({ status: 403 });
  });

  it('is 404 for unknown, empty and absurdly long tokens', async () => {
    const missing = { ok: false, status: 404, error: SHARE_LINK_NOT_FOUND };
    expect(await getSharedArgument(temp.db, alice, newShareToken())).toEqual(missing);
    expect(await getSharedArgument(temp.db, null, '')).toEqual(missing);
    expect(await getSharedArgument(temp.db, null, 'x'.repeat(10_000))).toEqual(missing);
  });
});

describe('generateArgumentImage', () => {
  it('answers the image route’s URL with a version that changes with the picture', async () => {
    const open = await argument(alice, 'PUBLIC');
    const first = await generateArgumentImage(temp.db, alice, open.id);
    if (!first.ok) throw new Error(first.error);
    expect(first.value).toMatch(
      new RegExp(`^/api/arguments/${open.id}/image\\.svg\\?v=[A-Za-z0-9_-]{12}$`),
    );
    expect(await generateArgumentImage(temp.db, alice, open.id)).toEqual(first);
    await temp.db.argument.update({ where: { id: open.id }, data: { title: 'Renamed' } });
    const renamed = await generateArgumentImage(temp.db, alice, open.id);
    expect(renamed.ok && renamed.value).not.toBe(first.value);
    // Others may make the image of a PUBLIC argument, not of a hidden one.
    expect((await generateArgumentImage(temp.db, bob, open.id)).ok).toBe(true);
    const secret = await argument(alice, 'PRIVATE');
    expect(await generateArgumentImage(temp.db, bob, secret.id)).toEqual({
      ok: false,
      status: 404,
      error: ARGUMENT_NOT_FOUND,
    });
  });
});
