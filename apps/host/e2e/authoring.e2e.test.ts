/**
 * Writing an argument in real Chromium against the built host with the offline AI: a new user
 * pastes a short argument on /arguments/new, has it reconstructed into premises and a conclusion,
 * fixes a premise (click, type, Enter), adds one, moves one with the keyboard, saves it (private by default), and finds it in
 * the evaluator and evaluates it; then edits it (a premise deleted, the others keep their ids and credences, the old
 * content is a "Before edit" version), reverts to that version from the evaluator's version history (the
 * premise comes back), and deletes it after confirming. Another user gets 404 on its edit page and from PUT
 * and DELETE.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createArgument } from '../app/models/arguments.server.ts';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();

const TEXT =
  'The streets are wet because it rained last night. Wet streets are slippery. ' +
  'Therefore we should drive slowly this morning.';

const newPage = () => app.newPage();

describe('authoring in Chromium', () => {
  let argumentId = 0;
  let authorPage: Page;
  let keptIds: string[] = [];

  it('pastes, reconstructs, edits a premise, adds one, reorders with the keyboard, saves, and opens it in the evaluator', async () => {
    const page = await newPage();
    await signUp(page, 'author@e2e.test', 'Author');
    await page.getByRole('link', { name: 'New argument' }).click();
    await page.getByLabel('Argument text').fill(TEXT);
    await page.getByRole('button', { name: 'Reconstruct', exact: true }).click();

    const premises = page.getByRole('grid');
    // The offline extractor: the 'because' clause is a premise of its own; 'Therefore' marks C.
    // The first request also loads the API client's schemas: on a loaded machine that can take
    // longer than a poll's default second.
    await expect
      .poll(() => premises.getByRole('row').allTextContents(), { timeout: 15_000 })
      .toEqual([
        expect.stringContaining('The streets are wet.'),
        expect.stringContaining('It rained last night.'),
        expect.stringContaining('Wet streets are slippery.'),
      ]);
    await page.getByText('We should drive slowly this morning.', { exact: true }).waitFor();
    await page.getByText('Wet streets are slippery.', { exact: true }).click();
    const editor = page.getByRole('textbox', { name: /P3/ });
    await editor.fill('Wet streets are slippery for cars.');
    await editor.press('Enter');
    await page.getByText('Wet streets are slippery for cars.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add premise' }).click();
    const added = page.getByRole('textbox', { name: /P4/ });
    await added.fill('Slow cars stop in time.');
    await added.press('Enter');
    await expect.poll(() => premises.getByRole('row').count()).toBe(4);

    // Reorder with the keyboard alone: P1's drag handle, Enter, arrows to the gap after P2, Enter.
    await page.getByRole('button', { name: 'Drag P1' }).focus();
    await page.keyboard.press('Enter');
    const dropTarget = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await expect.poll(dropTarget).toMatch(/^Insert /);
    for (
      let step = 0;
      step < 8 && !/^Insert between P2: .* and P3: /.test(await dropTarget());
      step++
    ) {
      await page.keyboard.press('ArrowUp');
      // react-aria's drag session settles between keys.
      await page.waitForTimeout(150);
    }
    expect(await dropTarget()).toMatch(/^Insert between P2: .* and P3: /);
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await premises.getByRole('row').allTextContents()).slice(0, 2))
      .toEqual([
        expect.stringContaining('It rained last night.'),
        expect.stringContaining('The streets are wet.'),
      ]);

    await page.getByRole('button', { name: 'Save Reconstruction' }).click();
    await page.waitForURL(/\/argumentevaluator\?argumentId=\d+/);
    await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
    for (const text of [
      'The streets are wet.',
      'It rained last night.',
      'Wet streets are slippery for cars.',
      'Slow cars stop in time.',
    ]) {
      await page.getByText(text, { exact: false }).first().waitFor();
    }
    const saved = await app.temp.db.argument.findFirstOrThrow({
      where: { owner: { email: 'author@e2e.test' } },
      include: { claims: { orderBy: { position: 'asc' } } },
    });
    expect(saved.visibility).toBe('PRIVATE');
    expect(saved.claims.filter((claim) => claim.role === 'PREMISE').map((c) => c.content)).toEqual([
      'It rained last night.',
      'The streets are wet.',
      'Wet streets are slippery for cars.',
      'Slow cars stop in time.',
    ]);
    const premiseIds = saved.claims.filter((claim) => claim.role === 'PREMISE').map((c) => c.id);
    expect(premiseIds).toHaveLength(4);
    argumentId = saved.id;
    authorPage = page;
    keptIds = premiseIds.slice(0, 3);

    // Evaluate it: P1 to 0.3 with the keyboard, then Save Evaluation.
    const slider = page.getByRole('region', { name: 'Premise 1' }).getByRole('slider');
    await slider.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
    expect(await slider.inputValue()).toBe('0.3');
    await page.getByRole('button', { name: 'Save Evaluation' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
  });

  it('edits it: deletes a premise, saves, keeps the other premise ids, and snapshots the old content', async () => {
    const page = authorPage;
    await page.getByRole('link', { name: 'Edit argument' }).click();
    await page.waitForURL(`**/arguments/${argumentId}/edit`);
    const premises = page.getByRole('grid');
    await expect.poll(() => premises.getByRole('row').count()).toBe(4);
    await premises
      .getByRole('row', { name: /Slow cars stop in time/ })
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect.poll(() => premises.getByRole('row').count()).toBe(3);
    await page.getByRole('button', { name: 'Save Reconstruction' }).click();
    await page.waitForURL(`**/argumentevaluator?argumentId=${argumentId}`);
    await page.getByRole('button', { name: /^(Save Evaluation|Saved)$/ }).waitFor();
    // The evaluator's premises (not react-aria's drag announcements, which outlive the editor).
    const evaluatorPremises = page.getByRole('region', { name: /^Premise \d+$/ });
    await expect.poll(() => evaluatorPremises.count()).toBe(3);
    expect(await evaluatorPremises.filter({ hasText: 'Slow cars stop in time.' }).count()).toBe(0);

    const claims = await app.temp.db.claim.findMany({
      where: { argumentId, role: 'PREMISE' },
      orderBy: { position: 'asc' },
    });
    expect(claims.map((claim) => claim.id)).toEqual(keptIds);
    // The evaluation keeps the kept premises' credences; the removed premise's value is gone.
    const evaluation = await app.temp.db.userArgumentEvaluation.findFirstOrThrow({
      where: { argumentId },
    });
    const credences = JSON.parse(evaluation.premiseProbabilities) as {
      id: string;
      probability: number;
    }[];
    expect(credences.map((premise) => premise.id)).toEqual(keptIds);
    expect(credences[0]?.probability).toBe(0.3);
    const versions = await app.temp.db.version.findMany({ where: { argumentId } });
    expect(versions.map((version) => version.changeSummary)).toContain('Before edit');
  });

  it('lists the earlier version in the version history; reverting to it brings the premise back', async () => {
    const page = authorPage;
    await page.getByRole('button', { name: /^Version history: Author, v\d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Version History' });
    const before = dialog.getByRole('listitem').filter({ hasText: 'Before edit' });
    await before.getByRole('button', { name: 'Revert to This Version' }).click();
    // The evaluator loads the reverted argument: the deleted premise is back, under its old id.
    const evaluatorPremises = page.getByRole('region', { name: /^Premise \d+$/ });
    await expect.poll(() => evaluatorPremises.count()).toBe(4);
    await evaluatorPremises.filter({ hasText: 'Slow cars stop in time.' }).waitFor();
    const claims = await app.temp.db.claim.findMany({
      where: { argumentId, role: 'PREMISE' },
      orderBy: { position: 'asc' },
    });
    expect(claims.map((claim) => claim.id).slice(0, 3)).toEqual(keptIds);
    expect(claims).toHaveLength(4);
  });

  it('another user cannot open the edit page; the owner deletes the argument after confirming', async () => {
    const other = await newPage();
    await signUp(other, 'other@e2e.test', 'Other');
    const refused = await other.goto(`/arguments/${argumentId}/edit`);
    expect(refused?.status()).toBe(404);
    // Nor can they change or delete it through the API from their signed-in page.
    const statuses = await other.evaluate(async (id) => {
      const body = JSON.stringify({
        title: 'Hijacked',
        summarizedDescription: '',
        argumentType: 'INDUCTIVE',
        visibility: 'PUBLIC',
        premises: [{ content: 'Mine now.' }],
        conclusion: { content: 'Gone.' },
      });
      const headers = { 'Content-Type': 'application/json' };
      const put = await fetch(`/api/arguments/${id}`, { method: 'PUT', headers, body });
      const del = await fetch(`/api/arguments/${id}`, { method: 'DELETE' });
      return [put.status, del.status];
    }, argumentId);
    expect(statuses).toEqual([404, 404]);
    expect(
      (await app.temp.db.argument.findUniqueOrThrow({ where: { id: argumentId } })).title,
    ).not.toBe('Hijacked');

    const page = authorPage;
    await page.goto(`/arguments/${argumentId}/edit`);
    await page.getByRole('button', { name: 'Delete argument' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this argument?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await app.temp.db.argument.count({ where: { id: argumentId } })).toBe(1);
    await page.getByRole('button', { name: 'Delete argument' }).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      dialog.getByRole('button', { name: 'Delete', exact: true }).click(),
    ]);
    expect(await app.temp.db.argument.count({ where: { id: argumentId } })).toBe(0);
  });

  it('deletes an own argument from the home list after confirming; others have no delete button', async () => {
    const owner = await app.temp.db.user.findUniqueOrThrow({ where: { email: 'author@e2e.test' } });
    const doomed = await createArgument(app.temp.db, owner.id, {
      title: 'An argument to delete',
      premises: [{ content: 'A premise.' }],
      conclusion: { content: 'A conclusion.' },
    });
    const page = authorPage;
    await page.goto('/');
    const item = page.getByRole('listitem').filter({ hasText: 'An argument to delete' });
    // The public samples are someone else's: no delete button beside them.
    const sample = page.getByRole('listitem').filter({ hasText: 'Rain and the picnic' });
    expect(await sample.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await item.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this argument?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => item.count()).toBe(0);
    expect(await app.temp.db.argument.count({ where: { id: doomed.id } })).toBe(0);
  });
});
