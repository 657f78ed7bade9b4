import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The label and value over the bar. */
export const root = style([
  sprinkles({ width: 'full', gap: 'xsmall' }),
  { display: 'grid', gridTemplateColumns: '1fr auto' },
]);

export const label = sprinkles({ fontWeight: 'strong' });

export const value = sprinkles({ fontVariantNumeric: 'tabular', fontWeight: 'strong' });

export const track = style([
  sprinkles({ borderRadius: 'full', overflow: 'hidden' }),
  { gridColumn: '1 / -1', height: '0.75rem', backgroundColor: vars.color.track },
]);

/** As a slider: the same rail without clipping, so the thumb shows whole. */
export const sliderTrack = style([
  sprinkles({ borderRadius: 'full' }),
  {
    position: 'relative',
    gridColumn: '1 / -1',
    height: '0.75rem',
    marginBlock: vars.space.small,
    backgroundColor: vars.color.track,
  },
]);

/** How far the fill reaches (a percentage), set inline by the bar. */
export const fillWidth = createVar();

export const fill = style([
  sprinkles({ height: 'full', borderRadius: 'full' }),
  { width: fillWidth, transition: 'width 300ms, background-color 300ms' },
]);

/** The fill colour of each inference-strength band, from the theme contract. */
export const band = styleVariants(vars.color.band, (colour) => ({ backgroundColor: colour }));
