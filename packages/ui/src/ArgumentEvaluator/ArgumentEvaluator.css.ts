import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const premises = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const debug = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});
