import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FIXED_BY_DEPENDENCY_INPUT, TWO_PREMISE_INPUT } from '../testing/insightSample';
import { GoalSeekPanel, goalSeekSentence } from './GoalSeekPanel';

const input = TWO_PREMISE_INPUT;
const premises = [
  { id: 'p1', label: 'P1', text: 'The sky is grey.' },
  { id: 'p2', label: 'P2', text: '<i>The forecast</i> says rain.' },
];

describe('GoalSeekPanel', () => {
  it('finds the credence each premise needs for the target P(C)', async () => {
    const screen = await render(<GoalSeekPanel input={input} premises={premises} pC={0.578} />);
    const field = screen.getByRole('textbox', { name: 'Target P(C)' });
    await userEvent.clear(field);
    await userEvent.type(field, '70%');
    await screen.getByRole('button', { name: 'Find the credences' }).click();
    // P(C) = 0.2 + 0.7·p1·p2: p2 needs 0.5/0.63 ≈ 79%; p1 would need 0.5/0.42 > 1.
    await expect.element(screen.getByText('P2: from 60% to 79%.')).toBeVisible();
    await expect
      .element(screen.getByText('P1: not alone — moving it only gives P(C) from 20% to 62%.'))
      .toBeVisible();
    await expect
      .element(screen.getByText('Try P2: moving it from 60% to 79% gives P(C) = 70%.'))
      .toBeVisible();
    await expect.element(screen.getByText('<i>The forecast</i> says rain.')).toBeVisible();
    expect(screen.container.querySelector('i')).toBeNull();
  });

  it('clears its answers when the argument changes', async () => {
    const screen = await render(<GoalSeekPanel input={input} premises={premises} pC={0.578} />);
    await screen.getByRole('button', { name: 'Find the credences' }).click();
    await expect.element(screen.getByRole('list')).toBeVisible();
    await screen.rerender(
      <GoalSeekPanel input={{ ...input, pCGivenPremises: 0.8 }} premises={premises} pC={0.5} />,
    );
    expect(screen.container.querySelector('ul')).toBeNull();
  });

  it('says when a premise already reaches the target', () => {
    expect(
      goalSeekSentence('P1', {
        premiseId: 'p1',
        current: 0.6,
        result: { reachable: true, credence: 0.6004, range: [0.2, 0.9] },
        fixedBy: [],
      }),
    ).toBe('P1: already there at 60%.');
  });

  it('for a premise fixed by its dependency, offers its parent, which does reach the target', async () => {
    const three = [...premises, { id: 'p3', label: 'P3', text: 'The barometer is falling.' }];
    const screen = await render(
      <GoalSeekPanel input={FIXED_BY_DEPENDENCY_INPUT} premises={three} pC={0.5} />,
    );
    const field = screen.getByRole('textbox', { name: 'Target P(C)' });
    await userEvent.clear(field);
    await userEvent.type(field, '62%');
    await screen.getByRole('button', { name: 'Find the credences' }).click();
    await expect
      .element(screen.getByText(/^P3: its credence is set by its dependency on P2/))
      .toBeVisible();
    await expect.element(screen.getByText(/Move P2 instead\.$/)).toBeVisible();
    await expect.element(screen.getByText(/^Try P\d: moving it from/)).toBeVisible();
    expect(screen.getByText(/P3: not alone/).elements()).toHaveLength(0);
  });
});
