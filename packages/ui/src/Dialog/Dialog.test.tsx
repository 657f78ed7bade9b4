import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from './Dialog';

function Example() {
  return (
    <DialogTrigger>
      <Button>Evaluate inference</Button>
      <Dialog title="Inference Evaluation" footer={<Button variant="secondary">Cancel</Button>}>
        <input aria-label="First field" />
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger and closes with Escape, returning focus', async () => {
    const screen = await render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Evaluate inference' });
    await trigger.click();
    const dialog = screen.getByRole('dialog', { name: 'Inference Evaluation' });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('traps focus inside while open', async () => {
    const screen = await render(<Example />);
    await screen.getByRole('button', { name: 'Evaluate inference' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Inference Evaluation' });
    await expect.element(dialog).toBeVisible();
    const element = dialog.element();
    // Tab through more stops than the dialog has (close, field, Cancel): focus stays inside.
    for (let i = 0; i < 5; i++) {
      await userEvent.keyboard('{Tab}');
      expect(element.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(element.contains(document.activeElement)).toBe(true);
  });

  it('is at most 56rem (4xl) wide', async () => {
    const screen = await render(
      <Dialog title="Wide" isOpen>
        <div style={{ width: '200rem' }}>Wide content</div>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Wide' });
    await expect.element(dialog).toBeVisible();
    const modal = dialog.element().parentElement as HTMLElement;
    expect(getComputedStyle(modal).maxWidth).toBe('896px');
    expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(896);
  });

  it('closes with its close button', async () => {
    const screen = await render(<Example />);
    await screen.getByRole('button', { name: 'Evaluate inference' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Inference Evaluation' });
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
