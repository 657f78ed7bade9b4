import { style, styleVariants } from '@vanilla-extract/css';
import { minWidthQuery } from '../theme/breakpoints';

/** A column's share of the row. */
const widths = {
  fluid: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 1 50%', minWidth: 0 },
  '1/3': { flex: '0 1 33.333%', minWidth: 0 },
  '2/3': { flex: '0 1 66.667%', minWidth: 0 },
  '1/4': { flex: '0 1 25%', minWidth: 0 },
  '3/4': { flex: '0 1 75%', minWidth: 0 },
} as const;

/** Column widths when the columns never collapse. */
export const width = styleVariants(widths);

/** Column widths that apply only from the tablet breakpoint up (collapsed below). */
export const widthFromTablet = styleVariants(widths, (rule) => ({
  '@media': { [minWidthQuery('tablet')]: rule },
}));

/** Column widths that apply only from the desktop breakpoint up (collapsed below). */
export const widthFromDesktop = styleVariants(widths, (rule) => ({
  '@media': { [minWidthQuery('desktop')]: rule },
}));

/** A collapsed column spans the stack. */
export const column = style({ minWidth: 0 });
