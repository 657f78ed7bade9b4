import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TWO_PREMISE_INPUT } from '../testing/insightSample';
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
      goalSeekSentence('P1', 0.6, { reachable: true, credence: 0.6004, range: [0.2, 0.9] }),
    ).toBe('P1: already there at 60%.');
  });
});
