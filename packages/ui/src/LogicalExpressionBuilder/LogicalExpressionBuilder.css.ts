import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const root = style({
  display: 'grid',
  gap: vars.space.small,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
});

/** One expression (the root or a nested one). */
export const node = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const fieldLabel = style({ color: vars.color.textMuted });

export const selectButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '20rem',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    cursor: 'pointer',
  },
]);

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  maxWidth: 'min(32rem, 90vw)',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
});

export const listBox = style({ padding: vars.space.xsmall, outline: 'none' });

export const option = style([
  focusRing,
  {
    padding: vars.space.small,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    fontSize: vars.font.sizeSmall,
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.secondary },
      '&[data-selected]': { fontWeight: vars.font.weightStrong },
    },
  },
]);

export const operands = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

export const operand = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const nested = style({ flex: '1 1 16rem' });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const preview = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'baseline',
  margin: 0,
});

export const formula = style({
  fontFamily: vars.font.monoFamily,
  fontSize: vars.font.sizeStandard,
});

const indicatorBase = style({
  margin: 0,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  borderInlineStart: '4px solid',
});

/** The validity indicator, valid or not. */
export const validity = styleVariants({
  valid: [indicatorBase, { borderColor: vars.color.success }],
  invalid: [indicatorBase, { borderColor: vars.color.critical, color: vars.color.critical }],
});

export const unsupported = style([
  indicatorBase,
  { borderColor: vars.color.critical, backgroundColor: vars.color.surfaceRaised },
]);
