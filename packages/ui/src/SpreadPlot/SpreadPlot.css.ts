/**
 * The spread plot's paint: SVG shapes take their fill and stroke from the theme contract (no
 * sprinkle sets SVG paint). Layout comes from the primitives in `SpreadPlot.tsx`.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The plot: as wide as its container; its shapes may reach half a dot past either end. */
export const svg = style({ display: 'block', width: '100%', overflow: 'visible' });

export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });

export const tick = style({ stroke: vars.color.border, strokeWidth: 1 });

export const tickLabel = style({
  fill: vars.color.textMuted,
  fontSize: vars.font.sizeXSmall,
  fontFamily: vars.font.family,
});

export const whisker = style({ stroke: vars.color.text, strokeWidth: 1.5 });

/** The middle half (q1–q3). */
export const box = style({
  fill: vars.color.track,
  stroke: vars.color.text,
  strokeWidth: 1.5,
});

export const median = style({ stroke: vars.color.text, strokeWidth: 3 });

/** A member's value: a filled dot. */
export const dot = style({ fill: vars.color.primary, fillOpacity: 0.75 });

/** The member's own value: a larger, hollow diamond with a thick outline (a shape, not a hue). */
export const yours = style({
  fill: vars.color.background,
  stroke: vars.color.text,
  strokeWidth: 2.5,
});

/** The pooled value: a dashed line across the plot and a triangle above it. */
export const pooledLine = style({
  stroke: vars.color.info,
  strokeWidth: 1.5,
  strokeDasharray: '4 3',
});

export const pooledMark = style({ fill: vars.color.info });

/** The legend's glyphs, the plot's shapes at the text's size. */
export const glyph = style({
  width: '0.875em',
  height: '0.875em',
  flexShrink: 0,
  overflow: 'visible',
});
