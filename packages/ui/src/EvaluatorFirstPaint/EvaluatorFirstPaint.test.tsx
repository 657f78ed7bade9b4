import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ArgumentEvaluator } from '../ArgumentEvaluator/ArgumentEvaluator';
import { FIRST_PAINT_ARGUMENT, FIRST_PAINT_DEPENDENT_ARGUMENT } from '../testing/firstPaintSample';
import { testBackend } from '../testing/testBackend';
import { withCredence } from '../testing/withCredence';
import {
  EvaluatorFirstPaint,
  FIRST_PAINT_LOADING_TEXT,
  FIRST_PAINT_PC_LATER_TEXT,
} from './EvaluatorFirstPaint';

describe('EvaluatorFirstPaint', () => {
  it('shows the title, each premise’s credence, the strength and P(C), and says it is loading', async () => {
    const screen = await render(<EvaluatorFirstPaint argument={FIRST_PAINT_ARGUMENT} />);
    await expect.element(screen.getByRole('heading', { name: 'Rain tomorrow' })).toBeVisible();
    await expect
      .element(screen.getByRole('region', { name: 'Premise 1' }))
      .toHaveTextContent('Confidence in Premise 180%');
    await expect
      .element(screen.getByRole('region', { name: 'Premise 2' }))
      .toHaveTextContent('Confidence in Premise 260%');
    await expect.element(screen.getByText('Inference strength')).toBeVisible();
    await expect
      .element(screen.getByText('Inference strength').element().parentElement!)
      .toHaveTextContent('Inference strength80%');
    // Fallback: 0.8 · (0.8 · 0.6) + 0.3 · (1 − 0.48) = 0.54.
    await expect.element(screen.getByText('Computed from the premises: P(C) = 54%.')).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent(FIRST_PAINT_LOADING_TEXT);
    // Nothing here can be moved yet.
    expect(screen.container.querySelectorAll('input, [role="slider"]')).toHaveLength(0);
  });

  it('shows what the evaluator then shows: the same P(C) and a premise its dependency moved', async () => {
    const paint = await render(<EvaluatorFirstPaint argument={FIRST_PAINT_DEPENDENT_ARGUMENT} />);
    // P2 = 0.9 · 0.8 + 0.5 · 0.2 = 0.82.
    await expect
      .element(paint.getByRole('region', { name: 'Premise 2' }))
      .toHaveTextContent('Confidence in Premise 282%');
    await expect
      .element(paint.getByText('P2 moved from 60% to 82%', { exact: false }))
      .toBeVisible();
    const pC = paint.getByText(/^Computed from the premises: P\(C\) = (\d+)%\.$/);
    const painted = /(\d+)%/.exec(pC.element().textContent ?? '')?.[1];
    await paint.unmount();

    const backend = testBackend();
    const live = await render(
      withCredence(
        <ArgumentEvaluator
          argumentId={FIRST_PAINT_DEPENDENT_ARGUMENT.id}
          initialArgument={FIRST_PAINT_DEPENDENT_ARGUMENT}
        />,
        backend.client,
      ),
    );
    await expect
      .element(live.getByRole('slider', { name: 'Confidence in Premise 2' }))
      .toHaveAttribute('aria-valuetext', expect.stringContaining('82%'));
    await expect
      .element(live.getByRole('region', { name: 'Conclusion and P(C)' }))
      .toHaveTextContent(`P(C) ${painted}%`);
    await live.unmount();
  });

  it('leaves P(C) for later on an argument the evaluator computes off the page’s thread', async () => {
    const screen = await render(
      <EvaluatorFirstPaint argument={FIRST_PAINT_ARGUMENT} offThreadFrom={2} />,
    );
    await expect.element(screen.getByText(FIRST_PAINT_PC_LATER_TEXT)).toBeVisible();
  });

  it('draws nothing for an argument without a conclusion', async () => {
    const screen = await render(
      <EvaluatorFirstPaint argument={{ ...FIRST_PAINT_ARGUMENT, conclusion: null }} />,
    );
    expect(screen.container.textContent).toBe('');
  });
});
