import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { EvaluatorActions } from './EvaluatorActions';

describe('EvaluatorActions', () => {
  it('hides Dialectic Manager without an href and shows it as a link with one', async () => {
    const screen = await render(<EvaluatorActions />);
    await expect.element(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.getByText('Dialectic Manager').elements()).toHaveLength(0);
    const href = '/explore?mode=dialectic&argumentId=7';
    await screen.rerender(<EvaluatorActions dialecticHref={href} />);
    await expect
      .element(screen.getByRole('link', { name: 'Dialectic Manager' }))
      .toHaveAttribute('href', href);
  });

  it('raises Reset, Save and Share', async () => {
    const onReset = vi.fn();
    const onSave = vi.fn();
    const onShare = vi.fn();
    const screen = await render(
      <EvaluatorActions onReset={onReset} onSave={onSave} onShare={onShare} />,
    );
    await screen.getByRole('button', { name: 'Reset Evaluation' }).click();
    await screen.getByRole('button', { name: 'Save Evaluation' }).click();
    await screen.getByRole('button', { name: 'Share' }).click();
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('reads Saving... then Saved, disabled in both', async () => {
    const onSave = vi.fn();
    const screen = await render(<EvaluatorActions onSave={onSave} saveState="saving" />);
    const saving = screen.getByRole('button', { name: 'Saving...' });
    await expect.element(saving).toBeDisabled();
    await saving.click({ force: true });
    await screen.rerender(<EvaluatorActions onSave={onSave} saveState="saved" />);
    const saved = screen.getByRole('button', { name: 'Saved', exact: true });
    await expect.element(saved).toBeDisabled();
    await saved.click({ force: true });
    expect(onSave).not.toHaveBeenCalled();
    await screen.rerender(<EvaluatorActions onSave={onSave} isSaveDisabled />);
    await expect.element(screen.getByRole('button', { name: 'Save Evaluation' })).toBeDisabled();
  });
});
