import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const base = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: '1px solid',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeStandard,
  backgroundColor: vars.color.surface,
});

export const kind = styleVariants({
  loading: { borderColor: vars.color.border, color: vars.color.textMuted },
  error: { borderColor: vars.color.critical, color: vars.color.critical },
  warning: { borderColor: vars.color.band.moderate, color: vars.color.text },
});
