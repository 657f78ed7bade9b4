import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const toggle = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
      '&[data-selected]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const icon = style({ width: '1.25rem', height: '1.25rem' });

export { visuallyHidden as label } from '../theme/shared.css';
