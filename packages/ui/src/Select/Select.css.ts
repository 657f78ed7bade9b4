import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { sprinkles } from '../theme/sprinkles.css';

/** The list inside a select's (or a menu's) popover. */
export const listBox = style([sprinkles({ padding: 'xsmall' }), { outline: 'none' }]);

/** One option of a list box: highlighted while focused, bold once selected. */
export const option = style([
  focusRing,
  sprinkles({ padding: 'small', borderRadius: 'small', cursor: 'pointer' }),
  {
    selectors: {
      '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.secondary },
      '&[data-selected]': { fontWeight: vars.font.weightStrong },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

/** The chosen value in the trigger: one line, cut with an ellipsis. */
export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

/** A content-wide trigger (inside a sentence) stops at 20rem. */
export const contentWidth = style({ maxWidth: '20rem' });
