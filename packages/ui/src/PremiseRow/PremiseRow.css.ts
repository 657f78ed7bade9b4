import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The constraint system's correction: a short glow in the success colour. */
const corrected = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.success}` },
  '40%': { boxShadow: `0 0 0 3px ${vars.color.success}` },
  '100%': { boxShadow: '0 0 0 0 transparent' },
});

export const root = style({
  selectors: {
    '&[data-corrected]': {
      animation: `${corrected} 200ms ease-out both`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-corrected]': { animation: 'none', outline: `2px solid ${vars.color.success}` },
      },
    },
  },
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

export const text = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
