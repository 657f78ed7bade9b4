import { validityCoherence } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ValidityBoundNotice } from './ValidityBoundNotice';

describe('ValidityBoundNotice', () => {
  it('shows the bound and calls a coherent conclusion coherent', async () => {
    const screen = await render(
      <ValidityBoundNotice check={validityCoherence([0.9, 0.8], 0.75)} conclusionCredence={0.75} />,
    );
    await expect.element(screen.getByText('at least 70%', { exact: false })).toBeVisible();
    await expect
      .element(screen.getByText('Your 75% for the conclusion is coherent.'))
      .toBeVisible();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });

  it('flags a conclusion below the bound and offers the smallest repair', async () => {
    const raised: number[] = [];
    const screen = await render(
      <ValidityBoundNotice
        check={validityCoherence([0.9, 0.8], 0.6)}
        conclusionCredence={0.6}
        onRaiseConclusion={(value) => raised.push(value)}
      />,
    );
    await expect.element(screen.getByRole('alert')).toBeVisible();
    await expect
      .element(
        screen.getByText(
          'Your 60% for the conclusion is below it: incoherent. Raise the conclusion to 70%, or lower your premises by 10 points in total.',
        ),
      )
      .toBeVisible();
    await screen.getByRole('button', { name: 'Raise the conclusion to 70%' }).click();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toBeCloseTo(0.7, 12);
  });

  it('names one target, the value the button sets, when a deductive conclusion needs more than the bound', async () => {
    const raised: number[] = [];
    const screen = await render(
      <ValidityBoundNotice
        check={validityCoherence([0.9, 0.8], 0.5)}
        conclusionCredence={0.5}
        raiseTo={1}
        onRaiseConclusion={(value) => raised.push(value)}
      />,
    );
    await expect
      .element(
        screen.getByText(
          'Your 50% for the conclusion is below it: incoherent. Raise the conclusion to 100%, or lower your premises by 20 points in total.',
        ),
      )
      .toBeVisible();
    await expect
      .element(screen.getByText('A deductive conclusion takes only 0, 0.5 or 1', { exact: false }))
      .toBeVisible();
    // The bound (70%) appears only as the bound, never as a second target.
    expect(screen.getByText(/raise the conclusion to 70%/i).elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Raise the conclusion to 100%' }).click();
    expect(raised).toEqual([1]);
  });
});
