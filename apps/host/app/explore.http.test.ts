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
    expect(html.replaceAll('<!-- -->', '')).toContain(`“${OBJECTION}” objects to “${PICNIC}”`);
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
    expect(html).toContain('No linked arguments you can see.');

    expect((await bob.request(`/explore?argumentId=${secret.id}`)).status).toBe(404);
  });

  it('answers 400 on a malformed query', async () => {
    expect((await alice.request('/explore?argumentId=abc')).status).toBe(400);
    expect((await alice.request('/explore?argumentId=1&linkedArguments=1,,x')).status).toBe(400);
  });
});
