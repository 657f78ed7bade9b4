import { Deliberation as DeliberationSchema } from '@credence/api';
import { formatPercent } from '@credence/engine';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { DeliberationPanel, type DeliberationPanelProps } from './DeliberationPanel';
import {
  DELIBERATION_FIXTURES,
  FINISHED,
  FIXTURE_CURRENT,
  FIXTURE_PREMISES,
  FIXTURE_ROUND_1,
  ROUND_1_SUBMITTED,
  ROUND_2_OPEN,
  STARTER_CAN_OPEN,
  STARTER_NOBODY_SUBMITTED,
} from './DeliberationPanel.fixtures';
import type { Deliberation } from './deliberation.types';

function renderPanel(props: Partial<DeliberationPanelProps> = {}) {
  const handlers = {
    onSubmit: vi.fn(),
    onOpenNextRound: vi.fn(),
    onRefresh: vi.fn(),
    onDelete: vi.fn(),
  };
  const all: DeliberationPanelProps = {
    deliberation: ROUND_2_OPEN,
    premises: FIXTURE_PREMISES,
    current: FIXTURE_CURRENT,
    status: 'idle',
    ...handlers,
    ...props,
  };
  return render(
    <ThemeRoot theme="light">
      <DeliberationPanel {...all} />
    </ThemeRoot>,
  ).then((screen) => ({ screen, ...handlers, ...props }));
}

/** Every percentage written on the panel (plots' names included), text node by text node. */
function percentagesIn(element: Element): Set<string> {
  const names = [...element.querySelectorAll('[aria-label]')].map(
    (el) => el.getAttribute('aria-label') ?? '',
  );
  const texts: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    texts.push(node.nodeValue ?? '');
  }
  const text = [...texts, ...names].join(' ');
  return new Set(text.match(/\d+(\.\d+)?%/g) ?? []);
}

describe('DeliberationPanel fixtures', () => {
  it.each(Object.entries(DELIBERATION_FIXTURES))(
    '%s satisfies the API schema',
    (_name, fixture) => {
      expect(DeliberationSchema.parse(fixture)).toEqual(fixture);
    },
  );
});

describe('DeliberationPanel', () => {
  it("shows no other member's figures while the round is blind, only the viewer's own", async () => {
    const { screen } = await renderPanel({ deliberation: ROUND_1_SUBMITTED });
    const panel = screen.getByRole('region', { name: 'Deliberation: Remote work' });
    await expect.element(panel).toBeVisible();
    expect(panel.getByRole('img').elements()).toHaveLength(0);
    const own = ROUND_1_SUBMITTED.openRound?.yourSubmission;
    if (!own) throw new Error('the fixture has an own submission');
    const allowed = new Set(
      [
        ...own.premiseProbabilities.map((p) => p.probability),
        own.inferenceStrength,
        own.fallbackSupport,
        ...FIXTURE_CURRENT.premiseProbabilities.map((p) => p.probability),
        FIXTURE_CURRENT.inferenceStrength,
        FIXTURE_CURRENT.fallbackSupport,
      ].map((value) => formatPercent(value)),
    );
    const shown = percentagesIn(panel.element());
    expect([...shown].filter((p) => !allowed.has(p))).toEqual([]);
    // Others' round-1 credences (Alan's 95% and Edsger's 20%, say) are nowhere.
    expect(shown.has('95%')).toBe(false);
    expect(shown.has('20%')).toBe(false);
    await expect
      .element(panel.getByText('3 of 5 members have submitted to round 1.'))
      .toBeVisible();
  });

  it("shows a closed round's figures: a plot per premise and setting, pools, gap and cruxes", async () => {
    const { screen } = await renderPanel({ deliberation: ROUND_2_OPEN });
    const group = screen.getByRole('region', { name: 'Group view' });
    const round = FIXTURE_ROUND_1;
    // Four premises, the inference strength, the fallback support and P(C).
    expect(group.getByRole('img').elements()).toHaveLength(7);
    const p2 = round.premises[1];
    await expect
      .element(
        group.getByRole('img', {
          name: `Premise 2: 5 values from ${formatPercent(p2?.spread.min ?? 0)} to ${formatPercent(p2?.spread.max ?? 0)}, median ${formatPercent(p2?.spread.median ?? 0)}, middle half 30%–60%; yours 60%; pooled ${formatPercent(p2?.pooled ?? 0)}`,
        }),
      )
      .toBeVisible();
    await expect
      .element(group.getByRole('img', { name: /^P\(C\): 5 values/ }))
      .toHaveAccessibleName(
        new RegExp(`pooled ${formatPercent(round.conclusion.computeThenPool)}$`),
      );
    await expect
      .element(
        group.getByText(
          `Pooled P(C): ${formatPercent(round.conclusion.computeThenPool)} (pooling everyone's P(C)) · ${formatPercent(round.conclusion.poolThenCompute)} (from the pooled premises)`,
        ),
      )
      .toBeVisible();
    await expect
      .element(group.getByText(/points apart, because P\(C\) is not linear in the premises/))
      .toBeVisible();
    await expect
      .element(
        group.getByText(
          'The disagreement about the conclusion comes mostly from premise 2 and premise 4.',
        ),
      )
      .toBeVisible();
    const meters = group.getByRole('meter').elements();
    expect(meters.map((m) => m.getAttribute('aria-valuetext'))).toEqual([
      '48%',
      '22%',
      '15%',
      '11%',
      '3%',
    ]);
  });

  it("marks the viewer's own value on every plot of a round they submitted to", async () => {
    const { screen } = await renderPanel({ deliberation: ROUND_2_OPEN });
    const own = FIXTURE_ROUND_1.yourSubmission;
    if (!own) throw new Error('Ada submitted to round 1');
    const expected = [
      ...own.premiseProbabilities.map((p) => p.probability),
      own.inferenceStrength,
      own.fallbackSupport,
    ];
    const plots = screen
      .getByRole('listitem')
      .elements()
      .filter((li) => li.querySelector('svg'));
    expect(plots).toHaveLength(expected.length);
    plots.forEach((plot, index) => {
      const marks = plot.querySelectorAll('[data-part="yours"]');
      expect(marks).toHaveLength(1);
      expect(Number(marks[0]?.getAttribute('data-value'))).toBe(expected[index]);
      expect(plot.querySelector('[role="img"]')?.getAttribute('aria-label')).toContain(
        `yours ${formatPercent(expected[index] ?? 0)}`,
      );
    });
    // And on the conclusion's plot, the viewer's P(C), one of the members' values.
    const conclusion = screen
      .getByRole('region', { name: 'The group on the conclusion' })
      .element();
    const mark = conclusion.querySelectorAll('[data-part="yours"]');
    expect(mark).toHaveLength(1);
    expect(Number(mark[0]?.getAttribute('data-value'))).toBe(FIXTURE_ROUND_1.yourPC);
    expect(FIXTURE_ROUND_1.conclusion.values).toContain(FIXTURE_ROUND_1.yourPC);
  });

  it('shows reasons as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    const round = {
      ...FIXTURE_ROUND_1,
      premises: FIXTURE_ROUND_1.premises.map((premise, index) =>
        index === 0 ? { ...premise, reasons: [hostile] } : premise,
      ),
    };
    const deliberation: Deliberation = { ...ROUND_2_OPEN, rounds: [round] };
    const { screen } = await renderPanel({
      deliberation,
      premises: [
        {
          ...FIXTURE_PREMISES[0],
          content: '<i>Remote</i> workers',
        } as (typeof FIXTURE_PREMISES)[0],
        ...FIXTURE_PREMISES.slice(1),
      ],
    });
    await expect.element(screen.getByText(hostile)).toBeVisible();
    await expect.element(screen.getByText('<i>Remote</i> workers').first()).toBeVisible();
    const panel = screen.container;
    expect(panel.querySelector('b')).toBeNull();
    expect(panel.querySelector('i')).toBeNull();
    expect(panel.querySelector('img')).toBeNull();
  });

  it('submits the current figures and the reasons typed (trimmed, blank ones left out)', async () => {
    const { screen, onSubmit } = await renderPanel({ deliberation: ROUND_2_OPEN });
    await screen
      .getByRole('textbox', { name: 'Your reason for Premise 3 (optional)' })
      .fill('  Open-plan offices are loud.  ');
    await screen.getByRole('textbox', { name: 'Your reason for Premise 1 (optional)' }).fill('   ');
    await screen.getByRole('button', { name: 'Submit to round 2' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      premiseProbabilities: FIXTURE_CURRENT.premiseProbabilities,
      inferenceStrength: FIXTURE_CURRENT.inferenceStrength,
      fallbackSupport: FIXTURE_CURRENT.fallbackSupport,
      reasons: [{ claimId: 'c103', text: 'Open-plan offices are loud.' }],
    });
  });

  it('limits a reason to 500 characters', async () => {
    const { screen } = await renderPanel();
    const field = screen.getByRole('textbox', { name: 'Your reason for Premise 1 (optional)' });
    await expect.element(field).toHaveAttribute('maxlength', '500');
  });

  it('submits with Enter on the submit button, reached with Tab from the last reason', async () => {
    const { screen, onSubmit } = await renderPanel({ deliberation: ROUND_1_SUBMITTED });
    (
      screen
        .getByRole('textbox', { name: 'Your reason for Premise 4 (optional)' })
        .element() as HTMLElement
    ).focus();
    await userEvent.tab();
    await expect
      .element(screen.getByRole('button', { name: 'Replace your round 1 submission' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('refuses to submit while a premise has no credence in the evaluator, and says why', async () => {
    const { screen, onSubmit } = await renderPanel({
      current: {
        ...FIXTURE_CURRENT,
        premiseProbabilities: FIXTURE_CURRENT.premiseProbabilities.slice(1),
      },
    });
    const submit = screen.getByRole('button', { name: 'Submit to round 2' });
    await expect.element(submit).toBeDisabled();
    await expect
      .element(screen.getByText('Give a credence for every premise of the argument, each once'))
      .toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets the starter close the round only once someone submitted, saying why it waits', async () => {
    const waiting = await renderPanel({ deliberation: STARTER_NOBODY_SUBMITTED });
    const close = waiting.screen.getByRole('button', { name: 'Close round 1 and open round 2' });
    await expect.element(close).toBeDisabled();
    await expect
      .element(close)
      .toHaveAccessibleDescription(
        'You can close the round once at least one member has submitted to it.',
      );
    await waiting.screen.unmount();
    const ready = await renderPanel({ deliberation: STARTER_CAN_OPEN });
    await ready.screen.getByRole('button', { name: 'Close round 1 and open round 2' }).click();
    expect(ready.onOpenNextRound).toHaveBeenCalledTimes(1);
  });

  it('says the last round closes and finishes', async () => {
    const last: Deliberation = {
      ...STARTER_CAN_OPEN,
      openRound: { number: 5, submissionCount: 2, yourSubmission: null },
    };
    const { screen } = await renderPanel({ deliberation: last });
    await expect
      .element(screen.getByRole('button', { name: 'Close round 5 and finish' }))
      .toBeEnabled();
  });

  it('shows the finished state with the convergence into the latest round', async () => {
    const { screen } = await renderPanel({ deliberation: FINISHED });
    await expect.element(screen.getByText('Finished after 3 rounds.')).toBeVisible();
    expect(screen.getByRole('textbox').elements()).toHaveLength(0);
    const convergence = screen.getByRole('region', { name: 'Convergence' });
    expect(convergence.getByRole('listitem').elements()).toHaveLength(7);
    await expect
      .element(convergence.getByText(/^The spread of P\(C\) (narrowed|widened|stayed)/))
      .toBeVisible();
  });

  it('shows the error as an alert and the pending action on its button', async () => {
    const { screen } = await renderPanel({
      deliberation: STARTER_CAN_OPEN,
      status: 'openingRound',
      error: 'Could not close the round',
    });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Could not close the round');
    await expect
      .element(screen.getByRole('button', { name: 'Closing the round...' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Replace your round 1 submission' }))
      .toBeDisabled();
  });
});
