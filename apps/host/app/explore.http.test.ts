/**
 * The Dialectic Manager's page (/explore) over real HTTP (shared setup: `testing/httpFixture.ts`):
 * the seeded picnic argument with its seeded objection, visibility of linked arguments, and bad
 * queries. `pnpm test` builds the app first.
 */
import { describe, expect, it } from 'vitest';
import { createArgument } from './models/arguments.server.ts';
import { signUp } from './testing/accounts.ts';
import { httpFixture } from './testing/httpFixture.ts';

const app = httpFixture();

const PICNIC = 'Rain and the picnic';
const OBJECTION = 'Objection: The park floods when it rains heavily.';

describe('/explore over HTTP', () => {
  const alice = app.client();
  const bob = app.client();

  async function argumentId(title: string): Promise<number> {
    return (await app.db.argument.findFirstOrThrow({ where: { title } })).id;
  }

  it('sends signed-out readers to sign in', async () => {
    const response = await app.client().request('/explore?argumentId=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/login\?redirectTo=/);
  });

  it('shows the argument, its visible linked arguments and which answers which', async () => {
    await signUp(alice, 'Alice');
    const picnic = await argumentId(PICNIC);
    const objection = await argumentId(OBJECTION);
    const response = await alice.request(
      `/explore?mode=dialectic&argumentId=${picnic}&linkedArguments=${objection}`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Dialectic Manager');
    expect(html).toContain(`href="/argumentevaluator?argumentId=${picnic}"`);
    expect(html).toContain(`href="/argumentevaluator?argumentId=${objection}"`);
    // React separates text parts with empty comments in server-rendered HTML.
    expect(html.replaceAll('<!-- -->', '')).toContain(
      `“${OBJECTION}” objects to Premise 2 of “${PICNIC}”`,
    );
  });

  it('leaves out linked arguments the user may not see, and 404s an invisible argument', async () => {
    await signUp(bob, 'Bob');
    const aliceRow = await app.db.user.findUniqueOrThrow({ where: { email: 'alice@x.io' } });
    const secret = await createArgument(app.db, aliceRow.id, {
      title: 'Alice’s secret objection',
      visibility: 'PRIVATE',
      premises: [{ content: 'Secret premise.' }],
      conclusion: { content: 'Secret conclusion.' },
    });
    const picnic = await argumentId(PICNIC);
    const path = `/explore?mode=dialectic&argumentId=${picnic}&linkedArguments=${secret.id}`;
    expect(await (await alice.request(path)).text()).toContain('Alice’s secret objection');
    const forBob = await bob.request(path);
    expect(forBob.status).toBe(200);
    const html = await forBob.text();
    expect(html).not.toContain('secret');
    expect(html).not.toContain(`argumentId=${secret.id}`);
    // The picnic's own objection is on the map all the same: it is linked to it.
    expect(html).toContain(OBJECTION);
    // An argument nothing is linked to.
    const lonely = await createArgument(app.db, aliceRow.id, {
      title: 'Alice’s lonely argument',
      visibility: 'PUBLIC',
      premises: [{ content: 'A premise.' }],
      conclusion: { content: 'A conclusion.' },
    });
    const alone = await (
      await bob.request(
        `/explore?mode=dialectic&argumentId=${lonely.id}&linkedArguments=${secret.id}`,
      )
    ).text();
    expect(alone).toContain('No linked arguments you can see.');
    expect(alone).not.toContain('secret');

    expect((await bob.request(`/explore?argumentId=${secret.id}`)).status).toBe(404);
  });

  it('draws the map: every argument joined by visible links, the viewer’s P(C), links as SVG', async () => {
    const carol = app.client();
    await signUp(carol, 'Carol');
    const carolId = await app.userId('carol@x.io');
    const picnic = await argumentId(PICNIC);
    const objection = await argumentId(OBJECTION);
    // An answer to the objection (two links away from the picnic), and a private one of Carol's.
    const make = async (title: string, visibility: 'PUBLIC' | 'PRIVATE') =>
      (
        await createArgument(app.db, carolId, {
          title,
          visibility,
          premises: [{ content: `${title}: premise` }],
          conclusion: { content: `${title}: conclusion` },
        })
      ).id;
    const answer = await make('Carol: the park has drains now', 'PUBLIC');
    const hidden = await make('Carol: a hidden answer', 'PRIVATE');
    await app.db.dialecticalRelationship.createMany({
      data: [
        { sourceArgumentId: answer, targetArgumentId: objection, linkType: 'refute' },
        { sourceArgumentId: hidden, targetArgumentId: objection, linkType: 'support' },
      ],
    });
    // Carol's own P(C) of the picnic.
    const claims = await app.db.claim.findMany({ where: { argumentId: picnic } });
    const conclusion = claims.find((claim) => claim.role === 'CONCLUSION')!;
    await carol.json('/api/user/arguments/update', 'POST', {
      argumentId: picnic,
      evaluationMode: 'fallback',
      inferenceStrength: 0.8,
      fallbackSupport: 0.2,
      premises: claims
        .filter((claim) => claim.role === 'PREMISE')
        .map((claim) => ({ id: claim.id, probability: 0.7 })),
      conclusion: { id: conclusion.id, probability: 0.64 },
    });

    const page = async (client: typeof carol) =>
      (
        await (await client.request(`/explore?mode=dialectic&argumentId=${picnic}`)).text()
      ).replaceAll('<!-- -->', '');
    const forCarol = await page(carol);
    // Real SVG links to each evaluator, named (their SVG <title>) by title, type and P(C).
    expect(forCarol).toMatch(/<svg[^>]*role="group"/);
    for (const id of [picnic, objection, answer, hidden]) {
      expect(forCarol).toContain(`href="/argumentevaluator?argumentId=${id}"`);
    }
    expect(forCarol).toContain(`<title>${PICNIC} (this argument): Inductive, P(C) 64%</title>`);
    expect(forCarol).toContain(
      `<title>Carol: the park has drains now: Inductive, P(C) not evaluated</title>`,
    );
    expect(forCarol).toContain(`“Carol: the park has drains now” objects to “${OBJECTION}”`);
    expect(forCarol).toContain(`“Carol: a hidden answer” supports “${OBJECTION}”`);
    expect(forCarol).toMatch(/<text[^>]*>objects to<\/text>/);

    // Alice sees the public answer, not Carol's private one, and not Carol's P(C).
    const forAlice = await page(alice);
    expect(forAlice).toContain(`href="/argumentevaluator?argumentId=${answer}"`);
    expect(forAlice).not.toContain('hidden answer');
    expect(forAlice).not.toContain(`argumentId=${hidden}`);
    expect(forAlice).not.toContain('P(C) 64%');
  });

  it('answers 400 on a malformed query', async () => {
    expect((await alice.request('/explore?argumentId=abc')).status).toBe(400);
    expect((await alice.request('/explore?argumentId=1&linkedArguments=1,,x')).status).toBe(400);
  });
});
