/**
 * A deliberation in real Chromium, three people on the built host. Ann owns a "Friends only"
 * argument and starts a deliberation with her friends Ben and Cal from its evaluator. In round 1
 * each moves their sliders and submits blind: while it is open nobody sees anyone else's figures,
 * neither on the panel nor from the API. Ann closes round 1; everyone then sees its anonymous
 * group view — the spreads, P(C) pooled both ways exactly as the engine pools it, and the cruxes
 * ranked as the engine ranks them. In round 2 Ben revises with a reason; Ann closes it and the
 * convergence from round 1 to round 2 shows.
 */
import type { Deliberation } from '@credence/api';
import {
  type EvaluationInput,
  formatPercent,
  groupCruxes,
  groupEvaluation,
} from '@credence/engine';
import {
  convergenceSentence,
  cruxPartLabel,
  cruxSentence,
  gapSentence,
} from '@credence/state-machines';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seriousViolations } from './axe.ts';
import { browserHarness } from './harness.ts';
import { signUp } from './pages.ts';

const app = browserHarness();

type DeliberationValue = z.infer<typeof Deliberation>;

const TITLE = 'Deliberation: the bridge will hold';

async function newPage(): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.base });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** A JSON request from the page's own session (same origin, its cookie). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.json();
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

/** `owner` and `friend` become friends through the API (the friends page has its own test). */
async function befriend(owner: Page, friend: Page, friendEmail: string): Promise<void> {
  await call(owner, 'POST', '/api/friends', { email: friendEmail });
  const lists = await call<{ incoming: { userId: number }[] }>(friend, 'GET', '/api/friends');
  await call(friend, 'POST', `/api/friends/${lists.incoming[0]!.userId}/accept`);
}

async function pressTimes(page: Page, key: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** Moves a premise's slider in the evaluator by `steps` of 1 % (negative: down). */
async function movePremise(page: Page, premise: number, steps: number): Promise<void> {
  const slider = page.getByRole('region', { name: `Premise ${premise}` }).getByRole('slider');
  await slider.focus();
  await pressTimes(page, steps < 0 ? 'ArrowLeft' : 'ArrowRight', Math.abs(steps));
}

/** The deliberation panel beside the evaluator. */
function panel(page: Page): Locator {
  return page.getByRole('region', { name: `Deliberation: ${TITLE}` });
}

async function deliberationOf(page: Page, id: number): Promise<DeliberationValue> {
  return (await call<{ deliberation: DeliberationValue }>(page, 'GET', `/api/deliberations/${id}`))
    .deliberation;
}

/** A submission as the engine reads it: what the host pools. */
function inputOf(submission: NonNullable<DeliberationValue['openRound']>['yourSubmission']) {
  return {
    argumentType: 'INDUCTIVE',
    mode: 'fallback',
    premises: submission!.premiseProbabilities.map(({ claimId, probability }) => ({
      id: claimId,
      probability,
    })),
    pCGivenPremises: submission!.inferenceStrength,
    pCGivenNotPremises: submission!.fallbackSupport,
  } satisfies EvaluationInput;
}

/** Presses the panel's submit button and waits for the machine's notice. */
async function submit(page: Page, round: number, replaced = false): Promise<void> {
  const label = replaced ? `Replace your round ${round} submission` : `Submit to round ${round}`;
  await panel(page).getByRole('button', { name: label }).click();
  await panel(page)
    .getByRole('button', { name: `Replace your round ${round} submission` })
    .waitFor();
}

describe('deliberation in Chromium', () => {
  it('three people deliberate in blind rounds and see the group view the engine computes', async () => {
    const ann = await newPage();
    const ben = await newPage();
    const cal = await newPage();
    await signUp(ann, 'ann@deliberation.test', 'Ann');
    await signUp(ben, 'ben@deliberation.test', 'Ben');
    await signUp(cal, 'cal@deliberation.test', 'Cal');
    await befriend(ann, ben, 'ben@deliberation.test');
    await befriend(ann, cal, 'cal@deliberation.test');
    const { argument } = await call<{ argument: { id: number } }>(ann, 'POST', '/api/arguments', {
      title: TITLE,
      argumentType: 'INDUCTIVE',
      visibility: 'FRIENDS_ONLY',
      premises: [{ content: 'The load test passed.' }, { content: 'The steel is sound.' }],
      conclusion: { content: 'The bridge will hold.' },
    });

    // Ann starts it from the evaluator: both friends can see the argument, so both can be chosen.
    await ann.goto(`/argumentevaluator?argumentId=${argument.id}`);
    await ann.getByRole('link', { name: 'Start deliberation' }).click();
    await ann.getByRole('heading', { name: 'Start a deliberation', level: 1 }).waitFor();
    expect(await seriousViolations(ann)).toEqual([]);
    // react-aria's checkbox: a visually hidden input; a person clicks its label.
    const invite = ann.getByRole('group', { name: 'Invite friends' });
    await invite.getByText('Ben', { exact: true }).click();
    await invite.getByText('Cal', { exact: true }).click();
    expect(await ann.getByRole('checkbox', { name: 'Ben' }).isChecked()).toBe(true);
    expect(await ann.getByRole('checkbox', { name: 'Cal' }).isChecked()).toBe(true);
    await ann.getByRole('button', { name: 'Start deliberation' }).click();
    await ann.waitForURL((url) => url.searchParams.has('deliberationId'));
    const id = Number(new URL(ann.url()).searchParams.get('deliberationId'));
    await panel(ann).getByText('Round 1 is blind').waitFor();
    await panel(ann).getByText('0 of 3 members have submitted to round 1.').waitFor();

    // Round 1, blind. Ann doubts the load test (30 %) and submits.
    await movePremise(ann, 1, -20);
    await submit(ann, 1);

    // Ben finds it on his home page, and sees no one's figures but the count.
    await ben.goto('/');
    await ben
      .getByRole('region', { name: 'Deliberations' })
      .getByRole('link', { name: TITLE })
      .click();
    await panel(ben).getByText('1 of 3 members has submitted to round 1.').waitFor();
    await panel(ben).getByText('The group view appears here once round 1 closes.').waitFor();
    expect(await panel(ben).textContent()).not.toContain('Pooled P(C)');
    const blind = await deliberationOf(ben, id);
    expect(blind.rounds).toEqual([]);
    expect(blind.openRound).toMatchObject({ number: 1, submissionCount: 1, yourSubmission: null });
    expect(JSON.stringify(blind)).not.toMatch(/0\.3\b/);
    // Ben trusts the steel more (80 %).
    await movePremise(ben, 2, 30);
    await submit(ben, 1);

    // Cal keeps the starting credences.
    await cal.goto(`/argumentevaluator?argumentId=${argument.id}&deliberationId=${id}`);
    await panel(cal).getByText('2 of 3 members have submitted to round 1.').waitFor();
    await submit(cal, 1);

    // Ann refreshes and closes round 1.
    await panel(ann).getByRole('button', { name: 'Refresh' }).click();
    await panel(ann).getByText('3 of 3 members have submitted to round 1.').waitFor();
    await panel(ann).getByRole('button', { name: 'Close round 1 and open round 2' }).click();
    await panel(ann).getByText('Round 2 is blind').waitFor();

    // The group view of round 1 is what the engine computes from the three submissions.
    const own = await Promise.all(
      [ann, ben, cal].map(async (page) => (await deliberationOf(page, id)).rounds[0]!),
    );
    const members = own.map((round) => inputOf(round.yourSubmission));
    expect(members.map((m) => m.premises.map((p) => p.probability))).toEqual([
      [0.3, 0.5],
      [0.5, 0.8],
      [0.5, 0.5],
    ]);
    const expected = groupEvaluation(members, { rule: 'logarithmic' });
    const round1 = own[0]!;
    expect(round1.conclusion.computeThenPool).toBeCloseTo(expected.computeThenPool, 12);
    expect(round1.conclusion.poolThenCompute).toBeCloseTo(expected.poolThenCompute, 12);
    const premiseIds = members[0]!.premises.map((p) => p.id);
    const ranked = groupCruxes(members, { rule: 'logarithmic' }).map((crux) =>
      crux.part.kind === 'inference' ? 'inference' : crux.part.premiseId,
    );
    expect(
      round1.cruxes.map((c) => (c.part.kind === 'inference' ? 'inference' : c.part.claimId)),
    ).toEqual(ranked);

    // Everyone sees it: both pooled values, the gap in a sentence, the cruxes in the engine's order.
    const pooled = `Pooled P(C): ${formatPercent(expected.computeThenPool)} (pooling everyone's P(C)) · ${formatPercent(expected.poolThenCompute)} (from the pooled premises)`;
    for (const [index, page] of [ann, ben, cal].entries()) {
      if (page !== ann) await panel(page).getByRole('button', { name: 'Refresh' }).click();
      const view = panel(page);
      await view.getByText(pooled).waitFor();
      // Each sees their own P(C) marked among the members' on the conclusion's plot.
      const ownPC = formatPercent(expected.perMember[index] ?? -1);
      const conclusionPlot = view
        .getByRole('region', { name: 'The group on the conclusion' })
        .getByRole('img');
      expect(await conclusionPlot.getAttribute('aria-label')).toContain(`yours ${ownPC}`);
      await view.getByText(gapSentence(round1, 'logarithmic')).waitFor();
      const crux = view.getByRole('list', { name: 'Where the disagreement comes from' });
      const names = await crux
        .getByRole('meter')
        .evaluateAll((meters) =>
          meters.map((meter) => meter.getAttribute('aria-label') ?? meter.textContent),
        );
      const labels = ranked.map((part) =>
        part === 'inference' ? 'The inference settings' : `Premise ${premiseIds.indexOf(part) + 1}`,
      );
      expect(names.length).toBe(labels.length);
      for (const [index, label] of labels.entries()) expect(names[index]).toContain(label);
      const sentence = cruxSentence(round1.cruxes, (part) => cruxPartLabel(part, premiseIds));
      await view.getByText(sentence!).waitFor();
    }

    // Round 2: Ann and Cal submit again as they were; Ben revises the steel down, with a reason.
    await submit(ann, 2);
    await submit(cal, 2);
    await movePremise(ben, 2, -20);
    await panel(ben)
      .getByRole('textbox', { name: 'Your reason for Premise 2 (optional)' })
      .fill('The inspection report was older than I thought.');
    await submit(ben, 2);

    // Ann closes round 2: the convergence from round 1 to round 2 shows, as the figures say.
    await panel(ann).getByRole('button', { name: 'Refresh' }).click();
    await panel(ann).getByText('3 of 3 members have submitted to round 2.').waitFor();
    await panel(ann).getByRole('button', { name: 'Close round 2 and open round 3' }).click();
    await panel(ann).getByText('Round 3 is blind').waitFor();
    const after = await deliberationOf(ann, id);
    expect(after.rounds.map((round) => round.round)).toEqual([1, 2]);
    const [first, second] = after.rounds;
    await panel(ann)
      .getByText(
        convergenceSentence({
          from: 1,
          to: 2,
          iqrBefore: first!.conclusion.spread.iqr,
          iqrAfter: second!.conclusion.spread.iqr,
        }),
      )
      .waitFor();
    // Ben's reason is there, without his name.
    await panel(ann).getByText('The inspection report was older than I thought.').waitFor();
    expect(await seriousViolations(ann)).toEqual([]);
    expect(JSON.stringify(after)).not.toContain('ben@deliberation.test');
  }, 240_000);
});
