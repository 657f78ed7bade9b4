import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  backgroundColor: vars.color.overlay,
});

export const modal = style({
  width: '100%',
  maxWidth: vars.size.dialogMaxWidth,
  maxHeight: '100%',
  display: 'flex',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

export const dialog = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  // Without it the dialog grows to its content's min-content width (e.g. a long tab list) and
  // overflows the viewport, instead of letting that content scroll.
  minWidth: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});

export const close = style([
  focusRing,
  {
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    fontSize: vars.font.sizeLarge,
    lineHeight: 1,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    borderRadius: vars.radius.small,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondary } },
  },
]);

export const body = style({ padding: vars.space.medium, overflowY: 'auto', minHeight: 0 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
