import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const toggles = style({
  display: 'flex',
  gap: vars.space.small,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      background: vars.color.secondary,
      color: vars.color.secondaryText,
      borderColor: vars.color.primary,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });
