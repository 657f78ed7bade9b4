import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { stackAtoms } from '../theme/layout';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The tabs over their panel. */
export const tabs = stackAtoms('medium');

/** The tab list: a row over a rule, scrolling sideways when the tabs do not fit. */
export const list = sprinkles({
  display: 'flex',
  gap: 'xsmall',
  borderBottom: 'standard',
  overflowX: 'auto',
});

/** A tab: muted until hovered, underlined in the brand colour once selected. */
export const tab = style([
  focusRing,
  sprinkles({
    paddingX: 'medium',
    paddingY: 'small',
    color: 'secondary',
    fontWeight: 'strong',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  }),
  {
    borderBlockEnd: '2px solid transparent',
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.link, borderBlockEndColor: vars.color.link },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const panel = style([focusRing, sprinkles({ borderRadius: 'small' })]);
