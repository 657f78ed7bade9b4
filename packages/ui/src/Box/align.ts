/**
 * The alignment words the layout primitives take, as sprinkle values: `align` along a row
 * (or across a stack), `alignY` across a row.
 */

/** Horizontal alignment. */
export type Align = 'left' | 'center' | 'right';

/** Vertical alignment in a row. */
export type AlignY = 'top' | 'center' | 'bottom' | 'baseline' | 'stretch';

/** `align` as `justifyContent` (a row) or `alignItems` (a stack). */
export const alignToFlex = {
  left: 'flexStart',
  center: 'center',
  right: 'flexEnd',
} as const;

/** `alignY` as `alignItems`. */
export const alignYToFlex = {
  top: 'flexStart',
  center: 'center',
  bottom: 'flexEnd',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;
