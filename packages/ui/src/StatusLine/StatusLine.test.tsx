import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StatusLine, statusLineText } from './StatusLine';

describe('StatusLine', () => {
  it('shows the capitalised type, the mode label and the word Mode', async () => {
    const screen = await render(<StatusLine argumentType="INDUCTIVE" evaluationMode="fallback" />);
    await expect.element(screen.getByText('Inductive Fallback Support Mode')).toBeVisible();
    await screen.rerender(<StatusLine argumentType="DEDUCTIVE" evaluationMode="demonstration" />);
    await expect.element(screen.getByText('Deductive Demonstration Mode')).toBeVisible();
  });

  it('labels every mode', () => {
    expect(statusLineText('INDUCTIVE', 'direct')).toBe('Inductive Basic Evaluation Mode');
    expect(statusLineText('INDUCTIVE', 'bayesian')).toBe('Inductive Bayesian Network Mode');
    expect(statusLineText('INDUCTIVE', 'truth_table')).toBe('Inductive Truth Table Mode');
  });
});
