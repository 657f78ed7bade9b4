import { style } from '@vanilla-extract/css';
import { card } from '../Card/Card.css';
import { vars } from '../theme/contract.css';
import { rowAtoms } from '../theme/layout';
import { sprinkles } from '../theme/sprinkles.css';

/**
 * The summary bar: on a phone it sticks to the top of the viewport while the premises scroll
 * under it (a raised card above the page); from the tablet breakpoint up it is not shown, since
 * the conclusion box is then in view beside the premises.
 */
export const root = style([
  card({ tone: 'brand', background: 'raised', padding: 'small' }),
  rowAtoms('small', { alignY: 'center', spread: true, wrap: false }),
  sprinkles({
    position: 'sticky',
    boxShadow: 'raised',
    display: { mobile: 'flex', tablet: 'none' },
  }),
  // Above the premise cards and their sliders' thumbs, which scroll under it.
  { top: 0, zIndex: 2 },
]);

/** The conclusion: at most two lines, cut with an ellipsis (the full text is in the box below). */
export const conclusion = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

/** P(C): never wraps or shrinks, so the number stays whole however long the conclusion. */
export const value = style([
  sprinkles({ whiteSpace: 'nowrap', flexShrink: 0, fontVariantNumeric: 'tabular' }),
  { fontSize: vars.font.sizeLarge },
]);
