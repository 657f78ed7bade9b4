import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Heading } from '../Heading/Heading';
import { Link } from '../Link/Link';
import { PageBlock } from '../PageBlock/PageBlock';
import { ThemeRoot } from '../theme/ThemeRoot';
import { PageLayout } from './PageLayout';

function Page() {
  return (
    <ThemeRoot>
      <PageLayout
        header={<Link href="/">Credence</Link>}
        nav={<Link href="/explore">Explore</Link>}
        footer={<PageBlock>© Credence</PageBlock>}
      >
        <PageBlock>
          <Heading level="1">My arguments</Heading>
        </PageBlock>
      </PageLayout>
    </ThemeRoot>
  );
}

describe('PageLayout', () => {
  it('gives the page its landmarks and one heading', async () => {
    const screen = await render(<Page />);
    await expect.element(screen.getByRole('banner')).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect.element(screen.getByRole('main')).toBeVisible();
    await expect.element(screen.getByRole('contentinfo')).toHaveTextContent('© Credence');
    await expect
      .element(screen.getByRole('main').getByRole('heading', { level: 1 }))
      .toHaveTextContent('My arguments');
  });

  it('has a skip link, first in tab order, that moves focus to main', async () => {
    const screen = await render(<Page />);
    await userEvent.keyboard('{Tab}');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('main')).toHaveFocus();
  });

  it('fills the screen and pushes a short page’s footer to the bottom', async () => {
    const screen = await render(<Page />);
    const footer = screen.getByRole('contentinfo').element();
    expect(Math.round(footer.getBoundingClientRect().bottom)).toBeGreaterThanOrEqual(
      window.innerHeight - 1,
    );
  });
});
