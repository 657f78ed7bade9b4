import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const summary = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  color: vars.color.textMuted,
});

export const versionBox = style([
  focusRing,
  {
    display: 'grid',
    justifyItems: 'end',
    gap: vars.space.xxsmall,
    flexShrink: 0,
    minHeight: vars.size.touchTarget,
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondaryHover } },
  },
]);

export const version = style({ fontWeight: vars.font.weightStrong });
