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

export const debugPanel = style({
  margin: 0,
  padding: vars.space.medium,
  maxWidth: '100%',
  overflow: 'auto',
  fontFamily: vars.font.monoFamily,
  fontSize: vars.font.sizeSmall,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.medium,
});
