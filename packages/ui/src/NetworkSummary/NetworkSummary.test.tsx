import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { NetworkSummary } from './NetworkSummary';
import { ROOT_ONLY_FIGURES, WORKED_CLAIM_NAMES, WORKED_FIGURES } from './NetworkSummary.fixtures';

describe('NetworkSummary', () => {
  it('shows Network P(C) beside Local P(C) and the leaf claim that matters most', async () => {
    const screen = await render(
      <NetworkSummary status="ready" figures={WORKED_FIGURES} claimNames={WORKED_CLAIM_NAMES} />,
    );
    await expect.element(screen.getByText('Network P(C): 57%')).toBeVisible();
    await expect.element(screen.getByText('Local P(C): 59%')).toBeVisible();
    await expect
      .element(
        screen.getByText(
          'Matters most: P2 of “Support”, 23 points of P(C) between true and false. Calculation results ranks every claim of the network.',
        ),
      )
      .toBeVisible();
  });

  it('says when the network is the argument alone, and names no claim', async () => {
    const screen = await render(<NetworkSummary status="ready" figures={ROOT_ONLY_FIGURES} />);
    await expect.element(screen.getByText('No linked arguments yet')).toBeVisible();
    expect(screen.getByText(/^Matters most/).elements()).toHaveLength(0);
  });

  it('counts the linked arguments left out', async () => {
    const screen = await render(
      <NetworkSummary status="ready" figures={WORKED_FIGURES} hiddenArguments={2} />,
    );
    await expect
      .element(screen.getByText('2 linked arguments you cannot see are left out'))
      .toBeVisible();
  });

  it('shows why the network cannot be evaluated instead of figures', async () => {
    const screen = await render(
      <NetworkSummary
        status="ready"
        figures={null}
        computeError="The linked arguments form a loop"
      />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('form a loop');
    expect(screen.getByText(/Network P\(C\)/).elements()).toHaveLength(0);
  });
});
