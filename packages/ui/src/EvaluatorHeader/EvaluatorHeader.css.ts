import { style } from '@vanilla-extract/css';
import { card } from '../Card/Card.css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The Version box: a small card that is a button, creator over version, at the end. */
export const versionBox = style([
  focusRing,
  card({ padding: 'small' }),
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flexEnd',
    flexShrink: 0,
    gap: 'xxsmall',
    fontFamily: 'body',
    fontSize: 'small',
    cursor: 'pointer',
  }),
  {
    minHeight: vars.size.touchTarget,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondaryHover } },
  },
]);
