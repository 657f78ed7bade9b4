import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.medium });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const failedHeading = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  color: vars.color.critical,
});

export const error = style({ margin: 0, color: vars.color.critical, overflowWrap: 'anywhere' });

/** The score line: 'Score' and the big 'N/10'. */
export const scoreLine = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: 0,
});

export const scoreLabel = style({ color: vars.color.textMuted });

const scoreBase = style({
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  borderInlineStart: '4px solid',
});

/** The spec's cut-offs (`scoreColor`): 8 or more green, 6 or more yellow, otherwise red. */
export const score = styleVariants({
  green: [scoreBase, { color: vars.color.success, borderColor: vars.color.success }],
  yellow: [scoreBase, { color: vars.color.band.moderate, borderColor: vars.color.band.moderate }],
  red: [scoreBase, { color: vars.color.critical, borderColor: vars.color.critical }],
});

export const section = style({ display: 'grid', gap: vars.space.xsmall });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  overflowWrap: 'anywhere',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
