import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.success}`,
  backgroundColor: vars.color.surface,
  selectors: { '&[data-coherent="false"]': { borderInlineStartColor: vars.color.critical } },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const verdict = style({ margin: 0, fontWeight: vars.font.weightStrong });
