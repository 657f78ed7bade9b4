/**
 * Sharing over real HTTP (same setup as `server.http.test.ts`: `scripts/start.mjs` on a free port
 * and a temp SQLite file): share links, visibility, the SVG share image and the public shared
 * page. `pnpm test` builds the app first.
 */
import { calls } from '@credence/api';
import { describe, expect, it } from 'vitest';
import { signUp } from './testing/accounts.ts';
import { expectSignInRequired } from './testing/expectations.ts';
import { httpFixture } from './testing/httpFixture.ts';
import type { Client } from './testing/server.ts';

const app = httpFixture();

const HOSTILE_TITLE = '<script>alert("pwned")</script> & friends';

describe('sharing over HTTP', () => {
  const alice = app.client();
  const bob = app.client();
  const anonymous = app.client();
  let publicId = 0;
  let privateId = 0;
  let publicToken = '';
  let privateToken = '';

  const share = (client: Client, userArgumentId: unknown) =>
    client.json('/api/arguments/share', 'POST', { userArgumentId });

  it('answers 401 without a session to share, visibility and image calls', async () => {
    for (const [path, method] of [
      ['/api/arguments/share', 'POST'],
      ['/api/arguments/visibility', 'PATCH'],
      ['/api/arguments/generate-image', 'POST'],
    ] as const) {
      await expectSignInRequired(await anonymous.json(path, method, { userArgumentId: 1 }));
    }
  });

  it('signs up two users; Alice creates a public and a private argument', async () => {
    await signUp(alice, 'Alice');
    await signUp(bob, 'Bob');
    const create = async (title: string, visibility: 'PUBLIC' | 'PRIVATE') => {
      const response = await alice.json('/api/arguments', 'POST', {
        title,
        summarizedDescription: '<b>not bold</b>',
        argumentType: 'DEDUCTIVE',
        visibility,
        premises: [{ content: 'All men are mortal' }, { content: '<img src=x onerror=alert(1)>' }],
        conclusion: { content: 'Socrates is mortal' },
      });
      expect(response.status).toBe(201);
      return calls.createArgument.response.parse(await response.json()).argument.id;
    };
    publicId = await create(HOSTILE_TITLE, 'PUBLIC');
    privateId = await create('Alice private', 'PRIVATE');
  });

  it('answers 400 with readable messages for bad bodies', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['/api/arguments/share', 'POST', {}, /^userArgumentId: /],
      ['/api/arguments/share', 'POST', { userArgumentId: 0 }, /^userArgumentId: /],
      ['/api/arguments/generate-image', 'POST', { userArgumentId: 'abc' }, /^userArgumentId: /],
      [
        '/api/arguments/visibility',
        'PATCH',
        { userArgumentId: privateId, visibility: 'EVERYONE' },
        /^visibility: /,
      ],
      ['/api/arguments/share', 'POST', 'not json', /^The request body must be JSON$/],
    ];
    for (const [path, method, body, message] of cases) {
      const response = await alice.json(path, method, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await response.json()).error).toMatch(message);
    }
  });

  it('POST /api/arguments/share: the owner gets one stable, unguessable token', async () => {
    const first = await share(alice, publicId);
    expect(first.status).toBe(200);
    const body = calls.shareArgument.response.parse(await first.json());
    expect(body.success).toBe(true);
    publicToken = body.shareToken ?? '';
    expect(publicToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = calls.shareArgument.response.parse(await (await share(alice, publicId)).json());
    expect(again.shareToken).toBe(publicToken);
    // Anyone who can see a PUBLIC argument gets the same link.
    const bobs = calls.shareArgument.response.parse(await (await share(bob, publicId)).json());
    expect(bobs.shareToken).toBe(publicToken);

    const own = calls.shareArgument.response.parse(await (await share(alice, privateId)).json());
    privateToken = own.shareToken ?? '';
    expect(privateToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(privateToken).not.toBe(publicToken);
  });

  it('POST /api/arguments/share: 404 for a private or missing argument, 405 for GET', async () => {
    for (const id of [privateId, 99_999]) {
      const response = await share(bob, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Argument not found' });
    }
    const get = await alice.request('/api/arguments/share');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('GET /api/shared/:token: a PUBLIC argument for anyone, signed out included', async () => {
    for (const client of [anonymous, bob, alice]) {
      const response = await client.request(`/api/shared/${publicToken}`);
      expect(response.status).toBe(200);
      const { argument } = calls.getSharedArgument.response.parse(await response.json());
      expect(argument).toMatchObject({
        id: publicId,
        title: HOSTILE_TITLE,
        visibility: 'PUBLIC',
        creator: { name: 'Alice' },
      });
      expect(argument.premises.map((premise) => premise.content)).toEqual([
        'All men are mortal',
        '<img src=x onerror=alert(1)>',
      ]);
    }
  });

  it('GET /api/shared/:token: a PRIVATE argument is refused to others (403), 404 for unknown', async () => {
    for (const client of [bob, anonymous]) {
      const response = await client.request(`/api/shared/${privateToken}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'This argument is private' });
    }
    const owner = await alice.request(`/api/shared/${privateToken}`);
    expect(owner.status).toBe(200);
    expect(calls.getSharedArgument.response.parse(await owner.json()).argument.id).toBe(privateId);

    const unknown = await anonymous.request('/api/shared/no-such-token');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Share link not found' });
    const post = await alice.json(`/api/shared/${publicToken}`, 'POST', {});
    expect(post.status).toBe(405);
  });

  it('PATCH /api/arguments/visibility: owner only (403 for others, 404 when invisible)', async () => {
    const forbidden = await bob.json('/api/arguments/visibility', 'PATCH', {
      userArgumentId: publicId,
      visibility: 'PRIVATE',
    });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      error: 'Only the owner of this argument can do that',
    });
    const hidden = await bob.json('/api/arguments/visibility', 'PATCH', {
      userArgumentId: privateId,
      visibility: 'PUBLIC',
    });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: 'Argument not found' });

    const friends = await alice.json('/api/arguments/visibility', 'PATCH', {
      userArgumentId: publicId,
      visibility: 'FRIENDS_ONLY',
    });
    expect(friends.status).toBe(200);
    expect(calls.setVisibility.response.parse(await friends.json())).toEqual({
      success: true,
      visibility: 'FRIENDS_ONLY',
    });
    // The link now refuses Bob, with the friends-only message, and the argument hides from him.
    const refused = await bob.request(`/api/shared/${publicToken}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "This argument is visible only to its owner's friends",
    });
    expect((await share(bob, publicId)).status).toBe(404);

    const back = await alice.json('/api/arguments/visibility', 'PATCH', {
      userArgumentId: publicId,
      visibility: 'PUBLIC',
    });
    expect(calls.setVisibility.response.parse(await back.json()).visibility).toBe('PUBLIC');
    expect((await bob.request(`/api/shared/${publicToken}`)).status).toBe(200);
    const post = await alice.json('/api/arguments/visibility', 'POST', {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('PATCH');
  });

  it('POST /api/arguments/generate-image: an SVG URL whose card escapes every text', async () => {
    const response = await alice.json('/api/arguments/generate-image', 'POST', {
      userArgumentId: publicId,
    });
    expect(response.status).toBe(200);
    const body = calls.generateImage.response.parse(await response.json());
    expect(body.success).toBe(true);
    const imageUrl = body.imageUrl ?? '';
    expect(imageUrl).toMatch(new RegExp(`^/api/arguments/${publicId}/image\\.svg\\?v=`));

    const image = await alice.request(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await image.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script|<img/);
    expect(svg).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; friends');
    expect(svg).toContain('P2. &lt;img src=x onerror=alert(1)&gt;');

    // A signed-out reader of the PUBLIC argument gets the card too; a PRIVATE one stays hidden.
    expect((await anonymous.request(`/api/arguments/${publicId}/image.svg`)).status).toBe(200);
    const hidden = await bob.request(`/api/arguments/${privateId}/image.svg`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: 'Argument not found' });
    const refused = await bob.json('/api/arguments/generate-image', 'POST', {
      userArgumentId: privateId,
    });
    expect(refused.status).toBe(404);
    expect((await bob.request('/api/arguments/abc/image.svg')).status).toBe(400);

    // The same card as a PNG (the share page's og:image), with the same readers.
    const png = await anonymous.request(`/api/arguments/${publicId}/image.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await bob.request(`/api/arguments/${privateId}/image.png`)).status).toBe(404);
    expect((await bob.request('/api/arguments/0x10/image.png')).status).toBe(400);
  });

  it('/argument/shared/:token renders the PUBLIC argument for a signed-out reader', async () => {
    const page = await anonymous.request(`/argument/shared/${publicToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    // Every text arrives escaped: no injected element, the words intact.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>not bold</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; friends');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html).toContain('All men are mortal');
    expect(html).toContain('Socrates is mortal');
    expect(html).toContain('Deductive argument');
    expect(html).not.toContain('Open in the evaluator');
    expect(html).toContain(`/login?redirectTo=%2Fargument%2Fshared%2F${publicToken}`);
  });

  it('/argument/shared/:token links a signed-in reader to the evaluator', async () => {
    const page = await bob.request(`/argument/shared/${publicToken}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`href="/argumentevaluator?argumentId=${publicId}"`);
    expect(html).toContain('Open in the evaluator');
  });

  it('/argument/shared/:token: 404 page for unknown tokens, 403 for a private link', async () => {
    const unknown = await anonymous.request('/argument/shared/no-such-token');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Share link not found');

    const refused = await bob.request(`/argument/shared/${privateToken}`);
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain('This argument is private');
    expect(html).not.toContain('Alice private');

    const owner = await alice.request(`/argument/shared/${privateToken}`);
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain('Alice private');
  });
});
