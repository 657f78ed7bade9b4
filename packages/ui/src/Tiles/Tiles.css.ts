import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { minWidthQuery } from '../theme/breakpoints';

/** How many columns the grid has (a count), set per breakpoint below. */
const columns = createVar();

/** The narrowest a tile may get in the auto-fitting grid (a length). */
export const minColumnWidth = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  vars: { [columns]: '1' },
});

/** As many columns as fit, each at least `minColumnWidth` wide. */
export const autoFit = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${minColumnWidth}, 100%), 1fr))`,
});

const counts = { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6' } as const;

/** The column count on every screen (the mobile value). */
export const columnsMobile = styleVariants(counts, (count) => ({ vars: { [columns]: count } }));

/** The column count from the tablet breakpoint up. */
export const columnsTablet = styleVariants(counts, (count) => ({
  '@media': { [minWidthQuery('tablet')]: { vars: { [columns]: count } } },
}));

/** The column count from the desktop breakpoint up. */
export const columnsDesktop = styleVariants(counts, (count) => ({
  '@media': { [minWidthQuery('desktop')]: { vars: { [columns]: count } } },
}));
