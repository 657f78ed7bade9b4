import { premiseSensitivity } from '@credence/engine';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TWO_PREMISE_INPUT } from '../testing/insightSample';
import { ThemeRoot } from '../theme/ThemeRoot';
import { type SensitivityBar, SensitivityChart, sensitivitySentence } from './SensitivityChart';

const input = TWO_PREMISE_INPUT;
const texts: Record<string, string> = {
  p1: 'The sky is grey.',
  p2: '<b>The forecast</b> says rain.',
};
const bars: SensitivityBar[] = premiseSensitivity(input).map((entry) => ({
  ...entry,
  label: entry.premiseId.toUpperCase(),
  text: texts[entry.premiseId]!,
}));

describe('SensitivityChart', () => {
  it('lists the premises largest swing first, each with its sentence', async () => {
    const screen = await render(<SensitivityChart bars={bars} pC={0.578} />);
    await expect
      .element(screen.getByRole('region', { name: 'Which premise matters most' }))
      .toBeVisible();
    const items = screen.getByRole('listitem').elements();
    expect(items.map((item) => item.getAttribute('data-premise-id'))).toEqual(['p2', 'p1']);
    await expect
      .element(
        screen.getByText(
          'If P2 is true, P(C) is 83%; if false, 20%. Believing it raises P(C) by 63 points.',
        ),
      )
      .toBeVisible();
    await expect.element(screen.getByText('Now P(C) is 58%.', { exact: false })).toBeVisible();
  });

  it('shows premise text as text, never as HTML', async () => {
    const screen = await render(<SensitivityChart bars={bars} pC={0.5} />);
    await expect.element(screen.getByText('<b>The forecast</b> says rain.')).toBeVisible();
    expect(screen.container.querySelector('b')).toBeNull();
  });

  it('draws each bar from P(C) if false to P(C) if true, coloured by direction', async () => {
    const screen = await render(
      <ThemeRoot theme="light">
        <SensitivityChart
          bars={[
            { premiseId: 'x', label: 'P1', text: 't', pCIfTrue: 0.2, pCIfFalse: 0.7, swing: -0.5 },
          ]}
          pC={0.4}
        />
      </ThemeRoot>,
    );
    const bar = screen.container.querySelector('[data-direction]') as HTMLElement;
    expect(bar.dataset.direction).toBe('lowers');
    expect(bar.style.left).toBe('20%');
    expect(bar.style.width).toBe('50%');
    await expect
      .element(screen.getByText('Believing it lowers P(C) by 50 points.', { exact: false }))
      .toBeVisible();
  });

  it('says when a premise makes no difference, and when there are no premises', async () => {
    expect(
      sensitivitySentence({
        premiseId: 'a',
        label: 'P3',
        text: '',
        pCIfTrue: 0.4,
        pCIfFalse: 0.4,
        swing: 0,
      }),
    ).toBe('P3 makes no difference: P(C) is 40% whether it is true or false.');
    const screen = await render(<SensitivityChart bars={[]} pC={0.5} />);
    await expect.element(screen.getByText('No premises to compare.')).toBeVisible();
  });
});
