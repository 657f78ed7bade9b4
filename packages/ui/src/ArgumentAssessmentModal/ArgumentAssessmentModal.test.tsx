import { NUCLEAR_ID, REMOTE_WORK_ID } from '@credence/mocks';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { type TestBackend, testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ArgumentAssessmentModal } from './ArgumentAssessmentModal';
import { answeringSample, sampleArgument } from './sampleAssessment';
import { useArgumentAssessment } from './useArgumentAssessment';

/** 'Assess Argument' and the modal, as the reconstruction editor wires them. */
function Example({ argumentId }: { argumentId: number | null }) {
  const assessment = useArgumentAssessment();
  return (
    <>
      <Button onPress={() => assessment.open(sampleArgument, argumentId)}>Assess Argument</Button>
      <ArgumentAssessmentModal actorRef={assessment.actorRef} />
    </>
  );
}

async function renderExample(backend: TestBackend, argumentId: number | null = null) {
  const screen = await render(
    withCredence(
      <ThemeRoot>
        <Example argumentId={argumentId} />
      </ThemeRoot>,
      backend.client,
    ),
  );
  await screen.getByRole('button', { name: 'Assess Argument' }).click();
  return screen;
}

/** The light theme's colours the score must take (success, caution, critical text colours). */
const LIGHT = {
  green: 'rgb(22, 101, 52)',
  yellow: 'rgb(133, 77, 14)',
  red: 'rgb(153, 27, 27)',
} as const;

describe('ArgumentAssessmentModal', () => {
  it('is closed and calls nothing until opened', async () => {
    const backend = testBackend(answeringSample);
    const screen = await render(withCredence(<Example argumentId={null} />, backend.client));
    await expect.element(screen.getByRole('button', { name: 'Assess Argument' })).toBeVisible();
    expect(screen.getByRole('dialog').elements()).toHaveLength(0);
    expect(backend.requests).toEqual([]);
  });

  it('shows the loading text while the assessment is on its way', async () => {
    const backend = testBackend();
    backend.scenarios.set('assessArgument', { delayMs: 60_000 });
    const screen = await renderExample(backend);
    const dialog = screen.getByRole('dialog', { name: 'Argument Assessment' });
    await expect.element(dialog.getByRole('status')).toHaveTextContent('Loading...');
    expect(dialog.getByRole('tab').elements()).toHaveLength(0);
  });

  it('shows six tabs, each with its score out of 10 in the cut-off colour, analysis and extras', async () => {
    const backend = testBackend(answeringSample);
    const screen = await renderExample(backend);
    const dialog = screen.getByRole('dialog', { name: 'Argument Assessment' });
    await expect.element(dialog.getByRole('tab', { name: 'Clarity' })).toBeVisible();
    expect(
      dialog
        .getByRole('tab')
        .elements()
        .map((tab) => tab.textContent),
    ).toEqual(['Clarity', 'Logic', 'Strategy', 'Weaknesses', 'Counters', 'Overall']);
    const expected: [string, string, keyof typeof LIGHT, string[]][] = [
      ['Clarity', '9/10', 'green', ['Clear premises. <b>Not bold</b>', 'Define "reliable".']],
      [
        'Logic',
        '8/10',
        'green',
        ['Deductive Potential', 'Add a bridging premise to make it valid.'],
      ],
      ['Strategy', '7/10', 'yellow', ['Strategic Approach', 'Two independent lines of support.']],
      ['Weaknesses', '6/10', 'yellow', ['Vulnerabilities', '"It is reliable." carries weight']],
      [
        'Counters',
        '5.5/10',
        'red',
        ['Anticipated Counters', 'Someone may deny that it is reliable.', 'Waste storage'],
      ],
      [
        'Overall',
        '7.5/10',
        'yellow',
        ['Summary', 'Plausible but under-supported.', 'Recommendations', 'Address cost.'],
      ],
    ];
    for (const [label, score, color, texts] of expected) {
      await dialog.getByRole('tab', { name: label }).click();
      const panel = dialog.getByRole('tabpanel', { name: label });
      const scoreElement = panel.getByText(score, { exact: true });
      await expect.element(scoreElement).toBeVisible();
      expect(scoreElement.element().getAttribute('data-score-color')).toBe(color);
      expect(getComputedStyle(scoreElement.element()).color).toBe(LIGHT[color]);
      for (const text of texts) {
        await expect.element(panel.getByText(text, { exact: false }).first()).toBeVisible();
      }
    }
    // AI text is text: the markup is shown, not rendered.
    await dialog.getByRole('tab', { name: 'Clarity' }).click();
    expect(dialog.element().querySelector('b')).toBeNull();
    expect(backend.bodiesOf('POST /api/argument-assessment')).toEqual([
      { argument: sampleArgument, mode: 'single' },
    ]);
  });

  it('arrow keys move between the tabs', async () => {
    const screen = await renderExample(testBackend(answeringSample));
    const clarity = screen.getByRole('tab', { name: 'Clarity' });
    await expect.element(clarity).toHaveAttribute('aria-selected', 'true');
    await clarity.click();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('tab', { name: 'Logic' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel', { name: 'Logic' })).toBeVisible();
  });

  it("fails with the server's error under 'Assessment Failed'; 'Try Again' then succeeds", async () => {
    const backend = testBackend(answeringSample);
    backend.scenarios.set('assessArgument', 'server-error');
    const screen = await renderExample(backend);
    const alert = screen.getByRole('dialog').getByRole('alert');
    await expect.element(alert).toHaveTextContent('Assessment Failed');
    await expect.element(alert).toHaveTextContent('Internal server error');
    expect(screen.getByRole('tab').elements()).toHaveLength(0);
    backend.scenarios.clear();
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect.element(screen.getByRole('tab', { name: 'Clarity' })).toBeVisible();
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
    expect(backend.requests.filter((r) => r === 'POST /api/argument-assessment')).toHaveLength(2);
  });

  it.each([
    [{ status: 502, body: {} }, 'Failed to assess argument'],
    ['network-error' as const, 'Failed to fetch'],
  ])('shows the fallback failure text (%o)', async (scenario, text) => {
    const backend = testBackend();
    backend.scenarios.set('assessArgument', scenario);
    const screen = await renderExample(backend);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Assessment Failed');
    await expect.element(alert).toHaveTextContent(text);
  });

  it('sends the dialectic of a saved argument as context (dialectical mode)', async () => {
    const backend = testBackend();
    const screen = await renderExample(backend, NUCLEAR_ID);
    await expect.element(screen.getByRole('tab', { name: 'Overall' })).toBeVisible();
    expect(backend.requests).toEqual([
      'GET /api/dialectics',
      'GET /api/arguments',
      'POST /api/argument-assessment',
    ]);
    expect(backend.bodiesOf('POST /api/argument-assessment')[0]).toMatchObject({
      mode: 'dialectical',
      dialecticalContext: { argumentId: NUCLEAR_ID },
    });
  });

  it('assesses an argument in no dialectic on its own', async () => {
    const backend = testBackend();
    const screen = await renderExample(backend, REMOTE_WORK_ID);
    await expect.element(screen.getByRole('tab', { name: 'Overall' })).toBeVisible();
    expect(backend.bodiesOf('POST /api/argument-assessment')[0]).toMatchObject({ mode: 'single' });
  });

  it('treats a failed dialectical context load as no context', async () => {
    const backend = testBackend();
    backend.scenarios.set('listDialectics', 'server-error');
    const screen = await renderExample(backend, NUCLEAR_ID);
    await expect.element(screen.getByRole('tab', { name: 'Overall' })).toBeVisible();
    expect(backend.bodiesOf('POST /api/argument-assessment')[0]).toEqual({
      argument: sampleArgument,
      mode: 'single',
    });
  });

  it('Close, the × and Escape close it; opening again starts on Clarity', async () => {
    const backend = testBackend(answeringSample);
    const screen = await renderExample(backend);
    const dialog = screen.getByRole('dialog', { name: 'Argument Assessment' });
    await dialog.getByRole('tab', { name: 'Overall' }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => screen.getByRole('dialog').elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Assess Argument' }).click();
    await expect
      .element(screen.getByRole('tab', { name: 'Clarity' }))
      .toHaveAttribute('aria-selected', 'true');
    await screen.getByRole('button', { name: 'Close dialog' }).click();
    await expect.poll(() => screen.getByRole('dialog').elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Assess Argument' }).click();
    await expect.element(screen.getByRole('tab', { name: 'Clarity' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.getByRole('dialog').elements()).toHaveLength(0);
    expect(backend.requests.filter((r) => r === 'POST /api/argument-assessment')).toHaveLength(3);
  });
});
