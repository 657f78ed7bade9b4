/**
 * An argument network in real Chromium on the built host. A user's argument gets a supporting
 * argument for premise 1 and an objection to premise 2, written in the evaluator's linked-argument
 * editor; the user turns Network on and sees premise 1's credence derived from its linked argument
 * and the network P(C) beside the local one — both what the engine computes from the network the
 * API answers. A changed credence inside the objection moves the root's network P(C); declaring
 * premise 2 the same claim as the supporting argument's premise ("Same claim as…") moves it again,
 * each time to the engine's figure. The calculation results then rank the whole network's claims,
 * the dialectic map colours the premises by their network credence and shows the network P(C),
 * and withdrawing the declaration ("Not the same claim") brings P(C) back. A 16-premise argument's
 * network is computed in a worker of its own, and a slider still moves its network P(C).
 */
import { evaluateNetwork, formatPercent } from '@credence/engine';
import { type ArgumentNetwork, networkInput } from '@credence/state-machines';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createArgument } from '../app/models/arguments.server.ts';
import { saveUserArgument } from '../app/models/evaluations.server.ts';
import { linkArgument } from '../app/models/links.server.ts';
import { seriousViolations } from './axe.ts';
import { browserHarness } from './harness.ts';
import { signUp, waitForHydration } from './pages.ts';

const app = browserHarness();

/** The network P(C) the engine computes from what the API answers the user now. */
async function engineNetworkPC(page: Page, argumentId: number): Promise<string> {
  const response = await page.request.get(`/api/arguments/${argumentId}/network`);
  expect(response.status()).toBe(200);
  const { network } = (await response.json()) as { network: ArgumentNetwork };
  return formatPercent(evaluateNetwork(networkInput(network, null)).pC);
}

/** The evaluator's "Network P(C): …" figure. */
async function shownNetworkPC(page: Page): Promise<string> {
  const text = await page.getByText(/^Network P\(C\): /).textContent();
  return (text ?? '').replace(/^Network P\(C\): /, '').trim();
}

/** Writes a one-premise linked argument for `premise` through the evaluator's editor. */
async function writeLinked(
  page: Page,
  premise: string,
  kind: 'Clarification' | 'Objection',
  text: string,
): Promise<void> {
  await page.getByRole('region', { name: premise }).getByRole('button', { name: kind }).click();
  const title = kind === 'Objection' ? 'Create an Objection' : 'Create a Supporting Argument';
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Write Premises Myself' }).click();
  await dialog.getByRole('button', { name: 'Edit P1' }).click();
  await dialog.getByRole('textbox', { name: 'P1 text' }).fill(text);
  await page.keyboard.press('Enter');
  const save = kind === 'Objection' ? 'Save Objection' : 'Save Supporting Argument';
  await dialog.getByRole('button', { name: save }).click();
  await page
    .getByText(/saved successfully!/)
    .first()
    .waitFor();
  // The success toast may cover the dialog's footer: press Done with the keyboard.
  await dialog.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('argument networks in Chromium', () => {
  it('derives premises from linked arguments, shows network and local P(C) as the engine computes them, and follows changes and equivalences', async () => {
    const page = await app.newPage();
    await signUp(page, 'network@e2e.test', 'Networker');
    const user = await app.temp.db.user.findUniqueOrThrow({ where: { email: 'network@e2e.test' } });
    const root = await createArgument(app.temp.db, user.id, {
      title: 'Picnic today',
      visibility: 'PRIVATE',
      premises: [{ content: 'The park is dry today.' }, { content: 'The forecast is sunny.' }],
      conclusion: { content: 'We should picnic in the park.' },
    });
    await page.goto(`/argumentevaluator?argumentId=${root.id}`);
    await waitForHydration(page);

    await writeLinked(page, 'Premise 1', 'Clarification', 'It has not rained for a week.');
    await writeLinked(page, 'Premise 2', 'Objection', 'Clouds are gathering in the west.');

    // The switch's input is visually hidden; a person clicks its label.
    await page.getByRole('switch', { name: 'Network' }).locator('xpath=ancestor::label[1]').click();
    expect(await page.getByRole('switch', { name: 'Network' }).isChecked()).toBe(true);
    const first = page.getByRole('region', { name: 'Premise 1' });
    await first.getByText('from 1 linked argument').waitFor({ timeout: 15_000 });
    expect(
      await first.getByRole('slider', { name: 'Network credence of Premise 1' }).isDisabled(),
    ).toBe(true);
    await page.getByText(/^Local P\(C\): /).waitFor();
    const before = await engineNetworkPC(page, root.id);
    await expect.poll(() => shownNetworkPC(page)).toBe(before);
    expect(await seriousViolations(page)).toEqual([]);

    // The objection's premise made more credible: the objection grows, the root's P(C) falls.
    const objection = await app.temp.db.dialecticalRelationship.findFirstOrThrow({
      where: { targetArgumentId: root.id, linkType: 'refute' },
    });
    await page.goto(`/argumentevaluator?argumentId=${objection.sourceArgumentId}`);
    await waitForHydration(page);
    const slider = page.getByRole('slider', { name: 'Confidence in Premise 1' });
    await slider.focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('PageUp');
    await page.getByRole('button', { name: 'Save Evaluation' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    await page.goto(`/argumentevaluator?argumentId=${root.id}`);
    await waitForHydration(page);
    // Remembered: the switch is still on.
    await page.getByText(/^Network P\(C\): /).waitFor({ timeout: 15_000 });
    const afterObjection = await engineNetworkPC(page, root.id);
    expect(afterObjection).not.toBe(before);
    await expect.poll(() => shownNetworkPC(page)).toBe(afterObjection);

    // Premise 2 is the same claim as the supporting argument's premise.
    await page
      .getByRole('region', { name: 'Premise 2' })
      .getByRole('button', { name: 'Same claim as…' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Same claim as…' });
    await dialog.getByLabel('Search claims').fill('rained for a week');
    await dialog
      .getByRole('button', {
        name: /^This is the same claim: “It has not rained for a week\.”/,
      })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => app.temp.db.claimEquivalence.count({ where: { userId: user.id } }))
      .toBe(1);
    const afterSame = await engineNetworkPC(page, root.id);
    expect(afterSame).not.toBe(afterObjection);
    await expect.poll(() => shownNetworkPC(page)).toBe(afterSame);

    // The calculation results rank the claims of the whole network, not only this argument's.
    await page.getByRole('button', { name: 'Calculation results' }).click();
    const chart = page.getByRole('region', { name: 'Which claim in the network matters most' });
    await chart.waitFor({ timeout: 15_000 });
    await chart.getByText('Clouds are gathering in the west.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The map of the dialectic: each answered premise coloured by its network credence, and
    // the argument's network P(C), as the engine computes them.
    await page.goto(`/explore?mode=dialectic&argumentId=${root.id}`);
    await waitForHydration(page);
    await page.getByText(`Network P(C) of “Picnic today”: ${afterSame}`).waitFor({
      timeout: 15_000,
    });
    const response = await page.request.get(`/api/arguments/${root.id}/network`);
    const { network } = (await response.json()) as { network: ArgumentNetwork };
    const claims = evaluateNetwork(networkInput(network, null)).claims;
    for (const premise of root.premises) {
      const card = page.locator(`g[data-premise-id="${premise.id}"]`);
      expect(Number(await card.getAttribute('data-credence'))).toBeCloseTo(claims[premise.id]!, 12);
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Not the same claim after all: the declaration is withdrawn and P(C) goes back.
    await page.goto(`/argumentevaluator?argumentId=${root.id}`);
    await waitForHydration(page);
    const marked = page.getByRole('list', { name: 'Claims you marked the same' });
    await marked.getByRole('button', { name: /^Not the same claim/ }).click();
    await marked.waitFor({ state: 'detached' });
    expect(await app.temp.db.claimEquivalence.count({ where: { userId: user.id } })).toBe(0);
    await expect.poll(() => shownNetworkPC(page)).toBe(afterObjection);
  });

  it('computes a 16-premise argument’s network in a Web Worker: a slider moves the network P(C) to the engine’s figure', async () => {
    const page = await app.newPage();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await signUp(page, 'large-network@e2e.test', 'Large Networker');
    const user = await app.temp.db.user.findUniqueOrThrow({
      where: { email: 'large-network@e2e.test' },
    });
    const root = await createArgument(app.temp.db, user.id, {
      title: 'Sixteen reasons',
      visibility: 'PRIVATE',
      premises: Array.from({ length: 16 }, (_, i) => ({ content: `Reason ${i + 1} holds.` })),
      conclusion: { content: 'The plan will work.' },
    });
    // Every reason likely, so that each one counts.
    await saveUserArgument(app.temp.db, user.id, {
      argumentId: root.id,
      evaluationMode: 'fallback',
      inferenceStrength: 0.9,
      fallbackSupport: 0.2,
      premises: root.premises.map((premise) => ({ id: premise.id, probability: 0.95 })),
      conclusion: { id: root.conclusion.id, probability: 0.5 },
    });
    await linkArgument(app.temp.db, user.id, {
      originalArgumentId: root.id,
      originalPremiseId: root.premises[1]!.id,
      linkType: 'support',
      conclusionType: 'AFFIRMATION',
      title: 'Why reason 2 holds',
      description: '',
      type: 'INDUCTIVE',
      premises: [{ content: 'A survey found it.' }],
      conclusion: { content: 'Reason 2 holds.' },
    });
    await page.goto(`/argumentevaluator?argumentId=${root.id}`);
    await waitForHydration(page);
    await page.getByRole('switch', { name: 'Network' }).locator('xpath=ancestor::label[1]').click();
    await page.getByText(/^Network P\(C\): /).waitFor({ timeout: 15_000 });
    const before = await engineNetworkPC(page, root.id);
    await expect.poll(() => shownNetworkPC(page)).toBe(before);

    // Premise 1 to 0 with the keyboard: the network P(C) follows, as the engine computes it for
    // the root's live credences.
    await page.getByRole('slider', { name: 'Confidence in Premise 1', exact: true }).focus();
    await page.keyboard.press('Home');
    const response = await page.request.get(`/api/arguments/${root.id}/network`);
    const { network } = (await response.json()) as { network: ArgumentNetwork };
    const live = networkInput(network, null);
    const rootInput = live.arguments.find((argument) => argument.id === String(root.id))!.input;
    const moved = formatPercent(
      evaluateNetwork({
        ...live,
        arguments: live.arguments.map((argument) =>
          argument.id === String(root.id)
            ? {
                ...argument,
                input: {
                  ...rootInput,
                  premises: rootInput.premises.map((premise, index) =>
                    index === 0 ? { ...premise, probability: 0 } : premise,
                  ),
                },
              }
            : argument,
        ),
      }).pC,
    );
    expect(moved).not.toBe(before);
    await expect.poll(() => shownNetworkPC(page)).toBe(moved);
    // Two workers of the evaluation script: the evaluator's own, and the network's.
    expect(workers.filter((url) => /evaluation\.worker-[\w-]+\.js$/.test(url))).toHaveLength(2);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
