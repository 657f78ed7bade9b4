/**
 * AIF in real Chromium on the built host. One user's argument has a supporting argument for
 * premise 1 and an objection to premise 2, with credences and inference settings of their own;
 * with Network on, the evaluator shows its network P(C). The user downloads "Export AIF"; a second
 * user imports that file on /arguments/new ("Import AIF": the preview lists the three arguments
 * and their links), creates the arguments, lands on the root's evaluator and, with Network on,
 * sees the same network P(C). A malformed file (an edge to a node that is not there) shows the
 * engine's message naming the node, offers nothing to create, and creates nothing.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createArgument } from '../app/models/arguments.server.ts';
import { saveUserArgument } from '../app/models/evaluations.server.ts';
import { linkArgument } from '../app/models/links.server.ts';
import { seriousViolations } from './axe.ts';
import { browserHarness } from './harness.ts';
import { signUp, waitForHydration } from './pages.ts';

const app = browserHarness();

/** Turns the evaluator's Network switch on (its input is visually hidden: a person clicks the label). */
async function turnNetworkOn(page: Page): Promise<void> {
  const network = page.getByRole('switch', { name: 'Network' });
  if (!(await network.isChecked())) await network.locator('xpath=ancestor::label[1]').click();
  expect(await network.isChecked()).toBe(true);
}

/** The evaluator's "Network P(C): …" figure, once the network has been computed. */
async function shownNetworkPC(page: Page): Promise<string> {
  const figure = page.getByText(/^Network P\(C\): /);
  await figure.waitFor({ timeout: 15_000 });
  return ((await figure.textContent()) ?? '').replace(/^Network P\(C\): /, '').trim();
}

/** Writes the exporter's network straight into the database (the evaluator's editors are tested elsewhere). */
async function exportersNetwork(userId: number): Promise<number> {
  const db = app.temp.db;
  const root = await createArgument(db, userId, {
    title: 'Tram for the town',
    visibility: 'PRIVATE',
    premises: [{ content: 'Trams cut congestion.' }, { content: 'The town can afford a tram.' }],
    conclusion: { content: 'The town should build a tram.' },
  });
  const p1 = root.premises[0]!;
  const p2 = root.premises[1]!;
  const linked = async (
    linkType: 'support' | 'refute',
    premiseId: string,
    premise: string,
    conclusion: string,
  ) => {
    const id = await linkArgument(db, userId, {
      title: premise,
      description: '',
      type: 'INDUCTIVE',
      premises: [{ content: premise }],
      conclusion: { content: conclusion },
      linkType,
      originalArgumentId: root.id,
      originalPremiseId: premiseId,
      conclusionType: linkType === 'refute' ? 'NEGATION' : 'AFFIRMATION',
    });
    const claims = await db.claim.findMany({ where: { argumentId: id } });
    // [premise, conclusion] of the one-premise argument.
    return ['PREMISE', 'CONCLUSION'].map((role) => ({
      id,
      claimId: claims.find((claim) => claim.role === role)!.id,
    }));
  };
  const [support, supportConclusion] = await linked(
    'support',
    p1.id,
    'Cities that built trams saw their traffic fall.',
    'Trams cut congestion.',
  );
  const [objection, objectionConclusion] = await linked(
    'refute',
    p2.id,
    'The town budget is already overspent.',
    'The town cannot afford a tram.',
  );
  const evaluate = (
    argumentId: number,
    premises: [string, number][],
    conclusionId: string,
    strength: number,
    fallback: number,
  ) =>
    saveUserArgument(db, userId, {
      argumentId,
      evaluationMode: 'fallback',
      inferenceStrength: strength,
      fallbackSupport: fallback,
      premises: premises.map(([id, probability]) => ({ id, probability })),
      conclusion: { id: conclusionId, probability: 0.5 },
    });
  await evaluate(
    root.id,
    [
      [p1.id, 0.7],
      [p2.id, 0.8],
    ],
    root.conclusion.id,
    0.9,
    0.2,
  );
  await evaluate(support!.id, [[support!.claimId, 0.9]], supportConclusion!.claimId, 0.95, 0.4);
  await evaluate(
    objection!.id,
    [[objection!.claimId, 0.6]],
    objectionConclusion!.claimId,
    0.5,
    0.1,
  );
  return root.id;
}

describe('AIF export and import in Chromium', () => {
  it('exports a network, imports it as another user with the same network P(C), and refuses a malformed file', async () => {
    // The exporter: a network, its P(C), and the file.
    const exporter = await app.newPage();
    await signUp(exporter, 'aif-export@e2e.test', 'Exporter');
    const exporterId = (
      await app.temp.db.user.findUniqueOrThrow({ where: { email: 'aif-export@e2e.test' } })
    ).id;
    const rootId = await exportersNetwork(exporterId);
    await exporter.goto(`/argumentevaluator?argumentId=${rootId}`);
    await waitForHydration(exporter);
    await turnNetworkOn(exporter);
    const exportedPC = await shownNetworkPC(exporter);
    expect(exportedPC).toMatch(/%$/);
    // The linked arguments count: the network's figure is not the root's own.
    const local = await exporter.getByText(/^Local P\(C\): /).textContent();
    expect(local).not.toContain(exportedPC);
    const [download] = await Promise.all([
      exporter.waitForEvent('download'),
      exporter.getByRole('link', { name: 'Export AIF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tram-for-the-town.aif.json');
    const file = await download.path();
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('nodes');

    // The importer: the preview, then the arguments, then the same P(C).
    const importer = await app.newPage();
    await signUp(importer, 'aif-import@e2e.test', 'Importer');
    const importerId = (
      await app.temp.db.user.findUniqueOrThrow({ where: { email: 'aif-import@e2e.test' } })
    ).id;
    await importer.goto('/arguments/new');
    await waitForHydration(importer);
    const section = importer.getByRole('region', { name: 'Import AIF' });
    const [chooser] = await Promise.all([
      importer.waitForEvent('filechooser'),
      section.getByRole('button', { name: 'Choose an AIF file' }).click(),
    ]);
    await chooser.setFiles(file);
    const preview = section.getByRole('region', { name: 'AIF preview' });
    await preview.getByRole('heading', { name: '3 arguments to create' }).waitFor();
    const links = preview.getByRole('list', { name: 'Links' }).getByRole('listitem');
    expect(await links.allTextContents()).toEqual([
      'Argument 2 supports premise 1 of argument 1: “Trams cut congestion.”',
      'Argument 3 objects to premise 2 of argument 1: “The town can afford a tram.”',
    ]);
    await preview.getByText('Trams cut congestion. (70%)').waitFor();
    // The exporter's titles come with the file.
    await preview.getByText('Title: Tram for the town').waitFor();
    expect(await seriousViolations(importer)).toEqual([]);
    await Promise.all([
      importer.waitForURL(/\/argumentevaluator\?argumentId=\d+/),
      preview.getByRole('button', { name: 'Create 3 arguments' }).click(),
    ]);
    const importedId = Number(new URL(importer.url()).searchParams.get('argumentId'));
    expect(importedId).not.toBe(rootId);
    await waitForHydration(importer);
    await turnNetworkOn(importer);
    expect(await shownNetworkPC(importer)).toBe(exportedPC);
    const created = await app.temp.db.argument.findMany({ where: { ownerId: importerId } });
    expect(created).toHaveLength(3);
    expect(created.every((argument) => argument.visibility === 'PRIVATE')).toBe(true);
    expect(created.find((argument) => argument.id === importedId)?.title).toBe('Tram for the town');

    // A malformed file: the engine's message, naming the node; no Create button; nothing made.
    const malformed = JSON.parse(await readFile(file, 'utf8')) as {
      edges: { edgeID: string; fromID: string; toID: string }[];
    };
    malformed.edges.push({ edgeID: 'broken', fromID: 'ghost-node', toID: String(rootId) });
    await importer.goto('/arguments/new');
    await waitForHydration(importer);
    await section.getByLabel('AIF JSON').fill(JSON.stringify(malformed));
    await section.getByRole('button', { name: 'Read AIF' }).click();
    const errors = section.getByRole('list', { name: 'Errors in the file' });
    await errors.waitFor();
    expect(await errors.textContent()).toContain('ghost-node');
    expect(await section.getByRole('button', { name: /^Create / }).count()).toBe(0);
    expect(await seriousViolations(importer)).toEqual([]);
    expect(await app.temp.db.argument.count({ where: { ownerId: importerId } })).toBe(3);
  });
});
