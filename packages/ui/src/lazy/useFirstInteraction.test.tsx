import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { useFirstInteraction } from './useFirstInteraction';

function Page({ onFirst }: { onFirst: () => void }) {
  useFirstInteraction(onFirst);
  return <Button>Save</Button>;
}

describe('useFirstInteraction', () => {
  it('calls back once, at the first press, and not for merely showing the page', async () => {
    const onFirst = vi.fn();
    const screen = await render(<Page onFirst={onFirst} />);
    expect(onFirst).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.keyboard('{Tab}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('also counts a key as the first interaction', async () => {
    const onFirst = vi.fn();
    await render(<Page onFirst={onFirst} />);
    await userEvent.keyboard('{Tab}');
    expect(onFirst).toHaveBeenCalledTimes(1);
  });
});
