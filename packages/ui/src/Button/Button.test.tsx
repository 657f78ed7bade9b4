import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { textContrast } from '../testing/contrast';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Button, type ButtonVariant } from './Button';

const TONES: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost', 'quiet', 'link'];

describe('Button', () => {
  it('calls onPress on click and on Enter', async () => {
    const onPress = vi.fn();
    const screen = await render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('shows the pending label and ignores presses while pending', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button onPress={onPress} isPending pendingLabel="Saving...">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    await expect.element(button).toBeVisible();
    await expect.element(button).toHaveAttribute('data-pending', 'true');
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  // Why the story tests leave react-aria's live announcer out of axe (apps/storybook's preview):
  // the announcement of a focused button going pending is a hidden `role="img"` labelled by the
  // button itself, named while the button is there; only after the button is gone (a dialog that
  // closes on save) does the leftover entry, removed by react-aria after 7 s, name nothing.
  it('announces the pending state by the button’s own name, which dangles once it unmounts', async () => {
    const screen = await render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' }).element() as HTMLButtonElement;
    button.focus();
    await screen.rerender(
      <Button isPending pendingLabel="Saving...">
        Save
      </Button>,
    );
    // The announcer is one per page: an earlier test's entries may still be there.
    const announcement = () =>
      document.querySelector<HTMLElement>(
        `[data-live-announcer] [role="img"][aria-labelledby="${button.id}"]`,
      );
    await expect.poll(announcement).not.toBeNull();
    expect(document.getElementById(button.id)?.textContent).toBe('Saving...');
    await screen.unmount();
    expect(announcement()).not.toBeNull();
    expect(document.getElementById(button.id)).toBeNull();
  });

  it('is disabled with isDisabled', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button onPress={onPress} isDisabled variant="danger">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await expect.element(button).toBeDisabled();
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  // The evaluator's "Saved" is a disabled primary button: what it says must stay readable.
  it.each(['light', 'dark'] as const)(
    'keeps a disabled button’s words at 4.5:1 or more, in every tone (%s theme)',
    async (theme) => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          {TONES.map((tone) => (
            <Button key={tone} variant={tone} isDisabled>
              {`Saved ${tone}`}
            </Button>
          ))}
        </ThemeRoot>,
      );
      for (const tone of TONES) {
        const button = screen.getByRole('button', { name: `Saved ${tone}` }).element();
        expect(textContrast(button), tone).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
