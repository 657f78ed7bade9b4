import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small });

export const title = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem 1fr',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

export const label = style({ fontWeight: vars.font.weightStrong });

export const text = style({ overflowWrap: 'anywhere' });

export const track = style({
  gridColumn: '2',
  position: 'relative',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.track,
});

export const bar = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  minWidth: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  selectors: { '&[data-direction="lowers"]': { backgroundColor: vars.color.critical } },
});

export const marker = style({
  position: 'absolute',
  top: '-0.25rem',
  bottom: '-0.25rem',
  width: '2px',
  backgroundColor: vars.color.text,
});

export const sentence = style({
  gridColumn: '2',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
});
