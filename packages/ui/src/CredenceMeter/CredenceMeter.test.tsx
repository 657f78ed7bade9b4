import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { CredenceMeter } from './CredenceMeter';

describe('CredenceMeter', () => {
  it('is a meter named by its label whose value text is the whole percentage', async () => {
    const screen = await render(
      <ThemeRoot>
        <CredenceMeter label="Your credence" value={0.704} />
      </ThemeRoot>,
    );
    const meter = screen.getByRole('meter', { name: 'Your credence' });
    await expect.element(meter).toHaveAttribute('aria-valuetext', '70%');
    await expect.element(meter).toHaveTextContent('70%');
  });

  it('clamps values outside 0..1 and keeps a hidden label as the name', async () => {
    const screen = await render(<CredenceMeter label="P(C)" hideLabel value={1.4} />);
    await expect
      .element(screen.getByRole('meter', { name: 'P(C)' }))
      .toHaveAttribute('aria-valuetext', '100%');
  });
});
