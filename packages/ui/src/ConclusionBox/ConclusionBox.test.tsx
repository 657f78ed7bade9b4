import { beliefWording } from '@credence/engine';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConclusionBox } from './ConclusionBox';

const TEXT = 'Socrates is mortal';

function DeductiveHarness({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(1);
  return (
    <ConclusionBox
      text={TEXT}
      argumentType="DEDUCTIVE"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('ConclusionBox', () => {
  it('inductive: a keyboard slider with a wording line, no radio group', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <ConclusionBox text={TEXT} argumentType="INDUCTIVE" defaultValue={0.5} onChange={onChange} />,
    );
    await expect.element(screen.getByText(TEXT, { exact: true })).toBeVisible();
    const slider = screen.getByRole('slider', { name: 'Confidence in the conclusion' });
    await expect.element(slider).toHaveAccessibleDescription(beliefWording(0.5, TEXT));
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(0.52);
    await expect.element(slider).toHaveAttribute('aria-valuetext', '52%');
    expect(screen.getByRole('radiogroup').elements()).toHaveLength(0);
  });

  it('deductive: a 0 / 0.5 / 1 radio group driven by arrow keys', async () => {
    const onChange = vi.fn();
    const screen = await render(<DeductiveHarness onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Confidence in the conclusion' });
    await expect.element(group).toBeVisible();
    expect(screen.getByRole('slider').elements()).toHaveLength(0);
    const radios = screen.getByRole('radio');
    expect(radios.elements()).toHaveLength(3);
    await expect.element(screen.getByRole('radio', { name: '1', exact: true })).toBeChecked();
    await screen.getByText('0', { exact: true }).click();
    expect(onChange).toHaveBeenLastCalledWith(0);
    await expect.element(screen.getByRole('radio', { name: '0', exact: true })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    await expect.element(screen.getByRole('radio', { name: '0.5' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: '0.5' })).toHaveFocus();
  });

  it('disables the radio group or slider when locked; lock shows only with showLock', async () => {
    const onToggleLock = vi.fn();
    const screen = await render(
      <ConclusionBox
        text={TEXT}
        argumentType="DEDUCTIVE"
        value={0.5}
        showLock
        isLocked
        onToggleLock={onToggleLock}
      />,
    );
    for (const radio of screen.getByRole('radio').elements()) {
      await expect.element(radio).toBeDisabled();
    }
    await screen.getByRole('button', { name: 'Unlock' }).click();
    expect(onToggleLock).toHaveBeenLastCalledWith(false);

    await screen.rerender(<ConclusionBox text={TEXT} argumentType="INDUCTIVE" isLocked />);
    await expect.element(screen.getByRole('slider')).toBeDisabled();
    expect(screen.getByRole('button', { name: /^(Lock|Unlock)$/ }).elements()).toHaveLength(0);
  });

  it('shows c.e. only when allowed and raises its actions', async () => {
    const onEvaluateInference = vi.fn();
    const onFindCounterexample = vi.fn();
    const onViewProof = vi.fn();
    const props = {
      text: TEXT,
      argumentType: 'INDUCTIVE' as const,
      onEvaluateInference,
      onFindCounterexample,
      onViewProof,
    };
    const screen = await render(<ConclusionBox {...props} />);
    expect(screen.getByRole('button', { name: 'c.e.' }).elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Evaluate inference' }).click();
    expect(onEvaluateInference).toHaveBeenCalledTimes(1);
    const proof = screen.getByRole('button', { name: 'View proof (⊢)' });
    await expect.element(proof).toHaveTextContent('⊢');
    await proof.click();
    expect(onViewProof).toHaveBeenCalledTimes(1);

    await screen.rerender(<ConclusionBox {...props} canFindCounterexample />);
    const ce = screen.getByRole('button', { name: 'c.e.' });
    await expect.element(ce).toHaveTextContent('c.e.');
    await ce.click();
    expect(onFindCounterexample).toHaveBeenCalledTimes(1);
  });

  it("says where its value comes from: shown as computed, or the user's own beside P(C)", async () => {
    const onFollowComputed = vi.fn();
    const computed = await render(
      <ConclusionBox text={TEXT} argumentType="INDUCTIVE" value={0.62} computedPC={0.62} />,
    );
    await expect.element(computed.getByText('Shown as computed: P(C) = 62%.')).toBeVisible();
    await computed.unmount();
    const own = await render(
      <ConclusionBox
        text={TEXT}
        argumentType="INDUCTIVE"
        value={0.7}
        computedPC={0.62}
        isSetByUser
        onFollowComputed={onFollowComputed}
      />,
    );
    await expect
      .element(own.getByText('Your credence is 70%; the computed P(C) is 62%.'))
      .toBeVisible();
    await own.getByRole('button', { name: 'Use the computed 62%' }).click();
    expect(onFollowComputed).toHaveBeenCalledTimes(1);
  });
});
