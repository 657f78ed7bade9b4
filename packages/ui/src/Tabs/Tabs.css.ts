import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style([
  focusRing,
  {
    padding: `${vars.space.small} ${vars.space.medium}`,
    color: vars.color.textMuted,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    borderBlockEnd: '2px solid transparent',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);

export const panel = style([focusRing, { borderRadius: vars.radius.small }]);
