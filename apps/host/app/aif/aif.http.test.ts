/**
 * AIF over real HTTP (the built app on a temp database): `GET /arguments/:id/aif` answers the
 * viewer's network as a JSON attachment and 404 for an argument they may not see; the import
 * (`POST /arguments/new`, `intent=importAif`) creates the file's arguments for the importer and
 * sends them to the root's evaluator, and refuses — storing nothing — a cross-site post, a file
 * that is not JSON or has the engine's errors, and a body over the site's limit.
 */
import { LIMITS } from '@credence/api';
import { fromAif } from '@credence/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARGUMENT_CREATION_LIMIT } from '../accountLimits.ts';
import { createArgument } from '../models/arguments.server.ts';
import { linkArgument } from '../models/links.server.ts';
import { takeAttempt } from '../models/throttle.server.ts';
import { signUp } from '../testing/accounts.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import { rawHttp } from '../testing/rawHttp.ts';
import { AIF_FIELD, IMPORT_AIF_INTENT } from './aifForm.ts';

const app = httpFixture();

describe('AIF export and import over HTTP', () => {
  const ada = app.client();
  const bob = app.client();
  let rootId: number;
  let exported: string;

  /** Everything Bob could have stored by importing. */
  const bobsRows = async () => {
    const userId = await app.userId('bob@x.io');
    return {
      arguments: await app.db.argument.count({ where: { ownerId: userId } }),
      claims: await app.db.claim.count({ where: { argument: { ownerId: userId } } }),
      links: await app.db.dialecticalRelationship.count({ where: { createdById: userId } }),
      evaluations: await app.db.userArgumentEvaluation.count({ where: { userId } }),
      equivalences: await app.db.claimEquivalence.count({ where: { userId } }),
    };
  };
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    bob.request('/arguments/new', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const importing = (aif: string) => ({ intent: IMPORT_AIF_INTENT, [AIF_FIELD]: aif });

  beforeAll(async () => {
    await signUp(ada, 'Ada');
    await signUp(bob, 'Bob');
    const adaId = await app.userId('ada@x.io');
    const root = await createArgument(app.db, adaId, {
      title: 'Picnic, today?',
      visibility: 'PRIVATE',
      premises: [{ content: 'The park is dry.' }, { content: 'The forecast is sunny.' }],
      conclusion: { content: 'We should picnic in the park.' },
    });
    rootId = root.id;
    await linkArgument(app.db, adaId, {
      title: 'Dry',
      description: '',
      type: 'INDUCTIVE',
      premises: [{ content: 'It has not rained for a week.' }],
      conclusion: { content: 'The park is dry.' },
      linkType: 'support',
      originalArgumentId: root.id,
      originalPremiseId: root.premises[0]!.id,
      conclusionType: 'AFFIRMATION',
    });
  }, 60_000);

  it('answers the network as a JSON attachment named after the title', async () => {
    const response = await ada.request(`/arguments/${rootId}/aif`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="picnic-today.aif.json"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    exported = await response.text();
    const read = fromAif(JSON.parse(exported));
    expect(read.errors).toEqual([]);
    expect(read.network?.arguments).toHaveLength(2);
    expect(read.network?.links).toHaveLength(1);
  });

  it('answers 404 for an argument the user may not see or that does not exist, 400 for a bad id', async () => {
    const hidden = await bob.request(`/arguments/${rootId}/aif`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain('Picnic');
    expect((await bob.request('/arguments/999999/aif')).status).toBe(404);
    expect((await bob.request('/arguments/0x10/aif')).status).toBe(400);
    // Signed out: sent to sign in, nothing exported.
    const anonymous = await app.client().request(`/arguments/${rootId}/aif`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/login/);
  });

  it('refuses a cross-site import with 403, storing nothing', async () => {
    const before = await bobsRows();
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await post(importing(exported), headers);
      expect(response.status).toBe(403);
    }
    expect(await bobsRows()).toEqual(before);
  });

  it('refuses a file that is not JSON, or has errors, with 400 and the engine’s messages, storing nothing', async () => {
    const before = await bobsRows();
    expect((await post(importing('{"nodes": ['))).status).toBe(400);
    expect((await post(importing(''))).status).toBe(400);
    expect((await post(importing('2'))).status).toBe(400);
    const broken = JSON.parse(exported) as {
      edges: { edgeID: string; fromID: string; toID: string }[];
    };
    broken.edges.push({ edgeID: 'x', fromID: 'ghost-node', toID: 'other-ghost' });
    const refused = await bob.request('/arguments/new.data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(importing(JSON.stringify(broken))).toString(),
    });
    expect(refused.status).toBe(400);
    // The messages come back to the page (single fetch's encoding keeps strings as written).
    expect(await refused.text()).toContain('ghost-node');
    expect(await bobsRows()).toEqual(before);
  });

  it(`refuses a body over ${LIMITS.bodyBytes / 1024} KB with 413, storing nothing`, async () => {
    const before = await bobsRows();
    const padding = ' '.repeat(LIMITS.bodyBytes);
    const answer = await rawHttp(`${app.base}/arguments/new`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: bob.cookie },
      body: new URLSearchParams(importing(`${exported}${padding}`)).toString(),
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toMatch(/too large/);
    expect(await bobsRows()).toEqual(before);
  });

  it('creates the arguments for the importer, private, and opens the root in the evaluator', async () => {
    const created = await post(importing(exported));
    expect(created.status).toBe(302);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/argumentevaluator\?argumentId=\d+$/);
    const id = Number(new URL(location, app.base).searchParams.get('argumentId'));
    expect(await bobsRows()).toEqual({
      arguments: 2,
      claims: 5,
      links: 1,
      evaluations: 2,
      equivalences: 0,
    });
    const root = await app.db.argument.findUniqueOrThrow({ where: { id } });
    expect(root).toMatchObject({
      title: 'Picnic, today?',
      visibility: 'PRIVATE',
      ownerId: await app.userId('bob@x.io'),
    });
    // Bob's copy is his to open; Ada cannot see it.
    expect((await bob.request(location)).status).toBe(200);
    expect((await ada.request(location)).status).toBe(404);
  });

  it('counts once against the hourly limit on new arguments: past it, 429 with Retry-After, nothing stored', async () => {
    const bobId = await app.userId('bob@x.io');
    // Bob has made as many arguments this hour as he may (one import above counted once).
    for (let made = 1; made < ARGUMENT_CREATION_LIMIT.max; made++) {
      await takeAttempt(app.db, [`arguments:create:user:${bobId}`], ARGUMENT_CREATION_LIMIT);
    }
    const before = await bobsRows();
    const refused = await post(importing(exported));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await bobsRows()).toEqual(before);
  });
});
