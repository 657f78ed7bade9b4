import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.medium,
  insetInlineEnd: vars.space.medium,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  outline: 'none',
  fontFamily: vars.font.family,
});

export const toast = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    minWidth: '16rem',
    maxWidth: '24rem',
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderInlineStart: '4px solid',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
  },
]);

export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  critical: { borderInlineStartColor: vars.color.critical },
});

export const content = style({ flex: 1, display: 'grid', gap: vars.space.xxsmall });

export const title = style({ fontWeight: vars.font.weightStrong });

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const close = style([
  focusRing,
  {
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    fontSize: vars.font.sizeLarge,
    lineHeight: 1,
    padding: vars.space.xxsmall,
    borderRadius: vars.radius.small,
  },
]);

/** A toast's link (e.g. to the settings): underlined, in the link colour, with a focus ring. */
export const link = style([
  focusRing,
  {
    justifySelf: 'start',
    color: vars.color.primary,
    fontSize: vars.font.sizeSmall,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);
