import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';

export const stack = style({ display: 'grid', gap: vars.space.medium });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.font.weightStrong,
});

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  textAlign: 'center',
});

export const emptyText = style({ margin: 0, color: vars.color.textMuted });

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
});

export const versionNumber = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

const markBase = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  border: '1px solid currentColor',
});

export const mark = styleVariants({
  current: [markBase, { color: vars.color.success }],
  canonical: [markBase, { color: vars.color.info }],
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const summary = style({ margin: 0, overflowWrap: 'anywhere' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});

globalStyle(`${details} > dt`, { color: vars.color.textMuted });

globalStyle(`${details} > dd`, { margin: 0 });

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const toggle = style([
  focusRing,
  {
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.medium,
    border: 'none',
    background: 'transparent',
    color: vars.color.primary,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondary } },
  },
]);
