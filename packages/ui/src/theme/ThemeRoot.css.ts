import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const root = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeStandard,
  lineHeight: vars.font.lineHeight,
});
