import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/shared.css';
import { ROW_HEIGHT_PX, TABLE_MAX_HEIGHT_PX } from './truthTableRows';

export const root = style({ display: 'grid', gap: vars.space.medium });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const help = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const disclosure = style([
  focusRing,
  {
    justifySelf: 'start',
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.small,
    border: 'none',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: vars.color.primary,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeStandard,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondary } },
  },
]);

export const helpPanel = style({ display: 'grid', gap: vars.space.small });

globalStyle(`${helpPanel} > p`, { margin: 0, lineHeight: vars.font.lineHeight });

/** The table's scroll box: at most 400 px high (spec §2). */
export const scroller = style({
  boxSizing: 'border-box',
  maxHeight: TABLE_MAX_HEIGHT_PX,
  overflow: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontVariantNumeric: 'tabular-nums',
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  width: '3.5rem',
  height: ROW_HEIGHT_PX,
  padding: vars.space.xxsmall,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const conclusionHeader = style({ width: 'auto', minWidth: '12rem' });

const smallButton = style([
  focusRing,
  {
    minWidth: '2.25rem',
    minHeight: '2.25rem',
    paddingInline: vars.space.xsmall,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightStrong,
    cursor: 'pointer',
  },
]);

export const headerButton = style([
  smallButton,
  {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.primary,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondary } },
  },
]);

export const row = style({ borderBottom: `1px solid ${vars.color.border}` });

export const spacer = style({ padding: 0, border: 'none' });

export const truthCell = style({ padding: vars.space.xxsmall, textAlign: 'center' });

export const truthButton = styleVariants({
  true: [smallButton, { backgroundColor: vars.color.surface, color: vars.color.success }],
  false: [smallButton, { backgroundColor: vars.color.surface, color: vars.color.critical }],
});

export const sliderCell = style({ paddingInline: vars.space.small });

export const rowSlider = style({
  display: 'grid',
  gridTemplateColumns: '1fr 3.5rem',
  alignItems: 'center',
  gap: vars.space.small,
});

export const rowTrack = style({
  position: 'relative',
  height: '2rem',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: '50%',
      height: '0.375rem',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.track,
    },
  },
});

export const rowFill = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '50%',
  height: '0.375rem',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const rowThumb = style({
  top: '50%',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[data-dragging]': { backgroundColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const rowOutput = style({ textAlign: 'end', fontWeight: vars.font.weightStrong });

export const popover = style({
  maxWidth: '24rem',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.family,
});

export const popoverDialog = style({ display: 'grid', gap: vars.space.xsmall, outline: 'none' });

export const popoverTitle = style({
  margin: 0,
  fontSize: vars.font.sizeStandard,
  fontWeight: vars.font.weightStrong,
});

export const popoverText = style({ margin: 0, overflowWrap: 'anywhere' });

export const popoverList = style({ display: 'grid', gap: vars.space.xxsmall, margin: 0 });

globalStyle(`${popoverList} > dt`, {
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
});

globalStyle(`${popoverList} > dd`, { margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'grid', gap: vars.space.small });

export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const statusLine = style({ display: 'grid', gap: vars.space.xsmall });

export const dbSuccess = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.font.weightStrong,
});

export const dbError = style({
  margin: 0,
  color: vars.color.critical,
  fontWeight: vars.font.weightStrong,
});

const messageBase = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: '1px solid currentColor',
  fontSize: vars.font.sizeSmall,
});

export const message = styleVariants({
  info: [messageBase, { color: vars.color.info }],
  success: [messageBase, { color: vars.color.success }],
  error: [messageBase, { color: vars.color.critical }],
});
