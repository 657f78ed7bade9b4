import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  lineHeight: vars.font.lineHeight,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

export const text = style({ margin: 0, fontSize: vars.font.sizeStandard });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** The "Range" toggle: pressed while the premise's credence is a range. */
export const rangeToggle = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
