/**
 * The server boundary (`server/app.ts`) over real HTTP on a real SQLite file: every answer
 * carries the security headers; oversized, chunked, deeply nested, cross-origin and non-JSON
 * writes are refused with a clear 4xx before any route runs, nothing is stored, and the server
 * keeps serving; redirect targets never leave the site.
 */
import { readdirSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts.ts';
import { errorOf } from '../testing/expectations.ts';
import { httpFixture } from '../testing/httpFixture.ts';
import { rawHttp } from '../testing/rawHttp.ts';

const app = httpFixture();

const MB = 1_048_576;

/** The built host's scripts (`pnpm build`), which the server under test serves. */
const ASSETS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../build/client/assets',
);

/** A valid `createArgument` body whose title is `title`. */
function argumentBody(title: string) {
  return {
    title,
    premises: [{ content: 'Premise one.' }],
    conclusion: { content: 'The conclusion.' },
  };
}

describe('the server boundary', () => {
  const owner = app.client();
  const countArguments = () => app.db.argument.count();

  it('signs the owner up', async () => {
    await signUp(owner, 'Owner');
  });

  it.each([
    ['a page', '/login'],
    ['an API answer', '/api/models'],
    ['an API error', '/api/nothing-here'],
    ['a missing page', '/no-such-page'],
  ])('sends the security headers on %s', async (_, path) => {
    const response = await owner.request(path);
    await response.arrayBuffer();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('gives each page a fresh nonce that its inline scripts carry', async () => {
    const nonces: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await app.client().request('/login');
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '');
      const html = await response.text();
      expect(nonce).not.toBeNull();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        // Inline scripts run by nonce; script files come from our own origin ('self').
        if (!tag.includes(' src=')) expect(tag).toContain(`nonce="${nonce?.[1]}"`);
      }
      nonces.push(nonce?.[1]);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends scripts with nosniff and their cache headers only; a worker keeps its policy; a missing asset gets the page headers', async () => {
    const html = await (await app.client().request('/login')).text();
    const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await owner.request(String(script));
    await asset.arrayBuffer();
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-frame-options')).toBeNull();

    const worker = readdirSync(ASSETS).find((name) => /\.worker-[\w-]+\.js$/.test(name));
    expect(worker).toBeDefined();
    const workerAnswer = await owner.request(`/assets/${worker}`);
    await workerAnswer.arrayBuffer();
    expect(workerAnswer.status).toBe(200);
    expect(workerAnswer.headers.get('content-security-policy')).toContain("default-src 'self'");

    const missing = await owner.request('/assets/no-such-file.js');
    await missing.arrayBuffer();
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses a body over 1 MB with 413 before reading it; nothing stored; still serving', async () => {
    const before = await countArguments();
    // A connection of its own: the answer comes while the 20 MB are still being sent.
    const huge = await rawHttp(`${app.base}/api/arguments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: owner.cookie },
      body: JSON.stringify(argumentBody('x'.repeat(20 * MB))),
    });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text)).toEqual({
      error: 'The request body is too large (limit 1024 KB)',
    });
    const justOver = await owner.json(
      '/api/arguments',
      'POST',
      JSON.stringify(argumentBody('')).replace('""', `"${'y'.repeat(MB)}"`),
    );
    expect(justOver.status).toBe(413);
    // Pages too: a sign-in form cannot carry a megabyte either.
    const form = await app.client().form('/login', { email: 'a@x.io', password: 'p'.repeat(MB) });
    expect(form.status).toBe(413);
    expect(await form.text()).toContain('too large');
    expect(await countArguments()).toBe(before);
    expect((await owner.request('/api/user/settings')).status).toBe(200);
  });

  it('refuses the 10,000-premise AI request in well under a second and keeps serving', async () => {
    // The request that once ran for a minute and killed the process (438 KB, distinct texts).
    const premises = Array.from({ length: 10_000 }, (_, i) => ({
      id: `p${i}`,
      content: `Premise number ${i} says something different.`,
    }));
    const started = performance.now();
    const [refused, meanwhile] = await Promise.all([
      owner.json('/api/ai/estimate-dependencies', 'POST', {
        premises,
        modelId: 'gpt-4o-mini',
      }),
      owner.request('/api/user/settings'),
    ]);
    const elapsed = performance.now() - started;
    expect(await errorOf(refused, 400)).toMatch(/^premises: /);
    expect(elapsed).toBeLessThan(1_000);
    expect(meanwhile.status).toBe(200);
    expect((await owner.request('/api/models')).status).toBe(200);
  });

  it('refuses a chunked body (no Content-Length) with 411', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const url = new URL('/api/arguments', app.base);
        const req = httpRequest(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: owner.cookie },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        req.write(JSON.stringify(argumentBody('Chunked')));
        req.end();
      },
    );
    expect(status).toBe(411);
    expect(JSON.parse(body)).toEqual({ error: 'The request body needs a Content-Length' });
    expect(await app.db.argument.count({ where: { title: 'Chunked' } })).toBe(0);
  });

  it('refuses JSON nested 20,000 deep with 400 (not 500)', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const response = await owner.json('/api/arguments', 'POST', deep);
    expect(await errorOf(response, 400)).toBe('The request body nests deeper than 32 levels');
    const inTitle = await owner.json(
      '/api/arguments',
      'POST',
      argumentBody(`${'['.repeat(100)} brackets inside a string do not count`),
    );
    expect(inTitle.status).toBe(201);
  });

  it('refuses a body on calls that take none, naming its fields; {} and nothing pass', async () => {
    const version = await owner.json('/api/arguments/1/version', 'PUT', {});
    const { version: created } = (await version.json()) as { version: { id: number } };
    const revert = `/api/arguments/1/version/${created.id}/revert`;
    const versionsBefore = await app.db.version.count();
    expect(await errorOf(await owner.json(revert, 'POST', { restore: 'all' }), 400)).toBe(
      'Unrecognized key: "restore"',
    );
    expect(
      await errorOf(
        await owner.json(
          revert,
          'POST',
          '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
        ),
        400,
      ),
    ).toMatch(/nests deeper/);
    expect(await app.db.version.count()).toBe(versionsBefore);
    expect((await owner.json(revert, 'POST', {})).status).toBe(200);
    expect((await owner.request(revert, { method: 'POST' })).status).toBe(200);
  });

  it('refuses API writes from another origin with 403; the site itself and non-browsers pass', async () => {
    const before = await countArguments();
    for (const headers of <Record<string, string>[]>[
      // A page on another port of the same host: the same *site*, so SameSite=Lax sends cookies.
      { Origin: new URL(app.base).origin.replace(/:\d+$/, ':1') },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const response = await owner.request('/api/arguments', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(argumentBody('Cross-site')),
      });
      expect(await errorOf(response, 403)).toMatch(/^Cross-origin request refused/);
    }
    expect(await countArguments()).toBe(before);

    const sameOrigin = await owner.request('/api/arguments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: app.base },
      body: JSON.stringify(argumentBody('Same origin')),
    });
    expect(sameOrigin.status).toBe(201);
    const fetchMetadata = await owner.request('/api/arguments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify(argumentBody('Fetch metadata')),
    });
    expect(fetchMetadata.status).toBe(201);
  });

  it('refuses cross-origin form posts to pages with 403, not 500', async () => {
    const settingsBefore = await app.db.userSettings.findMany();
    for (const path of ['/settings', '/login', '/join', '/logout']) {
      const response = await owner.request(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        },
        body: new URLSearchParams({ conviction: '0.1', email: 'e@x.io', name: 'E' }).toString(),
      });
      expect(response.status, path).toBe(403);
      expect(await response.text()).toMatch(/^Cross-origin request refused/);
    }
    expect(await app.db.userSettings.findMany()).toEqual(settingsBefore);
    // Still signed in: the cross-origin /logout did nothing.
    expect((await owner.request('/api/user/settings')).status).toBe(200);
  });

  it('refuses API writes that are not JSON with 415 (text/plain, forms); nothing stored', async () => {
    const before = await countArguments();
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await owner.request('/api/arguments', {
        method: 'POST',
        headers: { 'Content-Type': contentType },
        body: JSON.stringify(argumentBody('Not JSON')),
      });
      expect(await errorOf(response, 415)).toBe('Content-Type must be application/json');
    }
    const emptyForm = await owner.request('/api/arguments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(emptyForm.status).toBe(415);
    expect(await countArguments()).toBe(before);
    const withCharset = await owner.request('/api/arguments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify(argumentBody('JSON with a charset')),
    });
    expect(withCharset.status).toBe(201);
  });

  it('refuses form actions whose body is not a form with 415, not 500', async () => {
    for (const path of ['/login', '/join', '/settings']) {
      for (const [contentType, body] of [
        ['application/json', '{"email":"a@x.io"}'],
        ['text/plain', 'email=a@x.io'],
        ['multipart/form-data', '--broken'],
      ]) {
        const response = await owner.request(path, {
          method: 'POST',
          headers: { 'Content-Type': contentType as string },
          body,
        });
        expect(response.status, `${path} ${contentType}`).toBe(415);
        expect(await response.text()).toBe(
          'Content-Type must be application/x-www-form-urlencoded',
        );
      }
    }
  });

  it('keeps a connection usable after answers that left the body unread', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const unreadBody = JSON.stringify({ evaluationMode: 'fallback', pad: 'x'.repeat(300_000) });
    try {
      for (const [method, path, status] of [
        ['PUT', '/api/objects/evaluations/1', 401], // the route never reads it (signed out)
        ['POST', '/api/objects/evaluations/1', 405],
        ['POST', '/api/nothing-here', 404],
        ['POST', '/api/arguments', 413],
      ] as const) {
        const body = status === 413 ? 'y'.repeat(MB + 1) : unreadBody;
        const answer = await rawHttp(`${app.base}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body,
          agent,
        });
        expect(answer.status, `${method} ${path}`).toBe(status);
        const next = await rawHttp(`${app.base}/join`, { method: 'GET', agent });
        expect(next.status, `the request after ${path}`).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it('never redirects off the site, and control characters in redirectTo are no 500', async () => {
    for (const redirectTo of ['/\t/evil.example', '//evil.example', '/\\evil.example', '/x\r\ny']) {
      const login = await app
        .client()
        .form('/login', { email: 'owner@x.io', password: 'owner-password', redirectTo });
      expect(login.status, JSON.stringify(redirectTo)).toBe(302);
      expect(login.headers.get('location')).toBe('/');

      const query = new URLSearchParams({ redirectTo });
      const settings = await owner.request(`/settings?${query}`);
      expect(settings.status).toBe(200);
      const html = await settings.text();
      expect(html).toContain('name="redirectTo" value="/"');
    }
    // The raw query form of the probe: %09 is a tab once decoded.
    const probe = await owner.request('/settings?redirectTo=/%09/evil.example');
    expect(await probe.text()).toContain('name="redirectTo" value="/"');
    const kept = await app.client().form('/login', {
      email: 'owner@x.io',
      password: 'owner-password',
      redirectTo: '/argumentevaluator?argumentId=1',
    });
    expect(kept.headers.get('location')).toBe('/argumentevaluator?argumentId=1');
  });
});
