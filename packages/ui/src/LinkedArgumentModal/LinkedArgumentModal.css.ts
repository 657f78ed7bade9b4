import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const stack = style({ display: 'grid', gap: vars.space.medium });

export const section = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: { '&[aria-busy="true"]': { opacity: 0.7 } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

export const target = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  borderInlineStart: `4px solid ${vars.color.primary}`,
});

export const targetText = style({ margin: 0, overflowWrap: 'anywhere' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const field = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const textArea = style([
  focusRing,
  {
    minWidth: 0,
    padding: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeStandard,
    lineHeight: vars.font.lineHeight,
    resize: 'vertical',
    selectors: { '&[readonly]': { backgroundColor: vars.color.surface } },
  },
]);

/** The locked conclusion: dimmed and not resizable, so it does not look editable. */
export const locked = style({ color: vars.color.textMuted, resize: 'none', cursor: 'default' });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const radio = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.secondary,
    color: vars.color.secondaryText,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
      '&[data-selected]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
});

/** A message takes a row of its own above the buttons. */
export const footerStatus = style({ flex: '1 1 100%', minWidth: 0 });

/** Pushes the buttons to the end of their row. */
export const footerFirstButton = style({ marginInlineStart: 'auto' });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.font.weightStrong,
});

export const success = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.font.weightStrong,
});
