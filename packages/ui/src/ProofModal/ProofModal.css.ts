import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.medium });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.font.weightStrong,
});

/** The spec's green header: 'Valid Proof (N lines)' and the saved timestamp. */
export const validHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.success}`,
  borderInlineStartWidth: '4px',
  backgroundColor: vars.color.surface,
});

export const validTitle = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.font.weightStrong,
});

export const savedAt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

/** Long formulas scroll inside the modal instead of widening it. */
export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeStandard,
});

export const columnHeader = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const row = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-type="assumption"]': { backgroundColor: vars.color.surfaceRaised },
  },
});

export const lineNumber = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  textAlign: 'end',
  color: vars.color.textMuted,
  fontWeight: vars.font.weightRegular,
  fontVariantNumeric: 'tabular-nums',
  verticalAlign: 'top',
  width: '1%',
});

export const cell = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const formula = style({ fontFamily: vars.font.monoFamily });

export const notes = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const subproofs = style({ display: 'grid', gap: vars.space.xsmall });

export const subproofsTitle = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

export const subproofList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subproof = style({
  paddingInlineStart: vars.space.small,
  borderInlineStart: `2px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const subproofMeta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });
