import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { CredenceRangeValue } from '../CredenceRangeSlider/CredenceRangeSlider';
import { PremiseRow, premiseBeliefWording } from './PremiseRow';

const TEXT = 'Socrates is a man';

function LockHarness({ onToggleLock }: { onToggleLock: (locked: boolean) => void }) {
  const [locked, setLocked] = useState(true);
  return (
    <PremiseRow
      label="Premise 2"
      text={TEXT}
      isLocked={locked}
      onToggleLock={(next) => {
        onToggleLock(next);
        setLocked(next);
      }}
    />
  );
}

/** A row whose range state lives in the harness, as in the evaluator. */
function RangeHarness() {
  const [range, setRange] = useState<CredenceRangeValue | undefined>(undefined);
  return (
    <PremiseRow
      label="Premise 1"
      text={TEXT}
      value={0.7}
      range={range}
      onRangeChange={setRange}
      onRangeToggle={(on) => setRange(on ? [0.6, 0.8] : undefined)}
    />
  );
}

describe('PremiseRow', () => {
  it('shows the premise text once and a wording line that follows the slider keys', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <PremiseRow label="Premise 1" text={TEXT} defaultValue={0.8} onChange={onChange} />,
    );
    await expect.element(screen.getByText(TEXT, { exact: true })).toBeVisible();
    const region = screen.getByRole('region', { name: 'Premise 1' });
    await expect.element(region).toBeVisible();
    // The claim is said once: the wording line speaks of "this premise".
    expect(region.element().textContent?.split(TEXT)).toHaveLength(2);
    const slider = screen.getByRole('slider', { name: 'Confidence in Premise 1' });
    await expect.element(slider).toHaveAccessibleDescription(premiseBeliefWording(0.8));
    await expect.element(screen.getByText(premiseBeliefWording(0.8))).toBeVisible();
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0.81);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await expect.element(slider).toHaveAttribute('aria-valuetext', '100%');
    await expect.element(slider).toHaveAccessibleDescription(premiseBeliefWording(1));
  });

  it('disables the slider when locked and raises onToggleLock', async () => {
    const onToggleLock = vi.fn();
    const screen = await render(<LockHarness onToggleLock={onToggleLock} />);
    const slider = screen.getByRole('slider', { name: 'Confidence in Premise 2' });
    await expect.element(slider).toBeDisabled();
    const unlock = screen.getByRole('button', { name: 'Unlock' });
    await expect.element(unlock).toHaveAttribute('aria-pressed', 'true');
    await unlock.click();
    expect(onToggleLock).toHaveBeenLastCalledWith(false);
    await expect.element(slider).toBeEnabled();
    await screen.getByRole('button', { name: 'Lock' }).click();
    expect(onToggleLock).toHaveBeenLastCalledWith(true);
    await expect.element(slider).toBeDisabled();
  });

  it('raises onObjection and onClarification', async () => {
    const onObjection = vi.fn();
    const onClarification = vi.fn();
    const screen = await render(
      <PremiseRow
        label="Premise 1"
        text={TEXT}
        onObjection={onObjection}
        onClarification={onClarification}
      />,
    );
    await screen.getByRole('button', { name: 'Objection' }).click();
    expect(onObjection).toHaveBeenCalledTimes(1);
    await screen.getByRole('button', { name: 'Clarification' }).click();
    expect(onClarification).toHaveBeenCalledTimes(1);
  });

  it('becomes a range with the Range toggle, and back', async () => {
    const screen = await render(<RangeHarness />);
    const toggle = screen.getByRole('button', { name: 'Range' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('slider', { name: 'Lowest' }))
      .toHaveAttribute('aria-valuetext', '60%');
    await expect.element(screen.getByText('60% – 80%')).toBeVisible();
    expect(screen.container.querySelector('[aria-label="Confidence in Premise 1"]')).toBeNull();
    await toggle.click();
    await expect
      .element(screen.getByRole('slider', { name: 'Confidence in Premise 1' }))
      .toHaveAttribute('aria-valuetext', '70%');
  });

  it('shows no Range toggle unless asked', async () => {
    const screen = await render(<PremiseRow label="Premise 1" text={TEXT} />);
    await expect.element(screen.getByRole('button', { name: 'Objection' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Range' }).query()).toBeNull();
  });

  it('glows after a constraint correction, each cascade level 200 ms after the one before', async () => {
    const screen = await render(
      <PremiseRow label="Premise 2" text="B" value={0.7} correctionStep={2} />,
    );
    const row = screen.getByRole('region', { name: 'Premise 2' });
    await expect.element(row).toHaveAttribute('data-corrected', '2');
    expect((row.element() as HTMLElement).style.animationDelay).toBe('200ms');
    const plain = await render(<PremiseRow label="Premise 3" text="C" value={0.7} />);
    await expect
      .element(plain.getByRole('region', { name: 'Premise 3' }))
      .not.toHaveAttribute('data-corrected');
  });
});
