import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small });

export const title = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.small,
});

export const field = style({ display: 'grid', gap: vars.space.xxsmall });

export const input = style({
  width: '6rem',
  padding: vars.space.xsmall,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});

export const answers = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

export const sentence = style({ display: 'block', fontWeight: vars.font.weightStrong });

export const text = style({
  display: 'block',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
