import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render as renderBare } from 'vitest-browser-react';
import { Box } from '../Box/Box';
import { Column, Columns } from '../Columns/Columns';
import { Inline } from '../Inline/Inline';
import { Tiles } from '../Tiles/Tiles';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Stack } from './Stack';

/** Renders inside the light theme, which defines the contract's variables. */
const render = (ui: ReactNode) => renderBare(<ThemeRoot>{ui}</ThemeRoot>);

/** The layout primitives' CSS as the browser computes it (1rem = 16px). */
describe('layout primitives', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('Stack stacks its children with the gap, and resets a list', async () => {
    const screen = await render(
      <Stack space="small" component="ul" aria-label="Items">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Items' }).element();
    const style = getComputedStyle(list);
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.rowGap).toBe('8px');
    expect(style.listStyleType).toBe('none');
    expect(style.paddingInlineStart).toBe('0px');
    expect(style.marginBlockStart).toBe('0px');
  });

  it('takes a different space at each breakpoint', async () => {
    await page.viewport(400, 800);
    const screen = await render(
      <Stack space={{ mobile: 'small', tablet: 'large' }} data-testid="stack">
        <span>One</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack').element();
    expect(getComputedStyle(stack).rowGap).toBe('8px');
    await page.viewport(1024, 800);
    expect(getComputedStyle(stack).rowGap).toBe('24px');
  });

  it('Inline wraps its children in a row and aligns them', async () => {
    const screen = await render(
      <Inline space="xsmall" align="spaceBetween" alignY="center" data-testid="inline">
        <span>One</span>
      </Inline>,
    );
    const style = getComputedStyle(screen.getByTestId('inline').element());
    expect([style.display, style.flexWrap, style.columnGap]).toEqual(['flex', 'wrap', '4px']);
    expect([style.justifyContent, style.alignItems]).toEqual(['space-between', 'center']);
  });

  it('Columns share the row and stack below their collapse breakpoint', async () => {
    await page.viewport(1024, 800);
    const screen = await render(
      <Columns space="medium" collapseBelow="tablet" data-testid="columns">
        <Column width="1/3">
          <span>Narrow</span>
        </Column>
        <Column>
          <span>Rest</span>
        </Column>
      </Columns>,
    );
    const columns = screen.getByTestId('columns').element() as HTMLElement;
    const [narrow, rest] = [...columns.children] as HTMLElement[];
    expect(getComputedStyle(columns).flexDirection).toBe('row');
    expect(narrow?.getBoundingClientRect().top).toBe(rest?.getBoundingClientRect().top);
    expect(narrow!.getBoundingClientRect().width).toBeLessThan(rest!.getBoundingClientRect().width);
    await page.viewport(400, 800);
    expect(getComputedStyle(columns).flexDirection).toBe('column');
    expect(narrow!.getBoundingClientRect().top).toBeLessThan(rest!.getBoundingClientRect().top);
  });

  it('Tiles set the column count per breakpoint, or fit columns of a minimum width', async () => {
    await page.viewport(1024, 800);
    const screen = await render(
      <>
        <Tiles space="small" columns={{ mobile: 1, tablet: 3 }} data-testid="counted">
          <span>A</span>
        </Tiles>
        <Box width="full" style={{ width: 700 }}>
          <Tiles space="small" minColumnWidth="16rem" data-testid="fitted">
            <span>A</span>
          </Tiles>
        </Box>
      </>,
    );
    const counted = screen.getByTestId('counted').element();
    const fitted = screen.getByTestId('fitted').element();
    expect(getComputedStyle(counted).gridTemplateColumns.split(' ')).toHaveLength(3);
    // 700 px holds two 256 px columns and the gap, not three.
    expect(getComputedStyle(fitted).gridTemplateColumns.split(' ')).toHaveLength(2);
    await page.viewport(400, 800);
    expect(getComputedStyle(counted).gridTemplateColumns.split(' ')).toHaveLength(1);
  });

  it('Box passes native props through and sprinkles become classes', async () => {
    const screen = await render(
      <Box component="section" aria-label="Panel" padding="medium" color="critical" title="t">
        Text
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Panel' }).element();
    expect(section.tagName).toBe('SECTION');
    expect(section.getAttribute('title')).toBe('t');
    expect(section.hasAttribute('padding')).toBe(false);
    expect(getComputedStyle(section).paddingTop).toBe('16px');
  });
});
