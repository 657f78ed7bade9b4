import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const base = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: '1px solid transparent',
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeStandard,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    transition: 'background-color 150ms',
    selectors: {
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
]);

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.secondary,
    color: vars.color.secondaryText,
    borderColor: vars.color.border,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondaryHover } },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.dangerText,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.dangerHover } },
  },
});
