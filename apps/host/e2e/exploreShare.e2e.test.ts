/**
 * /explore's tabs and the share page in real Chromium: `initialTab` selects its tab (the map by
 * default in the Dialectic Manager, the argument otherwise) and choosing a tab updates the address
 * in place; the share link's page carries Open Graph tags whose image is the argument's card, and
 * shows the argument read-only — the reader's own credences as meters, never sliders.
 */
import { describe, expect, it } from 'vitest';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();

const PICNIC = 'Rain and the picnic';
const OBJECTION = 'Objection: The park floods when it rains heavily.';

const picnicId = async () =>
  (await app.temp.db.argument.findFirstOrThrow({ where: { title: PICNIC } })).id;

describe('explore tabs and the share page in Chromium', () => {
  it('opens the tab initialTab names, and a chosen tab goes into the address in place', async () => {
    const page = await app.newPage();
    await signUp(page, 'tabs@e2e.test', 'Tabs');
    const id = await picnicId();
    const selectedTab = () =>
      page
        .getByRole('tablist', { name: 'Explore' })
        .getByRole('tab', { selected: true })
        .textContent();

    await page.goto(`/explore?argumentId=${id}&initialTab=linked`);
    expect(await selectedTab()).toBe('Linked arguments');
    const linked = page.getByRole('tabpanel', { name: 'Linked arguments' });
    await linked.getByRole('link', { name: OBJECTION }).waitFor();
    await linked.getByText(`objects to “${PICNIC}”`).waitFor();

    // Choosing the map: the address follows without a new page (the marker survives).
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('tab', { name: 'Map' }).click();
    await page.waitForURL((url) => url.searchParams.get('initialTab') === 'map');
    expect(new URL(page.url()).searchParams.get('argumentId')).toBe(String(id));
    await page.getByRole('group', { name: /^Dialectic map of/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
    await page.reload();
    expect(await selectedTab()).toBe('Map');

    // Without initialTab: the argument itself, or the map in the Dialectic Manager.
    await page.goto(`/explore?argumentId=${id}`);
    expect(await selectedTab()).toBe('Argument');
    await page.goto(`/explore?mode=dialectic&argumentId=${id}`);
    expect(await selectedTab()).toBe('Map');
    await page.goto(`/explore?mode=dialectic&argumentId=${id}&initialTab=nonsense`);
    expect(await selectedTab()).toBe('Map');
  });

  it('previews a share link with Open Graph tags and shows the argument read-only', async () => {
    const sharer = await app.newPage();
    await signUp(sharer, 'sharer@e2e.test', 'Sharer');
    const id = await picnicId();
    // The sharer's own evaluation: their credences on their view of the page.
    const claims = await app.temp.db.claim.findMany({
      where: { argumentId: id },
      orderBy: { id: 'asc' },
    });
    const premises = claims.filter((claim) => claim.role === 'PREMISE');
    const conclusion = claims.find((claim) => claim.role === 'CONCLUSION');
    const saved = await sharer.request.post('/api/user/arguments/update', {
      data: {
        argumentId: id,
        evaluationMode: 'fallback',
        inferenceStrength: 0.8,
        fallbackSupport: 0.2,
        premises: premises.map((claim) => ({ id: claim.id, probability: 0.7 })),
        conclusion: { id: conclusion?.id, probability: 0.64 },
      },
    });
    expect(saved.status()).toBe(200);
    const shared = await sharer.request.post('/api/arguments/share', {
      data: { userArgumentId: id },
    });
    const { shareToken } = (await shared.json()) as { shareToken: string };
    const link = `${app.server.base}/argument/shared/${shareToken}`;

    const reader = await app.newPage();
    const response = await reader.goto(link);
    expect(response?.status()).toBe(200);
    const meta = (property: string) =>
      reader.locator(`meta[property="${property}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe(PICNIC);
    expect(await meta('og:description')).toBe(
      'Whether the picnic will be cancelled, given the forecast.',
    );
    expect(await meta('og:url')).toBe(link);
    const image = await meta('og:image');
    // A PNG (previews rarely show SVG), rendered from the SVG card on the server.
    expect(image).toBe(`${app.server.base}/api/arguments/${id}/image.png`);
    expect(await meta('og:image:type')).toBe('image/png');
    const card = await reader.request.get(image ?? '');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const png = await card.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const svg = await reader.request.get(`${app.server.base}/api/arguments/${id}/image.svg`);
    expect(await svg.text()).toContain('Rain and the picnic');
    expect(await reader.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );

    // Read-only: the argument, no slider; a signed-out reader is asked to sign in.
    await reader.getByRole('heading', { level: 1, name: PICNIC }).waitFor();
    expect(await reader.getByRole('listitem', { name: /^Premise \d$/ }).count()).toBe(
      premises.length,
    );
    expect(await reader.getByRole('slider').count()).toBe(0);
    expect(await reader.getByRole('meter').count()).toBe(0);
    await reader.getByRole('link', { name: 'Sign in' }).last().waitFor();

    // The sharer sees their own credences there, as meters.
    await sharer.goto(link);
    const first = sharer.getByRole('listitem', { name: 'Premise 1' });
    expect(
      await first.getByRole('meter', { name: 'Your credence' }).getAttribute('aria-valuetext'),
    ).toBe('70%');
    expect(
      await sharer.getByRole('meter', { name: 'Your P(C)' }).getAttribute('aria-valuetext'),
    ).toBe('64%');
    expect(await sharer.getByRole('slider').count()).toBe(0);
    await sharer.getByRole('link', { name: 'Open in the evaluator' }).waitFor();
  });
});
