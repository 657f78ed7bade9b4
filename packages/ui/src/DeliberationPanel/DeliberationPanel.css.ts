/**
 * The deliberation panel's own layout: only the figure lists' term/value grid. Everything else is
 * composed from the layout primitives, `Card`, `Text` and `Heading`.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { sprinkles } from '../theme/sprinkles.css';

/** Names on the left, figures on the right, lined up. */
export const figures = style([
  sprinkles({ fontSize: 'small', fontVariantNumeric: 'tabular' }),
  {
    display: 'grid',
    gridTemplateColumns: '1fr max-content',
    columnGap: vars.space.medium,
    rowGap: vars.space.xxsmall,
  },
]);

globalStyle(`${figures} > dd`, { textAlign: 'right' });
