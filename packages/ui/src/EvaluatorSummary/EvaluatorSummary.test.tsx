import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { EvaluatorSummary, summaryPCText } from './EvaluatorSummary';

describe('EvaluatorSummary', () => {
  it('names the conclusion and shows P(C) as a whole percentage', async () => {
    const screen = await render(<EvaluatorSummary conclusion="The picnic is off." pC={0.4849} />);
    const summary = screen.getByRole('region', { name: 'Conclusion and P(C)' });
    await expect.element(summary).toHaveTextContent('The picnic is off.');
    await expect.element(summary).toHaveTextContent('P(C) 48%');
  });

  it('says when P(C) could not be computed rather than showing a number', () => {
    expect(summaryPCText(null)).toBe('not calculated');
    expect(summaryPCText(Number.NaN)).toBe('not calculated');
    expect(summaryPCText(1)).toBe('100%');
  });

  it('sticks to the top of the viewport on a phone-sized screen', async () => {
    const screen = await render(<EvaluatorSummary conclusion="C" pC={0.5} />);
    const style = getComputedStyle(
      screen.getByRole('region', { name: 'Conclusion and P(C)' }).element(),
    );
    expect(style.position).toBe('sticky');
    expect(style.top).toBe('0px');
  });
});
