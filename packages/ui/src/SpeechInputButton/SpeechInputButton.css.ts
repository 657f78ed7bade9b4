import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const root = style({
  display: 'inline-grid',
  gap: vars.space.xsmall,
  justifyItems: 'start',
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.6 },
});

export const toggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
      '&[data-selected]': {
        backgroundColor: vars.color.danger,
        borderColor: vars.color.danger,
        color: vars.color.dangerText,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: { '&[data-selected]': { animation: `${pulse} 1.5s ease-in-out infinite` } },
      },
    },
  },
]);

export const icon = style({ width: '1.25rem', height: '1.25rem' });

export const interim = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.sizeSmall,
});

export const dismiss = style([
  focusRing,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    fontSize: vars.font.sizeSmall,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
]);

export { visuallyHidden as label } from '../theme/shared.css';
