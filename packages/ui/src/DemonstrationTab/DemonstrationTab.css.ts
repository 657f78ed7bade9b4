import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const tab = style({ display: 'grid', gap: vars.space.medium });

const outcomeBase = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: '1px solid currentColor',
  borderInlineStartWidth: '4px',
  backgroundColor: vars.color.surface,
});

export const outcome = styleVariants({
  successful: [outcomeBase, { color: vars.color.success }],
  unsuccessful: [outcomeBase, { color: vars.color.textMuted }],
});

export const title = style({ margin: 0, fontWeight: vars.font.weightStrong });

export const detail = style({ margin: 0, color: vars.color.text });
