/**
 * The Argdown import's 'Create argument' (POST /arguments/new with `intent=importArgdown`) over
 * real HTTP: the argument, its dependencies and its credences are stored in one transaction, so
 * a step that fails (here a dependency cycle, refused after the argument was written) leaves
 * nothing behind, and posting again never duplicates anything. Runs on SQLite and, in the
 * PostgreSQL pass, on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { ARGUMENT_CREATION_LIMIT } from '../accountLimits.ts';
import { takeAttempt } from '../models/throttle.server.ts';
import { signUp } from '../testing/accounts.ts';
import { httpFixture } from '../testing/httpFixture.ts';

const app = httpFixture();

/** Premises 1 and 2 depend on each other: the dependency step refuses the cycle. */
const CYCLIC = `<Umbrella>: Whether to take one.

(1) Clouds are dark. {credence: 0.7, dependsOn: [2]}
(2) The forecast says rain. {credence: 0.6, dependsOn: [1]}
----
(3) Take an umbrella. {credence: 0.8}`;

const GOOD = `<Umbrella>: Whether to take one.

(1) Clouds are dark. {credence: 0.7}
(2) The forecast says rain. {credence: 0.6, dependsOn: [1], given: {"1": 0.9, "~1": 0.2}}
----
(3) Take an umbrella. {credence: 0.8}`;

describe('Argdown import in one transaction over HTTP', () => {
  const ada = app.client();
  const post = (argdown: string, visibility = 'PRIVATE') =>
    ada.form('/arguments/new', { intent: 'importArgdown', argdown, visibility });
  const stored = async () => {
    const ownerId = await app.userId('ada@x.io');
    return {
      arguments: await app.db.argument.count({ where: { ownerId } }),
      claims: await app.db.claim.count({ where: { argument: { ownerId } } }),
      dependencies: await app.db.dependencySettings.count({ where: { userId: ownerId } }),
      evaluations: await app.db.userArgumentEvaluation.count({ where: { userId: ownerId } }),
    };
  };
  const nothing = { arguments: 0, claims: 0, dependencies: 0, evaluations: 0 };

  it('a failing dependency step stores nothing, and a retry duplicates nothing', async () => {
    await signUp(ada, 'Ada');
    const first = await post(CYCLIC);
    expect(first.status).toBe(400);
    expect(await stored()).toEqual(nothing);
    const again = await post(CYCLIC);
    expect(again.status).toBe(400);
    expect(await stored()).toEqual(nothing);
  });

  it('refuses unreadable Argdown and an unknown visibility with 400, storing nothing', async () => {
    expect((await post('Just a sentence, no premises.')).status).toBe(400);
    expect((await post(GOOD, 'EVERYONE')).status).toBe(400);
    expect(await stored()).toEqual(nothing);
  });

  it('stores the argument, its dependencies and credences together, once', async () => {
    const created = await post(GOOD, 'PUBLIC');
    expect(created.status).toBe(302);
    const location = created.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/argumentevaluator\?argumentId=\d+$/);
    const id = Number(new URL(location, app.base).searchParams.get('argumentId'));
    expect(await stored()).toEqual({ arguments: 1, claims: 3, dependencies: 1, evaluations: 1 });

    const argument = await app.db.argument.findUniqueOrThrow({
      where: { id },
      include: { claims: { where: { role: 'PREMISE' }, orderBy: { position: 'asc' } } },
    });
    expect(argument).toMatchObject({ title: 'Umbrella', visibility: 'PUBLIC' });
    const [p1, p2] = argument.claims.map((claim) => claim.id);
    const settings = await app.db.dependencySettings.findFirstOrThrow({
      where: { argumentId: id },
    });
    expect(JSON.parse(String(settings.dependencies))).toEqual({ [p2 as string]: [p1] });
  });

  it('counts against the hourly limit on new arguments: past it, 429 and nothing stored', async () => {
    const ownerId = await app.userId('ada@x.io');
    const before = await stored();
    // The account has made as many arguments this hour as it may (one was imported above).
    for (let made = 1; made < ARGUMENT_CREATION_LIMIT.max; made++) {
      await takeAttempt(app.db, [`arguments:create:user:${ownerId}`], ARGUMENT_CREATION_LIMIT);
    }
    // As the page's fetcher posts it: the answer's data carries the message it shows.
    const refused = await ada.request('/arguments/new.data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'importArgdown',
        argdown: GOOD,
        visibility: 'PRIVATE',
      }).toString(),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await refused.text()).toMatch(
      /Too many new arguments\. Please try again in \d+ minutes\./,
    );
    expect(await stored()).toEqual(before);
    // Unreadable Argdown is still told so: only a readable text counts as an attempt.
    expect((await post('Just a sentence, no premises.')).status).toBe(400);
  });
});
