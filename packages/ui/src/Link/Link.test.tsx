import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ButtonLink } from '../Button/ButtonLink';
import { Link } from './Link';

describe('Link', () => {
  it('is a real anchor with its href', async () => {
    const screen = await render(<Link href="/explore">Explore</Link>);
    const link = screen.getByRole('link', { name: 'Explore' });
    await expect.element(link).toHaveAttribute('href', '/explore');
    expect(link.element().tagName).toBe('A');
  });

  it("navigates through the host's router inside a RouterProvider", async () => {
    const navigate = vi.fn();
    const screen = await render(
      <RouterProvider navigate={navigate}>
        <Link href="/settings">Settings</Link>
        <ButtonLink href="/arguments/new" variant="secondary">
          New argument
        </ButtonLink>
      </RouterProvider>,
    );
    await screen.getByRole('link', { name: 'Settings' }).click();
    expect(navigate).toHaveBeenLastCalledWith('/settings', undefined);
    screen.getByRole('link', { name: 'New argument' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/arguments/new', undefined);
    expect(window.location.pathname).not.toBe('/settings');
  });

  it('marks the current page', async () => {
    const screen = await render(
      <nav aria-label="Main">
        <Link href="/" tone="neutral" aria-current="page">
          Home
        </Link>
      </nav>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Home' }))
      .toHaveAttribute('aria-current', 'page');
  });
});
