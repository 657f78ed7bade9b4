import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const band = style({ margin: 0, fontWeight: vars.font.weightStrong });

export const track = style({
  position: 'relative',
  display: 'block',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
});

export const fill = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  minWidth: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});
