import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { SpreadPlot, spreadPlotSentence } from './SpreadPlot';

const spread = { min: 0.2, q1: 0.4, median: 0.55, q3: 0.7, max: 0.8 };
const values = [0.2, 0.4, 0.55, 0.7, 0.8];

describe('spreadPlotSentence', () => {
  it('says the values, their spread, yours and the pool', () => {
    expect(spreadPlotSentence({ values, spread, yours: 0.6, pooled: 0.54 })).toBe(
      '5 values from 20% to 80%, median 55%, middle half 40%–70%; yours 60%; pooled 54%',
    );
    expect(spreadPlotSentence({ values: [0.35], spread, pooled: 0.35 })).toBe(
      '1 value: 35%; pooled 35%',
    );
    expect(spreadPlotSentence({ values: [], spread, yours: null, pooled: null })).toBe('No values');
  });
});

describe('SpreadPlot', () => {
  it('is one image named in words, with a dot per value and the box from q1 to q3', async () => {
    const screen = await render(
      <ThemeRoot theme="light">
        <div style={{ width: 400 }}>
          <SpreadPlot label="Premise 2" values={values} spread={spread} pooled={0.54} />
        </div>
      </ThemeRoot>,
    );
    const plot = screen.getByRole('img', {
      name: 'Premise 2: 5 values from 20% to 80%, median 55%, middle half 40%–70%; pooled 54%',
    });
    await expect.element(plot).toBeVisible();
    const svg = plot.element();
    expect(svg.querySelectorAll('[data-part="value"]')).toHaveLength(5);
    expect(svg.querySelector('[data-part="yours"]')).toBeNull();
    const box = svg.querySelector('rect') as SVGRectElement;
    expect(box.getAttribute('x')).toBe('40%');
    expect(box.getAttribute('width')).toBe('30%');
    expect(svg.querySelector('[data-part="median"]')?.getAttribute('x1')).toBe('55%');
    expect(svg.querySelector('[data-part="pooled"]')?.getAttribute('data-value')).toBe('0.54');
  });

  it('marks the own value with a diamond in place of one equal value, and says it', async () => {
    const screen = await render(
      <SpreadPlot label="P(C)" values={[0.3, 0.6, 0.6]} spread={spread} yours={0.6} />,
    );
    const plot = screen.getByRole('img', { name: /; yours 60%$/ });
    const svg = plot.element();
    const yours = svg.querySelectorAll('[data-part="yours"]');
    expect(yours).toHaveLength(1);
    expect(yours[0]?.tagName).toBe('path');
    expect(yours[0]?.getAttribute('data-value')).toBe('0.6');
    // Three values in all: the diamond stands for one of the two at 60 %.
    expect(svg.querySelectorAll('[data-part="value"]')).toHaveLength(2);
    await expect.element(screen.getByText('Yours: 60%')).toBeInTheDocument();
  });

  it('stacks equal values instead of drawing them on top of each other', async () => {
    const screen = await render(<SpreadPlot label="P1" values={[0.5, 0.5, 0.5]} spread={spread} />);
    const rows = [...screen.container.querySelectorAll('[data-part="value"]')].map((dot) =>
      dot.parentElement?.getAttribute('y'),
    );
    expect(new Set(rows).size).toBe(3);
  });

  it('hides its key from assistive technology (the image says it all)', async () => {
    const screen = await render(
      <SpreadPlot label="P1" values={values} spread={spread} yours={0.4} pooled={0.5} />,
    );
    const key = screen.getByText('Pooled: 50%').element().closest('[aria-hidden="true"]');
    expect(key).not.toBeNull();
  });
});
