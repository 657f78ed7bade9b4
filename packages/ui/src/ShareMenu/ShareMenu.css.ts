import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

/** Spec §9: the share panel is 600 px wide, at most 95vw. */
export const popover = style({
  boxSizing: 'border-box',
  width: 600,
  maxWidth: '95vw',
  overflowY: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeStandard,
  lineHeight: vars.font.lineHeight,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  outline: 'none',
});

export const section = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const sectionLabel = style({ fontWeight: vars.font.weightStrong });

export const radioGroup = style({
  display: 'grid',
  gap: vars.space.xsmall,
  selectors: { '&[aria-busy="true"]': { opacity: 0.7 } },
});

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
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const linkField = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const linkInput = style([
  focusRing,
  {
    minWidth: 0,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.monoFamily,
    fontSize: vars.font.sizeSmall,
  },
]);

export const fieldLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const figure = style({ display: 'grid', gap: vars.space.small, margin: 0 });

/** Spec §9: the image preview is at most 315 px high. */
export const preview = style({
  display: 'block',
  width: '100%',
  maxHeight: 315,
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const platforms = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
