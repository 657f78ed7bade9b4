import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

const triggerBase = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondary },
      '&[data-disabled]': { opacity: 0.5, cursor: 'default' },
    },
  },
]);

/** The trigger, in the spec's two variants. */
export const trigger = styleVariants({
  compact: [triggerBase, { paddingInline: vars.space.small, borderRadius: vars.radius.medium }],
  pill: [triggerBase, { paddingInline: vars.space.medium, borderRadius: vars.radius.full }],
});

export const triggerLabel = style({ color: vars.color.textMuted });

export const triggerValue = style({ fontWeight: vars.font.weightStrong });

export const popover = style({
  width: 'min(24rem, 90vw)',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  outline: 'none',
});

export const search = style([
  focusRing,
  {
    width: '100%',
    boxSizing: 'border-box',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.focus}` } },
  },
]);

export const checkbox = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    fontSize: vars.font.sizeSmall,
    cursor: 'pointer',
  },
]);

export const box = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primaryText,
  fontSize: '0.75rem',
  lineHeight: 1,
});

export const boxChecked = style({ backgroundColor: vars.color.primary });

export const count = style({ color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const option = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space.xxsmall,
    padding: vars.space.small,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.secondary },
      '&[data-selected]': { boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
    },
  },
]);

export const optionName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weightStrong,
});

export const badge = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: '1px solid currentColor',
  color: vars.color.info,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightStrong,
});

export const optionMeta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
