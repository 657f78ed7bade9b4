import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});
