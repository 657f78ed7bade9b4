import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SourceTextPane } from './SourceTextPane';
import { highlightSegments } from './sourceSegments';

describe('highlightSegments', () => {
  it('cuts the text at the spans, merging overlapping and touching ones', () => {
    expect(
      highlightSegments('abcdefghij', [
        [6, 8],
        [1, 3],
        [2, 4],
        [4, 5],
      ]),
    ).toEqual([
      { start: 0, text: 'a', highlighted: false },
      { start: 1, text: 'bcde', highlighted: true },
      { start: 5, text: 'f', highlighted: false },
      { start: 6, text: 'gh', highlighted: true },
      { start: 8, text: 'ij', highlighted: false },
    ]);
  });

  it('clamps spans to the text and drops empty ones', () => {
    expect(
      highlightSegments('abc', [
        [2, 99],
        [1, 1],
        [-5, 0],
      ]),
    ).toEqual([
      { start: 0, text: 'ab', highlighted: false },
      { start: 2, text: 'c', highlighted: true },
    ]);
    expect(highlightSegments('', [[0, 3]])).toEqual([]);
  });
});

describe('SourceTextPane', () => {
  it('marks the spans and shows the text as text, never as HTML', async () => {
    const text = 'Cats <b>purr</b>.\nSo cats are happy.';
    const screen = await render(
      <SourceTextPane
        text={text}
        spans={[
          [0, 4],
          [21, 36],
        ]}
        caption="A caption of its own."
      />,
    );
    const pane = screen.getByRole('region', { name: 'Submitted text' });
    await expect.element(pane.getByText('A caption of its own.')).toBeVisible();
    const marks = pane.element().querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Cats', 'cats are happy.']);
    expect(pane.element().querySelector('b')).toBeNull();
    expect(pane.element().querySelector('p')?.textContent).toBe(text);
  });

  it('without spans, marks nothing and says how to highlight', async () => {
    const screen = await render(<SourceTextPane text="Plain." spans={[]} />);
    await expect
      .element(
        screen.getByText('Point at or focus a claim to highlight where it comes from in the text.'),
      )
      .toBeVisible();
    expect(screen.container.querySelector('mark')).toBeNull();
  });
});
