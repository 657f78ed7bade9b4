import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FrechetRange } from './FrechetRange';

describe('FrechetRange', () => {
  it('gives the Fréchet bounds of P(Premises) from the credences', async () => {
    const screen = await render(<FrechetRange credences={[0.9, 0.8]} />);
    await expect.element(screen.getByText('70% – 80%')).toBeVisible();
  });

  it('bottoms out at 0% when the doubts add up to more than one', async () => {
    const screen = await render(<FrechetRange credences={[0.5, 0.4, 0.9]} />);
    await expect.element(screen.getByText('0% – 40%')).toBeVisible();
  });
});
