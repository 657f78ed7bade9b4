import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xsmall,
  width: '100%',
});

export const label = style({ fontWeight: vars.font.weightStrong });

export const value = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightStrong,
});

export const track = style({
  gridColumn: '1 / -1',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
  overflow: 'hidden',
});

/** As a slider: room for the thumb, which must not be clipped by the rounded track. */
export const sliderTrack = style({
  position: 'relative',
  overflow: 'visible',
  marginBlock: vars.space.small,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: 'width 300ms, background-color 300ms',
});

/** The fill colour of each inference-strength band, from the theme contract. */
export const band = styleVariants(vars.color.band, (colour) => ({ backgroundColor: colour }));
