import { credenceInterval } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TWO_PREMISE_INPUT } from '../testing/insightSample';
import { ConclusionBand } from './ConclusionBand';

const input = TWO_PREMISE_INPUT;

describe('ConclusionBand', () => {
  it('shows the band of P(C) and P(Premises) from the engine, and that it is exact', async () => {
    const interval = credenceInterval(input, { p1: [0.8, 1], p2: [0.5, 0.7] });
    const screen = await render(<ConclusionBand interval={interval} rangedLabels={['P1', 'P2']} />);
    const region = screen.getByRole('region', { name: 'Conclusion band' });
    await expect.element(region).toHaveAttribute('data-exact', 'true');
    await expect
      .element(screen.getByText('With your ranges, P(C) lies between 48% and 69%.'))
      .toBeVisible();
    await expect
      .element(screen.getByText('P(Premises) lies between 40% and 70%.', { exact: false }))
      .toBeVisible();
    await expect.element(screen.getByText('Ranges on P1, P2.', { exact: false })).toBeVisible();
    const fill = screen.container.querySelector('[aria-hidden] > span') as HTMLElement;
    expect(fill.style.left).toBe('48%');
  });

  it('says when the band is approximate', async () => {
    const interval = credenceInterval(
      { ...input, dependencies: { p2: ['p1'] }, premiseConditionals: { 'p2|p1': 0.7 } },
      { p1: [0.7, 0.9] },
    );
    const screen = await render(<ConclusionBand interval={interval} rangedLabels={['P1']} />);
    await expect.element(screen.getByText('Approximate:', { exact: false })).toBeVisible();
  });
});
