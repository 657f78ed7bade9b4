import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProbabilitySlider } from './ProbabilitySlider';

describe('ProbabilitySlider', () => {
  it('moves by 0.01 with the arrow keys and shows a whole percentage', async () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    const screen = await render(
      <ProbabilitySlider
        label="If all premises are true"
        defaultValue={0.5}
        onChange={onChange}
        onChangeEnd={onChangeEnd}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'If all premises are true' });
    await expect.element(screen.getByText('50%')).toBeVisible();
    await userEvent.tab();
    await expect.element(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0.51);
    expect(onChangeEnd).toHaveBeenLastCalledWith(0.51);
    await expect.element(screen.getByText('51%')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(0.49);
    await expect.element(screen.getByText('49%')).toBeVisible();
    await expect.element(slider).toHaveAttribute('aria-valuetext', '49%');
  });

  it('updates its wording line with the value', async () => {
    const screen = await render(
      <ProbabilitySlider
        label="Confidence"
        defaultValue={0.99}
        describe={(value) => (value >= 1 ? 'Certain' : 'Not certain')}
        scaleLabels={['Reject', 'Certain']}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Confidence' });
    await expect.element(screen.getByText('Not certain')).toBeVisible();
    await expect.element(slider).toHaveAccessibleDescription('Not certain');
    await userEvent.tab();
    await expect.element(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByText('100%')).toBeVisible();
    await expect.element(slider).toHaveAccessibleDescription('Certain');
  });

  it('shows a computed value as formatPercent does: 0.375 is 38 %, not 37 %', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <ProbabilitySlider label="Confidence in the conclusion" value={0.375} onChange={onChange} />,
    );
    const slider = screen.getByRole('slider', { name: 'Confidence in the conclusion' });
    await expect.element(screen.getByText('38%')).toBeVisible();
    await expect.element(slider).toHaveAttribute('aria-valuetext', '38%');
    expect((slider.element() as HTMLInputElement).value).toBe('0.38');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is disabled with isDisabled', async () => {
    const screen = await render(<ProbabilitySlider label="Confidence" isDisabled />);
    await expect.element(screen.getByRole('slider', { name: 'Confidence' })).toBeDisabled();
  });
});
