import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Off screen until focused by keyboard, then at the top left above everything. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: 1000,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.font.weightStrong,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The main region takes focus from the skip link without showing a ring around the page. */
export const main = style({ outline: 'none' });
